// host_filters: on GET /hosts, HOSTID and ADDRESS match exactly and ISSSL / ISACTIVE select by their
// value (only the exact text `true` is true in a query string, reference §2.2; without them no
// filter applies, DESIGN §2.4); on GET /hostconfigs, HOSTID matches exactly and BUSINESS, ROLES,
// ALIASES, OTHERS by substring (reference §3.3, §3.4, §18). Each case is compared with the whole
// collection (`limit=1000`), filtered here.
import fc from 'fast-check';
import { isSaneString } from '../../../contract/index.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import type { JsonRecord } from '../scenarios/helpers.ts';
import { filterText, listOf, notAList, type Filter, type Placement } from './list-call.ts';
import { checkProperty, reportFailure } from './property.ts';
import { compareSets, type Failure } from './row-diff.ts';

const ALL_ROWS = 1000;
const TEXT_FIELDS = ['BUSINESS', 'ROLES', 'ALIASES', 'OTHERS'] as const;

interface Collection {
  readonly rows: readonly JsonRecord[];
  /** Fewer rows than asked for: this is every record. */
  readonly complete: boolean;
}

const idOf = (r: JsonRecord) => String(r['HOSTID']);
const bit = (v: unknown) => v === true || v === 1;

/** One filter applied to a record: whether it matches, and the record's value as a person reads it. */
type Condition = (r: JsonRecord) => { readonly ok: boolean; readonly text: string };

async function compare(ctx: CheckContext, collection: 'hosts' | 'hostconfigs', all: Collection, filter: Filter, placement: Placement, conditions: readonly Condition[]): Promise<Failure | undefined> {
  const answer = await listOf(ctx, collection, { frame: { limit: ALL_ROWS }, filter, placement });
  const what = `GET /${collection} ${filterText(filter, placement)}`;
  const bad = notAList(answer, what);
  if (bad) return bad;
  const fails = (r: JsonRecord) => conditions.map((c) => c(r)).filter((t) => !t.ok).map((t) => t.text);
  // Against a partial collection only the rows received can be judged: each must match.
  const expected = (all.complete ? all.rows : answer.rows).filter((r) => fails(r).length === 0);
  return compareSets({
    what,
    scope: `records of /${collection}${all.complete ? '' : ` received (the collection has more than ${ALL_ROWS})`}`,
    rule: `that match ${filterText(filter, placement)}`,
    expected,
    received: answer.rows,
    keyOf: idOf,
    idOf,
    whyMissing: (r) => conditions.map((c) => c(r).text).join(', ') || 'no filter',
    whyUnexpected: (r) => {
      const f = fails(r);
      return f.length > 0 ? f.join(', ') : 'not in the unfiltered list';
    },
    exchange: answer.ex,
  });
}

/** A value that exists, a strict prefix of one (exact match must not take it), or one nobody has. */
function textChoice(values: readonly string[], nobody: string): fc.Arbitrary<string> {
  const present = values.filter((v) => v !== '');
  if (present.length === 0) return fc.constant(nobody);
  const prefixes = present.filter((v) => v.length > 1).map((v) => v.slice(0, Math.ceil(v.length / 2))).filter((p) => !present.includes(p));
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...present) },
    { weight: prefixes.length > 0 ? 3 : 0, arbitrary: prefixes.length > 0 ? fc.constantFrom(...prefixes) : fc.constant(nobody) },
    { weight: 1, arbitrary: fc.constant(nobody) },
  );
}

function exact(name: string, value: string): Condition {
  return (r) => (String(r[name]) === value ? { ok: true, text: `${name} ${value}` } : { ok: false, text: `${name} ${String(r[name])}, not ${value}` });
}

const HOST_FILTERS = ['HOSTID', 'ADDRESS', 'ISSSL', 'ISACTIVE'] as const;
type HostFilterName = (typeof HOST_FILTERS)[number];
type FlagText = 'true' | 'false' | 'TRUE';

interface HostsCase {
  /** One or two filters at a time: more would leave almost nothing to compare. */
  readonly names: readonly HostFilterName[];
  readonly HOSTID: string;
  readonly ADDRESS: string;
  readonly ISSSL: FlagText;
  readonly ISACTIVE: FlagText;
  readonly placement: Placement;
}

function hostsArb(all: Collection, runPrefix: string): fc.Arbitrary<HostsCase> {
  const flag = fc.constantFrom<FlagText>('true', 'false', 'TRUE');
  return fc.record({
    names: fc.subarray([...HOST_FILTERS], { minLength: 1, maxLength: 2 }),
    HOSTID: textChoice(all.rows.map(idOf), `${runPrefix}-no-such-host`),
    ADDRESS: textChoice([...new Set(all.rows.map((r) => String(r['ADDRESS'] ?? '')))], '192.0.2.254'),
    ISSSL: flag,
    ISACTIVE: flag,
    placement: fc.constantFrom<Placement>('query', 'body'),
  });
}

async function checkHosts(ctx: CheckContext, all: Collection, c: HostsCase): Promise<Failure | undefined> {
  const filter: Record<string, string | boolean> = {};
  const conditions: Condition[] = [];
  for (const name of c.names) {
    if (name === 'HOSTID' || name === 'ADDRESS') {
      filter[name] = c[name];
      conditions.push(exact(name, c[name]));
      continue;
    }
    const text = c[name];
    // In a body a JSON boolean; `TRUE` stays a text there too, and is not true either (reference §2.2).
    filter[name] = c.placement === 'body' && text !== 'TRUE' ? text === 'true' : text;
    const want = text === 'true';
    const note = text === 'TRUE' ? ` (${name}=TRUE is not the exact text true)` : '';
    conditions.push((r) => (bit(r[name]) === want ? { ok: true, text: `${name} ${String(r[name])}${note}` } : { ok: false, text: `${name} ${String(r[name])}, not ${want}${note}` }));
  }
  return compare(ctx, 'hosts', all, filter, c.placement, conditions);
}

/** A substring of a stored text that means the same to a LIKE: no wildcard, no edge space, sane. */
function substringAt(value: unknown, start: number, length: number): string | undefined {
  if (typeof value !== 'string' || value.length === 0) return undefined;
  const s = value.slice(start % value.length, (start % value.length) + length).trim();
  return s !== '' && !/[%_\\]/.test(s) && isSaneString(s) ? s : undefined;
}

interface HostconfigsCase {
  readonly hostId?: string;
  readonly text?: { readonly row: number; readonly field: (typeof TEXT_FIELDS)[number]; readonly start: number; readonly length: number };
  readonly placement: Placement;
}

function hostconfigsArb(all: Collection, runPrefix: string): fc.Arbitrary<HostconfigsCase> {
  const n = all.rows.length;
  const hostId = textChoice(all.rows.map(idOf), `${runPrefix}-no-such-host`);
  const text = fc.record({ row: fc.nat({ max: Math.max(0, n - 1) }), field: fc.constantFrom(...TEXT_FIELDS), start: fc.nat({ max: 400 }), length: fc.integer({ min: 1, max: 16 }) });
  const placement = fc.constantFrom<Placement>('query', 'body');
  return fc.oneof(
    { weight: 2, arbitrary: fc.record({ hostId, placement }) },
    { weight: 3, arbitrary: fc.record({ text, placement }) },
    { weight: 1, arbitrary: fc.record({ hostId, text, placement }) },
  );
}

async function checkHostconfigs(ctx: CheckContext, all: Collection, c: HostconfigsCase): Promise<Failure | undefined> {
  const filter: Record<string, string> = {};
  const conditions: Condition[] = [];
  if (c.hostId !== undefined) {
    const hostId = c.hostId;
    filter['HOSTID'] = hostId;
    conditions.push(exact('HOSTID', hostId));
  }
  const t = c.text;
  const part = t ? substringAt(all.rows[t.row]?.[t.field], t.start, t.length) : undefined;
  if (t && part !== undefined) {
    filter[t.field] = part;
    conditions.push((r) =>
      typeof r[t.field] === 'string' && (r[t.field] as string).includes(part)
        ? { ok: true, text: `${t.field} contains ${JSON.stringify(part)}` }
        : { ok: false, text: `${t.field} does not contain ${JSON.stringify(part)}` });
  }
  return compare(ctx, 'hostconfigs', all, filter, c.placement, conditions);
}

const prefixOf = (v: string, present: readonly string[]): string | undefined => {
  const p = v.slice(0, Math.ceil(v.length / 2));
  return p !== '' && p !== v && !present.includes(p) ? p : undefined;
};

/** Each host filter alone once: the flags with each text, an id, an address and a prefix of each. */
function fixedHostCases(all: Collection): HostsCase[] {
  const ids = all.rows.map(idOf);
  const addresses = all.rows.map((r) => String(r['ADDRESS'] ?? '')).filter((a) => a !== '');
  const base: HostsCase = { names: [], HOSTID: ids[0] ?? '', ADDRESS: addresses[0] ?? '', ISSSL: 'true', ISACTIVE: 'true', placement: 'query' };
  const cases: HostsCase[] = [];
  for (const name of ['ISSSL', 'ISACTIVE'] as const) for (const text of ['true', 'false', 'TRUE'] as const) cases.push({ ...base, names: [name], [name]: text });
  for (const [name, values] of [['HOSTID', ids], ['ADDRESS', addresses]] as const) {
    const v = values.find((x) => prefixOf(x, values) !== undefined) ?? values[0];
    if (v === undefined) continue;
    cases.push({ ...base, names: [name], [name]: v });
    const p = prefixOf(v, values);
    if (p !== undefined) cases.push({ ...base, names: [name], [name]: p, placement: 'body' });
  }
  return cases;
}

/** A substring of some record's `field` that some other record lacks, so that ignoring it shows. */
function splittingText(all: Collection, field: (typeof TEXT_FIELDS)[number]): HostconfigsCase['text'] {
  const values = all.rows.map((r) => r[field]);
  for (const [row, v] of values.entries()) {
    if (typeof v !== 'string') continue;
    for (let start = 0; start < v.length; start += 6) {
      const part = substringAt(v, start, 12);
      const n = part === undefined ? 0 : values.filter((x) => typeof x === 'string' && x.includes(part)).length;
      if (part !== undefined && n > 0 && n < values.length) return { row, field, start, length: 12 };
    }
  }
  return undefined;
}

function fixedHostconfigCases(all: Collection): HostconfigsCase[] {
  const ids = all.rows.map(idOf);
  const cases: HostconfigsCase[] = [];
  const id = ids.find((x) => prefixOf(x, ids) !== undefined) ?? ids[0];
  if (id !== undefined) cases.push({ hostId: id, placement: 'query' });
  const p = id === undefined ? undefined : prefixOf(id, ids);
  if (p !== undefined) cases.push({ hostId: p, placement: 'body' });
  for (const field of TEXT_FIELDS) {
    const text = splittingText(all, field);
    if (text) cases.push({ text, placement: field === 'BUSINESS' || field === 'ALIASES' ? 'query' : 'body' });
  }
  return cases;
}

/**
 * Without ISSSL and ISACTIVE no filter applies (interface: both optional; DESIGN §2.4), so the
 * bare list holds every host a list with both flags set shows. A server that reads a missing flag
 * as false (a real 3.6.2, §18) leaves the active and the SSL hosts out of it.
 */
async function bareListHasEveryHost(ctx: CheckContext, all: Collection): Promise<Failure | undefined> {
  if (!all.complete) return undefined;
  const bare = new Set(all.rows.map(idOf));
  for (const ISSSL of ['true', 'false']) {
    for (const ISACTIVE of ['true', 'false']) {
      const answer = await listOf(ctx, 'hosts', { frame: { limit: ALL_ROWS }, filter: { ISSSL, ISACTIVE } });
      if (!answer.ok) continue;
      const left = answer.rows.map(idOf).filter((id) => !bare.has(id));
      if (left.length === 0) continue;
      return {
        finding: {
          title: 'GET /hosts without ISSSL and ISACTIVE leaves out hosts that a filtered list shows',
          expected: 'Expected: no filter without ISSSL and ISACTIVE (both optional): every host',
          received: `Received: the bare list lacks ${left.slice(0, 5).join(', ')}${left.length > 5 ? ` and ${left.length - 5} more` : ''}, listed with ISSSL=${ISSSL}&ISACTIVE=${ISACTIVE}`,
        },
        exchange: answer.ex,
      };
    }
  }
  return undefined;
}

async function wholeCollection(ctx: CheckContext, collection: 'hosts' | 'hostconfigs'): Promise<Collection | undefined> {
  const answer = await listOf(ctx, collection, { frame: { limit: ALL_ROWS } });
  if (!reportFailure(ctx, notAList(answer, `GET /${collection}?limit=${ALL_ROWS}`))) return undefined;
  return { rows: answer.rows, complete: answer.rows.length < ALL_ROWS };
}

export const hostFilters: ScenarioCheck = {
  id: 'host_filters',
  kind: 'scenario',
  severity: 'major',
  rule: 'GET /hosts filters HOSTID and ADDRESS exactly and ISSSL/ISACTIVE by value; GET /hostconfigs filters HOSTID exactly and BUSINESS, ROLES, ALIASES, OTHERS by substring.',
  failsWhen: 'GET /hosts with HOSTID, ADDRESS, ISSSL or ISACTIVE, or GET /hostconfigs with HOSTID, BUSINESS, ROLES, ALIASES or OTHERS, lists a record the filter excludes or leaves out one it selects (compared with the whole collection, filtered by the check).',
  async run(ctx) {
    // Each filter alone once, then generated cases of one or two filters.
    const hosts = await wholeCollection(ctx, 'hosts');
    if (hosts) reportFailure(ctx, await bareListHasEveryHost(ctx, hosts));
    if (hosts && hosts.rows.length > 0) {
      let ok = true;
      for (const c of fixedHostCases(hosts)) if (!(ok = reportFailure(ctx, await checkHosts(ctx, hosts, c)))) break;
      if (ok) await checkProperty(ctx, hostsArb(hosts, ctx.runPrefix), (c) => checkHosts(ctx, hosts, c));
    }
    const configs = await wholeCollection(ctx, 'hostconfigs');
    if (configs && configs.rows.length > 0) {
      let ok = true;
      for (const c of fixedHostconfigCases(configs)) if (!(ok = reportFailure(ctx, await checkHostconfigs(ctx, configs, c)))) break;
      if (ok) await checkProperty(ctx, hostconfigsArb(configs, ctx.runPrefix), (c) => checkHostconfigs(ctx, configs, c));
    }
  },
};
