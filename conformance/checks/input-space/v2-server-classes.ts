// The value classes of the v2 read operations that are not record lists (contract/v2/input-space.ts):
// GET /v2/filemonitors (name, status, countOrder: judged against the whole answer), GET
// /v2/server/status (period: `fromDate` is `date` less the period read) and GET /v2/server/config
// (each export flag: false answers `{}`, true names the file it wrote — true only to the fake).
import { isJsonObject, type JsonObject } from '../../../contract/index.ts';
import type { CheckContext } from '../../runner/context.ts';
import { reportFailure } from '../list-semantics/property.ts';
import type { Failure } from '../list-semantics/row-diff.ts';
import { answerText } from '../v2/v2-writes.ts';
import { readingText } from './reading-text.ts';
import { queriedCell, v2CellText, v2Cells, type V2Cell } from './v2-cells.ts';

const HOUR_MS = 3_600_000;
/** How far apart 3.6.2's two readings of its clock (for `date`, then for `fromDate`) may be. */
const CLOCK_READS_APART_MS = 1_000;

const wrong = (what: string, c: V2Cell, expected: string, ex: Parameters<typeof answerText>[0]): Failure =>
  ({ finding: { title: `${v2CellText(what, c)} is not read ${readingText(c.reading)}`, expected: `Expected: ${expected}`, received: `Received: ${answerText(ex)}` }, exchange: ex });

const names = (body: unknown): string[] => {
  const results = isJsonObject(body) ? body['results'] : undefined;
  return Array.isArray(results) ? results.map((m) => (isJsonObject(m) ? String(m['NAME']) : '')).sort() : [];
};

async function fileMonitorClasses(ctx: CheckContext): Promise<void> {
  const path = '/v2/filemonitors';
  const whole = await ctx.call({ method: 'GET', path });
  if (whole.response?.status !== 200 || !isJsonObject(whole.json)) return;
  const all = names(whole.json);
  const seeds = (param: string) => (param === 'name' ? { texts: { 'text-ascii': all[0] ?? `${ctx.runPrefix}-monitor` } } : param === 'status' ? { number: 1n } : { flag: true });
  for (const c of v2Cells(ctx, 'listFileMonitorsV2', seeds, false)) {
    const ex = await queriedCell(ctx, path, c);
    if (!ex) continue;
    const what = `GET ${path}`;
    const got = names(ex.json);
    const body = isJsonObject(ex.json) ? ex.json : {};
    let failure: Failure | undefined;
    if (c.param === 'name') {
      const want = all.filter((n) => n === c.value);
      if (got.join('\n') !== want.join('\n')) failure = wrong(what, c, `the monitors named so (${want.join(', ') || 'none'})`, ex);
    } else if (c.param === 'status') {
      // 0: every monitor; any positive number: the active ones, as status=1 answers them (which the answer does not show).
      const active = c.valueClass === 'zero' ? all : names((await ctx.call({ method: 'GET', path, query: { status: '1' } })).json);
      if (got.join('\n') !== active.join('\n')) failure = wrong(what, c, c.valueClass === 'zero' ? `every monitor (${all.join(', ') || 'none'})` : `the monitors status=1 answers (${active.join(', ') || 'none'})`, ex);
    } else if (body['totalResults'] !== (whole.json as JsonObject)['totalResults'] || 'results' in body) {
      failure = wrong(what, c, `the counts alone ({"totalResults":${String((whole.json as JsonObject)['totalResults'])},…})`, ex);
    }
    reportFailure(ctx, failure);
  }
}

async function statusClasses(ctx: CheckContext): Promise<void> {
  const path = '/v2/server/status';
  for (const c of v2Cells(ctx, 'getServerStatusV2', () => ({}), false)) {
    const ex = await queriedCell(ctx, path, c);
    if (!ex) continue;
    const body = isJsonObject(ex.json) ? ex.json : {};
    const span = Date.parse(String(body['date'])) - Date.parse(String(body['fromDate']));
    // The value sent is PT1H: fromDate is one hour before date. 3.6.2 reads the clock once for
    // `date` and again for `fromDate` (ServerStatusMaker), so fromDate may come a moment later.
    if (!(span <= HOUR_MS && span > HOUR_MS - CLOCK_READS_APART_MS)) reportFailure(ctx, wrong(`GET ${path}`, c, 'fromDate one hour (PT1H) before date, to within the time between two readings of the clock', ex));
  }
}

/** The answer's key for each export flag (ServerHandler.getConfig). */
const FILE_KEYS: Readonly<Record<string, string>> = { exportHosts: 'fileHost', exportRules: 'fileRule', exportBusiness: 'fileBusiness', exportAliases: 'fileAlias', exportRoles: 'fileRoles' };

async function configClasses(ctx: CheckContext): Promise<void> {
  const path = '/v2/server/config';
  // false: the flag's meaning shows as the file not written; true (TRUE) only where the fake is the target.
  for (const c of v2Cells(ctx, 'exportConfigV2', () => ({ flag: false }), false)) {
    const ex = await queriedCell(ctx, path, c);
    if (!ex) continue;
    const asTrue = c.reading.as === 'value' ? c.reading.value === true : String(c.value).toLowerCase() === 'true';
    const key = FILE_KEYS[c.param] ?? '';
    const body = isJsonObject(ex.json) ? ex.json : {};
    const ok = asTrue ? typeof body[key] === 'string' && Object.keys(body).length === 1 : Object.keys(body).length === 0;
    if (!ok) reportFailure(ctx, wrong(`GET ${path}`, c, asTrue ? `{"${key}":"<the file written>"} alone` : '{} (nothing exported)', ex));
  }
}

/** The v2 read operations besides the record lists. */
export async function v2ServerClasses(ctx: CheckContext): Promise<void> {
  await fileMonitorClasses(ctx);
  await statusClasses(ctx);
  if (ctx.allows({ method: 'GET', path: '/v2/server/config' })) await configClasses(ctx);
}
