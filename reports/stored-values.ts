// The stored values the rules met (issue 36, item 2; RunResult.storedValues): one line for the
// console and the summary, and rows for the tables of the HTML and Markdown reports.
import type { RunResult, StoredValueCoverage } from '../conformance/index.ts';

/** `stored values: transfer-state 11/42, step-status 20/40, transfer-mode 3/9` (the counts of values the data held). */
export function storedValuesLine(result: RunResult): string | undefined {
  const rows = result.storedValues;
  if (rows === undefined || rows.length === 0) return undefined;
  return rows.map((r) => `${r.rule} ${r.met.length}/${r.met.length + r.missing.length}`).join(', ');
}

/** One row per rule: what it reads, the values met, those the data lacked (at most `shown`, then a count), why, the checks. */
export function storedValueRows(result: RunResult, shown = 12): { rule: string; what: string; met: string; missing: string; why: string; checks: string }[] {
  const list = (values: readonly string[]) => (values.length <= shown ? values.join(', ') : `${values.slice(0, shown).join(', ')} and ${values.length - shown} more`);
  return (result.storedValues ?? []).map((r: StoredValueCoverage) => ({
    rule: r.rule,
    what: r.what,
    met: `${r.met.length}: ${list(r.met) || '—'}`,
    missing: r.missing.length === 0 ? 'none' : `${r.missing.length}: ${list(r.missing)}`,
    why: r.missing.length === 0 ? '' : r.why,
    checks: r.checks.join(', '),
  }));
}
