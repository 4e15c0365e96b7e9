// The records of a snapshot, checked against the contract as a dataset file's records are
// (generators' readRecord: the same checks `tmkit serve --dataset` makes), put in one order that
// depends on the records alone, and with the host keys replaced: HOSTKEY is the key of the
// password `<HOSTID>-password`, the one a dataset file's host without a password gets, so no
// secret of the deployment is copied and the served fake still authenticates every host. Rules are
// checked against the rule schema as a dataset file's `rules` section is (generators' readRule).
import type { Configuration, Host, HostConfiguration, JsonObject, Rule, Transfer } from '../../contract/index.ts';
import { derivedPassword, displayHostKey, readRecord, readRule, type DatasetServer } from '../../generators/index.ts';
import { SnapshotError } from './read-list.ts';

/** What a snapshot holds: the server, the records of the four collections, and the rules (none read: a server without /v2/rules). */
export interface SnapshotRecords {
  readonly server: DatasetServer;
  readonly hosts: readonly Host[];
  readonly hostconfigs: readonly HostConfiguration[];
  readonly configurations: readonly Configuration[];
  readonly rules?: readonly Rule[];
  readonly transfers: readonly Transfer[];
}

type Model = 'DbTaskRunner' | 'DbHostAuth' | 'DbHostConfiguration' | 'DbConfiguration';

/** The records of one collection, checked; a SnapshotError names every record the contract refuses. */
export function checkedRecords<T>(raw: readonly JsonObject[], model: Model, section: string): T[] {
  const problems: string[] = [];
  const out = raw.flatMap((r, i) => {
    const read = readRecord(r, `${section}[${i}]`, model);
    if (!Array.isArray(read)) return [read.record as T];
    problems.push(...read.map((p) => `${p.location} (${JSON.stringify(r['HOSTID'] ?? String(r['SPECIALID']))}): ${p.field} ${p.reason}`));
    return [];
  });
  if (problems.length > 0) throw new SnapshotError(`the server answered records the dataset file cannot hold:\n  ${problems.slice(0, 10).join('\n  ')}`);
  return out;
}

/** The rules, checked as a dataset file's; a SnapshotError names every rule the schema refuses. */
export function checkedRules(raw: readonly JsonObject[]): Rule[] {
  const problems: string[] = [];
  const out = raw.flatMap((r, i) => {
    const read = readRule(r, `rules[${i}]`);
    if (!Array.isArray(read)) return [read];
    problems.push(...read.map((p) => `${p.location} (${JSON.stringify(r['IDRULE'])}): ${p.field} ${p.reason}`));
    return [];
  });
  if (problems.length > 0) throw new SnapshotError(`the server answered rules the dataset file cannot hold:\n  ${problems.slice(0, 10).join('\n  ')}`);
  return out;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byHostId = <T extends { readonly HOSTID: string }>(a: T, b: T) => byText(a.HOSTID, b.HOSTID);
const byIdentity = (a: Transfer, b: Transfer) =>
  (a.SPECIALID < b.SPECIALID ? -1 : a.SPECIALID > b.SPECIALID ? 1 : 0) || byText(a.REQUESTER, b.REQUESTER) || byText(a.REQUESTED, b.REQUESTED) || byText(a.OWNERREQ, b.OWNERREQ);

/** One record per identity (a host read by two filters is one host), in the file's order. */
function unique<T>(records: readonly T[], key: (r: T) => string): T[] {
  return [...new Map(records.map((r) => [key(r), r])).values()];
}

/** The records in the file's order (hosts and configurations by HOSTID, rules by IDRULE, transfers by SPECIALID then identity), each once. */
export function ordered(s: SnapshotRecords): SnapshotRecords {
  return {
    server: s.server,
    hosts: unique(s.hosts, (h) => h.HOSTID).sort(byHostId),
    hostconfigs: unique(s.hostconfigs, (h) => h.HOSTID).sort(byHostId),
    configurations: unique(s.configurations, (c) => c.HOSTID).sort(byHostId),
    ...(s.rules ? { rules: unique(s.rules, (r) => r.IDRULE).sort((a, b) => byText(a.IDRULE, b.IDRULE)) } : {}),
    transfers: unique(s.transfers, (t) => `${t.SPECIALID} ${t.REQUESTER} ${t.REQUESTED} ${t.OWNERREQ}`).sort(byIdentity),
  };
}

/** Every HOSTKEY replaced by the key of `<HOSTID>-password` (after any renaming, so it follows the new id). */
export function withoutSecrets(s: SnapshotRecords): SnapshotRecords {
  return { ...s, hosts: s.hosts.map((h) => ({ ...h, HOSTKEY: displayHostKey(derivedPassword(h.HOSTID)) })) };
}
