// What every report says first: the verdict (the exit code of `tmkit check`), deviation counts
// per severity and per endpoint, and check counts. One place, so the formats never disagree.
import { counted, releaseLine, type CheckOutcome, type Deviation, type RunResult, type Severity } from '../conformance/index.ts';

export const SEVERITIES: readonly Severity[] = ['critical', 'major', 'minor'];
/** What a check's outcome can be, in the order reports list them. */
export const CHECK_STATUSES: readonly CheckOutcome['status'][] = ['passed', 'failed', 'skipped', 'error'];

/** What a run comes to, as every report says it first: see {@link verdictOf}. */
export interface Verdict {
  /** The exit code `tmkit check` answers for this result (130: interrupted, as a shell reports Ctrl-C). */
  readonly exitCode: 0 | 1 | 2 | 130;
  /** PASS, FAIL or STOPPED. */
  readonly word: string;
  /** One sentence saying why. */
  readonly text: string;
}

/** `1 check`, `2 checks`. */
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * The verdict of a run, the same in every report and the exit code of `tmkit check`: STOPPED
 * (exit 2, or 130 when interrupted) when the run ended early; FAIL (exit 1) when a deviation goes
 * beyond the baseline; PASS (exit 0) otherwise, baselined deviations included.
 *
 * @example
 * const result = await runConformance({ target: 'http://127.0.0.1:8066', baseline: 'r66-3.6.2' });
 * const verdict = verdictOf(result); // e.g. { exitCode: 1, word: 'FAIL', text: '3 deviations beyond the baseline' }
 * process.exitCode = verdict.exitCode;
 */
export function verdictOf(result: RunResult): Verdict {
  const devs = counted(result);
  if (result.aborted) return { exitCode: result.abortCause === 'interrupted' ? 130 : 2, word: 'STOPPED', text: `the run stopped early: ${result.aborted}` };
  if (devs.length > 0) return { exitCode: 1, word: 'FAIL', text: `${plural(devs.length, 'deviation')} beyond the baseline` };
  const known = result.deviations.length;
  return { exitCode: 0, word: 'PASS', text: `no deviation beyond the baseline${known ? ` (${known} expected by baseline ${result.baseline?.name ?? ''})` : ''}` };
}

/**
 * The warning every report a person reads gives when cleanup requests got no answer or were not
 * sent (a target that died, say): what they would have removed or restored may remain on the
 * target. Undefined when cleanup was complete.
 */
export function cleanupWarning(result: RunResult): { readonly text: string; readonly requests: readonly string[] } | undefined {
  const left = result.cleanupIncomplete ?? [];
  if (left.length === 0) return undefined;
  return { text: `${plural(left.length, 'cleanup request')} got no answer or were not sent: what they would have removed or restored may remain on the target`, requests: left };
}

export function severityCounts(devs: readonly Deviation[]): Record<Severity, number> {
  const out: Record<Severity, number> = { critical: 0, major: 0, minor: 0 };
  for (const d of devs) out[d.severity] += 1;
  return out;
}

/** Deviations per operation, most first. */
export function operationCounts(devs: readonly Deviation[]): [string, number][] {
  const per = new Map<string, number>();
  for (const d of devs) per.set(d.operation, (per.get(d.operation) ?? 0) + 1);
  return [...per].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

export function checkCounts(checks: readonly CheckOutcome[]): Record<CheckOutcome['status'], number> {
  const out: Record<CheckOutcome['status'], number> = { passed: 0, failed: 0, skipped: 0, error: 0 };
  for (const c of checks) out[c.status] += 1;
  return out;
}

export const targetLabel = (result: RunResult): string => (result.target.kind === 'embedded' ? `embedded fake (${result.target.url})` : result.target.url);

/**
 * The target's release as every report states it (DESIGN §6b): `release` for a run, `release A`
 * and `release B` for a diff, each `3.5.2 (GET /v2/hostconfig versionBin "WaarpR66.3.5.2")`.
 */
export function releaseFacts(result: RunResult): { readonly label: string; readonly text: string }[] {
  const both = result.againstRelease !== undefined;
  return [
    ...(result.release ? [{ label: both ? 'release A' : 'release', text: releaseLine(result.release) }] : []),
    ...(result.againstRelease ? [{ label: 'release B', text: releaseLine(result.againstRelease) }] : []),
  ];
}

/** What a report says plainly, as a warning: a release the kit does not know, or none read, and the release used instead. */
export const releaseNotes = (result: RunResult): string[] =>
  [result.release, result.againstRelease].flatMap((r, i) => (r?.note ? [`${result.againstRelease ? `${i === 0 ? 'A' : 'B'}: ` : ''}${r.note}`] : []));

/** Counted deviations first, by severity, then baselined ones; the runner's order otherwise. */
export function orderedDeviations(result: RunResult): Deviation[] {
  const rank = (d: Deviation) => (d.baselined === undefined ? 0 : 10) + SEVERITIES.indexOf(d.severity);
  return result.deviations.map((d, i) => [d, i] as const).sort((a, b) => rank(a[0]) - rank(b[0]) || a[1] - b[1]).map(([d]) => d);
}

/** The first line of a text (check errors carry a stack). */
export const firstLine = (s: string): string => s.split('\n', 1)[0] ?? '';
