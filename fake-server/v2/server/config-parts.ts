// The configuration parts both configuration exports and imports move between the store and
// files: REST v2's GET and PUT /v2/server/config and 3.6.2's v1 GET and PUT /config. 3.6.2 writes
// them with the same classes on both paths (hosts, rules, this server's business, aliases and
// roles columns), so the fake has one piece of code for them; what differs (file names, which
// parts an import reads, the answers) stays with each handler.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { sep } from 'node:path';
import { RECORD_MODEL, ruleInColumnOrder, UPDATED_INFO, type Host, type HostConfiguration, type Rule } from '../../../contract/index.ts';
import type { Deps } from '../../deps.ts';
import { passwordOfHostKey } from '../../handlers/hosts/host-key.ts';
import { hostsXml, loadedXml, prettyXml, rulesXml, type HostEntry } from './config-xml.ts';

/** One part of a configuration export or import. */
export type ConfigPart = 'hosts' | 'rules' | 'business' | 'aliases' | 'roles';
/** The parts held in this server's host configuration row, and their columns. */
export const OWN_COLUMN = { business: 'BUSINESS', aliases: 'ALIASES', roles: 'ROLES' } as const;
/** A part held in this server's host configuration row. */
export type OwnPart = keyof typeof OWN_COLUMN;

const hostEntry = (h: Host): HostEntry => ({ host: h, key: h.HOSTKEY === null ? null : Buffer.from(h.HOSTKEY, 'base64').toString('utf8') });

/** The file text of `part`: the stored hosts or rules in id order, or this server's column pretty-printed. */
export function partText(part: ConfigPart, deps: Deps, own: HostConfiguration): string {
  if (part === 'hosts') return hostsXml([...deps.store.hosts.values()].sort((a, b) => (a.id < b.id ? -1 : 1)).map((r) => hostEntry(r.record)));
  if (part === 'rules') return rulesXml([...deps.store.rules.values()].sort((a, b) => (a.id < b.id ? -1 : 1)).map((r) => r.record));
  return prettyXml(own[OWN_COLUMN[part]] ?? '');
}

/**
 * The text of a file inside `dir`, or undefined when it is absent, unreadable or outside `dir`:
 * a client must not make the fake read files of its choice.
 */
export function readOwnFile(dir: string, path: string): string | undefined {
  try {
    const real = existsSync(path) ? realpathSync(path) : undefined;
    if (real !== undefined && real.startsWith(realpathSync(dir) + sep)) return readFileSync(real, 'utf8');
  } catch {
    // Unreadable: as absent.
  }
  return undefined;
}

/** The hosts of a hosts file into the store (all others removed first with purge). */
export function importHosts(deps: Deps, hosts: readonly HostEntry[], purge: boolean): void {
  // The rows as they were, so a purge that puts a host back keeps its password and UPDATEDINFO.
  const previous = new Map([...deps.store.hosts.values()].map((r) => [r.id, r]));
  if (purge) deps.store.hosts.clear();
  for (const { host: h, key } of hosts) {
    const before = previous.get(h.HOSTID);
    const hostKey = key === null ? null : Buffer.from(key, 'utf8').toString('base64');
    // The same key keeps the password the fake holds for it; another one is read with the crypto key.
    const secret = hostKey === null ? undefined : hostKey === before?.record.HOSTKEY ? before.secret : passwordOfHostKey(hostKey, deps.config.cryptoKey);
    // UPDATEDINFO is not in the file: an updated host keeps its own, a new one starts UNKNOWN (the pojo's).
    const record: Host = {
      '@model': RECORD_MODEL.hosts, HOSTID: h.HOSTID, ADDRESS: h.ADDRESS, PORT: h.PORT, HOSTKEY: hostKey, ISSSL: h.ISSSL, ISCLIENT: h.ISCLIENT,
      ISPROXIFIED: h.ISPROXIFIED, ADMINROLE: h.ADMINROLE, ISACTIVE: h.ISACTIVE, UPDATEDINFO: before?.record.UPDATEDINFO ?? UPDATED_INFO.UNKNOWN,
    };
    deps.store.hosts.put(record, secret);
  }
}

/** The rules of a rules file into the store (all others removed first with purge). */
export function importRules(deps: Deps, rules: readonly Omit<Rule, 'UPDATEDINFO'>[], purge: boolean): void {
  const previous = new Map([...deps.store.rules.values()].map((r) => [r.id, r.record.UPDATEDINFO]));
  if (purge) deps.store.rules.clear();
  for (const r of rules) {
    // UPDATEDINFO is not in the file either: kept, or UNKNOWN for a new rule; keys in the schema's order.
    const UPDATEDINFO = previous.get(r.IDRULE) ?? UPDATED_INFO.UNKNOWN;
    deps.store.rules.put(ruleInColumnOrder({ ...r, UPDATEDINFO }));
  }
}

/** The file texts given for this server's business, aliases and roles into its host configuration row. */
export function importOwnParts(deps: Deps, own: HostConfiguration, texts: Partial<Record<OwnPart, string>>): void {
  // An empty file (what the export writes for an empty column) leaves an empty column as it was.
  const column = (text: string, current: string | null) => {
    const loaded = loadedXml(text);
    return loaded === '' && (current === null || current === '') ? current : loaded;
  };
  const changed: Partial<HostConfiguration> = {};
  for (const part of Object.keys(OWN_COLUMN) as OwnPart[]) {
    const text = texts[part];
    if (text !== undefined) changed[OWN_COLUMN[part]] = column(text, own[OWN_COLUMN[part]]);
  }
  deps.store.hostconfigs.put({ ...own, ...changed });
}
