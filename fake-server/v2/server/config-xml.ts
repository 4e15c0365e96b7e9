// The XML files of GET and PUT /v2/server/config in the shapes 3.6.2 writes them: hosts as JAXB
// marshals XmlSerializable.Hosts (`<authent><entry>` with the Host pojo's elements, `key` the
// stored key text), rules as XmlSerializable.Rules (`<rules><rule>`, task lists wrapped in
// `<tasks>`), then pretty-printed with an indent of 2 and no declaration (XmlUtils.pretty); and
// read back as XmlUtils.loadXML does (every line trimmed, joined) then unmarshalled.
import { create } from 'xmlbuilder2';
import type { Host, Rule, RuleTask, RuleTaskColumn } from '../../../contract/index.ts';

/** Pretty-printed as XmlUtils.pretty; empty text stays empty (3.6.2 fails on it: "Input empty but should not"). */
export function prettyXml(text: string): string {
  if (text.trim() === '') return '';
  return `${create(text).end({ prettyPrint: true, headless: true, indent: '  ' })}\n`;
}

/** XmlUtils.loadXML: the lines trimmed and joined. */
export const loadedXml = (fileText: string): string => fileText.split(/\r?\n/).map((l) => l.trim()).join('');

/** A host as the file holds it: the record's fields and the key text (null: no key). */
export interface HostEntry {
  readonly host: Omit<Host, 'HOSTKEY' | 'UPDATEDINFO' | '@model'>;
  readonly key: string | null;
}

export function hostsXml(entries: readonly HostEntry[]): string {
  const doc = create().ele('authent');
  for (const { host: h, key } of entries) {
    const e = doc.ele('entry');
    e.ele('hostid').txt(h.HOSTID).up().ele('address').txt(h.ADDRESS).up().ele('port').txt(String(h.PORT)).up()
      .ele('isssl').txt(String(h.ISSSL)).up().ele('isclient').txt(String(h.ISCLIENT)).up().ele('isproxified').txt(String(h.ISPROXIFIED)).up()
      .ele('admin').txt(String(h.ADMINROLE)).up().ele('isactive').txt(String(h.ISACTIVE));
    // 3.6.2 fails on a host without a key (getKey of null); the fake leaves the element out.
    if (key !== null) e.ele('key').txt(key);
  }
  return prettyXml(doc.end({ headless: true }));
}

const TASK_ELEMENTS: readonly (readonly [string, RuleTaskColumn])[] = [
  ['rpretasks', 'RPRETASKS'], ['rposttasks', 'RPOSTTASKS'], ['rerrortasks', 'RERRORTASKS'],
  ['spretasks', 'SPRETASKS'], ['sposttasks', 'SPOSTTASKS'], ['serrortasks', 'SERRORTASKS'],
];

export function rulesXml(rules: readonly Rule[]): string {
  const doc = create().ele('rules');
  for (const r of rules) {
    const e = doc.ele('rule');
    e.ele('idrule').txt(r.IDRULE).up().ele('mode').txt(String(r.MODETRANS));
    const ids = e.ele('hostids');
    for (const id of r.HOSTIDS) ids.ele('hostid').txt(id);
    // A path a v1 rule left null is written empty.
    e.ele('recvpath').txt(r.RECVPATH ?? '').up().ele('sendpath').txt(r.SENDPATH ?? '').up().ele('archivepath').txt(r.ARCHIVEPATH ?? '').up().ele('workpath').txt(r.WORKPATH ?? '');
    for (const [name, column] of TASK_ELEMENTS) {
      const tasks = e.ele(name).ele('tasks');
      for (const t of r[column]) tasks.ele('task').ele('type').txt(t.type).up().ele('path').txt(t.path).up().ele('delay').txt(String(t.delay));
    }
  }
  return prettyXml(doc.end({ headless: true }));
}

type Node = { readonly nodeName: string; readonly textContent: string | null; readonly childNodes: ArrayLike<Node>; readonly nodeType: number };
const children = (n: Node, name: string): Node[] => Array.from(n.childNodes).filter((c) => c.nodeType === 1 && c.nodeName === name);
const child = (n: Node, name: string): Node | undefined => children(n, name)[0];
const textOf = (n: Node, name: string): string | undefined => child(n, name)?.textContent ?? undefined;
const bool = (n: Node, name: string, fallback: boolean) => {
  const t = textOf(n, name);
  return t === undefined ? fallback : t.trim() === 'true';
};
const int = (n: Node, name: string) => {
  const v = Number.parseInt(textOf(n, name) ?? '0', 10);
  return Number.isSafeInteger(v) ? v : 0;
};

/** The root element of the file's XML; throws when the text is not XML or the root is not `name`. */
function rootOf(fileText: string, name: string): Node {
  const root = create(loadedXml(fileText)).root().node as unknown as Node;
  if (root.nodeName !== name) throw new Error(`root element ${root.nodeName}, not ${name}`);
  return root;
}

/** The hosts of a hosts file; missing elements take the Host pojo's defaults (admin and active true). */
export function readHostsXml(fileText: string): HostEntry[] {
  return children(rootOf(fileText, 'authent'), 'entry').map((e) => ({
    host: {
      HOSTID: textOf(e, 'hostid') ?? '', ADDRESS: textOf(e, 'address') ?? '', PORT: int(e, 'port'),
      ISSSL: bool(e, 'isssl', false), ISCLIENT: bool(e, 'isclient', false), ISPROXIFIED: bool(e, 'isproxified', false),
      ADMINROLE: bool(e, 'admin', true), ISACTIVE: bool(e, 'isactive', true),
    },
    key: textOf(e, 'key') ?? null,
  }));
}

const tasksOf = (rule: Node, name: string): RuleTask[] => {
  const wrapper = child(rule, name);
  const tasks = wrapper === undefined ? undefined : child(wrapper, 'tasks');
  return tasks === undefined ? [] : children(tasks, 'task').map((t) => ({ type: textOf(t, 'type') ?? '', path: textOf(t, 'path') ?? '', delay: int(t, 'delay') }));
};

/** The rules of a rules file, without UPDATEDINFO (not in the file). */
export function readRulesXml(fileText: string): Omit<Rule, 'UPDATEDINFO'>[] {
  return children(rootOf(fileText, 'rules'), 'rule').map((r) => {
    const ids = child(r, 'hostids');
    const tasks = Object.fromEntries(TASK_ELEMENTS.map(([name, column]) => [column, tasksOf(r, name)])) as { [C in RuleTaskColumn]: RuleTask[] };
    return {
      IDRULE: textOf(r, 'idrule') ?? '', HOSTIDS: ids === undefined ? [] : children(ids, 'hostid').map((h) => h.textContent ?? ''), MODETRANS: int(r, 'mode'),
      RECVPATH: textOf(r, 'recvpath') ?? '', SENDPATH: textOf(r, 'sendpath') ?? '', ARCHIVEPATH: textOf(r, 'archivepath') ?? '', WORKPATH: textOf(r, 'workpath') ?? '',
      ...tasks,
    };
  });
}
