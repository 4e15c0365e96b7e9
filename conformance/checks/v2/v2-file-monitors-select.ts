// v2_file_monitors_select: GET /v2/filemonitors (docs/rest-v2-3.6.2.md §1 F1, §2.7, §8.8;
// SpooledHandler) answers the monitors with `totalResults` their number and `totalSubResults` the
// number of their files; `name` keeps the monitors of that name (each name the list holds, up to
// a few, and one none has), and `countOrder=true` answers those two counts alone, the same as the
// list's for the same filter. Read-only; on a server without spooled clients every answer is
// empty, which is then what is judged (3.6.2 observed so, §8.8).
import { isJsonObject, type JsonObject } from '../../../contract/index.ts';
import type { Exchange } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { reportFailure } from '../list-semantics/property.ts';
import type { Failure } from '../list-semantics/row-diff.ts';
import { answerText } from './v2-writes.ts';

const PATH = '/v2/filemonitors';
/** The most names tried, each one list and one count. */
const TRIED = 3;

const monitorsOf = (ex: Exchange): JsonObject[] | undefined => {
  const r = isJsonObject(ex.json) ? ex.json['results'] : undefined;
  return ex.response?.status === 200 && Array.isArray(r) && r.every(isJsonObject) ? r : undefined;
};
/**
 * The files a monitor holds: its FILES entries, except that 3.6.2 writes `[n]` (the count alone)
 * when it does not list them and `[0]` when it has none (SpooledInformTask.buildSpooledJsonElement).
 */
const filesOf = (m: JsonObject): number => {
  const files = Array.isArray(m['FILES']) ? m['FILES'] : [];
  return files.reduce<number>((n, f) => n + (typeof f === 'number' ? f : isJsonObject(f) ? 1 : 0), 0);
};
const countsOf = (ms: readonly JsonObject[]) => ({ totalResults: ms.length, totalSubResults: ms.reduce((n, m) => n + filesOf(m), 0) });

function countsFailure(what: string, ex: Exchange, want: { totalResults: number; totalSubResults: number }): Failure | undefined {
  const body = isJsonObject(ex.json) ? ex.json : undefined;
  if (ex.response?.status === 200 && body?.['totalResults'] === want.totalResults && body['totalSubResults'] === want.totalSubResults) return undefined;
  return { finding: { title: `${what}: not the counts of the monitors it selects`, expected: `Expected: 200 with ${JSON.stringify(want)}`, received: `Received: ${answerText(ex)}` }, exchange: ex };
}

async function byName(ctx: CheckContext, name: string, all: readonly JsonObject[]): Promise<Failure | undefined> {
  const want = all.filter((m) => m['NAME'] === name);
  const what = `GET ${PATH}?name=${name}`;
  const ex = await ctx.call({ method: 'GET', path: PATH, query: { name } });
  const got = monitorsOf(ex);
  if (!got) return { finding: { title: `${what}: not a list of monitors`, expected: 'Expected: 200 {"results":[…],"totalResults","totalSubResults"}', received: `Received: ${answerText(ex)}` }, exchange: ex };
  const names = got.map((m) => String(m['NAME']));
  if (got.length !== want.length || names.some((n) => n !== name)) {
    return { finding: { title: `${what}: not the monitors of that name`, expected: `Expected: ${want.length} monitor(s) named ${name}`, received: `Received: ${got.length}: ${names.slice(0, 8).join(', ')}` }, exchange: ex };
  }
  return countsFailure(what, ex, countsOf(want)) ?? countsFailure(`${what}&countOrder=true`, await ctx.call({ method: 'GET', path: PATH, query: { name, countOrder: 'true' } }), countsOf(want));
}

async function select(ctx: CheckContext): Promise<Failure | undefined> {
  const whole = await ctx.call({ method: 'GET', path: PATH });
  const all = monitorsOf(whole);
  if (!all) return { finding: { title: `GET ${PATH}: not a list of monitors`, expected: 'Expected: 200 {"results":[…],"totalResults","totalSubResults"}', received: `Received: ${answerText(whole)}` }, exchange: whole };
  const failure = countsFailure(`GET ${PATH}`, whole, countsOf(all)) ?? countsFailure(`GET ${PATH}?countOrder=true`, await ctx.call({ method: 'GET', path: PATH, query: { countOrder: 'true' } }), countsOf(all));
  if (failure) return failure;
  const names = [...new Set(all.map((m) => String(m['NAME'])))].sort().slice(0, TRIED);
  for (const name of [...names, `${ctx.runPrefix}-none`]) {
    const f = await byName(ctx, name, all);
    if (f) return f;
  }
  return byStatus(ctx, all);
}

/**
 * `status` 1 and -1 (active and inactive): two disjoint lists that make up the whole. Which monitor
 * is active depends on the server's own connection timeout, so only the partition is judged.
 */
async function byStatus(ctx: CheckContext, all: readonly JsonObject[]): Promise<Failure | undefined> {
  const [active, inactive] = [await ctx.call({ method: 'GET', path: PATH, query: { status: '1' } }), await ctx.call({ method: 'GET', path: PATH, query: { status: '-1' } })];
  const [a, i] = [monitorsOf(active), monitorsOf(inactive)];
  if (!a || !i) return { finding: { title: `GET ${PATH}?status=${a ? '-1' : '1'}: not a list of monitors`, expected: 'Expected: 200 {"results":[…],"totalResults","totalSubResults"}', received: `Received: ${answerText(a ? inactive : active)}` }, exchange: a ? inactive : active };
  const names = (ms: readonly JsonObject[]) => ms.map((m) => String(m['NAME']));
  const overlap = names(a).filter((n) => names(i).includes(n));
  if (overlap.length === 0 && new Set([...names(a), ...names(i)]).size === all.length) return undefined;
  return { finding: { title: `GET ${PATH}?status=1 and ?status=-1 do not split the monitors`, expected: `Expected: two disjoint lists making up the ${all.length} monitors`, received: `Received: active ${names(a).join(', ') || 'none'}; inactive ${names(i).join(', ') || 'none'}` }, exchange: inactive };
}

export const v2FileMonitorsSelect: ScenarioCheck = {
  id: 'v2_file_monitors_select',
  kind: 'scenario',
  severity: 'minor',
  rule: 'GET /v2/filemonitors answers the monitors with totalResults their number and totalSubResults the number of their files; name keeps the monitors of that name; countOrder=true answers the same two counts alone; status 1 and -1 split the monitors in two.',
  failsWhen: 'GET /v2/filemonitors, with or without a name, answers counts other than the number of monitors and of their files, name keeps a monitor of another name or leaves out one of that name, `countOrder=true` answers other counts than the list, or `status=1` and `status=-1` lists overlap or do not make up the whole.',
  async run(ctx) {
    reportFailure(ctx, await select(ctx));
  },
};
