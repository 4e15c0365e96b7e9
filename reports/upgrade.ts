// The upgrade part of a diff's reports (issue 37, item 4): when A and B said different releases,
// every difference grouped by operation and kind, with what a client sees on each release. One
// list of rows for every format, as coverage and stored values have.
import type { RunResult, Upgrade } from '../conformance/index.ts';

/** How much of a side's value a row shows: enough to recognise it; report.json has it all. */
const SHOWN = 120;
/** Of a long common beginning, the characters kept before where the two values part. */
const LEAD = 24;

/**
 * Both sides' values as a row shows them: where they share a long beginning (the same error text
 * but for a word), each from a little before where they part, so the row shows the difference.
 */
function shownPair(before: string, after: string): [string, string] {
  let common = 0;
  while (common < before.length && common < after.length && before[common] === after[common]) common++;
  const from = common > LEAD * 2 ? common - LEAD : 0;
  const cut = (s: string) => {
    const tail = from > 0 ? `…${s.slice(from)}` : s;
    return tail.length > SHOWN ? `${tail.slice(0, SHOWN - 1)}…` : tail;
  };
  return [cut(before), cut(after)];
}

export interface UpgradeRow {
  readonly operation: string;
  readonly kind: string;
  /** The group's first finding (`status differs: A 200, B 400`). */
  readonly finding: string;
  /** `12` or `12 (3 known)`. */
  readonly count: string;
  readonly before: string;
  readonly after: string;
}

/** The headline: `upgrade 3.5.2 → 3.6.2: 182 differences in 40 groups (operation and kind)`. */
export function upgradeHeadline(u: Upgrade): string {
  const total = u.groups.reduce((n, g) => n + g.differences, 0);
  const operations = new Set(u.groups.map((g) => g.operation)).size;
  return `upgrade ${u.from} → ${u.to}: ${total} difference(s) in ${u.groups.length} group(s) of ${operations} operation(s); what a client sees on ${u.from}, then on ${u.to}`;
}

export function upgradeRows(result: RunResult): UpgradeRow[] {
  return (result.upgrade?.groups ?? []).map((g) => {
    const [before, after] = shownPair(g.before, g.after);
    return { operation: g.operation, kind: g.kind.replace(/^diff_/, ''), finding: g.titles[0] ?? '', count: `${g.differences}${g.known > 0 ? ` (${g.known} known)` : ''}`, before, after };
  });
}
