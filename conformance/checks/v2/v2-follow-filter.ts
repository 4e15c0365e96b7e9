// The `followId` filter of GET /v2/transfers (docs/rest-v2-3.6.2.md §3.1): the transfers whose
// TRANSFERINFO carries that follow id (3.6.2: DbTaskRunner.getFollowIdFilter, TRANSFERINFO LIKE
// '%"follow":<id>%'). Waarp writes the id as a JSON number (TransferArgs: a Long), so a record
// `"follow":<id>` must be selected and one with another id must not. Left undecided, so no
// database's reading is taken as the rule: an id written as a JSON text (`"follow":"<id>"`,
// which the LIKE never matches) and an id of which the value tried is only the beginning (which it
// does); values that begin another held id are not tried. Also one value no record has.
import { isJsonObject, type JsonObject } from '../../../contract/index.ts';
import type { CheckContext } from '../../runner/context.ts';
import { diffBy, listed, type Failure } from '../list-semantics/row-diff.ts';
import { unreadable } from '../scenarios/helpers.ts';
import { v2KeyOf, v2Page, WHOLE_LIST } from './v2-lists.ts';

/** The follow id a transfer carries and whether it is written as a number, or undefined. */
function followOf(r: JsonObject): { readonly id: string; readonly number: boolean } | undefined {
  const info = r['transferInfo'];
  const m = typeof info === 'string' ? /"follow":("?)(-?\d+)\1/.exec(info) : null;
  return m ? { id: m[2] ?? '', number: m[1] === '' } : undefined;
}

/** The most held follow ids tried: each is one request (and one count). */
const TRIED = 3;

async function checkValue(ctx: CheckContext, value: string, whole: readonly JsonObject[]): Promise<Failure | undefined> {
  const what = `GET /v2/transfers?followId=${value}`;
  const key = (r: JsonObject) => v2KeyOf('v2transfers', r);
  const must = whole.filter((r) => followOf(r)?.id === value && followOf(r)?.number === true);
  const may = new Set(whole.filter((r) => followOf(r)?.id.startsWith(value) === true).map(key));
  const page = await v2Page(ctx, 'v2transfers', { followId: value, limit: WHOLE_LIST }, what);
  if (!page.ok) return page.failure;
  const d = diffBy(page.results, must, key);
  const unexpected = d.unexpected.filter((r) => !may.has(key(r)));
  if (unexpected.length + d.missing.length + d.duplicates.length > 0) {
    return {
      finding: {
        title: `${what}: ${unexpected.length > 0 ? `${unexpected.length} transfers of another follow id` : d.missing.length > 0 ? `${d.missing.length} transfers of follow id ${value} missing` : 'a transfer twice'}`,
        expected: `Expected: the ${must.length} transfers whose transferInfo carries "follow":${value}${must.length > 0 ? ` (${listed(must, key)})` : ''}`,
        received: `Received: ${page.results.length} transfers; ${[unexpected.length > 0 ? `unexpected ${listed(unexpected, (r) => `${key(r)} (${String(r['transferInfo'])})`)}` : '', d.missing.length > 0 ? `missing ${listed(d.missing, key)}` : ''].filter(Boolean).join('; ')}`,
      },
      exchange: page.ex,
    };
  }
  const counted = await ctx.call({ method: 'GET', path: '/v2/transfers', query: { followId: value, countOrder: 'true' } });
  const total = isJsonObject(counted.json) ? counted.json['totalResults'] : undefined;
  if (!unreadable(counted) && counted.response?.status === 200 && total === page.results.length) return undefined;
  return { finding: { title: `${what}&countOrder=true: not the number of the transfers it lists`, expected: `Expected: 200 {"totalResults":${page.results.length}}`, received: `Received: ${counted.response ? `${counted.response.status} ${counted.response.body.slice(0, 160)}` : 'no answer'}` }, exchange: counted };
}

/** The first failure of the followId filter on the whole transfer list, or undefined. */
export async function followIdFailure(ctx: CheckContext, whole: readonly JsonObject[]): Promise<Failure | undefined> {
  const held = [...new Set(whole.map((r) => followOf(r)?.id).filter((v): v is string => v !== undefined))].sort();
  const clean = held.filter((v) => !held.some((o) => o !== v && o.startsWith(v)));
  for (const value of [...clean.slice(0, TRIED), `${ctx.runPrefix}-none`]) {
    const failure = await checkValue(ctx, value, whole);
    if (failure) return failure;
  }
  return undefined;
}
