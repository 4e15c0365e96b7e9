// summary.md: the verdict, an https:// target's TLS facts, counts, the checks table, the
// deviations and the coverage table, for a CI job summary or a pull-request comment.
import { counted, type Deviation, type RunResult } from '../conformance/index.ts';
import { classRows, coverageLine, coverageRows } from './coverage.ts';
import { storedValueRows } from './stored-values.ts';
import { mdCell, mdCode, mdText } from './escape.ts';
import { redactResult } from './redact.ts';
import { upgradeHeadline, upgradeRows } from './upgrade.ts';
import { checkCounts, cleanupWarning, firstLine, operationCounts, orderedDeviations, severityCounts, SEVERITIES, releaseFacts, releaseNotes, targetLabel, verdictOf } from './summary.ts';
import { tlsFacts, tlsWarning } from './tls.ts';

const table = (head: readonly string[], rows: readonly (readonly string[])[]): string[] => [
  `| ${head.join(' | ')} |`,
  `| ${head.map(() => '---').join(' | ')} |`,
  ...rows.map((r) => `| ${r.join(' | ')} |`),
];

function deviationBlock(d: Deviation, n: number): string[] {
  const tag = d.baselined !== undefined ? ` — expected by baseline: ${mdText(d.baselined)}` : '';
  const out = [
    `### ${n}. ${mdText(`[${d.severity}] ${d.check} · ${d.operation}`)}`,
    '',
    `**${mdText(d.title)}**${d.occurrences > 1 ? ` (×${d.occurrences})` : ''}${tag}`,
    '',
    `- check: \`${d.check.replaceAll('`', '')}\`, severity: ${d.severity}, seed: ${d.seed}${d.path ? `, path: \`${d.path.replaceAll('`', '')}\`` : ''}`,
    '',
    'Expected:',
    '',
    mdCode(d.expected),
    '',
    'Received:',
    '',
    mdCode(d.received),
  ];
  if (d.curl) out.push('', 'Reproduce:', '', mdCode(d.curl, 'sh'));
  return out;
}

/** The warnings right under the verdict; an unverified server first, as it puts every other line in doubt. */
function warningLines(result: RunResult): string[] {
  const warnings: string[] = [];
  const insecure = tlsWarning(result.tls);
  if (insecure) warnings.push(`> **Warning:** ${mdText(insecure)}`, '');
  for (const note of releaseNotes(result)) warnings.push(`> **Warning:** ${mdText(note)}`, '');
  const cleanup = cleanupWarning(result);
  if (cleanup) warnings.push(`> **Warning:** ${mdText(cleanup.text)}:`, ...cleanup.requests.map((r) => `> - ${mdText(r)}`), '');
  return warnings;
}

/** A diff of two releases: what the upgrade changes, one table row per operation and kind. */
function upgradeSection(result: RunResult): string[] {
  if (!result.upgrade) return [];
  const { from, to } = result.upgrade;
  const rows = upgradeRows(result).map((r) => [mdCell(r.operation), r.kind, r.count, mdCell(r.finding), mdCell(r.before), mdCell(r.after)]);
  return ['', '## What the upgrade changes', '', mdText(upgradeHeadline(result.upgrade)), '', ...table(['operation', 'kind', 'differences', 'first finding', `on ${from}`, `on ${to}`], rows)];
}

/** The TLS section's facts, the verification in bold. */
function tlsLines(tls: NonNullable<RunResult['tls']>): string[] {
  return tlsFacts(tls).map((f) => `- ${f.label}: ${f.key === 'verification' ? `**${mdText(f.text)}**` : mdText(f.text)}`);
}

/**
 * `summary.md`, for a CI job summary or a pull-request comment: the verdict, counts per severity
 * and per endpoint, the checks table, every deviation (counted first, then baselined ones) with
 * how to reproduce it, and the coverage table. Secrets are redacted and run text is escaped.
 *
 * @example
 * appendFileSync(process.env.GITHUB_STEP_SUMMARY!, renderMarkdown(result));
 */
export function renderMarkdown(raw: RunResult): string {
  const result = redactResult(raw);
  const devs = counted(result);
  const verdict = verdictOf(result);
  const sev = severityCounts(devs);
  const cc = checkCounts(result.checks);
  const out: string[] = [
    `# tmkit check: ${verdict.word}`,
    '',
    `**${verdict.word}** (exit ${verdict.exitCode}): ${mdText(verdict.text)}`,
    '',
    `- target: ${mdText(targetLabel(result))}`,
    ...releaseFacts(result).map((f) => `- ${f.label}: ${mdText(f.text)}`),
    `- seed: ${result.seed} · runs: ${result.runs} · requests: ${result.requests} · started: ${result.startedAt} · duration: ${(result.durationMs / 1000).toFixed(1)} s`,
  ];
  out.splice(3, 0, ...warningLines(result));
  if (result.baseline) out.push(`- baseline: ${mdText(result.baseline.name)} (${result.baseline.entries} entries, ${result.baseline.matched} matched)`);
  out.push(`- checks: ${cc.passed} passed, ${cc.failed} failed, ${cc.skipped} skipped, ${cc.error} broken`);
  out.push(`- coverage: ${coverageLine(result.coverage)}`);

  if (result.tls) out.push('', '## TLS', '', ...tlsLines(result.tls));
  const stored = storedValueRows(result);
  if (stored.length > 0) out.push('', '## Stored values the rules met', '', ...table(['rule', 'met', 'the data lacks', 'why', 'checks'], stored.map((r) => [mdCell(r.rule), mdCell(r.met), mdCell(r.missing), mdCell(r.why), mdCell(r.checks)])));

  out.push(...upgradeSection(result));
  out.push('', '## Deviations by severity', '', ...table(['severity', 'deviations'], [...SEVERITIES.map((s) => [s, String(sev[s])]), ['baselined', String(result.deviations.length - devs.length)]]));
  const perOp = operationCounts(devs);
  if (perOp.length) out.push('', '## Deviations by endpoint', '', ...table(['operation', 'deviations'], perOp.map(([op, n]) => [mdCell(op), String(n)])));

  out.push(
    '',
    '## Checks',
    '',
    ...table(
      ['check', 'kind', 'severity', 'status', 'deviations', 'rule / reason'],
      result.checks.map((c) => [`\`${c.id}\``, c.kind, c.severity, c.status, String(c.deviations), mdCell(c.reason ? `${c.rule} — ${firstLine(c.reason)}` : c.rule)]),
    ),
  );

  out.push('', '## Deviation details', '');
  const ordered = orderedDeviations(result);
  if (ordered.length === 0) out.push('None.');
  ordered.forEach((d, i) => out.push(...deviationBlock(d, i + 1), ''));

  out.push(
    '',
    '## Coverage',
    '',
    'Statuses: **bold** = documented and seen, ~~struck~~ = documented, not seen, _italic_ = seen, not documented. Rows marked ⚠ left something out.',
    '',
    ...table(
      ['', 'operation', 'calls', 'statuses', 'parameters used', 'parameters not used'],
      coverageRows(result.coverage).map((r) => [
        r.incomplete ? '⚠' : '✓',
        mdCell(r.operation),
        String(r.calls),
        r.statuses.map((s) => (s.documented ? (s.seen ? `**${s.status}**` : `~~${s.status}~~`) : `_${s.status}_`)).join(' ') || '—',
        mdCell(r.parametersUsed.join(', ')) || '—',
        mdCell(r.parametersUnused.join(', ')) || '—',
      ]),
    ),
    '',
    '### Value classes',
    '',
    'Each parameter and body field the input space names (`contract/input-space.ts`): the classes of value sent to it, and those not sent (a class only the embedded fake is sent says why).',
    '',
    ...table(
      ['', 'operation', 'parameter', 'sent', 'not sent'],
      classRows(result.coverage).map((r) => [
        r.unsent.length > 0 ? '⚠' : '✓',
        mdCell(r.operation),
        mdCell(r.parameter),
        mdCell(r.sent.join(', ')) || '—',
        mdCell(r.unsent.map((u) => (u.fakeOnly ? `${u.valueClass} (embedded fake only: ${u.fakeOnly})` : u.valueClass)).join('; ')) || '—',
      ]),
    ),
  );
  return `${out.join('\n')}\n`;
}
