// junit.xml: one <testsuite> per check, one <testcase> per check and operation (DESIGN §5).
// A check without deviation is one passing testcase named after it; a deviation beyond the
// baseline is a <failure>, a baselined one is <skipped message="baseline: …">, a skipped check
// is <skipped>, a check that broke is an <error>.
import type { CheckOutcome, Deviation, RunResult } from '../conformance/index.ts';
import { xmlAttr, xmlText } from './escape.ts';
import { redactResult } from './redact.ts';
import { firstLine, targetLabel } from './summary.ts';

interface Case {
  readonly name: string;
  readonly time: number;
  /** The element inside <testcase>, if any. */
  readonly body?: string;
  readonly kind: 'passed' | 'failure' | 'skipped' | 'error';
}

const seconds = (ms: number) => (ms / 1000).toFixed(3);

function failureText(d: Deviation): string {
  const lines = [`Expected: ${d.expected}`, `Received: ${d.received}`, `Seed: ${d.seed}${d.path ? ` · path ${d.path}` : ''}`];
  if (d.occurrences > 1) lines.push(`Occurrences: ${d.occurrences}`);
  if (d.curl) lines.push(`Reproduce: ${d.curl}`);
  if (d.exchange?.status !== undefined) lines.push(`Status: ${d.exchange.status}`);
  if (d.exchange?.responseBody) lines.push(`Response body: ${d.exchange.responseBody}`);
  if (d.exchange?.transportError) lines.push(`Transport error: ${d.exchange.transportError}`);
  return lines.join('\n');
}

function casesOf(check: CheckOutcome | undefined, id: string, devs: readonly Deviation[]): Case[] {
  const cases: Case[] = [];
  if (check?.status === 'skipped') cases.push({ name: id, time: 0, kind: 'skipped', body: `<skipped message="${xmlAttr(check.reason ?? 'skipped')}"/>` });
  if (check?.status === 'error') {
    const reason = check.reason ?? 'the check broke';
    cases.push({ name: id, time: check.durationMs, kind: 'error', body: `<error message="${xmlAttr(firstLine(reason))}" type="check-error">${xmlText(reason)}</error>` });
  }
  for (const d of devs) {
    const title = `${d.title}${d.occurrences > 1 ? ` (×${d.occurrences})` : ''}`;
    cases.push(
      d.baselined !== undefined
        ? { name: d.operation, time: 0, kind: 'skipped', body: `<skipped message="${xmlAttr(`baseline: ${d.baselined}`)}">${xmlText(failureText(d))}</skipped>` }
        : { name: d.operation, time: 0, kind: 'failure', body: `<failure message="${xmlAttr(title)}" type="${xmlAttr(d.severity)}">${xmlText(failureText(d))}</failure>` },
    );
  }
  if (cases.length === 0) cases.push({ name: id, time: check?.durationMs ?? 0, kind: 'passed' });
  return cases;
}

export function renderJunit(raw: RunResult): string {
  const result = redactResult(raw);
  const byCheck = new Map<string, Deviation[]>();
  for (const d of result.deviations) byCheck.set(d.check, [...(byCheck.get(d.check) ?? []), d]);
  // Checks in the registry's order, then any check id that only appears on deviations ("run").
  const ids = [...new Set([...result.checks.map((c) => c.id), ...byCheck.keys()])];
  const outcome = new Map(result.checks.map((c) => [c.id, c]));

  const suites: string[] = [];
  const total = { tests: 0, failures: 0, errors: 0, skipped: 0 };
  for (const id of ids) {
    const check = outcome.get(id);
    const cases = casesOf(check, id, byCheck.get(id) ?? []);
    const n = (k: Case['kind']) => cases.filter((c) => c.kind === k).length;
    total.tests += cases.length;
    total.failures += n('failure');
    total.errors += n('error');
    total.skipped += n('skipped');
    const props = check ? `    <properties>\n      <property name="severity" value="${xmlAttr(check.severity)}"/>\n      <property name="kind" value="${xmlAttr(check.kind)}"/>\n      <property name="rule" value="${xmlAttr(check.rule)}"/>\n    </properties>\n` : '';
    const body = cases
      .map((c) => `    <testcase classname="${xmlAttr(id)}" name="${xmlAttr(c.name)}" time="${seconds(c.time)}"${c.body ? `>\n      ${c.body}\n    </testcase>` : '/>'}`)
      .join('\n');
    suites.push(
      `  <testsuite name="${xmlAttr(id)}" tests="${cases.length}" failures="${n('failure')}" errors="${n('error')}" skipped="${n('skipped')}" time="${seconds(check?.durationMs ?? 0)}" timestamp="${xmlAttr(result.startedAt.replace(/Z$/, ''))}">\n${props}${body}\n  </testsuite>`,
    );
  }
  const name = `tmkit check ${targetLabel(result)} seed ${result.seed}`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xmlAttr(name)}" tests="${total.tests}" failures="${total.failures}" errors="${total.errors}" skipped="${total.skipped}" time="${seconds(result.durationMs)}">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}
