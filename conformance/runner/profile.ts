// What a run learns from the target before its first check: whether it answers at all, the
// release it says it runs (release/target-release.ts), the baseline of that release when the run
// asked for one by release (`--baseline r66`), and which requests it must never get (DESIGN §6).
// When the run was given no profile, the first answer of every run against a URL (`OPTIONS /`)
// tells a Waarp R66 server, whose root self-description lists its own entry points beside the
// interface's (`business`, `rules`, `control`, `config`); such a server gets the withheld requests
// of its release's shipped baseline. The kit's fake lists them too, and says it is a stand-in
// (STAND_IN_HEADER).
import { TransportError, type Target, type WireResponse } from '../targets/target.ts';
import { DEFAULT_RELEASE, parseJson, STAND_IN_HEADER, type Release } from '../../contract/index.ts';
import type { Client } from '../client/client.ts';
import { RunStopped, type RunControl } from '../client/run-control.ts';
import { baselineOfChoice, baselineOfRelease, RELEASE_BASELINE, type Baseline, type BaselineChoice } from './baseline.ts';
import type { WithholdRule } from './withhold.ts';
import { readTargetRelease, type TargetRelease } from '../release/target-release.ts';

/** Entry points a Waarp R66 server lists in `OPTIONS /` that the interface does not have. */
const R66_ONLY_URIS = ['business', 'rules', 'control', 'config'];

/** The profile a run uses: its name, why, and the requests it withholds. */
export interface TargetProfile {
  readonly name: string;
  /** `given` (--baseline) or what the detection saw. */
  readonly source: string;
  readonly withhold: readonly WithholdRule[];
}

/** The profile `OPTIONS /` points to, when it is a server whose rules the kit ships (those of `release`). */
export function detectProfile(rootOptions: WireResponse, release: Release = DEFAULT_RELEASE): TargetProfile | undefined {
  // The kit's fake lists the same entry points, and answers everything: no profile for it.
  if (rootOptions.headers[STAND_IN_HEADER.toLowerCase()] !== undefined) return undefined;
  let uris: string[] = [];
  try {
    const json = parseJson(rootOptions.body) as { answer?: { UriAllowed?: unknown } } | null;
    const listed = json?.answer?.UriAllowed;
    if (typeof listed === 'string') uris = listed.split(',').map((u) => u.trim());
  } catch {
    return undefined;
  }
  if (!R66_ONLY_URIS.every((u) => uris.includes(u))) return undefined;
  const shipped = baselineOfRelease(release);
  return { name: shipped.name, source: `detected: OPTIONS / lists the Waarp R66 entry points ${R66_ONLY_URIS.join(', ')}`, withhold: shipped.withhold ?? [] };
}

/** What the run learnt before its first check. */
export interface RunStart {
  readonly profile: TargetProfile | undefined;
  /** Absent when the run stopped before it could ask (an unreachable target). */
  readonly release: TargetRelease | undefined;
  readonly baseline: Baseline | undefined;
}

/**
 * The start of a run: a URL target answers something before any check starts, or the run stops
 * here (`unreachable`, exit 2); then it says its release, which picks the baseline asked for by
 * release; the profile is the baseline's, else the one the first answer points to.
 */
export async function profileOfRun(client: Client, control: RunControl, target: Target, choice: BaselineChoice | undefined): Promise<RunStart> {
  let first: WireResponse | undefined;
  if (target.kind === 'http' && !control.stopped()) {
    const answer = await client.probeAnswer(control.signal);
    if (answer instanceof TransportError) {
      if (!control.stopped()) control.stop('unreachable', `the target ${target.baseUrl} is unreachable: ${answer.failure}: ${answer.message}`);
    } else first = answer;
  }
  const release = control.stopped() ? undefined : await readTargetRelease(client).catch((e: unknown) => {
    if (e instanceof RunStopped) return undefined;
    throw e;
  });
  const baseline = baselineOfChoice(choice, release?.release ?? DEFAULT_RELEASE);
  const source = choice === RELEASE_BASELINE ? `given (--baseline ${RELEASE_BASELINE}: the target's release ${release?.release ?? DEFAULT_RELEASE})` : 'given';
  const given = baseline?.withhold ? { name: baseline.name, source, withhold: baseline.withhold } : undefined;
  return { profile: given ?? (first ? detectProfile(first, release?.release) : undefined), release, baseline };
}
