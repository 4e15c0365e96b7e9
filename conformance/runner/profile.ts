// Which requests a target must never get (DESIGN §6), when the run was given no target profile:
// the first answer of every run against a URL (`OPTIONS /`) tells a Waarp R66 server, whose root
// self-description lists its own entry points beside the interface's (`business`, `rules`,
// `control`, `config`); such a server gets the rules of the shipped r66-3.6.2 profile, since no
// answer tells its version and the rules only keep requests away that hang 3.6.2. The kit's fake
// lists them too, and says it is a stand-in (STAND_IN_HEADER).
import { TransportError, type Target, type WireResponse } from '../targets/target.ts';
import { parseJson, STAND_IN_HEADER } from '../../contract/index.ts';
import type { Client } from '../client/client.ts';
import type { RunControl } from '../client/run-control.ts';
import { loadBaseline, type Baseline } from './baseline.ts';
import type { WithholdRule } from './withhold.ts';

/** Entry points a Waarp R66 server lists in `OPTIONS /` that the interface does not have. */
const R66_ONLY_URIS = ['business', 'rules', 'control', 'config'];

/** The profile a run uses: its name, why, and the requests it withholds. */
export interface TargetProfile {
  readonly name: string;
  /** `given` (--baseline) or what the detection saw. */
  readonly source: string;
  readonly withhold: readonly WithholdRule[];
}

/** The profile `OPTIONS /` points to, when it is a server whose rules the kit ships. */
export function detectProfile(rootOptions: WireResponse): TargetProfile | undefined {
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
  const shipped = loadBaseline('r66-3.6.2');
  return { name: shipped.name, source: `detected: OPTIONS / lists the Waarp R66 entry points ${R66_ONLY_URIS.join(', ')}`, withhold: shipped.withhold ?? [] };
}

/**
 * The profile of a run: the one its baseline gives, else the one a URL target's first answer
 * points to. A URL target answers something before any check starts, or the run stops here
 * (`unreachable`, exit 2).
 */
export async function profileOfRun(client: Client, control: RunControl, target: Target, baseline: Baseline | undefined): Promise<TargetProfile | undefined> {
  let profile: TargetProfile | undefined = baseline?.withhold ? { name: baseline.name, source: 'given', withhold: baseline.withhold } : undefined;
  if (target.kind === 'http' && !control.stopped()) {
    const first = await client.probeAnswer(control.signal);
    if (first instanceof TransportError) {
      if (!control.stopped()) control.stop('unreachable', `the target ${target.baseUrl} is unreachable: ${first.failure}: ${first.message}`);
    } else profile ??= detectProfile(first);
  }
  return profile;
}
