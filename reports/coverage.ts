// The coverage table every format shows: which operations, parameters and documented statuses
// the run exercised, and what it left out.
import type { OperationCoverage } from '../conformance/index.ts';

export interface StatusCell {
  readonly status: number;
  readonly documented: boolean;
  readonly seen: boolean;
}

export interface CoverageRow {
  readonly operation: string;
  readonly id: string;
  readonly calls: number;
  /** Documented statuses (seen or not), then statuses seen but not documented. */
  readonly statuses: readonly StatusCell[];
  readonly parametersUsed: readonly string[];
  readonly parametersUnused: readonly string[];
  /** Something documented was not exercised: no call, a documented status or a parameter not seen. */
  readonly incomplete: boolean;
}

export function coverageRows(coverage: readonly OperationCoverage[]): CoverageRow[] {
  return coverage.map((c) => {
    const seen = new Set(c.seenStatuses);
    const documented = new Set(c.documentedStatuses);
    const statuses: StatusCell[] = [
      ...c.documentedStatuses.map((status) => ({ status, documented: true, seen: seen.has(status) })),
      ...c.seenStatuses.filter((s) => !documented.has(s)).map((status) => ({ status, documented: false, seen: true })),
    ];
    const used = new Set(c.parametersUsed);
    const unused = c.parameters.filter((p) => !used.has(p));
    return {
      operation: c.operation,
      id: c.id,
      calls: c.calls,
      statuses,
      parametersUsed: c.parametersUsed,
      parametersUnused: unused,
      incomplete: c.calls === 0 || statuses.some((s) => s.documented && !s.seen) || unused.length > 0,
    };
  });
}

export interface CoverageTotals {
  readonly operations: { readonly covered: number; readonly total: number };
  readonly statuses: { readonly seen: number; readonly documented: number };
  readonly parameters: { readonly used: number; readonly total: number };
  /** Statuses seen that the operation does not document. */
  readonly undocumented: number;
  /** Cells of the input space (a value class of a parameter) sent, of all; `fakeOnly`: cells not sent that only the embedded fake is sent. */
  readonly valueClasses: { readonly sent: number; readonly total: number; readonly fakeOnly: number };
}

export function coverageTotals(coverage: readonly OperationCoverage[]): CoverageTotals {
  let covered = 0, seen = 0, documented = 0, used = 0, total = 0, undocumented = 0;
  const cells = coverage.flatMap((c) => c.valueClasses ?? []);
  const valueClasses = { sent: cells.filter((x) => x.sent).length, total: cells.length, fakeOnly: cells.filter((x) => !x.sent && x.fakeOnly !== undefined).length };
  for (const c of coverage) {
    if (c.calls > 0) covered += 1;
    const doc = new Set(c.documentedStatuses);
    documented += doc.size;
    seen += c.seenStatuses.filter((s) => doc.has(s)).length;
    undocumented += c.seenStatuses.filter((s) => !doc.has(s)).length;
    total += c.parameters.length;
    used += c.parametersUsed.length;
  }
  return { operations: { covered, total: coverage.length }, statuses: { seen, documented }, parameters: { used, total }, undocumented, valueClasses };
}

/** The APIs the coverage line counts apart, in this order (the contract's `view`). */
const VIEWS = ['v1', 'v2'] as const;

/** "operations 35/35, documented statuses 55/60, parameters 41/80[, 2 undocumented statuses seen]" of some rows. */
function viewPart(coverage: readonly OperationCoverage[]): string {
  const t = coverageTotals(coverage);
  return `operations ${t.operations.covered}/${t.operations.total}, documented statuses ${t.statuses.seen}/${t.statuses.documented}, parameters ${t.parameters.used}/${t.parameters.total}${t.undocumented ? `, ${t.undocumented} undocumented statuses seen` : ''}`;
}

/**
 * "v1: operations 35/35, documented statuses 299/300, parameters 68/68 · v2: operations 51/51, …
 * · value classes 700/728 (12 for the embedded fake only)": operations, statuses and parameters
 * for each API apart (an API no row belongs to is left out), the input space once.
 */
export function coverageLine(coverage: readonly OperationCoverage[]): string {
  const v = coverageTotals(coverage).valueClasses;
  const parts = VIEWS.map((view) => [view, coverage.filter((c) => c.view === view)] as const)
    .filter(([, rows]) => rows.length > 0)
    .map(([view, rows]) => `${view}: ${viewPart(rows)}`);
  if (v.total > 0) parts.push(`value classes ${v.sent}/${v.total}${v.fakeOnly ? ` (${v.fakeOnly} for the embedded fake only)` : ''}`);
  return parts.join(' · ');
}

/** One parameter's value classes: those sent, those not (a fake-only one with its reason). */
export interface ClassRow {
  readonly operation: string;
  readonly parameter: string;
  readonly sent: readonly string[];
  readonly unsent: readonly { readonly valueClass: string; readonly fakeOnly?: string }[];
}

/** The input space by operation and parameter, as every format lists it. */
export function classRows(coverage: readonly OperationCoverage[]): ClassRow[] {
  const rows: ClassRow[] = [];
  for (const c of coverage) {
    const byParam = new Map<string, { sent: string[]; unsent: { valueClass: string; fakeOnly?: string }[] }>();
    for (const x of c.valueClasses ?? []) {
      let row = byParam.get(x.parameter);
      if (!row) byParam.set(x.parameter, (row = { sent: [], unsent: [] }));
      if (x.sent) row.sent.push(x.valueClass);
      else row.unsent.push({ valueClass: x.valueClass, ...(x.fakeOnly === undefined ? {} : { fakeOnly: x.fakeOnly }) });
    }
    for (const [parameter, r] of byParam) rows.push({ operation: c.operation, parameter, ...r });
  }
  return rows;
}
