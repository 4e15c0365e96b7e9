// Referential integrity of a dataset: transfers name existing hosts (a requested host is a server)
// and rules of the list; rules are valid records, named once, whose HOSTIDS are hosts of the
// dataset; host configurations and bandwidth configurations belong to existing hosts; host
// configuration XML is well formed and names existing hosts only. Used by the tests of every
// dataset, and by anyone who wants to check a dataset file before serving it.
import type { Configuration, HostConfiguration, Host, Rule, Transfer } from '../contract/index.ts';
import { ruleViolations } from './validate.ts';

/** The parts of a dataset that {@link integrityProblems} checks: a `GeneratedDataset`, generated or loaded from a file, fits. */
export interface DatasetView {
  readonly hosts: readonly { readonly record: Host }[];
  readonly hostconfigs: readonly HostConfiguration[];
  readonly configurations: readonly Configuration[];
  readonly transfers: Iterable<Transfer>;
  readonly rules: readonly Rule[];
}

const TOKEN = /<(\/?)([A-Za-z_][\w.-]*)>|<|&(?!(?:amp|lt|gt|quot|apos);)/g;

/** Problems of an XML fragment of element-only markup (no attributes), or [] when it is well formed. */
export function xmlFragmentProblems(xml: string): string[] {
  const open: string[] = [];
  const problems: string[] = [];
  for (const m of xml.matchAll(TOKEN)) {
    if (m[2] === undefined) problems.push(`stray '${m[0]}' at ${m.index}`);
    else if (m[1] === '') open.push(m[2]);
    else if (open.pop() !== m[2]) problems.push(`</${m[2]}> closes nothing open at ${m.index}`);
  }
  if (open.length > 0) problems.push(`<${open.join('>, <')}> not closed`);
  return problems;
}

/** The text of every `<tag>` element of a fragment. */
export const elementTexts = (xml: string, tag: string): string[] =>
  [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((m) => m[1] as string);

/**
 * The referential-integrity problems of a dataset, `[]` when there are none: transfers must name
 * existing hosts (the requested one not client-only, OWNERREQ one of the two sides) and a rule
 * of the list; rules must be valid against `urn:tmkit:rule`, named once, and list hosts of the
 * dataset in HOSTIDS (an empty list: any host); host configurations and bandwidth configurations must belong to existing hosts;
 * host configuration XML must be well formed and name existing hosts only. The transfers are
 * checked until more than 50 problems are found.
 *
 * @example
 * const problems = integrityProblems(loadDatasetFile('dataset.json'));
 * if (problems.length > 0) throw new Error(problems.join('\n'));
 */
export function integrityProblems(d: DatasetView): string[] {
  const problems: string[] = [];
  const hosts = new Map(d.hosts.map((h) => [h.record.HOSTID, h.record]));
  const rules = new Set<string>();
  const known = (id: string, where: string) => {
    if (!hosts.has(id)) problems.push(`${where} names unknown host '${id}'`);
  };
  for (const r of d.rules) {
    for (const v of ruleViolations(r)) problems.push(`rule ${r.IDRULE} ${v.instancePath || '/'} ${v.message}`);
    if (rules.has(r.IDRULE)) problems.push(`rule ${r.IDRULE} is listed twice`);
    rules.add(r.IDRULE);
    for (const id of r.HOSTIDS) known(id, `rule ${r.IDRULE} HOSTIDS`);
  }
  for (const c of d.configurations) known(c.HOSTID, `configuration ${c.HOSTID}`);
  for (const c of d.hostconfigs) {
    known(c.HOSTID, `hostconfig ${c.HOSTID}`);
    for (const field of ['BUSINESS', 'ROLES', 'ALIASES', 'OTHERS'] as const) {
      const xml = c[field] ?? '';
      for (const p of xmlFragmentProblems(xml)) problems.push(`hostconfig ${c.HOSTID} ${field}: ${p}`);
    }
    for (const id of elementTexts(c.BUSINESS ?? '', 'businessid')) known(id, `hostconfig ${c.HOSTID} BUSINESS`);
    for (const id of elementTexts(c.ROLES ?? '', 'roleid')) known(id, `hostconfig ${c.HOSTID} ROLES`);
    for (const id of elementTexts(c.ALIASES ?? '', 'realid')) known(id, `hostconfig ${c.HOSTID} ALIASES`);
    for (const id of elementTexts(c.OTHERS ?? '', 'seeallid')) known(id, `hostconfig ${c.HOSTID} OTHERS`);
  }
  let n = 0;
  for (const t of d.transfers) {
    const where = `transfer ${t.SPECIALID}`;
    known(t.REQUESTER, `${where} REQUESTER`);
    known(t.REQUESTED, `${where} REQUESTED`);
    known(t.OWNERREQ, `${where} OWNERREQ`);
    if (hosts.get(t.REQUESTED)?.ISCLIENT) problems.push(`${where} REQUESTED '${t.REQUESTED}' is a client-only host`);
    if (t.OWNERREQ !== t.REQUESTER && t.OWNERREQ !== t.REQUESTED) problems.push(`${where} OWNERREQ '${t.OWNERREQ}' takes no part in it`);
    if (!rules.has(t.IDRULE)) problems.push(`${where} IDRULE '${t.IDRULE}' is not a rule of the dataset`);
    if (problems.length > 50 || ++n > 2_000_000) break;
  }
  return problems;
}
