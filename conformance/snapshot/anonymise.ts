// `--anonymise`: every host id, rule name, file and folder name and address of a snapshot renamed
// consistently (renamer.ts), in every place it shows: the records' fields, the server's own host
// id, the rules (name, hosts, folders as folder names, task arguments as free text), the file
// monitors (their host, folders and files), and free text
// (FILEINFO, TRANSFERINFO, the host configurations' XML fragments). Names are
// learnt first, from every record, so that free text read before a name's record is renamed too.
import { RULE_PATH_COLUMNS, RULE_TASK_COLUMNS, type Configuration, type Host, type HostConfiguration, type Rule, type RuleTask, type Transfer } from '../../contract/index.ts';
import type { DatasetServer, FileMonitor } from '../../generators/index.ts';
import { Renamer } from './renamer.ts';
import type { SnapshotRecords } from './snapshot-records.ts';

const nullable = (r: Renamer, s: string | null | undefined): string | null | undefined => (typeof s === 'string' ? r.text(s) : s);

const nullableFolder = (r: Renamer, s: string | null): string | null => (s === null ? null : r.folder(s));

const renamedTasks = (r: Renamer, tasks: readonly RuleTask[]): RuleTask[] => tasks.map((t) => ({ ...t, path: r.text(t.path) }));

/** A rule renamed: its name, its hosts, its folders, and the names in its tasks' arguments. */
function renamedRule(r: Renamer, x: Rule): Rule {
  const paths = Object.fromEntries(RULE_PATH_COLUMNS.map((c) => [c, nullableFolder(r, x[c])]));
  const tasks = Object.fromEntries(RULE_TASK_COLUMNS.map((c) => [c, renamedTasks(r, x[c])]));
  return { ...x, IDRULE: r.name('rule', x.IDRULE), HOSTIDS: x.HOSTIDS.map((h) => r.name('host', h)), ...paths, ...tasks } as Rule;
}

/** The snapshot's records with every name renamed; the same seed renames the same names alike. */
export function anonymise(records: SnapshotRecords, seed: number): SnapshotRecords {
  const r = new Renamer(seed);
  const hostIds = [records.server.hostId, ...records.hosts.map((h) => h.HOSTID), ...records.hostconfigs.map((h) => h.HOSTID), ...records.configurations.map((c) => c.HOSTID)];
  for (const t of records.transfers) hostIds.push(t.OWNERREQ, t.REQUESTER, t.REQUESTED);
  const rules = records.rules ?? [];
  const monitors = records.server.fileMonitors;
  for (const m of monitors ?? []) hostIds.push(m.host);
  for (const rule of rules) hostIds.push(...rule.HOSTIDS);
  // Sorted: the order names are learnt in decides nothing, but a collision's longer hash goes to the later one.
  for (const id of [...new Set(hostIds)].sort()) r.name('host', id);
  for (const rule of [...new Set([...records.transfers.map((t) => t.IDRULE), ...rules.map((x) => x.IDRULE)])].sort()) r.name('rule', rule);
  for (const folder of [...new Set(rules.flatMap((x) => RULE_PATH_COLUMNS.map((c) => x[c])))].sort()) if (folder !== null) r.folder(folder);
  for (const file of [...new Set(records.transfers.flatMap((t) => [t.FILENAME, t.ORIGINALNAME]))].sort()) r.path(file);
  for (const h of records.hosts) r.name('address', h.ADDRESS);
  const host = (id: string) => r.name('host', id);
  const server: DatasetServer = {
    ...records.server,
    hostId: host(records.server.hostId),
    ...(monitors ? { fileMonitors: monitors.map((m): FileMonitor => ({ ...m, host: host(m.host), directories: m.directories.map((d) => r.folder(d)), files: m.files.map((f) => ({ ...f, path: r.path(f.path) })) })) } : {}),
  };
  return {
    server,
    hosts: records.hosts.map((h): Host => ({ ...h, HOSTID: host(h.HOSTID), ADDRESS: r.name('address', h.ADDRESS) })),
    hostconfigs: records.hostconfigs.map((h): HostConfiguration => ({
      ...h, HOSTID: host(h.HOSTID), BUSINESS: nullable(r, h.BUSINESS), ROLES: nullable(r, h.ROLES), ALIASES: nullable(r, h.ALIASES), OTHERS: nullable(r, h.OTHERS),
    } as HostConfiguration)),
    configurations: records.configurations.map((c): Configuration => ({ ...c, HOSTID: host(c.HOSTID) })),
    ...(records.rules ? { rules: records.rules.map((x) => renamedRule(r, x)) } : {}),
    transfers: records.transfers.map((t): Transfer => ({
      ...t,
      OWNERREQ: host(t.OWNERREQ), REQUESTER: host(t.REQUESTER), REQUESTED: host(t.REQUESTED), IDRULE: r.name('rule', t.IDRULE),
      FILENAME: r.path(t.FILENAME), ORIGINALNAME: r.path(t.ORIGINALNAME), FILEINFO: r.text(t.FILEINFO), TRANSFERINFO: r.text(t.TRANSFERINFO),
    })),
  };
}
