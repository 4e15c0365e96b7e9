// GET and PUT /v2/server/config (docs/rest-v2-3.6.2.md §1 S6-S7, §2.7; ServerHandler.getConfig,
// setConfig): export the store's hosts, rules and this server's business, aliases and roles to
// `<host>_hosts.xml`, `_rules.xml`, `_business.xml`, `_aliases.xml`, `_roles.xml` in the fake's
// archive folder (3.6.2: its config folder), answer the paths asked; import such files back.
// Where 3.6.2 does not follow its own intent, the fake does (each listed in the report):
// exports never 500 (Saxon's `indent-number`; empty business/roles); import reads only the
// files named (3.6.2 always reads hostsFile and rulesFile, so a call without them is errorCode 9
// for the empty name); flag errors name the purge* parameters (3.6.2 names exportHosts...);
// every file is read and checked before anything is written, so a refusal changes nothing.
// Files are read only inside the fake's own folder: any other path is errorCode 9, as if absent
// (a client must not make the fake read files of its choice).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serialize, type Rule } from '../../../contract/index.ts';
import type { Deps } from '../../deps.ts';
import type { Reply } from '../../http/reply.ts';
import type { ParsedRequest } from '../../http/request.ts';
import { refusedFormType } from '../form-media.ts';
import { V2Query } from '../query.ts';
import { emptyReply, v2ErrorReply, v2Errors, type V2Error } from '../v2-errors.ts';
import { languageOf } from '../v2-messages.ts';
import { readHostsXml, readRulesXml, type HostEntry } from './config-xml.ts';
import { importHosts, importOwnParts, importRules, partText, readOwnFile, type OwnPart } from './config-parts.ts';
import { insaneParameters } from './query-sanity.ts';
import { factsOf } from '../../release.ts';

const json = (body: Record<string, string>): Reply => ({ status: 200, headers: { 'Content-Type': 'application/json' }, body: serialize(body, false) });

const EXPORTS = [['exportHosts', 'hosts', 'fileHost'], ['exportRules', 'rules', 'fileRule'], ['exportBusiness', 'business', 'fileBusiness'], ['exportAliases', 'aliases', 'fileAlias'], ['exportRoles', 'roles', 'fileRoles']] as const;

export function exportConfigV2(req: ParsedRequest, deps: Deps): Reply {
  const refused = refusedFormType(req);
  if (refused) return refused;
  const language = languageOf(req.headers['accept-language']);
  const q = new V2Query(req);
  const insane = insaneParameters(q, EXPORTS.map(([p]) => p), factsOf(deps));
  if (insane) return v2ErrorReply([insane], language);
  const asked = EXPORTS.filter(([param]) => q.bool(param, false));
  if (q.errors.length > 0) return v2ErrorReply(q.errors, language);
  // 3.6.2 reads this server's business row whatever is asked: without it, 404.
  const own = deps.store.hostconfigs.get(deps.config.hostId)?.record;
  if (!own) return emptyReply(404);
  const dir = deps.server.archiveDir();
  const answer: Record<string, string> = {};
  for (const [, part, key] of asked) {
    const path = join(dir, `${deps.config.hostId.replace(/[/\\\u0000]/g, '_')}_${part}.xml`);
    writeFileSync(path, partText(part, deps, own));
    answer[key] = path;
  }
  return json(answer);
}

const IMPORTS = [['purgeHosts', 'hostsFile'], ['purgeRules', 'rulesFile'], ['purgeBusiness', 'businessFile'], ['purgeAliases', 'aliasesFile'], ['purgeRoles', 'rolesFile']] as const;

export function importConfigV2(req: ParsedRequest, deps: Deps): Reply {
  const refused = refusedFormType(req);
  if (refused) return refused;
  const language = languageOf(req.headers['accept-language']);
  const q = new V2Query(req);
  const insane = insaneParameters(q, IMPORTS.flat(), factsOf(deps));
  if (insane) return v2ErrorReply([insane], language);
  const [purgeHosts, purgeRules, purgeBusiness, purgeAliases, purgeRoles] = IMPORTS.map(([p]) => q.bool(p, false));
  if (q.errors.length > 0) return v2ErrorReply(q.errors, language);
  const dir = deps.server.archiveDir();
  const errors: V2Error[] = [];
  const texts = new Map<string, string>();
  // Business, aliases and roles are imported only with their purge flag, as in setConfig.
  const wanted = IMPORTS.filter(([, f], i) => q.text(f) !== '' && (i < 2 || [purgeBusiness, purgeAliases, purgeRoles][i - 2])).map(([, f]) => f);
  for (const f of wanted) {
    const text = readOwnFile(dir, q.text(f));
    if (text !== undefined) texts.set(f, text);
    else errors.push(v2Errors.fileNotFound(q.text(f)));
  }
  if (errors.length > 0) return v2ErrorReply(errors, language);
  let hosts: HostEntry[] | undefined;
  let rules: Omit<Rule, 'UPDATEDINFO'>[] | undefined;
  try {
    hosts = texts.has('hostsFile') ? readHostsXml(texts.get('hostsFile') as string) : undefined;
  } catch {
    errors.push(v2Errors.illegalParameterValue('hostsFile', q.text('hostsFile')));
  }
  try {
    rules = texts.has('rulesFile') ? readRulesXml(texts.get('rulesFile') as string) : undefined;
  } catch {
    errors.push(v2Errors.illegalParameterValue('rulesFile', q.text('rulesFile')));
  }
  if (errors.length > 0) return v2ErrorReply(errors, language);
  const own = deps.store.hostconfigs.get(deps.config.hostId)?.record;
  const ownParts = (['businessFile', 'aliasesFile', 'rolesFile'] as const).filter((f) => texts.has(f));
  if (ownParts.length > 0 && !own) return emptyReply(404);

  const answer: Record<string, string> = {};
  if (hosts) {
    importHosts(deps, hosts, purgeHosts === true);
    answer['purgedHost'] = 'true';
  }
  if (rules) {
    importRules(deps, rules, purgeRules === true);
    answer['purgedRule'] = 'true';
  }
  if (own && ownParts.length > 0) {
    const ownTexts: Partial<Record<OwnPart, string>> = {};
    for (const [f, part] of [['businessFile', 'business'], ['aliasesFile', 'aliases'], ['rolesFile', 'roles']] as const) if (texts.has(f)) ownTexts[part] = texts.get(f) as string;
    importOwnParts(deps, own, ownTexts);
    if (texts.has('businessFile')) answer['purgedBusiness'] = 'true';
    if (texts.has('aliasesFile')) answer['purgedAlias'] = 'true';
    if (texts.has('rolesFile')) answer['purgedRoles'] = 'true';
  }
  return json(answer);
}
