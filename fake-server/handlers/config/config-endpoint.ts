// /config, 3.6.2's HttpRestConfigR66Handler (docs/real-server-3.6.2.md "/config and /business"):
// GET with a ConfigExportJsonPacket writes the parts asked into the archive folder, named as
// ServerActions.staticConfigExport names them, and answers their paths; PUT with a
// ConfigImportJsonPacket reads such files back (ServerActions.configImport). The files and the
// store moves are REST v2's (v2/server/config-parts.ts): 3.6.2 writes both with the same classes.
// Where 3.6.2 does not follow its intent the fake does: its PUT always answers 500 (a null
// LocalChannelReference over REST); the fake imports. Transfer ids (`hostid`...) name a file a
// transfer received: the fake runs no transfers, so an id finds no file, as an unknown id does.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACTION_MODEL, CONFIG_PARTS, ILLEGAL_VALUE, packetOf, REQUEST_USER_PACKET, V1_COMMAND, type JsonObject, type Rule } from '../../../contract/index.ts';
import type { Deps } from '../../deps.ts';
import type { Reply } from '../../http/reply.ts';
import type { ParsedRequest } from '../../http/request.ts';
import { readHostsXml, readRulesXml } from '../../v2/server/config-xml.ts';
import { importHosts, importOwnParts, importRules, OWN_COLUMN, partText, readOwnFile, type ConfigPart, type OwnPart } from '../../v2/server/config-parts.ts';
import { actionError, actionOk } from '../actions/action-reply.ts';
import type { Describe } from '../actions/action-endpoint.ts';
import { requirePacket } from '../actions/read-packet.ts';

type PacketPart = (typeof CONFIG_PARTS)[number];
/** Each packet part: the store's part and the file name 3.6.2 gives it after the host id. */
const PARTS: Readonly<Record<PacketPart, readonly [ConfigPart, string]>> = {
  host: ['hosts', '_Authentications.xml'],
  rule: ['rules', '.rules.xml'],
  business: ['business', '_Business.xml'],
  alias: ['aliases', '_Aliases.xml'],
  roles: ['roles', '_Roles.xml'],
};

/** GET /config: the parts asked, written; 406-in-400 when none is (none asked, or no host configuration row for the column parts). */
export function exportConfig(req: ParsedRequest, deps: Deps): Reply {
  const read = requirePacket(req, deps.config, 'configExport', ACTION_MODEL.config);
  if (!read.ok) return read.reply;
  const own = deps.store.hostconfigs.get(deps.config.hostId)?.record;
  const dir = deps.server.archiveDir();
  const answer: JsonObject = { ...read.packet };
  for (const p of CONFIG_PARTS) {
    const [part, suffix] = PARTS[p];
    // The column parts come from this server's host configuration row: a null column (or no row)
    // is no file, an empty one an empty file (staticConfigExport). The flags stay as asked.
    const held = part === 'hosts' || part === 'rules' || (own !== undefined && own[OWN_COLUMN[part]] !== null);
    if (read.packet[p] !== true || !held) continue;
    const path = join(dir, `${deps.config.hostId.replace(/[/\\\u0000]/g, '_')}${suffix}`);
    writeFileSync(path, partText(part, deps, own ?? ({} as never)));
    answer[`file${p}`] = path;
  }
  const resp = packetOf('configExportResponse', deps.config.classPrefix, answer);
  if (CONFIG_PARTS.some((p) => answer[`file${p}`] !== undefined)) return actionOk(req, ACTION_MODEL.config, [resp], V1_COMMAND.ExportConfig);
  return actionError(req, 406, 'Export configuration in error', ACTION_MODEL.config, { command: V1_COMMAND.ExportConfig, results: [resp] });
}

/** The file a part names, when it names one and no transfer id stands for it (an id the fake cannot resolve). */
function namedFile(packet: JsonObject, p: PacketPart): string | undefined {
  const id = packet[`${p}id`];
  if (id !== undefined && id !== null && BigInt(id as never) !== ILLEGAL_VALUE) return undefined;
  const name = packet[p];
  return typeof name === 'string' ? name : undefined;
}

/** Reads and applies one part; whether it was imported. A file that cannot be read or parsed changes nothing. */
function importPart(deps: Deps, p: PacketPart, text: string, purge: boolean): boolean {
  try {
    if (p === 'host') importHosts(deps, readHostsXml(text), purge);
    else if (p === 'rule') importRules(deps, readRulesXml(text) as Omit<Rule, 'UPDATEDINFO'>[], purge);
    else {
      const own = deps.store.hostconfigs.get(deps.config.hostId)?.record;
      if (!own) return false;
      importOwnParts(deps, own, { [PARTS[p][0] as OwnPart]: text });
    }
    return true;
  } catch {
    return false;
  }
}

/** PUT /config: each part named, imported; the answer says what was purged and imported, 406-in-400 when nothing was. */
export function importConfig(req: ParsedRequest, deps: Deps): Reply {
  const read = requirePacket(req, deps.config, 'configImport', ACTION_MODEL.config);
  if (!read.ok) return read.reply;
  const dir = deps.server.archiveDir();
  const answer: JsonObject = { ...read.packet };
  for (const p of CONFIG_PARTS) {
    const purge = read.packet[`purge${p}`] === true;
    const name = namedFile(read.packet, p);
    // 3.6.2 reports a part when it was named or its purge asked; it purges only with a file to load.
    if (name === undefined && !purge) continue;
    const text = name === undefined ? undefined : readOwnFile(dir, name);
    answer[`purged${p}`] = purge;
    answer[`imported${p}`] = text !== undefined && importPart(deps, p, text, purge);
  }
  const resp = packetOf('configImportResponse', deps.config.classPrefix, answer);
  if (CONFIG_PARTS.some((p) => answer[`imported${p}`] === true)) return actionOk(req, ACTION_MODEL.config, [resp], V1_COMMAND.ImportConfig);
  return actionError(req, 406, 'Import configuration in error', ACTION_MODEL.config, { command: V1_COMMAND.ImportConfig, results: [resp] });
}

/** The OPTIONS entries of /config, as 3.6.2's getDetailedAllow builds them. */
export const describeConfig: Describe = (deps) => {
  const p = deps.config.classPrefix;
  const path = 'filepath';
  const named = (what: string) => `${what[0]?.toUpperCase()}${what.slice(1)}Filename if not through TransferId`;
  const texts = Object.fromEntries(CONFIG_PARTS.map((part) => [part, named(part)]));
  const paths = Object.fromEntries(CONFIG_PARTS.map((part) => [part, path]));
  const files = Object.fromEntries(CONFIG_PARTS.map((part) => [`file${part}`, path]));
  const importComment = 'ConfigImport request (PUT) where items are either set through transfer Id, either set directly with a filename';
  return [
    { GET: {
      path: '/config', command: V1_COMMAND.ExportConfig,
      body: packetOf('configExport', p, { comment: 'ConfigExport request (GET)', requestUserPacket: REQUEST_USER_PACKET.CONFEXPORTPACKET }),
      answer: [packetOf('configExportResponse', p, { comment: 'ConfigExport response', requestUserPacket: REQUEST_USER_PACKET.CONFEXPORTPACKET, ...files })],
    } },
    { PUT: {
      path: '/config', command: V1_COMMAND.ImportConfig,
      body: packetOf('configImport', p, { comment: importComment, requestUserPacket: REQUEST_USER_PACKET.CONFIMPORTPACKET, ...texts }),
      answer: [packetOf('configImportResponse', p, { comment: 'ConfigImport response', requestUserPacket: REQUEST_USER_PACKET.CONFIMPORTPACKET, ...paths })],
    } },
  ];
};
