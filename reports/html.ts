// index.html: the one self-contained page a person reads first (DESIGN §5). No external asset:
// the style and the script (copy buttons, filters) are inline, and every text from the run is escaped.
// Rows and articles carry data-* attributes the filters (and tests) select on.
import { counted, REPORT_VERSION, type CheckOutcome, type Deviation, type RecordedExchange, type RunResult } from '../conformance/index.ts';
import { classRows, coverageLine, coverageRows, type ClassRow, type CoverageRow } from './coverage.ts';
import { storedValueRows } from './stored-values.ts';
import { xmlAttr as attr, xmlText as esc } from './escape.ts';
import { checkFilters, coverageFilters, deviationFilters, emptyRow } from './html-filters.ts';
import { HTML_SCRIPT } from './html-script.ts';
import { HTML_STYLE } from './html-style.ts';
import { tlsSection, tlsWarningHtml } from './html-tls.ts';
import { redactResult } from './redact.ts';
import { upgradeHeadline, upgradeRows, type UpgradeRow } from './upgrade.ts';
import { checkCounts, cleanupWarning, operationCounts, orderedDeviations, severityCounts, SEVERITIES, releaseFacts, releaseNotes, targetLabel, verdictOf } from './summary.ts';

const pre = (s: string) => `<pre>${esc(s)}</pre>`;

function cleanupHtml(result: RunResult): string {
  const cleanup = cleanupWarning(result);
  if (!cleanup) return '';
  return `<div class="cleanup-warning" role="alert" data-testid="cleanup-warning"><b>Warning:</b> ${esc(cleanup.text)}:<ul>${cleanup.requests.map((r) => `<li><code>${esc(r)}</code></li>`).join('')}</ul></div>\n`;
}

function header(result: RunResult): string {
  const v = verdictOf(result);
  const facts: [string, string][] = [
    ['target', targetLabel(result)],
    ...releaseFacts(result).map((f): [string, string] => [f.label, f.text]),
    ['seed', String(result.seed)],
    ['runs', String(result.runs)],
    ['requests', String(result.requests)],
    ['started', result.startedAt],
    ['duration', `${(result.durationMs / 1000).toFixed(1)} s`],
  ];
  if (result.baseline) facts.push(['baseline', `${result.baseline.name} (${result.baseline.matched}/${result.baseline.entries} matched)`]);
  return `<header class="verdict ${v.word.toLowerCase()}"><div class="wrap">
<h1>${esc(v.word)} <small>exit ${v.exitCode}</small></h1>
<p>${esc(v.text)}</p>
${tlsWarningHtml(result)}${releaseNotes(result).map((n) => `<div class="tls-warning" role="alert" data-testid="release-warning"><b>Warning:</b> ${esc(n)}</div>\n`).join('')}${cleanupHtml(result)}<ul class="facts">${facts.map(([k, val]) => `<li>${esc(k)} <b>${esc(val)}</b></li>`).join('')}</ul>
</div></header>`;
}

function counts(result: RunResult): string {
  const devs = counted(result);
  const sev = severityCounts(devs);
  const cc = checkCounts(result.checks);
  const cards = [
    ...SEVERITIES.map((s) => `<div class="card ${s}"><b>${sev[s]}</b>${s}</div>`),
    `<div class="card"><b>${result.deviations.length - devs.length}</b>baselined</div>`,
    `<div class="card"><b>${cc.passed}/${result.checks.length}</b>checks passed</div>`,
  ];
  const perOp = operationCounts(devs);
  const table = perOp.length
    ? `<h3>Per endpoint</h3><table class="narrow"><thead><tr><th>operation</th><th>deviations</th></tr></thead><tbody>${perOp.map(([op, n]) => `<tr><td>${esc(op)}</td><td class="num">${n}</td></tr>`).join('')}</tbody></table>`
    : '';
  return `<section id="counts"><h2>Deviations</h2><div class="cards">${cards.join('')}</div>${table}</section>`;
}

function checkRow(c: CheckOutcome): string {
  const note = c.status === 'error' ? `<details><summary>${esc(c.reason?.split('\n', 1)[0] ?? 'the check broke')}</summary>${pre(c.reason ?? '')}</details>` : c.reason ? `<div class="legend">${esc(c.reason)}</div>` : '';
  return `<tr data-testid="check-row" data-check="${attr(c.id)}" data-status="${attr(c.status)}" data-severity="${attr(c.severity)}" data-kind="${attr(c.kind)}"><td><code>${esc(c.id)}</code></td><td>${esc(c.kind)}</td><td><span class="sev ${attr(c.severity)}">${esc(c.severity)}</span></td><td class="status ${attr(c.status)}">${esc(c.status)}</td><td class="num">${c.deviations}</td><td class="num">${c.durationMs} ms</td><td>${esc(c.rule)}${note}</td></tr>`;
}

function checks(result: RunResult): string {
  return `<section id="checks"><h2>Checks</h2>${checkFilters(result.checks)}<table><thead><tr><th>check</th><th>kind</th><th>severity</th><th>status</th><th>deviations</th><th>time</th><th>rule</th></tr></thead><tbody>
${result.checks.map(checkRow).join('\n')}
</tbody></table></section>`;
}

function exchangeText(x: RecordedExchange): { request: string; response: string } {
  const head = (h: Readonly<Record<string, string>> | undefined) => Object.entries(h ?? {}).map(([k, v]) => `${k}: ${v}`).join('\n');
  const request = `${x.method} ${x.url}\n${head(x.headers)}${x.body ? `\n\n${x.body}` : ''}`;
  const response = x.transportError ? `no answer: ${x.transportError}` : `${x.status ?? ''}\n${head(x.responseHeaders)}${x.responseBody ? `\n\n${x.responseBody}` : ''}`;
  return { request, response };
}

/** The request and answer of a deviation; a diff's two exchanges side by side, A's and B's. */
function exchanges(x: { request: string; response: string }, against: RecordedExchange | undefined): string {
  if (against === undefined) return `<details><summary>request and response</summary><div class="compare"><div><h4>Request</h4>${pre(x.request)}</div><div><h4>Response</h4>${pre(x.response)}</div></div></details>`;
  const y = exchangeText(against);
  return `<details open data-testid="both-exchanges"><summary>both exchanges</summary><div class="compare"><div><h4>A</h4>${pre(`${x.request}\n\n${x.response}`)}</div><div><h4>B</h4>${pre(`${y.request}\n\n${y.response}`)}</div></div></details>`;
}

function deviation(d: Deviation, n: number): string {
  const meta = [`check <code>${esc(d.check)}</code>`, esc(d.operation), `seed ${d.seed}`];
  if (d.path) meta.push(`path <code>${esc(d.path)}</code>`);
  if (d.occurrences > 1) meta.push(`${d.occurrences} occurrences (the first is shown)`);
  const baselined = d.baselined !== undefined ? ` <span class="tag">baseline: ${esc(d.baselined)}</span>` : '';
  const x = d.exchange ? exchangeText(d.exchange) : undefined;
  const data = `data-testid="deviation" data-severity="${attr(d.severity)}" data-check="${attr(d.check)}" data-operation="${attr(d.operation)}" data-baselined="${d.baselined !== undefined}"`;
  return `<article class="deviation${d.baselined !== undefined ? ' baselined' : ''}" id="d${n}" ${data}>
<h3><span class="sev ${attr(d.severity)}">${esc(d.severity)}</span> <span class="title">${esc(d.title)}</span>${baselined}</h3>
<p class="meta">${meta.join(' · ')}</p>
<div class="compare"><div><h4>${d.against ? 'A' : 'Expected'}</h4>${pre(d.expected)}</div><div><h4>${d.against ? 'B' : 'Received'}</h4>${pre(d.received)}</div></div>
${d.curl ? `<div class="curl"><pre>${esc(d.curl)}</pre><button type="button" data-copy>copy</button></div>` : ''}
${x ? exchanges(x, d.against) : ''}
</article>`;
}

function deviations(result: RunResult): string {
  const list = orderedDeviations(result);
  const body = list.length ? `${deviationFilters(list)}\n${list.map((d, i) => deviation(d, i + 1)).join('\n')}` : '<p>None: every answer matched the interface.</p>';
  return `<section id="deviations"><h2>Deviation details</h2>${body}</section>`;
}

function coverageRow(r: CoverageRow): string {
  const statuses = r.statuses
    .map((s) => `<span class="${s.documented ? (s.seen ? 'seen' : 'unseen') : 'undocumented'}" title="${s.documented ? (s.seen ? 'documented, seen' : 'documented, not seen') : 'seen, not documented'}">${s.status}</span>`)
    .join(' ');
  const unused = r.parametersUnused.length ? `<div class="unused">not used: ${esc(r.parametersUnused.join(', '))}</div>` : '';
  return `<tr${r.incomplete ? ' class="gap"' : ''} data-testid="coverage-row" data-operation="${attr(r.operation)}" data-id="${attr(r.id)}" data-gap="${r.incomplete}"><td>${esc(r.operation)}</td><td><code>${esc(r.id)}</code></td><td class="num">${r.calls}</td><td class="codes">${statuses || '—'}</td><td>${esc(r.parametersUsed.join(', ')) || '—'}${unused}</td></tr>`;
}

/** A diff of two releases: what the upgrade changes, one row per operation and kind. */
function upgrade(result: RunResult): string {
  if (!result.upgrade) return '';
  const u = result.upgrade;
  const row = (r: UpgradeRow) => `<tr data-testid="upgrade-row"><td>${esc(r.operation)}</td><td>${esc(r.kind)}</td><td class="num">${esc(r.count)}</td><td>${esc(r.finding)}</td><td><code>${esc(r.before)}</code></td><td><code>${esc(r.after)}</code></td></tr>`;
  return `<section id="upgrade"><h2>What the upgrade changes</h2>
<p>${esc(upgradeHeadline(u))}</p>
<table><thead><tr><th>operation</th><th>kind</th><th>differences</th><th>first finding</th><th>on ${esc(u.from)}</th><th>on ${esc(u.to)}</th></tr></thead><tbody>
${upgradeRows(result).map(row).join('\n')}
</tbody></table></section>
`;
}

function coverage(result: RunResult): string {
  const rows = coverageRows(result.coverage);
  return `<section id="coverage"><h2>Coverage</h2>
<p>${esc(coverageLine(result.coverage))}</p>
<p class="legend">Statuses: <span class="seen">documented and seen</span>, <span class="unseen">documented, not seen</span>, <span class="undocumented">seen, not documented</span>. Highlighted rows left something out.</p>
${coverageFilters(rows)}
<table><thead><tr><th>operation</th><th>id</th><th>calls</th><th>statuses</th><th>parameters used</th></tr></thead><tbody>
${rows.map(coverageRow).join('\n')}
${emptyRow('coverage-empty', 5, 'No operation matches these filters.')}
</tbody></table>
${valueClasses(result)}${storedValues(result)}</section>`;
}

/** The stored values the rules met in the target's data, and those it lacked (issue 36). */
function storedValues(result: RunResult): string {
  const rows = storedValueRows(result);
  if (rows.length === 0) return '';
  const row = (r: (typeof rows)[number]) => `<tr${r.why ? ' class="gap"' : ''} data-testid="stored-value-row"><td><code>${esc(r.rule)}</code><div class="unused">${esc(r.what)}</div></td><td>${esc(r.met)}</td><td>${esc(r.missing)}${r.why ? `<div class="unused">${esc(r.why)}</div>` : ''}</td><td>${esc(r.checks)}</td></tr>`;
  return `<h3>Stored values the rules met</h3>
<table><thead><tr><th>rule</th><th>met in the data</th><th>the data lacks</th><th>checks</th></tr></thead><tbody>
${rows.map(row).join('\n')}
</tbody></table>`;
}

/** The input space: per parameter, the value classes sent and those not (a fake-only one with its reason). */
function valueClasses(result: RunResult): string {
  const rows = classRows(result.coverage);
  if (rows.length === 0) return '';
  const row = (r: ClassRow) =>
    `<tr${r.unsent.length > 0 ? ' class="gap"' : ''} data-testid="class-row"><td>${esc(r.operation)}</td><td><code>${esc(r.parameter)}</code></td><td>${esc(r.sent.join(', ')) || '—'}</td><td>${r.unsent.map((u) => (u.fakeOnly ? `<span title="${attr(u.fakeOnly)}">${esc(u.valueClass)} (embedded fake only)</span>` : esc(u.valueClass))).join(', ') || '—'}</td></tr>`;
  return `<h3>Value classes</h3>
<p class="legend">Each parameter and body field of the input space (<code>contract/input-space.ts</code>): the classes of value sent to it, and those not sent; a class only the embedded fake is sent says why on hover.</p>
<table><thead><tr><th>operation</th><th>parameter</th><th>sent</th><th>not sent</th></tr></thead><tbody>
${rows.map(row).join('\n')}
</tbody></table>`;
}

/**
 * `index.html` of a run: one self-contained page (inline style and script, no external asset)
 * with the verdict, counts per severity, every deviation with expected and received, the checks
 * and the coverage table, each list filterable; secrets redacted first, every text escaped.
 *
 * @example
 * writeFileSync('reports/out/index.html', renderHtml(await runConformance()));
 */
export function renderHtml(raw: RunResult): string {
  const result = redactResult(raw);
  const v = verdictOf(result);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(`tmkit check: ${v.word} · ${targetLabel(result)} · seed ${result.seed}`)}</title>
<style>${HTML_STYLE}</style>
</head>
<body>
${header(result)}
<main class="wrap">
<nav><a href="#counts">deviations</a>${result.tls ? '<a href="#tls">tls</a>' : ''}<a href="#deviations">details</a><a href="#checks">checks</a><a href="#coverage">coverage</a></nav>
${counts(result)}
${tlsSection(result)}${upgrade(result)}${deviations(result)}
${checks(result)}
${coverage(result)}
<footer>transfer-monitor-kit · report version ${REPORT_VERSION} · the same run is in report.json, junit.xml and summary.md</footer>
</main>
<script>${HTML_SCRIPT}</script>
</body>
</html>
`;
}
