// v2_filters_select_as_documented: every equality filter of the v2 record lists (contract/v2/lists.ts
// V2_EQUALITY_FILTERS: ruleID, partner, status, filename on /v2/transfers; address, isSSL, isActive
// on /v2/hosts; modeTrans on /v2/rules) selects exactly the records of the whole list whose field
// has that value, and `countOrder=true` with the same filter answers their number alone
// (docs/rest-v2-3.6.2.md §3). The values tried: every value the list holds (every name of an
// enumeration), and one no record has. `followId` on /v2/transfers selects the transfers carrying
// that follow id in transferInfo (v2-follow-filter.ts).
import { isJsonObject, UPDATED_INFO, V2_EQUALITY_FILTERS, V2_LISTS, V2_RULE_MODES, type JsonObject, type V2ListEntry } from '../../../contract/index.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { reportFailure } from '../list-semantics/property.ts';
import { diffBy, listed, type Failure } from '../list-semantics/row-diff.ts';
import { unreadable } from '../scenarios/helpers.ts';
import { followIdFailure } from './v2-follow-filter.ts';
import { v2KeyOf, v2Page, wholeList, WHOLE_LIST } from './v2-lists.ts';

/** The values an enumeration filter takes besides those the list holds. */
const ENUMERATED: Readonly<Record<string, readonly string[]>> = {
  status: Object.keys(UPDATED_INFO),
  modeTrans: V2_RULE_MODES,
  isSSL: ['true', 'false'],
  isActive: ['true', 'false'],
};

/** The values to try for one filter: the enumeration's, or those the list holds; and one no record has. */
function valuesOf(ctx: CheckContext, parameter: string, field: string, whole: readonly JsonObject[]): string[] {
  const held = [...new Set(whole.map((r) => String(r[field])))].sort();
  return [...(ENUMERATED[parameter] ?? held), ...(ENUMERATED[parameter] ? [] : [`${ctx.runPrefix}-none`])];
}

async function checkFilter(ctx: CheckContext, entry: V2ListEntry, parameter: string, field: string, value: string, whole: readonly JsonObject[]): Promise<Failure | undefined> {
  const path = V2_LISTS[entry].path;
  const what = `GET ${path}?${parameter}=${value}`;
  const want = whole.filter((r) => String(r[field]) === value);
  const page = await v2Page(ctx, entry, { [parameter]: value, limit: WHOLE_LIST }, what);
  if (!page.ok) return page.failure;
  const key = (r: JsonObject) => v2KeyOf(entry, r);
  const d = diffBy(page.results, want, key);
  if (d.missing.length + d.unexpected.length + d.duplicates.length > 0) {
    return {
      finding: {
        title: `${what}: ${d.unexpected.length > 0 ? `${d.unexpected.length} records whose ${field} is not ${value}` : d.missing.length > 0 ? `${d.missing.length} records with ${field} ${value} missing` : 'a record twice'}`,
        expected: `Expected: the ${want.length} records whose ${field} is ${value}${want.length > 0 ? ` (${listed(want, key)})` : ''}`,
        received: `Received: ${page.results.length} records; ${[d.unexpected.length > 0 ? `unexpected ${listed(d.unexpected, (r) => `${key(r)} (${field} ${String(r[field])})`)}` : '', d.missing.length > 0 ? `missing ${listed(d.missing, key)}` : ''].filter(Boolean).join('; ')}`,
      },
      exchange: page.ex,
    };
  }
  const counted = await ctx.call({ method: 'GET', path, query: { [parameter]: value, countOrder: 'true' } });
  const total = isJsonObject(counted.json) ? counted.json['totalResults'] : undefined;
  if (unreadable(counted) || counted.response?.status !== 200 || total !== want.length) {
    return {
      finding: {
        title: `${what}&countOrder=true: not the count of the records it selects`,
        expected: `Expected: 200 {"totalResults":${want.length}}`,
        received: `Received: ${counted.response ? `${counted.response.status} ${counted.response.body.slice(0, 160)}` : 'no answer'}`,
      },
      exchange: counted,
    };
  }
  return undefined;
}

async function checkList(ctx: CheckContext, entry: V2ListEntry): Promise<void> {
  const { page, complete } = await wholeList(ctx, entry);
  if (!page.ok) return void reportFailure(ctx, page.failure);
  // Judging a filter needs every record it could select.
  if (!complete) return;
  for (const [parameter, field] of Object.entries(V2_EQUALITY_FILTERS[entry])) {
    for (const value of valuesOf(ctx, parameter, field, page.results)) {
      // One finding per filter: its first wrong value names the fault.
      if (!reportFailure(ctx, await checkFilter(ctx, entry, parameter, field, value, page.results))) break;
    }
  }
  if (entry === 'v2transfers') reportFailure(ctx, await followIdFailure(ctx, page.results));
}

export const v2FiltersSelectAsDocumented: ScenarioCheck = {
  id: 'v2_filters_select_as_documented',
  kind: 'scenario',
  severity: 'major',
  rule: 'Each equality filter of GET /v2/transfers (ruleID, partner, status, filename), /v2/hosts (address, isSSL, isActive) and /v2/rules (modeTrans) selects exactly the records whose field has that value, followId the transfers whose transferInfo carries that follow id, and countOrder=true answers their number.',
  failsWhen: 'an equality filter of a v2 list selects a record whose field has another value or leaves out one that has it, followId selects a transfer of another follow id or leaves out one of that id, or `countOrder=true` with the same filter answers another number.',
  async run(ctx) {
    for (const entry of Object.keys(V2_LISTS) as V2ListEntry[]) await checkList(ctx, entry);
  },
};
