// v2_config_export_import: GET /v2/server/config with every export flag writes the hosts, rules,
// business, aliases and roles to files and answers their paths (fileHost, fileRule, fileBusiness,
// fileAlias, fileRoles); PUT /v2/server/config importing those same files answers 200 and leaves
// hosts, rules and the host configuration as they were, also with every purge flag (what is purged
// is what the files put back: a rule and a host the run makes after the export are gone), each
// answer naming every part imported. Without this server's host configuration row (DELETE
// /v2/hostconfig, put back through v1 as v2_hostconfig_lifecycle does), an export of the business
// and an import of it answer 404 (ServerHandler: the row is read first). docs/rest-v2-3.6.2.md
// §1 S6-S7, §2.7, §8.7.
// Safety: imports need --allow-config-import, and the purges and the 404 steps (which send purge
// flags) --allow-purge as well, tested here on the logs export's purge (the client's gate types
// an import by its effect alone); the files imported are those the export just wrote, so the
// data ends as it began, and is compared before and after. On our 3.6.2 build every export is a
// 500 (Saxon, §8.7): the check stops there and nothing is imported.
import { isJsonObject, type JsonObject } from '../../../contract/index.ts';
import { SafetyRefusal } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import { NotJudged, type ScenarioCheck } from '../check.ts';
import { reportFailure } from '../list-semantics/property.ts';
import type { Failure } from '../list-semantics/row-diff.ts';
import { answerOf } from '../scenarios/helpers.ts';
import { sameJson } from '../same-json.ts';
import { HOSTCONFIG_TEXTS, ownHostConfigUnchangeable, restoreHostConfig, showsOriginalHostConfig } from './v2-hostconfig-lifecycle.ts';
import { answerText, objectOf, statusFailure } from './v2-writes.ts';
import { makeHost, makeRule } from './v2-run-records.ts';

const PATH = '/v2/server/config';
/** Export flag, answer key, import file parameter, purge flag. */
const PARTS = [
  ['exportHosts', 'fileHost', 'hostsFile', 'purgeHosts'], ['exportRules', 'fileRule', 'rulesFile', 'purgeRules'],
  ['exportBusiness', 'fileBusiness', 'businessFile', 'purgeBusiness'], ['exportAliases', 'fileAlias', 'aliasesFile', 'purgeAliases'],
  ['exportRoles', 'fileRoles', 'rolesFile', 'purgeRoles'],
] as const;
const SNAPSHOT = ['/v2/hosts', '/v2/rules', '/v2/hostconfig'] as const;
/** The answer's key per part imported, and whether it is imported without its purge flag. */
const IMPORTED = [['purgedHost', true], ['purgedRule', true], ['purgedBusiness', false], ['purgedAlias', false], ['purgedRoles', false]] as const;

/** What v2 shows of the configuration an import touches: the hosts, the rules, the host configuration. */
const snapshot = async (ctx: CheckContext) => Promise.all(SNAPSHOT.map(async (path) => (await ctx.call({ method: 'GET', path, ...(path === '/v2/hostconfig' ? {} : { query: { limit: 1000 } }) })).json));

async function imported(ctx: CheckContext, files: Readonly<Record<string, string>>, purge: boolean, before: unknown): Promise<Failure | undefined> {
  const query = Object.fromEntries(PARTS.flatMap(([, answerKey, file, flag]) => [[file, files[answerKey] ?? ''], ...(purge ? [[flag, 'true']] : [])]));
  const what = `PUT ${PATH} of the files just exported${purge ? ', every purge flag' : ''}`;
  if (purge) {
    // A rule and a host of the run made after the export: the purging import must remove them.
    await makeRule(ctx, { name: `${ctx.runPrefix}-cfg-rule`, mode: 'send' });
    await makeHost(ctx, `${ctx.runPrefix}-cfg-host`, '10.66.9.9');
  }
  const put = await ctx.call({ method: 'PUT', path: PATH, query });
  const answer = objectOf(put);
  if (put.response?.status !== 200 || !answer) return { finding: { title: `${what}: status ${put.response?.status ?? 'none'}`, expected: 'Expected: 200 with what was imported', received: `Received: ${answerText(put)}` }, exchange: put };
  // ServerHandler.setConfig: hosts and rules are always imported, business, aliases and roles only with their purge flag.
  const want = Object.fromEntries(IMPORTED.filter(([, always]) => always || purge).map(([key]) => [key, 'true']));
  if (!sameJson(answer, want)) return { finding: { title: `${what}: not every part imported`, expected: `Expected: 200 ${JSON.stringify(want)}`, received: `Received: ${answerText(put)}` }, exchange: put };
  if (sameJson(await snapshot(ctx), before)) return undefined;
  return { finding: { title: `${what}: hosts, rules or host configuration changed`, expected: 'Expected: the configuration as exported (GET /v2/hosts, /v2/rules, /v2/hostconfig as before)', received: 'Received: another configuration afterwards' }, exchange: put };
}

/** Without the own host configuration row, exporting or importing the business answers 404; the row then put back. */
async function withoutRow(ctx: CheckContext, files: Readonly<Record<string, string>>): Promise<Failure | undefined> {
  const own = await ctx.hostId();
  const v1 = await ctx.call({ method: 'GET', path: `/hostconfigs/${own}` });
  const row = answerOf(v1);
  const original = objectOf(await ctx.call({ method: 'GET', path: '/v2/hostconfig' }));
  if (v1.response?.status !== 200 || !row || !original) throw new NotJudged('this server has no host configuration row to delete and put back');
  // A row that could not be put back exactly is left alone: this part is then not judged.
  if (ownHostConfigUnchangeable(ctx, row) !== undefined) return undefined;
  const texts: JsonObject = Object.fromEntries(HOSTCONFIG_TEXTS.map((t) => [t, row[t] ?? '']));
  ctx.onCleanup(() => restoreHostConfig(ctx, own, texts));
  const failure =
    statusFailure('DELETE /v2/hostconfig', await ctx.call({ method: 'DELETE', path: '/v2/hostconfig' }), 204) ??
    statusFailure(`GET ${PATH}?exportBusiness=true without a host configuration row`, await ctx.call({ method: 'GET', path: PATH, query: { exportBusiness: 'true' } }), 404) ??
    statusFailure(`PUT ${PATH} of the business without a host configuration row`, await ctx.call({ method: 'PUT', path: PATH, query: { hostsFile: files['fileHost'] ?? '', businessFile: files['fileBusiness'] ?? '', purgeBusiness: 'true' } }), 404);
  const back = await restoreHostConfig(ctx, own, texts);
  return failure ?? statusFailure('putting the row back through v1 (POST /hostconfigs)', back, 200) ?? (await showsOriginalHostConfig(ctx, own, texts, original, 'once put back'));
}

async function exportThenImport(ctx: CheckContext, purgeAllowed: boolean): Promise<Failure | undefined> {
  const ex = await ctx.call({ method: 'GET', path: PATH, query: Object.fromEntries(PARTS.map(([flag]) => [flag, 'true'])) });
  const body = isJsonObject(ex.json) ? ex.json : undefined;
  const missing = PARTS.filter(([, key]) => typeof body?.[key] !== 'string' || body[key] === '').map(([, key]) => key);
  if (ex.response?.status !== 200 || missing.length > 0) {
    return { finding: { title: `GET ${PATH} with every export flag: ${ex.response?.status === 200 ? `no file for ${missing.join(', ')}` : `status ${ex.response?.status ?? 'none'}`}`, expected: 'Expected: 200 {"fileHost","fileRule","fileBusiness","fileAlias","fileRoles"}: the paths written', received: `Received: ${answerText(ex)}` }, exchange: ex };
  }
  const files = body as Readonly<Record<string, string>>;
  const before = await snapshot(ctx);
  return (await imported(ctx, files, false, before)) ?? (purgeAllowed ? ((await imported(ctx, files, true, before)) ?? (await withoutRow(ctx, files))) : undefined);
}

export const v2ConfigExportImport: ScenarioCheck = {
  id: 'v2_config_export_import',
  kind: 'scenario',
  severity: 'major',
  rule: "GET /v2/server/config with every export flag answers 200 with the five files written; PUT /v2/server/config importing them answers 200 and leaves hosts, rules and host configuration as they were, also with every purge flag; without this server's host configuration row, exporting or importing the business answers 404.",
  failsWhen: "the export with every flag does not answer 200 with the five file paths, importing those files (with or without purges) does not answer 200 or changes hosts, rules or the host configuration, or without the host configuration row an export or import of the business does not answer 404.",
  needs: { writes: true, configImport: true },
  async run(ctx) {
    if (!ctx.allows({ method: 'PUT', path: PATH })) throw new SafetyRefusal('configImport', `PUT ${PATH} (it replaces the server's configuration from its files)`);
    // The import's purge flags ask what a purging logs export asks: --allow-purge.
    const purgeAllowed = ctx.allows({ method: 'GET', path: '/v2/server/logs', query: { purge: 'true' } });
    reportFailure(ctx, await exportThenImport(ctx, purgeAllowed));
  },
};
