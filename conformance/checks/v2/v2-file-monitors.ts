// v2_file_monitors_counted: GET /v2/filemonitors answers its monitors with totalResults = their
// number and totalSubResults = the files they hold (SpooledHandler, docs/rest-v2-3.6.2.md §2.7),
// `countOrder=true` the same two counts alone, `name` the monitors of that name, and `status` 1 and
// -1 two disjoint parts of the whole list (active and inactive; which is which depends on the
// server's own timeout, so only the partition is judged). Read-only; an empty list passes trivially.
import { isJsonObject, type JsonObject } from '../../../contract/index.ts';
import type { Exchange } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { reportFailure } from '../list-semantics/property.ts';
import { listed, type Failure } from '../list-semantics/row-diff.ts';
import { sameJson } from '../same-json.ts';
import { unreadable } from '../scenarios/helpers.ts';

const PATH = '/v2/filemonitors';

interface Monitors {
  readonly ex: Exchange;
  readonly results: readonly JsonObject[];
  readonly totalResults: unknown;
  readonly totalSubResults: unknown;
}

/**
 * The files a monitor holds: its FILES entries, except that 3.6.2 writes `[n]` (the count alone)
 * when it does not list them and `[0]` when it has none (SpooledInformTask.buildSpooledJsonElement).
 */
const filesOf = (m: JsonObject): number => {
  const files = Array.isArray(m['FILES']) ? m['FILES'] : [];
  return files.reduce<number>((n, f) => n + (typeof f === 'number' ? f : isJsonObject(f) ? 1 : 0), 0);
};
const what = (query: Readonly<Record<string, string>>) => `GET ${PATH}${Object.keys(query).length ? `?${new URLSearchParams(query).toString()}` : ''}`;

async function monitors(ctx: CheckContext, query: Readonly<Record<string, string>>): Promise<Monitors | Failure> {
  const ex = await ctx.call({ method: 'GET', path: PATH, query });
  const body = ex.json;
  const results = isJsonObject(body) ? body['results'] : undefined;
  if (unreadable(ex) || ex.response?.status !== 200 || !isJsonObject(body) || (query['countOrder'] === undefined && !(Array.isArray(results) && results.every(isJsonObject)))) {
    return { finding: { title: `${what(query)}: not a file monitor list`, expected: 'Expected: 200 {"results":[…],"totalResults":n,"totalSubResults":m}', received: `Received: ${ex.response ? `${ex.response.status} ${ex.response.body.slice(0, 200)}` : 'no answer'}` }, exchange: ex };
  }
  return { ex, results: Array.isArray(results) ? (results as JsonObject[]) : [], totalResults: body['totalResults'], totalSubResults: body['totalSubResults'] };
}

const isFailure = (m: Monitors | Failure): m is Failure => 'finding' in m;

function counted(query: Readonly<Record<string, string>>, m: Monitors, want: readonly JsonObject[]): Failure | undefined {
  const files = want.reduce((n, x) => n + filesOf(x), 0);
  const listsRows = query['countOrder'] === undefined;
  const rowsOk = !listsRows || sameJson(m.results.map((r) => r['NAME']), want.map((r) => r['NAME']));
  if (rowsOk && m.totalResults === want.length && m.totalSubResults === files) return undefined;
  return {
    finding: {
      title: `${what(query)}: ${rowsOk ? 'counts not those of its monitors' : 'not the monitors asked for'}`,
      expected: `Expected: ${listsRows ? `monitors ${listed(want, (x) => String(x['NAME'])) || 'none'}, ` : ''}totalResults ${want.length}, totalSubResults ${files}`,
      received: `Received: ${listsRows ? `monitors ${listed(m.results, (x) => String(x['NAME'])) || 'none'}, ` : ''}totalResults ${String(m.totalResults)}, totalSubResults ${String(m.totalSubResults)}`,
    },
    exchange: m.ex,
  };
}

async function judge(ctx: CheckContext, query: Readonly<Record<string, string>>, want: (all: readonly JsonObject[]) => readonly JsonObject[], all: readonly JsonObject[]): Promise<boolean> {
  const m = await monitors(ctx, query);
  return reportFailure(ctx, isFailure(m) ? m : counted(query, m, want(all)));
}

export const v2FileMonitorsCounted: ScenarioCheck = {
  id: 'v2_file_monitors_counted',
  kind: 'scenario',
  severity: 'minor',
  rule: 'GET /v2/filemonitors gives totalResults = its monitors and totalSubResults = their files, countOrder=true the same counts alone, name the monitors of that name, and status 1 and -1 two disjoint parts of the whole list.',
  failsWhen: 'GET /v2/filemonitors answers counts that are not its monitors and their files, `countOrder=true` other counts, `name` other monitors, or `status=1` and `status=-1` lists that overlap or do not make up the whole.',
  async run(ctx) {
    const whole = await monitors(ctx, {});
    if (isFailure(whole)) return void reportFailure(ctx, whole);
    const all = whole.results;
    if (!reportFailure(ctx, counted({}, whole, all))) return;
    if (!(await judge(ctx, { countOrder: 'true' }, (a) => a, all))) return;
    for (const name of [...new Set(all.map((m) => String(m['NAME'])))].slice(0, 3)) {
      if (!(await judge(ctx, { name }, (a) => a.filter((m) => m['NAME'] === name), all))) return;
    }
    if (!(await judge(ctx, { name: `${ctx.runPrefix}-none` }, () => [], all))) return;
    const active = await monitors(ctx, { status: '1' });
    const inactive = await monitors(ctx, { status: '-1' });
    if (isFailure(active)) return void reportFailure(ctx, active);
    if (isFailure(inactive)) return void reportFailure(ctx, inactive);
    const names = (m: Monitors) => m.results.map((r) => String(r['NAME']));
    const overlap = names(active).filter((n) => names(inactive).includes(n));
    const union = new Set([...names(active), ...names(inactive)]);
    if (overlap.length > 0 || union.size !== all.length) {
      reportFailure(ctx, { finding: { title: `${PATH}?status=1 and ?status=-1 do not split the list`, expected: `Expected: two disjoint lists making up the ${all.length} monitors`, received: `Received: active ${listed(names(active), String)}; inactive ${listed(names(inactive), String)}` }, exchange: inactive.ex });
    }
  },
};
