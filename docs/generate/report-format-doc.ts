// docs/report-format.md: the report formats and the versioned shape of report.json. The prose is
// report-format.template.md; the formats table, the field tables, the causes of a partial report
// and every example are generated here from the writers themselves (reports/index.ts) and from
// real runs against the embedded fake, so the document follows the code.
import { readFileSync } from 'node:fs';
import { loadBaseline, REPORT_VERSION, type Baseline, type Deviation, type RunResult } from '../../conformance/index.ts';
import { consoleSummary, redactResult, REPORT_FILES, REPORT_FORMATS, renderJson, renderJunit, renderMarkdown, verdictOf } from '../../reports/index.ts';
import { assertStable, DOC_RUNS, DOC_SEED, runAgainstFake } from './fake-run.ts';
import { diffExample, upgradeExample } from './report-diff-example.ts';
import { FORMAT_AUDIENCE, STOP_CAUSES } from './report-fields.ts';
import { fieldTable, fieldTables } from './report-shape.ts';
import { tlsExamples, tlsResults } from './report-tls-example.ts';

const TEMPLATE = new URL('./report-format.template.md', import.meta.url);

const EXAMPLE_FAULTS = ['transfers-partner-filter-ignored', 'hosts-create-answers-201'] as const;
const EXAMPLE_ONLY = ['status_code_conformance', 'envelope_conformance', 'positive_data_acceptance', 'partner_matches_requester_or_requested'];
const EXAMPLE_BASELINE: Baseline = {
  name: 'docs-example',
  entries: [{ check: 'positive_data_acceptance', operation: 'POST /hosts', reason: 'example entry: this deviation is expected' }],
};
/** The checks the junit.xml example keeps. */
const JUNIT_CHECKS = ['status_code_conformance', 'positive_data_acceptance', 'negative_data_rejection', 'partner_matches_requester_or_requested'];
/** Requests the stopped run may send: it stops in its first scenario check. */
const STOPPED_BUDGET = 5;
const MAX_EXAMPLE_STRING = 160;

/** The result with every duration 0: the one thing of a run that the seed does not fix. */
const withoutDurations = (r: RunResult): RunResult => ({ ...r, durationMs: 0, checks: r.checks.map((c) => ({ ...c, durationMs: 0 })) });

const fence = (lang: string, text: string) => ['````' + lang, text.replace(/\n$/, ''), '````'].join('\n');

function formatsTable(): string {
  const files: Readonly<Record<string, { readonly name: string }>> = REPORT_FILES;
  return [
    '| `--format` | file | for whom |',
    '| --- | --- | --- |',
    ...REPORT_FORMATS.map((f) => `| \`${f}\` | ${files[f] ? `\`${files[f].name}\`` : '(stdout)'} | ${FORMAT_AUDIENCE[f]} |`),
  ].join('\n');
}

function stopCausesTable(example: RunResult): string {
  const exit = (cause: keyof typeof STOP_CAUSES) => verdictOf({ ...example, aborted: 'stopped', abortCause: cause }).exitCode;
  const causes = Object.keys(STOP_CAUSES) as (keyof typeof STOP_CAUSES)[];
  return ['| `abortCause` | when | exit |', '| --- | --- | --- |', ...causes.map((c) => `| \`${c}\` | ${STOP_CAUSES[c]} | ${exit(c)} |`)].join('\n');
}

function fieldsSection(reportTexts: readonly string[]): string {
  return fieldTables(reportTexts)
    .flatMap(({ section, rows }) => [`#### ${section.title}`, '', ...fieldTable(rows), ''])
    .join('\n')
    .trimEnd();
}

/** report.json with arrays cut to their first elements and long strings shortened. */
function exampleJson(json: string): string {
  const cut: Readonly<Record<string, number>> = { checks: 3, deviations: 1, coverage: 1 };
  const shorten = (key: string, v: unknown): unknown => {
    if (Array.isArray(v) && cut[key] !== undefined) return v.slice(0, cut[key]);
    if (typeof v === 'string' && v.length > MAX_EXAMPLE_STRING) return `${v.slice(0, MAX_EXAMPLE_STRING)}…`;
    return v;
  };
  return fence('json', JSON.stringify(JSON.parse(json), shorten, 2));
}

const shortBody = (d: Deviation): Deviation =>
  d.exchange?.responseBody && d.exchange.responseBody.length > MAX_EXAMPLE_STRING ? { ...d, exchange: { ...d.exchange, responseBody: `${d.exchange.responseBody.slice(0, MAX_EXAMPLE_STRING)}…` } } : d;

function exampleJunit(raw: RunResult): string {
  // Blank secrets before shortening: a cut value would no longer be recognised as one.
  const r = redactResult(raw);
  const deviations = r.deviations.filter((d) => JUNIT_CHECKS.includes(d.check)).map(shortBody);
  return fence('xml', renderJunit({ ...r, checks: r.checks.filter((c) => JUNIT_CHECKS.includes(c.id)), deviations }));
}

function exampleMarkdown(r: RunResult): string {
  const lines = renderMarkdown(r).split('\n');
  const end = lines.indexOf('## Checks');
  if (end < 0) throw new Error('renderMarkdown no longer has a "## Checks" section: update docs/generate/report-format-doc.ts');
  return fence('markdown', lines.slice(0, end).join('\n').trimEnd());
}

/** Fills every `{{name}}` of the template; an unknown or unused name is an error. */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  const used = new Set<string>();
  const out = template.replace(/\{\{([\w-]+)\}\}/g, (_m, name: string) => {
    const v = values[name];
    if (v === undefined) throw new Error(`report-format.template.md: unknown placeholder {{${name}}}`);
    used.add(name);
    return v;
  });
  const unused = Object.keys(values).filter((k) => !used.has(k));
  if (unused.length > 0) throw new Error(`report-format.template.md: no place for ${unused.map((k) => `{{${k}}}`).join(', ')}`);
  return out;
}

export async function renderReportFormatDoc(): Promise<string> {
  const example = withoutDurations(await runAgainstFake({ faults: EXAMPLE_FAULTS, only: EXAMPLE_ONLY, baseline: EXAMPLE_BASELINE }));
  const stopped = withoutDurations(await runAgainstFake({ budget: STOPPED_BUDGET }));
  // A profile's withheld requests show only where one applies: the shipped r66-3.6.2 one here.
  const withheld = withoutDurations(await runAgainstFake({ only: ['v2_error_body'], baseline: loadBaseline('r66-3.6.2') }));
  const diff = await diffExample();
  const upgrade = await upgradeExample();
  const json = renderJson(example);
  const https = tlsResults(example);
  const tls = tlsExamples(example);
  const text = fillTemplate(readFileSync(TEMPLATE, 'utf8'), {
    REPORT_VERSION: String(REPORT_VERSION),
    formats: formatsTable(),
    'example-run': `the embedded fake with the planted faults ${EXAMPLE_FAULTS.map((f) => `\`${f}\``).join(' and ')}, checked with seed ${DOC_SEED}, \`--runs ${DOC_RUNS}\`, \`--only ${EXAMPLE_ONLY.join(',')}\` and a baseline \`${EXAMPLE_BASELINE.name}\` that expects the \`${EXAMPLE_BASELINE.entries[0]?.check}\` deviation on \`${EXAMPLE_BASELINE.entries[0]?.operation}\`.`,
    fields: fieldsSection([json, renderJson(stopped), renderJson(withheld), renderJson(https.verified), renderJson(https.insecure), renderJson(diff), renderJson(upgrade)]),
    'stopped-budget': String(STOPPED_BUDGET),
    'stop-causes': stopCausesTable(example),
    'example-json': exampleJson(json),
    'example-junit': exampleJunit(example),
    'example-markdown': exampleMarkdown(example),
    'example-console': fence('text', consoleSummary(example, { color: false })),
    'tls-url': `\`${tls.url}\``,
    'tls-json': fence('json', tls.json),
    'tls-console': fence('text', tls.console),
    'tls-markdown': fence('markdown', tls.markdown),
    'tls-junit': fence('xml', tls.junit),
  });
  return assertStable('docs/report-format.md', text);
}
