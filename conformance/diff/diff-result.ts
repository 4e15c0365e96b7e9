// A diff as the suite's RunResult, so every report writer (console, JSON, JUnit, HTML, Markdown)
// renders it: one "check" per layer of comparison (status, media type, envelope words, body
// values), one deviation per difference, with A's exchange, both answers and a curl line for each
// server; differences the known-differences list expects are marked as a baseline's are.
import { operationLabel } from '../../contract/index.ts';
import type { Exchange } from '../client/client.ts';
import type { StopCause } from '../client/run-control.ts';
import { curlLine } from '../client/curl.ts';
import { entryLabel, matchBaseline, type Baseline, type BaselineEntry } from '../runner/baseline.ts';
import type { Deviation } from '../runner/deviation.ts';
import { REPORT_VERSION, type CheckOutcome, type RunResult } from '../runner/result.ts';
import { recorded } from '../runner/recorded.ts';
import type { Difference, DifferenceKind } from './compare.ts';
import type { TargetRelease } from '../release/target-release.ts';
import { upgradeOf } from './upgrade.ts';

export const DIFF_CHECKS: Readonly<Record<DifferenceKind, { readonly id: string; readonly rule: string }>> = {
  status: { id: 'diff_status', rule: 'Both servers answer the same request with the same status (or both give no answer).' },
  'media-type': { id: 'diff_media_type', rule: 'Both answers have the same media type (Content-Type without its parameters).' },
  envelope: { id: 'diff_envelope', rule: 'Both answers have the same envelope words: the keys of the v1 envelope and of its answer, in any order.' },
  body: { id: 'diff_body', rule: 'Both answers carry the same body values once volatile values are normalised (README "tmkit diff").' },
  data: { id: 'diff_data', rule: 'Both servers hold the same data: the values a server makes when it stores a record (the clock of the write, its id sequence: contract/load-time.ts) are alike. Between two servers loaded at other times they differ; each field and kind is one line, apart from the behaviour differences (docs/snapshot-diff.md).' },
};

const answerText = (side: string, ex: Exchange): string =>
  ex.response ? `${side} answered ${ex.response.status} ${ex.response.headers['content-type'] ?? '(no content-type)'}:\n${ex.response.body.slice(0, 2048)}` : `${side} gave no answer: ${ex.error?.failure}: ${ex.error?.message}`;

/** One difference of one request as a deviation; `known` is the entry that expects it, if any. */
export function deviationOf(d: Difference, a: Exchange, b: Exchange, urls: readonly [string, string], known: Baseline | undefined): { deviation: Deviation; entry?: BaselineEntry } {
  const base: Deviation = {
    check: DIFF_CHECKS[d.kind].id,
    severity: d.kind === 'body' || d.kind === 'data' ? 'minor' : 'major',
    operation: operationLabel(a.request.method, a.path),
    title: d.title,
    expected: `A: ${d.a}\n\n${answerText('A', a)}`,
    received: `B: ${d.b}\n\n${answerText('B', b)}`,
    seed: 0,
    occurrences: 1,
    exchange: recorded(a),
    against: recorded(b),
    curl: `${curlLine(urls[0], a.request)}\n${curlLine(urls[1], b.request)}`,
  };
  const entry = matchBaseline(known, base);
  return entry ? { deviation: { ...base, baselined: entry.reason }, entry } : { deviation: base };
}

export interface DiffRun {
  readonly urls: readonly [string, string];
  /** How the report names A and B, when not by their URLs (a recording). */
  readonly names?: readonly [string, string];
  readonly startedAt: string;
  readonly durationMs: number;
  readonly requests: number;
  readonly deviations: readonly Deviation[];
  readonly known?: Baseline;
  readonly matched: ReadonlySet<BaselineEntry>;
  readonly aborted?: string;
  /** Why it stopped: a server gone, the budget spent, interrupted (exit 130). */
  readonly abortCause?: StopCause;
  /** A's and B's releases, when read: two different ones make the diff an upgrade report. */
  readonly releases?: readonly [TargetRelease | undefined, TargetRelease | undefined];
}

export function diffResult(run: DiffRun): RunResult {
  const checks = Object.values(DIFF_CHECKS).map((c): CheckOutcome => {
    const counted = run.deviations.filter((d) => d.check === c.id && d.baselined === undefined).length;
    return { id: c.id, severity: c.id === 'diff_body' || c.id === 'diff_data' ? 'minor' : 'major', rule: c.rule, kind: 'scenario', status: counted > 0 ? 'failed' : 'passed', deviations: counted, durationMs: 0 };
  });
  const known = run.known;
  const [from, to] = run.releases ?? [];
  const upgrade = from?.served !== undefined && to?.served !== undefined && from.served !== to.served ? upgradeOf(from.served, to.served, run.deviations, Object.values(DIFF_CHECKS).map((c) => c.id)) : undefined;
  return {
    version: REPORT_VERSION,
    tool: 'transfer-monitor-kit',
    target: { kind: 'http', url: `${(run.names ?? run.urls)[0]} (A) against ${(run.names ?? run.urls)[1]} (B)` },
    seed: 0,
    runs: 0,
    startedAt: run.startedAt,
    durationMs: run.durationMs,
    requests: run.requests,
    ...(from ? { release: from } : {}),
    ...(to ? { againstRelease: to } : {}),
    ...(upgrade ? { upgrade } : {}),
    ...(known ? { baseline: { name: known.name, entries: known.entries.length, matched: run.matched.size, unmatched: known.entries.filter((e) => !run.matched.has(e)).map(entryLabel) } } : {}),
    checks,
    deviations: run.deviations,
    coverage: [],
    ...(run.aborted ? { aborted: run.aborted, abortCause: run.abortCause ?? 'target-gone' } : {}),
  };
}
