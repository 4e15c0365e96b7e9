// The console summary: the header (with an https:// target's TLS facts), verdict, counts per
// severity and per endpoint, check counts and a one-line coverage summary, then each deviation
// with its check, operation, expected, received, seed/path and curl line. Colour only when the
// caller says the output is a terminal; every text from the run is made printable first, so a
// hostile answer cannot drive the terminal.
import { counted, STAND_IN_RATE, type Deviation, type RunResult } from '../conformance/index.ts';
import { coverageLine } from './coverage.ts';
import { storedValuesLine } from './stored-values.ts';
import { printable } from './escape.ts';
import { redactResult } from './redact.ts';
import { upgradeHeadline, upgradeRows } from './upgrade.ts';
import { checkCounts, cleanupWarning, firstLine, operationCounts, severityCounts, SEVERITIES, releaseFacts, releaseNotes, targetLabel, verdictOf } from './summary.ts';
import { tlsHeadline, tlsWarning } from './tls.ts';

const COLOR = { critical: '31;1', major: '31', minor: '33', pass: '32;1', fail: '31;1', stop: '35;1', dim: '2', warn: '33' } as const;

/** A plain line, or a line in one colour. */
type Line = string | readonly [code: string, text: string];

/**
 * The summary `tmkit check` prints: the verdict and exit code, deviation counts per severity and
 * per operation, check counts, a coverage line, then every counted deviation with its expected and
 * received values, seed and curl line, and the broken and skipped checks. Secrets are redacted and
 * control characters made printable, so a hostile answer cannot drive the terminal.
 *
 * @param raw - The run's result (from `runConformance`).
 * @param options - `color`: ANSI colours, for a terminal; `command`: the command named in the header (`check` by default; `diff` for a tmkit diff result, without seed and runs).
 * @returns The text, ending with a newline.
 *
 * @example
 * const result = await runConformance({ target: 'http://127.0.0.1:8066' });
 * process.stdout.write(consoleSummary(result, { color: process.stdout.isTTY }));
 */
export function consoleSummary(raw: RunResult, options: { color: boolean; command?: 'check' | 'diff' }): string {
  const result = redactResult(raw);
  const devs = counted(result);
  const verdict = verdictOf(result);
  const lines: Line[] = [];

  // A diff has no seed nor property runs: its header names the two servers and the requests only.
  const runOf = options.command === 'diff' ? '' : ` · seed ${result.seed} · ${result.runs} runs`;
  lines.push(`tmkit ${options.command ?? 'check'}: ${targetLabel(result)}${runOf} · ${result.requests} requests · ${(result.durationMs / 1000).toFixed(1)} s`);
  // An https:// target: how the connection was made belongs to the header, an unverified server
  // first and in the failure colour, so a reader cannot miss that --insecure was on.
  const insecure = tlsWarning(result.tls);
  if (insecure) lines.push([COLOR.fail, `warning: ${insecure}`]);
  if (result.tls) lines.push(...tlsHeadline(result.tls));
  const releases = releaseFacts(result);
  if (releases.length > 0) lines.push(releases.map((f) => `${f.label}: ${f.text}`).join(' · '));
  for (const note of releaseNotes(result)) lines.push([COLOR.warn, `warning: ${note}`]);
  // The default cap lifted is worth a line: a run against a real server would not go this fast.
  if (result.rate?.source === 'stand-in') lines.push(`rate: ${STAND_IN_RATE}`);
  const vColor = verdict.exitCode === 0 ? COLOR.pass : verdict.exitCode === 1 ? COLOR.fail : COLOR.stop;
  lines.push([vColor, `${verdict.word} (exit ${verdict.exitCode}): ${verdict.text}`]);
  const cleanup = cleanupWarning(result);
  if (cleanup) lines.push([COLOR.warn, `warning: ${cleanup.text}:`], ...cleanup.requests.map((r) => `  ${r}`));

  const sev = severityCounts(devs);
  const baselined = result.deviations.length - devs.length;
  lines.push(`deviations: ${devs.length} (${SEVERITIES.map((s) => `${s} ${sev[s]}`).join(', ')})${result.baseline ? ` · ${baselined} expected by baseline ${result.baseline.name}` : ''}`);
  for (const [op, n] of operationCounts(devs)) lines.push(`  ${op}: ${n}`);

  const cc = checkCounts(result.checks);
  lines.push(`checks: ${cc.passed} passed, ${cc.failed} failed, ${cc.skipped} skipped${cc.error ? `, ${cc.error} broken` : ''}`);
  lines.push(`coverage: ${coverageLine(result.coverage)}`);
  const stored = storedValuesLine(result);
  if (stored) lines.push(`stored values met (the rest the data lacks, docs/conformance.md): ${stored}`);

  if (result.upgrade) lines.push('', upgradeHeadline(result.upgrade), ...upgradeRows(result).map((r) => `  ${r.operation} · ${r.kind} · ${r.count} · ${r.finding}: ${r.before} → ${r.after}`));

  for (const d of devs) lines.push('', ...deviationLines(d));

  const broken = result.checks.filter((x) => x.status === 'error');
  if (broken.length) lines.push('');
  for (const e of broken) lines.push([COLOR.warn, `! ${e.id}: ${firstLine(e.reason ?? 'the check broke')}`]);

  // Skipped checks grouped by why, so "needs --allow-writes" reads once, not twenty times.
  const skipped = new Map<string, string[]>();
  for (const s of result.checks.filter((x) => x.status === 'skipped')) {
    const why = s.reason ?? 'skipped';
    skipped.set(why, [...(skipped.get(why) ?? []), s.id]);
  }
  if (skipped.size) lines.push('');
  for (const [why, ids] of skipped) lines.push([COLOR.dim, `skipped (${why}): ${ids.join(', ')}`]);

  const render = (l: Line) => (typeof l === 'string' ? printable(l) : options.color ? `\u001b[${l[0]}m${printable(l[1])}\u001b[0m` : printable(l[1]));
  return `${lines.map(render).join('\n')}\n`;
}

function deviationLines(d: Deviation): Line[] {
  const field = (label: string, text: string) => `    ${label.padEnd(9)}${text.split('\n').join(`\n    ${' '.repeat(9)}`)}`;
  const out: Line[] = [[COLOR[d.severity], `✗ [${d.severity}] ${d.check} · ${d.operation} · ${d.title}${d.occurrences > 1 ? ` (×${d.occurrences})` : ''}`]];
  out.push(field('expected', d.expected));
  out.push(field('received', d.received));
  out.push(field('seed', `${d.seed}${d.path ? ` · path ${d.path}` : ''}`));
  // How to see it again, in order: the server to start, the requests it depended on, the request.
  if (d.serve) out.push(field('serve', d.serve));
  const setup = d.setup ?? [];
  if (setup.length > 0) out.push(field('setup', `${setup.length} earlier request${setup.length === 1 ? '' : 's'} of the check changed the state: send them first (report.json "setup")`));
  if (d.curl) out.push(field('curl', d.curl));
  return out;
}
