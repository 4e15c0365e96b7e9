// The run as a stream of events, as it happens: what the console progress and the reports are fed
// (DESIGN §5). Folding them in order (assembler.ts) gives the run's result, so a consumer that
// listens from the first event to `run-end` knows everything `report.json` holds.
import type { Exchange } from '../client/client.ts';
import type { StopCause } from '../client/run-control.ts';
import type { Deviation } from './deviation.ts';
import type { CheckOutcome, RunResult } from './result.ts';

/** What is known when the run starts: the target (a URL target has answered its first request by then), seed and runs, and every check id in the registry's order. */
export interface RunStart {
  readonly type: 'run-start';
  readonly target: RunResult['target'];
  /** An https:// target's TLS, read before the first check. */
  readonly tls?: RunResult['tls'];
  /** A URL target's request rate, once its first answer has told whether it is the tmkit fake. */
  readonly rate?: RunResult['rate'];
  /** The target's release, read before the first check. */
  readonly release?: RunResult['release'];
  readonly seed: number;
  readonly runs: number;
  readonly startedAt: string;
  /** The ids of the run's checks, in the order every report lists them. */
  readonly checks: readonly string[];
}

/** What is known once the checks are done and cleanup has gone. */
export interface RunEnd {
  readonly type: 'run-end';
  readonly durationMs: number;
  readonly requests: number;
  readonly baseline?: RunResult['baseline'] | undefined;
  readonly stop?: { readonly message: string; readonly kind: StopCause };
  readonly cleanupIncomplete: readonly string[];
  readonly withheld?: RunResult['withheld'];
}

/**
 * Progress of a run, as it happens (the `onEvent` option of `runConformance`): the run starts; a
 * check starts; a check ends with its outcome (the response checks at the end of the run); the
 * target answers a request (the response checks the run judges look at every answer); a deviation is found (the
 * first of its check and operation), or found again (`occurrences` counts them); the run ends.
 */
export type RunEvent =
  | RunStart
  | { readonly type: 'check-start'; readonly check: string }
  | { readonly type: 'check-end'; readonly outcome: CheckOutcome }
  | { readonly type: 'answer'; readonly exchange: Exchange }
  /** `index`: its place among the run's deviations, as `deviation-repeated` names it. */
  | { readonly type: 'deviation'; readonly deviation: Deviation; readonly index: number }
  | { readonly type: 'deviation-repeated'; readonly index: number; readonly occurrences: number }
  | RunEnd;

export type EmitEvent = (event: RunEvent) => void;
