// The value classes of the three v2 record lists' query parameters (contract/v2/input-space.ts):
// each cell is sent alone (with limit=1000 unless it is the limit or the offset under test) and the
// answer judged against the whole list read once in the default order: a refusal must be 400 with
// errorCode 4; a page must hold what the value read as selects (a count for limit and offset, the
// same rows sorted for order, the count alone for countOrder, the rows whose field equals the value
// for the equality filters, the rows starting at or after / at or before the instant for the
// dates). The date seeds sit on the data's own starts so that every misreading of a date form
// (the end of the day, the wrong offset) moves a row across the bound.
import { compareV2Field, isJsonObject, V2_EQUALITY_FILTERS, V2_LISTS, textClasses, type JsonObject, type V2ListEntry, type ValueClass } from '../../../contract/index.ts';
import type { CheckContext } from '../../runner/context.ts';
import { reportFailure } from '../list-semantics/property.ts';
import { diffBy, listed, type Failure } from '../list-semantics/row-diff.ts';
import { v2KeyOf, wholeList, WHOLE_LIST } from '../v2/v2-lists.ts';
import { answerText } from '../v2/v2-writes.ts';
import { instantOf } from './class-value.ts';
import { readingText } from './reading-text.ts';
import { v2CellText, v2Cells, v2StatusFailure, type V2Cell, type V2Seeds } from './v2-cells.ts';

const LISTS: Readonly<Record<string, V2ListEntry>> = { listTransfersV2: 'v2transfers', listHostsV2: 'v2hosts', listRulesV2: 'v2rules' };
/** An order other than the default, so that reading it (or not) shows. */
const OTHER_ORDER: Readonly<Record<V2ListEntry, string>> = { v2transfers: 'descId', v2hosts: 'descAddress', v2rules: 'descName' };
const HOUR = 3_600_000;

const msOf = (v: unknown): number => (typeof v === 'string' ? Date.parse(v) : Number.NaN);
const fieldOf = (entry: V2ListEntry, param: string): string | undefined => (V2_EQUALITY_FILTERS[entry] as Record<string, string>)[param];

/** The start of a row not at midnight (an ISO date must fall before it on its own day). */
function aStart(whole: readonly JsonObject[]): number | undefined {
  return whole.map((r) => msOf(r['start'])).find((ms) => Number.isFinite(ms) && ms % 86_400_000 !== 0);
}

/** Where a date bound goes, per form, so that its misreading moves the row at `r` across it. */
function dateSeed(param: string, c: ValueClass, r: number): number {
  const lower = param === 'startTrans';
  if (c === 'time-iso-z') return lower ? r + HOUR : r;
  if (c === 'time-iso-offset') return lower ? r : r - HOUR;
  return r;
}

function seedsOf(entry: V2ListEntry, whole: readonly JsonObject[]) {
  return (param: string, c: ValueClass): V2Seeds => {
    const field = fieldOf(entry, param);
    const texts: Partial<Record<ValueClass, string>> = {};
    if (field) for (const r of whole) for (const k of textClasses(r[field])) texts[k] ??= r[field] as string;
    const first = field ? whole.find((r) => typeof r[field] === 'string')?.[field] : undefined;
    switch (param) {
      case 'limit': return { number: 3n, negative: -1n };
      case 'offset': return { number: 2n, negative: -1n };
      case 'order': return { name: OTHER_ORDER[entry] };
      case 'countOrder': return { flag: true };
      case 'isSSL': case 'isActive': return { flag: whole.some((r) => r[param] === true) };
      case 'startTrans': case 'stopTrans': {
        const r = aStart(whole);
        return r === undefined ? {} : { ms: dateSeed(param, c, r) };
      }
      default: return { texts, ...(typeof first === 'string' ? { name: first } : {}) };
    }
  };
}

/** The plain text a cell's value reads as, for the equality filters. */
const plainOf = (c: V2Cell): string => (c.reading.as === 'value' ? String(c.reading.value) : String(c.value));

type Want =
  | { readonly rows: readonly JsonObject[] }
  | { readonly count: number }
  | { readonly sortedBy: string; readonly ascending: boolean }
  | { readonly total: number }
  | { readonly list: true };

function wanted(entry: V2ListEntry, c: V2Cell, whole: readonly JsonObject[]): Want | undefined {
  const n = Number(c.value);
  switch (c.param) {
    case 'limit': return { count: c.reading.as === 'unbounded' ? whole.length : Math.min(n, whole.length) };
    case 'offset': return { count: c.reading.as === 'absent' ? whole.length : Math.max(0, whole.length - n) };
    case 'order': {
      const o = (V2_LISTS[entry].orders as Record<string, { field: string; ascending: boolean }>)[String(c.value)];
      return o ? { sortedBy: o.field, ascending: o.ascending } : undefined;
    }
    case 'countOrder': return plainOf(c).toLowerCase() === 'true' ? { total: whole.length } : { list: true };
    case 'followId': return { rows: [] };
    case 'startTrans': case 'stopTrans': {
      const t = instantOf(c.value as string);
      if (t === undefined) return undefined;
      return { rows: whole.filter((r) => (c.param === 'startTrans' ? msOf(r['start']) >= t : msOf(r['start']) <= t)) };
    }
    default: {
      const field = fieldOf(entry, c.param);
      return field ? { rows: whole.filter((r) => String(r[field]) === plainOf(c)) } : undefined;
    }
  }
}

function judged(entry: V2ListEntry, body: JsonObject, want: Want, whole: readonly JsonObject[]): string | undefined {
  const results = Array.isArray(body['results']) ? (body['results'] as unknown[]).filter(isJsonObject) : undefined;
  if ('total' in want) return body['totalResults'] === want.total && !('results' in body) ? undefined : `expected {"totalResults":${want.total}} alone`;
  if (!results) return 'expected a list ({"results":[…]})';
  const key = (r: JsonObject) => v2KeyOf(entry, r);
  if ('list' in want) return undefined;
  if ('count' in want) return results.length === want.count ? undefined : `expected ${want.count} records, received ${results.length}`;
  if ('sortedBy' in want) {
    const d = diffBy(results, whole, key);
    if (d.missing.length + d.unexpected.length > 0) return `expected every record of the list once, sorted by ${want.sortedBy}`;
    const bad = results.findIndex((r, i) => i > 0 && compareV2Field(results[i - 1]?.[want.sortedBy], r[want.sortedBy]) * (want.ascending ? 1 : -1) > 0);
    return bad < 0 ? undefined : `record ${bad} (${key(results[bad] as JsonObject)}) out of ${want.ascending ? 'ascending' : 'descending'} ${want.sortedBy} order`;
  }
  const d = diffBy(results, want.rows, key);
  if (d.missing.length + d.unexpected.length + d.duplicates.length === 0) return undefined;
  return `expected ${want.rows.length} records (${listed(want.rows, key)}); ${d.unexpected.length > 0 ? `unexpected ${listed(d.unexpected, key)}` : ''}${d.missing.length > 0 ? ` missing ${listed(d.missing, key)}` : ''}`;
}

async function tryCell(ctx: CheckContext, entry: V2ListEntry, c: V2Cell, whole: readonly JsonObject[]): Promise<Failure | undefined> {
  const path = V2_LISTS[entry].path;
  const paging = c.param === 'limit' || c.param === 'offset';
  const query = { ...(paging && c.param === 'limit' ? {} : { limit: String(WHOLE_LIST) }), [c.param]: String(c.value) };
  const ex = await ctx.call({ method: 'GET', path, query });
  const what = `GET ${path}`;
  const bad = v2StatusFailure(what, c, ex, 200);
  if (bad || c.reading.as === 'rejected') return bad;
  const want = wanted(entry, c, whole);
  if (!want || !isJsonObject(ex.json)) return isJsonObject(ex.json) ? undefined : { finding: { title: `${v2CellText(what, c)}: no JSON answer`, expected: 'Expected: 200 with a JSON object', received: `Received: ${answerText(ex)}` }, exchange: ex };
  const problem = judged(entry, ex.json, want, whole);
  if (!problem) return undefined;
  return { finding: { title: `${v2CellText(what, c)} is not read ${readingText(c.reading)}`, expected: `Expected: ${problem.split(';')[0]}`, received: `Received: ${answerText(ex)}` }, exchange: ex };
}

/** Every cell of the three record lists, judged against each whole list (skipped where the list has 1000 records or more). */
export async function v2ListClasses(ctx: CheckContext): Promise<void> {
  for (const [operation, entry] of Object.entries(LISTS)) {
    const { page, complete } = await wholeList(ctx, entry);
    if (!page.ok) return void reportFailure(ctx, page.failure);
    if (!complete) continue;
    for (const c of v2Cells(ctx, operation, seedsOf(entry, page.results), false)) reportFailure(ctx, await tryCell(ctx, entry, c, page.results));
  }
}
