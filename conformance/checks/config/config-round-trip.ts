// config_round_trip: PUT /config (3.6.2's ServerActions.configImport) of the files GET /config
// just wrote answers 200, command ImportConfig, one ConfigImportResponseJsonPacket that echoes the
// request and says each part named was imported (and purged only where asked), and leaves hosts,
// rules and this server's host configuration as they were, also with every purge flag. A PUT naming no file is JSON 406 "Import configuration in error" in an HTTP 400;
// an export packet on PUT, JSON 412 "Unknown command"; naming the files with a transfer id for
// each (`hostid`...: the file a transfer received), none of which exists, imports nothing (406). On 3.6.2 every import packet is a 500 (a
// null LocalChannelReference over REST): the check stops at the first.
// Safety: --allow-writes (the export) and --allow-config-import; the purging import also
// --allow-purge. The files imported are those the export just wrote, so the data ends as it began,
// and is compared before and after.
import { V1_COMMAND, type JsonValue } from '../../../contract/index.ts';
import { SafetyRefusal, type Exchange } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { rootOf, statusText } from '../actions/support.ts';
import { sameJson } from '../same-json.ts';
import { expectSoftError, exportConfig, exportPacket, importPacket, PARTS, resultOf } from './config-support.ts';

const SNAPSHOT = ['/v2/hosts', '/v2/rules', '/v2/hostconfig'] as const;
/** What REST v2 shows of the configuration an import touches. */
const snapshot = async (ctx: CheckContext): Promise<unknown[]> =>
  Promise.all(SNAPSHOT.map(async (path) => (await ctx.call({ method: 'GET', path, ...(path === '/v2/hostconfig' ? {} : { query: { limit: 1000 } }) })).json));

/** Why an import answer is not the one expected for `files` and `purged`, or undefined. */
function answerProblem(ex: Exchange, files: Readonly<Record<string, string>>, purged: readonly string[]): string | undefined {
  const r = resultOf(ex);
  if (ex.response?.status !== 200 || rootOf(ex)?.['command'] !== V1_COMMAND.ImportConfig || !r) return statusText(ex);
  const wrong = PARTS.filter((p) => r[`imported${p}`] !== (files[p] !== undefined) || r[`purged${p}`] !== purged.includes(p));
  if (wrong.length > 0) return `imported/purged flags wrong for ${wrong.join(', ')}`;
  // The answer echoes the request packet (resp.fromJson): its file names, purge flags and requestUserPacket.
  const echo = PARTS.filter((p) => (r[p] ?? undefined) !== files[p] || r[`purge${p}`] !== purged.includes(p));
  return echo.length === 0 && r['requestUserPacket'] === 12 ? undefined : `the request not echoed (${[...echo, ...(r['requestUserPacket'] === 12 ? [] : ['requestUserPacket'])].join(', ')})`;
}

/** Each file named with a transfer id (`<part>id`), which stands for the file a transfer received: no such transfer, nothing imported. */
async function idsWin(ctx: CheckContext, files: Readonly<Record<string, string>>): Promise<void> {
  const ids = Object.fromEntries(PARTS.map((p) => [`${p}id`, 1]));
  const ex = await ctx.call({ method: 'PUT', path: '/config', body: importPacket(ctx, { ...files, ...ids }) });
  expectSoftError(ctx, ex, 406, 'PUT /config naming each file and a transfer id 1 for it (no such transfer)', 'Import configuration in error');
}

async function importBack(ctx: CheckContext, files: Readonly<Record<string, string>>, purged: readonly string[], before: unknown[]): Promise<boolean> {
  const fields: Record<string, JsonValue> = { ...files, ...Object.fromEntries(purged.map((p) => [`purge${p}`, true])) };
  const ex = await ctx.call({ method: 'PUT', path: '/config', body: importPacket(ctx, fields) });
  const what = `PUT /config of the files just exported${purged.length > 0 ? ` purging ${purged.join(', ')}` : ''}`;
  const problem = answerProblem(ex, files, purged);
  if (problem) {
    ctx.report({ title: `${what}: ${problem}`, expected: 'Expected: 200 ImportConfig, imported* true for each file named, purged* as asked', received: `Received: ${statusText(ex)} ${ex.response?.body.slice(0, 300) ?? ''}` }, ex);
    return false;
  }
  if (sameJson(await snapshot(ctx), before)) return true;
  ctx.report({ title: `${what}: hosts, rules or host configuration changed`, expected: 'Expected: the configuration as exported (GET /v2/hosts, /v2/rules, /v2/hostconfig as before)', received: 'Received: another configuration afterwards' }, ex);
  return false;
}

export const configRoundTrip: ScenarioCheck = {
  id: 'config_round_trip',
  kind: 'scenario',
  severity: 'major',
  rule: 'PUT /config of the files GET /config wrote answers 200 ImportConfig with each part imported and leaves the configuration as it was (also purging every part); naming no file is JSON 406 in an HTTP 400, an export packet JSON 412.',
  failsWhen: 'importing the files just exported does not answer 200 ImportConfig with imported* true for each file and purged* as asked, changes hosts, rules or the host configuration, or an import of nothing or an export packet on PUT is not refused with JSON 406 or 412 in an HTTP 400.',
  needs: { writes: true, configImport: true },
  async run(ctx) {
    if (!ctx.allows({ method: 'PUT', path: '/config', body: {} })) throw new SafetyRefusal('configImport', "PUT /config (it replaces the server's configuration from its files)");
    expectSoftError(ctx, await ctx.call({ method: 'PUT', path: '/config', body: exportPacket(ctx, []) }), 412, 'PUT /config with an export packet', 'Unknown command');
    const ex = await exportConfig(ctx, PARTS);
    const r = resultOf(ex);
    if (ex.response?.status !== 200 || !r) return; // config_export reports it
    const files = Object.fromEntries(PARTS.flatMap((p) => (typeof r[`file${p}`] === 'string' ? [[p, r[`file${p}`] as string]] : [])));
    const before = await snapshot(ctx);
    if (!(await importBack(ctx, files, [], before))) return;
    expectSoftError(ctx, await ctx.call({ method: 'PUT', path: '/config', body: importPacket(ctx, {}) }), 406, 'PUT /config naming no file', 'Import configuration in error');
    await idsWin(ctx, files);
    const purging = { method: 'PUT', path: '/config', body: { purgerule: true } } as const;
    if (ctx.allows(purging)) await importBack(ctx, files, PARTS.filter((p) => files[p] !== undefined), before);
  },
};
