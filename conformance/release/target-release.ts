// The release of a target, read from it (DESIGN §6b: never assumed). A Waarp R66 server says it in
// one place only: `GET /v2/hostconfig` answers `versionBin` "WaarpR66.3.5.2" (neither GET /server
// nor /v2/server/status carries a version, seen on 3.5.2 and 3.6.2). A version the kit does not
// know is judged as the nearest known release, and the reports say so plainly; a target that does
// not say (no v2, an error) is judged as the kit's default release, said as plainly.
import { DEFAULT_RELEASE, isJsonObject, nearestRelease, releaseOfVersionBin, type JsonValue, type Release } from '../../contract/index.ts';
import type { Client } from '../client/client.ts';

/** Where the release is read. */
export const RELEASE_SOURCE = 'GET /v2/hostconfig';

/** A target's release: what it said, and the known release the run judged it as. */
export interface TargetRelease {
  /** The version the target answered (`3.5.2`); absent when it said none. */
  readonly served?: string;
  /** The known release the run used for it (its baseline with `--baseline r66`, the fake's `--release`). */
  readonly release: Release;
  /** How it was read: `GET /v2/hostconfig versionBin "WaarpR66.3.5.2"`, or why it could not be. */
  readonly source: string;
  /** Said when `release` is not what the target runs: a version the kit does not know, or none read. */
  readonly note?: string;
}

/** The release a `GET /v2/hostconfig` answer says (status and parsed body), or why it says none. */
export function releaseOfAnswer(status: number | undefined, json: JsonValue | undefined, failure?: string): TargetRelease {
  const versionBin = status === 200 && isJsonObject(json) ? json['versionBin'] : undefined;
  const served = releaseOfVersionBin(versionBin);
  if (served === undefined) {
    const why = failure !== undefined ? `no answer (${failure})` : status !== 200 ? `answered ${status}` : `answered no versionBin naming a release (${JSON.stringify(versionBin) ?? 'none'})`;
    return { release: DEFAULT_RELEASE, source: `${RELEASE_SOURCE}: ${why}`, note: `the target's release could not be read (${RELEASE_SOURCE} ${why}): judged as ${DEFAULT_RELEASE}, the kit's default` };
  }
  const { release, exact } = nearestRelease(served);
  const source = `${RELEASE_SOURCE} versionBin ${JSON.stringify(versionBin)}`;
  if (exact) return { served, release, source };
  return { served, release, source, note: `the target runs ${served}, a release the kit does not know: judged as ${release}, the nearest known release before it` };
}

/** Reads the target's release with one GET (signed as the run's requests are). */
export async function readTargetRelease(client: Client): Promise<TargetRelease> {
  const ex = await client.call({ method: 'GET', path: '/v2/hostconfig' });
  return releaseOfAnswer(ex.response?.status, ex.json, ex.error ? `${ex.error.failure}: ${ex.error.message}` : undefined);
}

/** One line for reports: `3.5.2 (GET /v2/hostconfig versionBin "WaarpR66.3.5.2")`, and the note when there is one. */
export const releaseLine = (r: TargetRelease): string => `${r.served ?? 'unknown'}${r.served === r.release ? '' : `, judged as ${r.release}`} (${r.source})`;
