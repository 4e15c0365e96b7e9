// The releases of the real server the kit knows (DESIGN §6b: a release is data). A target's release
// is read from the server, never assumed: `GET /v2/hostconfig` answers it as `versionBin`
// ("WaarpR66.3.5.2"); neither `GET /server` nor `/v2/server/status` carries it (seen on 3.5.2 and
// 3.6.2). What differs between releases lives in release-facts.ts; this file only names them.

/** Every release the kit has a baseline, a fake and generators for, oldest first. */
export const RELEASES = ['3.5.2', '3.6.0', '3.6.1', '3.6.2'] as const;
/** A release the kit knows (`3.5.2` ... `3.6.2`). */
export type Release = (typeof RELEASES)[number];

/** The release the fake serves and the suite expects when none is given or read. */
export const DEFAULT_RELEASE: Release = '3.6.2';

/** What a Waarp R66 server of a release answers as `versionBin` (GET /v2/hostconfig). */
export const versionBinOf = (release: string): string => `WaarpR66.${release}`;

/** The release a `versionBin` names ("WaarpR66.3.5.2" → "3.5.2"), or undefined when it names none. */
export function releaseOfVersionBin(versionBin: unknown): string | undefined {
  if (typeof versionBin !== 'string') return undefined;
  return /^WaarpR66\.(\d+(?:\.\d+){1,3})\b/.exec(versionBin.trim())?.[1];
}

/** Whether `value` names a release the kit knows. */
export const isRelease = (value: string): value is Release => (RELEASES as readonly string[]).includes(value);

/** The numbers of a dotted version, for ordering (`3.6.10` after `3.6.2`). */
const numbersOf = (version: string): number[] => version.split('.').map((n) => Number.parseInt(n, 10) || 0);

function compareVersions(a: string, b: string): number {
  const [x, y] = [numbersOf(a), numbersOf(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** The known release used for a version, and whether it is that version itself. */
export interface NearestRelease {
  readonly release: Release;
  readonly exact: boolean;
}

/**
 * The known release nearest to `version`: itself when known; else the newest known release
 * before it (a release behaves as the one it grew from, plus what it changed), or the oldest
 * known one for a version older than every known release.
 */
export function nearestRelease(version: string): NearestRelease {
  if (isRelease(version)) return { release: version, exact: true };
  const before = RELEASES.filter((r) => compareVersions(r, version) < 0);
  return { release: before.at(-1) ?? RELEASES[0], exact: false };
}
