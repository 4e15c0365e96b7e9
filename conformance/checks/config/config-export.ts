// config_export: GET /config (3.6.2's HttpRestConfigR66Handler, ServerActions.configExport) with
// every part asked answers 200, command ExportConfig, one ConfigExportResponseJsonPacket that
// echoes the flags and names a file for the hosts and the rules (the business, aliases and roles
// too unless this server's column is null); with one part asked, only that file. On the embedded
// fake the files are also read: each exists and is XML (or empty, an empty column). Refusals: no
// part asked is JSON 406 "Export configuration in error" in an HTTP 400 with every file null; an
// import packet on GET is JSON 412 "Unknown command"; no body, 400 "not enough information".
// Safety: an export writes files on the server: --allow-writes.
import { existsSync, readFileSync } from 'node:fs';
import { V1_COMMAND } from '../../../contract/index.ts';
import { SafetyRefusal } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { rootOf, statusText } from '../actions/support.ts';
import { expectSoftError, exportConfig, importPacket, PARTS, resultOf } from './config-support.ts';

/** Why an exported file is not what an export writes, or undefined (read only on the embedded fake, where the paths are this machine's). */
function fileProblem(path: string): string | undefined {
  if (!existsSync(path)) return 'does not exist';
  const text = readFileSync(path, 'utf8').trim();
  return text === '' || /^(<\?xml[^>]*>\s*)?<[A-Za-z]/.test(text) ? undefined : 'is not XML';
}

async function everyPart(ctx: CheckContext): Promise<void> {
  const ex = await exportConfig(ctx, PARTS);
  const r = resultOf(ex);
  const files = PARTS.map((p) => [p, r?.[`file${p}`]] as const);
  const missing = files.filter(([p, f]) => (p === 'host' || p === 'rule') && (typeof f !== 'string' || f === '')).map(([p]) => `file${p}`);
  // The answer echoes the request packet (resp.fromJson), its requestUserPacket included.
  const flags = [...PARTS.filter((p) => r?.[p] !== true), ...(r?.['requestUserPacket'] === 11 ? [] : ['requestUserPacket'])];
  if (ex.response?.status !== 200 || rootOf(ex)?.['command'] !== V1_COMMAND.ExportConfig || !r || missing.length + flags.length > 0) {
    const why = missing.length > 0 ? `no ${missing.join(', ')}` : flags.length > 0 ? `flags not echoed: ${flags.join(', ')}` : statusText(ex);
    ctx.report({ title: `GET /config with every part: ${why}`, expected: 'Expected: 200, command ExportConfig, the flags echoed and the path of each file written', received: `Received: ${statusText(ex)} ${ex.response?.body.slice(0, 300) ?? ''}` }, ex);
    return;
  }
  if (!ctx.embedded) return;
  for (const [p, f] of files) {
    const problem = typeof f === 'string' ? fileProblem(f) : undefined;
    if (problem) ctx.report({ title: `GET /config: the ${p} file ${problem}`, expected: 'Expected: an XML file at the path answered', received: `Received: ${String(f)} ${problem}` }, ex);
  }
}

async function onePart(ctx: CheckContext): Promise<void> {
  const ex = await exportConfig(ctx, ['rule']);
  const r = resultOf(ex);
  const others = PARTS.filter((p) => p !== 'rule' && r?.[`file${p}`] !== null);
  if (ex.response === undefined || ex.response.status !== 200 || typeof r?.['filerule'] !== 'string' || others.length > 0) {
    ctx.report({ title: 'GET /config with the rules only: not only the rules file', expected: 'Expected: 200 with filerule a path and every other file null', received: `Received: ${statusText(ex)}${others.length > 0 ? `, also ${others.map((p) => `file${p}`).join(', ')}` : ''}` }, ex);
  }
}

async function refusals(ctx: CheckContext): Promise<void> {
  const none = await exportConfig(ctx, []);
  if (expectSoftError(ctx, none, 406, 'GET /config asking no part', 'Export configuration in error')) {
    const r = resultOf(none);
    const named = PARTS.filter((p) => r?.[`file${p}`] !== null);
    if (!r || named.length > 0) ctx.report({ title: 'GET /config asking no part: the refusal does not carry the answer packet with every file null', expected: 'Expected: results [ConfigExportResponseJsonPacket, every file null]', received: `Received: ${r ? `files ${named.join(', ')} set` : 'no result'}` }, none);
  }
  expectSoftError(ctx, await ctx.call({ method: 'GET', path: '/config', body: importPacket(ctx, {}) }), 412, 'GET /config with an import packet', 'Unknown command');
  expectSoftError(ctx, await ctx.call({ method: 'GET', path: '/config' }), 400, 'GET /config without a body', 'not enough information');
}

export const configExport: ScenarioCheck = {
  id: 'config_export',
  kind: 'scenario',
  severity: 'major',
  rule: 'GET /config answers 200 with the path of each part asked (every part: at least the hosts and rules files; one part: only its file), and refuses as 3.6.2 does: no part asked, JSON 406 in an HTTP 400; an import packet, JSON 412; no body, 400.',
  failsWhen: 'an export with every part does not answer 200 ExportConfig with the flags echoed and the hosts and rules files (on the embedded fake: files that exist and are XML), an export of the rules names another file, or a refusal is not the JSON 406, 412 or 400 in an HTTP 400 that 3.6.2 answers.',
  needs: { writes: true },
  async run(ctx) {
    if (!ctx.allows({ method: 'GET', path: '/config', body: {} })) throw new SafetyRefusal('writes', 'GET /config (it writes export files on the server)');
    await everyPart(ctx);
    await onePart(ctx);
    await refusals(ctx);
  },
};
