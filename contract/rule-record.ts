// The v1 view of a stored rule (DbRule's JSON, /rules): host ids and task lists as the XML texts
// the RULES table holds, and back. 3.6.2 parses what a write gives and writes it again in its own
// form (observed, docs/real-server-3.6.2.md "/rules"): `<hostids/>` comes back as
// `<hostids></hostids>`, a task's `<comment>` is dropped, a text that is not such XML is no host
// or no task, and white space between elements is not kept. And a stored rule in the RULES table's
// key order (beside the schema, not in it: the Rule type is in types.ts, which sits above the schemas).
import { contents, escape, rootOf, unescape } from './v2/hostconfig-xml.ts';
import { RULE_MODEL, RULE_PATH_COLUMNS, RULE_TASK_COLUMNS } from './schemas/rule.schema.ts';
import type { Rule, RuleRecord, RuleTask } from './types.ts';

/** A rule with its keys in the schema's (the RULES table's) order, whatever order it was built in: stored records serialise the same. */
export function ruleInColumnOrder(r: Rule): Rule {
  return {
    IDRULE: r.IDRULE, HOSTIDS: r.HOSTIDS, MODETRANS: r.MODETRANS, RECVPATH: r.RECVPATH, SENDPATH: r.SENDPATH, ARCHIVEPATH: r.ARCHIVEPATH, WORKPATH: r.WORKPATH,
    RPRETASKS: r.RPRETASKS, RPOSTTASKS: r.RPOSTTASKS, RERRORTASKS: r.RERRORTASKS, SPRETASKS: r.SPRETASKS, SPOSTTASKS: r.SPOSTTASKS, SERRORTASKS: r.SERRORTASKS, UPDATEDINFO: r.UPDATEDINFO,
  };
}

/** HOSTIDS as the RULES table holds it: `<hostids><hostid>h</hostid>…</hostids>`. */
export const hostIdsXml = (ids: readonly string[]): string => `<hostids>${ids.map((h) => `<hostid>${escape(h)}</hostid>`).join('')}</hostids>`;

/** A task list as the RULES table holds it: `<tasks><task><type>T</type><path>P</path><delay>D</delay></task>…</tasks>`. */
export const tasksXml = (tasks: readonly RuleTask[]): string =>
  `<tasks>${tasks.map((t) => `<task><type>${escape(t.type)}</type><path>${escape(t.path)}</path><delay>${t.delay}</delay></task>`).join('')}</tasks>`;

/** The host ids of a HOSTIDS text; none when it is not `<hostids>` XML. */
export function hostIdsFromXml(xml: string | null | undefined): string[] {
  const root = rootOf(xml, 'hostids');
  return root === undefined ? [] : contents(root, 'hostid').map((h) => unescape(h).trim());
}

/** The tasks of a task-list text; none when it is not `<tasks>` XML (a task without a type is left out). */
export function tasksFromXml(xml: string | null | undefined): RuleTask[] {
  const root = rootOf(xml, 'tasks');
  if (root === undefined) return [];
  return contents(root, 'task').flatMap((task) => {
    const field = (tag: string) => contents(task, tag).map(unescape)[0];
    const type = field('type');
    if (type === undefined || type.trim() === '') return [];
    const delay = Number.parseInt(field('delay') ?? '0', 10);
    return [{ type: type.trim(), path: field('path') ?? '', delay: Number.isFinite(delay) && delay > 0 ? delay : 0 }];
  });
}

/** A stored rule as v1's /rules writes it, keys in the server's order. */
export function ruleToRecord(r: Rule): RuleRecord {
  return {
    '@model': RULE_MODEL,
    IDRULE: r.IDRULE,
    MODETRANS: r.MODETRANS,
    RECVPATH: r.RECVPATH,
    SENDPATH: r.SENDPATH,
    ARCHIVEPATH: r.ARCHIVEPATH,
    WORKPATH: r.WORKPATH,
    UPDATEDINFO: r.UPDATEDINFO,
    HOSTIDS: hostIdsXml(r.HOSTIDS),
    SPRETASKS: tasksXml(r.SPRETASKS),
    SERRORTASKS: tasksXml(r.SERRORTASKS),
    RPRETASKS: tasksXml(r.RPRETASKS),
    RPOSTTASKS: tasksXml(r.RPOSTTASKS),
    RERRORTASKS: tasksXml(r.RERRORTASKS),
    SPOSTTASKS: tasksXml(r.SPOSTTASKS),
  };
}

/** The columns of a rule a v1 write may give, as the stored rule holds them. */
export type RuleFields = Partial<Omit<Rule, 'IDRULE' | 'UPDATEDINFO'>>;

/** The fields of a v1 rule body as stored: XML texts parsed, paths as given; undefined where the body says nothing. */
export function ruleFieldsFromRecord(values: Readonly<Record<string, unknown>>): RuleFields {
  const out: Record<string, unknown> = {};
  if (values['MODETRANS'] !== undefined) out['MODETRANS'] = values['MODETRANS'];
  for (const c of RULE_PATH_COLUMNS) if (values[c] !== undefined) out[c] = values[c];
  if (values['HOSTIDS'] !== undefined) out['HOSTIDS'] = hostIdsFromXml(values['HOSTIDS'] as string | null);
  for (const c of RULE_TASK_COLUMNS) if (values[c] !== undefined) out[c] = tasksFromXml(values[c] as string | null);
  return out as RuleFields;
}

/** The stored rule a v1 rule record (its XML texts) shows: what its REST v2 form is made from (views.ts). */
export const ruleFromRecord = (record: Readonly<Record<string, unknown>>): Rule =>
  ({ IDRULE: record['IDRULE'], UPDATEDINFO: record['UPDATEDINFO'], ...ruleFieldsFromRecord(record) }) as Rule;
