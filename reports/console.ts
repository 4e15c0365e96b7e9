// The console summary: counts per severity and per endpoint, then each deviation with its check,
// operation, expected, received and curl line.
import { counted, type RunResult } from '../conformance/index.ts';

export function consoleSummary(result: RunResult, options: { color: boolean }): string {
  const c = (code: string, s: string) => (options.color ? `\u001b[${code}m${s}\u001b[0m` : s);
  const devs = counted(result);
  const lines: string[] = [];
  lines.push(`tmkit check: ${result.target.kind === 'embedded' ? 'embedded fake' : result.target.url} · seed ${result.seed} · ${result.requests} requests · ${(result.durationMs / 1000).toFixed(1)} s`);
  const bySeverity = (s: string) => devs.filter((d) => d.severity === s).length;
  lines.push(`deviations: ${devs.length} (critical ${bySeverity('critical')}, major ${bySeverity('major')}, minor ${bySeverity('minor')})${result.baseline ? ` · ${result.baseline.matched} expected by baseline ${result.baseline.name}` : ''}`);
  const passed = result.checks.filter((x) => x.status === 'passed').length;
  const failed = result.checks.filter((x) => x.status === 'failed').length;
  const skipped = result.checks.filter((x) => x.status === 'skipped').length;
  const errors = result.checks.filter((x) => x.status === 'error');
  lines.push(`checks: ${passed} passed, ${failed} failed, ${skipped} skipped${errors.length ? `, ${errors.length} broken` : ''}`);
  if (result.aborted) lines.push(c('31', `run stopped early: ${result.aborted}`));
  const perOperation = new Map<string, number>();
  for (const d of devs) perOperation.set(d.operation, (perOperation.get(d.operation) ?? 0) + 1);
  for (const [op, n] of [...perOperation].sort()) lines.push(`  ${op}: ${n}`);
  for (const d of devs) {
    lines.push('');
    lines.push(c('31', `✗ [${d.severity}] ${d.check} · ${d.operation} · ${d.title}${d.occurrences > 1 ? ` (×${d.occurrences})` : ''}`));
    lines.push(`    ${d.expected}`);
    lines.push(`    ${d.received}`);
    lines.push(`    seed ${d.seed}${d.path ? ` · path ${d.path}` : ''}`);
    if (d.curl) lines.push(`    ${d.curl}`);
  }
  for (const e of errors) lines.push(c('33', `! ${e.id}: ${e.reason ?? ''}`));
  return `${lines.join('\n')}\n`;
}
