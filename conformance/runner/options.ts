// What a run is given (runSuite): the target, the checks, the seed and what the run may do.
import type { Permissions } from '../client/client.ts';
import type { Credentials } from '../client/signing.ts';
import type { Check } from '../checks/check.ts';
import type { Target } from '../targets/target.ts';
import type { BaselineChoice } from './baseline.ts';
import type { RunEvent } from './events.ts';

export interface RunOptions {
  readonly target: Target;
  readonly checks: readonly Check[];
  readonly seed: number;
  readonly runs: number;
  readonly classPrefix: string;
  readonly permissions: Permissions;
  readonly credentials: Credentials;
  /** The time credentials are signed with (the fake's clock for the embedded target). */
  readonly now: () => number;
  readonly only?: readonly string[];
  readonly skip?: readonly string[];
  /** Known deviations, or `r66`: the shipped baseline of the release the target says it runs. */
  readonly baseline?: BaselineChoice;
  readonly onEvent?: (e: RunEvent) => void;
  /** Requests the checks may send; when spent the run stops (cleanup still goes). */
  readonly budget?: number;
  /** Wall time the checks may take; when spent the run stops (cleanup still goes). */
  readonly maxDurationMs?: number;
  /** Aborting it interrupts the run (Ctrl-C); its reason, when a string, names the signal. */
  readonly signal?: AbortSignal;
  /** The command that starts this very target (`tmkit serve ...`), for an embedded run's reproductions. */
  readonly serveCommand?: string;
}
