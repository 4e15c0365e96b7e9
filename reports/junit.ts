// junit.xml: one <testsuite> per check, one <testcase> per check and operation (DESIGN §5).
// A check without deviation is one passing testcase named after it; a deviation beyond the
// baseline is a <failure>, a baselined one is <skipped message="baseline: …">, a skipped check
// is <skipped>, a check that broke is an <error>.
//
// Built with xmlbuilder2, which escapes < > " and (with invalidCharReplacement) replaces the
// characters XML forbids, but copies anything shaped like a reference (`&nbsp;`, `&#0;`) as it
// is. Run text comes from the target, so `&` is escaped here first; line breaks in attributes
// become references too, or every parser would read them back as spaces.
import { create } from 'xmlbuilder2';
import type { CheckOutcome, Deviation, RunResult } from '../conformance/index.ts';
import { redactResult } from './redact.ts';
import { firstLine, targetLabel } from './summary.ts';
import { tlsFacts, tlsHeadline, tlsWarning, verificationWord, verifiedValue } from './tls.ts';

/** The suite of an https:// target's TLS facts; no check is named so (the TLS checks are `tls_certificate_valid`, `tls_no_legacy_protocol`). */
const TLS_SUITE = 'tls';

interface Detail {
  readonly tag: 'failure' | 'skipped' | 'error';
  readonly message: string;
  readonly type?: string;
  readonly text?: string;
}

interface Case {
  readonly name: string;
  readonly time: number;
  /** The element inside <testcase>, if any. */
  readonly detail?: Detail;
}

type XMLBuilder = ReturnType<typeof create>;

const seconds = (ms: number) => (ms / 1000).toFixed(3);
const text = (s: string) => s.replaceAll('&', '&amp;');
const attr = (s: string) => text(s).replaceAll('\n', '&#10;').replaceAll('\r', '&#13;').replaceAll('\t', '&#9;');
const attrs = (o: Record<string, string | number | undefined>) =>
  Object.fromEntries(Object.entries(o).flatMap(([k, v]) => (v === undefined ? [] : [[k, attr(String(v))]])));

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
  if (check?.status === 'skipped') cases.push({ name: id, time: 0, detail: { tag: 'skipped', message: check.reason ?? 'skipped' } });
  if (check?.status === 'error') {
    const reason = check.reason ?? 'the check broke';
    cases.push({ name: id, time: check.durationMs, detail: { tag: 'error', message: firstLine(reason), type: 'check-error', text: reason } });
  }
  for (const d of devs) {
    const title = `${d.title}${d.occurrences > 1 ? ` (×${d.occurrences})` : ''}`;
    cases.push({
      name: d.operation,
      time: 0,
      detail:
        d.baselined !== undefined
          ? { tag: 'skipped', message: `baseline: ${d.baselined}`, text: failureText(d) }
          : { tag: 'failure', message: title, type: d.severity, text: failureText(d) },
    });
  }
  if (cases.length === 0) cases.push({ name: id, time: check?.durationMs ?? 0 });
  return cases;
}

interface Suite {
  readonly id: string;
  readonly time: number;
  readonly properties: readonly (readonly [name: string, value: string])[];
  readonly cases: readonly Case[];
  /** Text for a CI reader of the suite (the TLS suite's facts and warning). */
  readonly systemOut?: string;
}

const checkSuite = (id: string, check: CheckOutcome | undefined, devs: readonly Deviation[]): Suite => ({
  id,
  time: check?.durationMs ?? 0,
  properties: check ? [['severity', check.severity], ['kind', check.kind], ['rule', check.rule]] : [],
  cases: casesOf(check, id, devs),
});

/**
 * An https:// target's suite, first: its TLS facts as `tls.*` properties and in its system-out,
 * and one testcase that passes when the server was verified and is skipped, with the reason, when
 * it was not (--insecure), so a CI view that shows neither properties nor output still says it.
 */
function tlsSuite(tls: NonNullable<RunResult['tls']>): Suite {
  const warning = tlsWarning(tls);
  // `tls.verified` is the short, machine-readable form of the `verification` fact: not both.
  const facts = tlsFacts(tls).filter((f) => f.key !== 'verification');
  const properties = [['tls.verified', verifiedValue(tls)] as const, ...facts.map((f) => [`tls.${f.key}`, f.text] as const)];
  const name = 'server certificate verified';
  return {
    id: TLS_SUITE,
    time: 0,
    properties,
    cases: [warning ? { name, time: 0, detail: { tag: 'skipped', message: warning } } : { name, time: 0 }],
    systemOut: [...(warning ? [`warning: ${warning}`] : []), ...tlsHeadline(tls)].join('\n'),
  };
}

function addSuite(root: XMLBuilder, s: Suite, timestamp: string): void {
  const n = (tag: Detail['tag']) => s.cases.filter((c) => c.detail?.tag === tag).length;
  const suite = root.ele('testsuite', attrs({ name: s.id, tests: s.cases.length, failures: n('failure'), errors: n('error'), skipped: n('skipped'), time: seconds(s.time), timestamp }));
  if (s.properties.length > 0) {
    const props = suite.ele('properties');
    for (const [name, value] of s.properties) props.ele('property', attrs({ name, value }));
  }
  for (const c of s.cases) {
    const testcase = suite.ele('testcase', attrs({ classname: s.id, name: c.name, time: seconds(c.time) }));
    if (!c.detail) continue;
    const el = testcase.ele(c.detail.tag, attrs({ message: c.detail.message, type: c.detail.type }));
    if (c.detail.text) el.txt(text(c.detail.text));
  }
  if (s.systemOut) suite.ele('system-out').txt(text(s.systemOut));
}

/**
 * `junit.xml` for CI test views: one `<testsuite>` per check with its severity, kind and rule as
 * properties, one `<testcase>` per check and operation. A deviation beyond the baseline is a
 * `<failure>` (expected, received, seed, curl line), a baselined one and a skipped check are
 * `<skipped>`, a check that broke is an `<error>`. An https:// target adds a first suite `tls`:
 * its TLS facts as `tls.*` properties and system-out, and a testcase skipped under --insecure.
 * Secrets are redacted.
 *
 * @example
 * writeFileSync('junit.xml', renderJunit(await runConformance({ target: url })));
 */
export function renderJunit(raw: RunResult): string {
  const result = redactResult(raw);
  const byCheck = new Map<string, Deviation[]>();
  for (const d of result.deviations) byCheck.set(d.check, [...(byCheck.get(d.check) ?? []), d]);
  // Checks in the registry's order, then any check id that only appears on deviations ("run").
  const ids = [...new Set([...result.checks.map((c) => c.id), ...byCheck.keys()])];
  const outcome = new Map(result.checks.map((c) => [c.id, c]));
  const suites = [...(result.tls ? [tlsSuite(result.tls)] : []), ...ids.map((id) => checkSuite(id, outcome.get(id), byCheck.get(id) ?? []))];
  const all = suites.flatMap((s) => s.cases);
  const n = (tag: Detail['tag']) => all.filter((c) => c.detail?.tag === tag).length;

  const doc = create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '\uFFFD' });
  const root = doc.ele('testsuites', attrs({
    name: `tmkit check ${targetLabel(result)}${result.release ? ` release ${result.release.served ?? `unknown (judged as ${result.release.release})`}` : ''} seed ${result.seed}${result.tls && !result.tls.verified ? ` (TLS ${verificationWord(result.tls)})` : ''}`,
    tests: all.length, failures: n('failure'), errors: n('error'), skipped: n('skipped'), time: seconds(result.durationMs),
  }));
  const timestamp = result.startedAt.replace(/Z$/, '');
  for (const s of suites) addSuite(root, s, timestamp);
  return `${doc.end({ prettyPrint: true })}\n`;
}
