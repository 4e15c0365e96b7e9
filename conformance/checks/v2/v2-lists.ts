// Reading REST v2's record lists (docs/rest-v2-3.6.2.md §3): one page, and a whole list as the
// reference the v2 list checks compare pages and filters with. A whole list is read as one page
// in the default order, capped at WHOLE_LIST rows: a larger target is judged on its first rows
// (ascending by id or name), never paged through, so that the reference does not itself depend
// on the paging under test.
import { isJsonObject, V2_LISTS, type JsonObject, type JsonValue, type V2ListEntry } from '../../../contract/index.ts';
import type { Exchange, QueryValue } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { Failure } from '../list-semantics/row-diff.ts';
import { unreadable } from '../scenarios/helpers.ts';

/** The most rows a whole-list reference holds. */
export const WHOLE_LIST = 1000;

/** One answer of a v2 list: its records and `totalResults`, or why it is not a list. */
export type V2Page =
  | { readonly ok: true; readonly ex: Exchange; readonly results: readonly JsonObject[]; readonly totalResults: JsonValue | undefined }
  | { readonly ok: false; readonly failure: Failure };

const describe = (ex: Exchange): string => (ex.response ? `${ex.response.status} ${ex.response.body.slice(0, 200)}` : `no answer (${ex.error?.message ?? 'unknown'})`);

/** `GET <list path>?…`; a 200 whose `results` is a list of objects is a page, anything else a failure naming what was asked. */
export async function v2Page(ctx: CheckContext, entry: V2ListEntry, query: Readonly<Record<string, QueryValue>>, what: string): Promise<V2Page> {
  const ex = await ctx.call({ method: 'GET', path: V2_LISTS[entry].path, query });
  const body = ex.json;
  const results = isJsonObject(body) ? body['results'] : undefined;
  if (unreadable(ex) || ex.response?.status !== 200 || !Array.isArray(results) || !results.every(isJsonObject)) {
    return { ok: false, failure: { finding: { title: `${what}: not a v2 list`, expected: 'Expected: 200 {"results":[…],"totalResults":n}', received: `Received: ${describe(ex)}` }, exchange: ex } };
  }
  return { ok: true, ex, results: results as JsonObject[], totalResults: (body as JsonObject)['totalResults'] };
}

/** The whole list (up to {@link WHOLE_LIST} rows) in the default order, and whether it is complete. */
export async function wholeList(ctx: CheckContext, entry: V2ListEntry): Promise<{ readonly page: V2Page; readonly complete: boolean }> {
  const page = await v2Page(ctx, entry, { limit: WHOLE_LIST }, `GET ${V2_LISTS[entry].path}?limit=${WHOLE_LIST}`);
  return { page, complete: page.ok && page.results.length < WHOLE_LIST };
}

/** The identity of a v2 record in its list: a transfer by `<id>_<requested>` (its v2 address), a host or rule by name. */
export const v2KeyOf = (entry: V2ListEntry, r: JsonObject): string =>
  entry === 'v2transfers' ? `${String(r['id'])}_${String(r['requested'])}` : String(r['name']);
