// What an upgrade changes (issue 37, item 4): a diff between two servers of different releases,
// its differences grouped by operation and kind, each group saying what a client sees on the
// release before (A) and on the release after (B). The groups are read from the diff's own
// deviations, so the upgrade report and the verdict cannot disagree.
import type { Deviation } from '../runner/deviation.ts';

/** One operation and kind of difference (`diff_status`, `diff_body`...), across the whole diff. */
export interface UpgradeGroup {
  readonly operation: string;
  /** The diff check that found them: status, media type, envelope, body or data. */
  readonly kind: string;
  /** Differences in the group (each request's each place counts once). */
  readonly differences: number;
  /** Of them, how many the known-differences list expects. */
  readonly known: number;
  /** What a client of the release before sees, in the group's first difference. */
  readonly before: string;
  /** What a client of the release after sees there. */
  readonly after: string;
  /** The group's distinct findings, the first three. */
  readonly titles: readonly string[];
}

/** A diff between two releases: which, and what changes from one to the other. */
export interface Upgrade {
  /** A's release (the one upgraded from). */
  readonly from: string;
  /** B's release (the one upgraded to). */
  readonly to: string;
  /** Operations in the order the diff first met them; kinds in the diff checks' order within one. */
  readonly groups: readonly UpgradeGroup[];
}

/** A side's value in a difference: the first line of expected (`A: ...`) or received (`B: ...`). */
const valueOf = (text: string, side: 'A' | 'B'): string => (text.split('\n', 1)[0] ?? '').replace(new RegExp(`^${side}: `), '');

/** The upgrade groups of a diff's deviations, from release `from` (A) to `to` (B); `kinds` orders the kinds of one operation. */
export function upgradeOf(from: string, to: string, deviations: readonly Deviation[], kinds: readonly string[]): Upgrade {
  const operations = [...new Set(deviations.map((d) => d.operation))];
  const groups = new Map<string, { first: Deviation; differences: number; known: number; titles: Set<string> }>();
  for (const d of deviations) {
    const key = `${d.operation}\u0000${d.check}`;
    const group = groups.get(key) ?? { first: d, differences: 0, known: 0, titles: new Set<string>() };
    group.differences += d.occurrences;
    if (d.baselined !== undefined) group.known += d.occurrences;
    group.titles.add(d.title);
    groups.set(key, group);
  }
  return {
    from,
    to,
    groups: [...groups.values()]
      .sort((x, y) => operations.indexOf(x.first.operation) - operations.indexOf(y.first.operation) || kinds.indexOf(x.first.check) - kinds.indexOf(y.first.check))
      .map(({ first, differences, known, titles }) => ({
      operation: first.operation,
      kind: first.check,
      differences,
      known,
      before: valueOf(first.expected, 'A'),
      after: valueOf(first.received, 'B'),
      titles: [...titles].slice(0, 3),
    })),
  };
}
