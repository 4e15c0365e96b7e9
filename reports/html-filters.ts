// The filter bars of index.html: plain controls that html-script.ts wires up. Each bar is rendered
// `hidden`, and only the script shows it, so without JavaScript the page is the full report and no
// control sits there doing nothing. Ids, equal to the data-testid values, are stable: tests drive them.
//   deviations: filter-severity-{critical,major,minor}, filter-check, filter-text, filter-baselined,
//               deviations-shown, deviations-clear, deviations-empty
//   checks:     filter-status-{passed,failed,skipped,error}, checks-shown, checks-clear
//   coverage:   filter-gaps, filter-operation, coverage-shown, coverage-clear, coverage-empty
import type { CheckOutcome, Deviation } from '../conformance/index.ts';
import type { CoverageRow } from './coverage.ts';
import { xmlAttr as attr, xmlText as esc } from './escape.ts';
import { CHECK_STATUSES, checkCounts, plural, severityCounts, SEVERITIES } from './summary.ts';

const ids = (id: string) => `id="${id}" data-testid="${id}"`;

/** A toggle button of a facet: none pressed means no filter on that facet. `n`: the items below with that value. */
function chip(facet: string, value: string, n: number, what: string): string {
  return `<button type="button" class="chip ${attr(value)}" ${ids(`filter-${facet}-${value}`)} data-facet="${facet}" data-value="${attr(value)}" aria-pressed="false" title="${attr(`${plural(n, what)} below`)}"${n === 0 ? ' disabled' : ''}>${esc(value)} <span class="n">${n}</span></button>`;
}

const shown = (id: string, n: number, what: string) => `<span class="shown" ${ids(id)} aria-live="polite">${n} of ${plural(n, what)} shown</span>`;
const clear = (id: string) => `<button type="button" class="clear" ${ids(id)} hidden>clear filters</button>`;

function severityChips(list: readonly Deviation[]): string {
  const n = severityCounts(list);
  return SEVERITIES.map((s) => chip('severity', s, n[s], `${s} deviation`)).join('');
}

export function deviationFilters(list: readonly Deviation[]): string {
  const perCheck = new Map<string, number>();
  for (const d of list) perCheck.set(d.check, (perCheck.get(d.check) ?? 0) + 1);
  const options = [...perCheck].sort((a, b) => a[0].localeCompare(b[0])).map(([c, n]) => `<option value="${attr(c)}">${esc(c)} (${n})</option>`);
  const baselined = list.filter((d) => d.baselined !== undefined).length;
  return `<div class="filters sticky" ${ids('deviation-filters')} hidden>
<div class="group" role="group" aria-label="severity"><span class="label">severity</span>${severityChips(list)}</div>
<label class="group"><span class="label">check</span><select ${ids('filter-check')}><option value="">all checks (${list.length})</option>${options.join('')}</select></label>
<label class="group grow"><span class="label">search</span><input type="search" ${ids('filter-text')} placeholder="title, operation or check" autocomplete="off"></label>
<label class="group toggle"><input type="checkbox" ${ids('filter-baselined')} checked${baselined === 0 ? ' disabled' : ''}> show baselined <span class="n">${baselined}</span></label>
<div class="status-line">${shown('deviations-shown', list.length, 'deviation')}${clear('deviations-clear')}</div>
</div>
<p class="empty" ${ids('deviations-empty')} hidden>No deviation matches these filters.</p>`;
}

export function checkFilters(checks: readonly CheckOutcome[]): string {
  const n = checkCounts(checks);
  const chips = CHECK_STATUSES.map((s) => chip('status', s, n[s], `${s} check`));
  return `<div class="filters" ${ids('check-filters')} hidden>
<div class="group" role="group" aria-label="status"><span class="label">status</span>${chips.join('')}</div>
<div class="status-line">${shown('checks-shown', checks.length, 'check')}${clear('checks-clear')}</div>
</div>`;
}

export function coverageFilters(rows: readonly CoverageRow[]): string {
  const gaps = rows.filter((r) => r.incomplete).length;
  return `<div class="filters" ${ids('coverage-filters')} hidden>
<label class="group toggle"><input type="checkbox" ${ids('filter-gaps')}${gaps === 0 ? ' disabled' : ''}> only rows with gaps <span class="n">${gaps}</span></label>
<label class="group grow"><span class="label">operation</span><input type="search" ${ids('filter-operation')} placeholder="GET /transfers, hosts, v2 …" autocomplete="off"></label>
<div class="status-line">${shown('coverage-shown', rows.length, 'operation')}${clear('coverage-clear')}</div>
</div>`;
}

/** A table row that says the filters left nothing, spanning `columns`. */
export const emptyRow = (id: string, columns: number, text: string) => `<tr class="empty-row" ${ids(id)} hidden><td colspan="${columns}">${esc(text)}</td></tr>`;
