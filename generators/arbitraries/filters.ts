// fast-check arbitraries of list filters (GET /transfers, /hosts, /hostconfigs, /configurations)
// as query strings carry them, every value a text; and the check that says whether a filter is
// one the interface can read, from the operations table's parameter types (a date must be epoch
// ms or ISO 8601, reference §3.2; everything else is read leniently by the server).
import fc from 'fast-check';
import { COLLECTION_META, OPERATIONS, parseIsoDate, type Collection } from '../../contract/index.ts';
import { epochMsArb, hostIdArb, isoDateArb, ruleNameArb, sequenceIdArb, specialIdArb } from './atoms.ts';
import type { RecordArbitraryOptions } from './records.ts';

/** A list filter as a query string carries it: argument names to their text values. */
export type FilterQuery = Record<string, string>;

const from = <T>(items: readonly T[] | undefined, otherwise: fc.Arbitrary<T>) => (items && items.length > 0 ? fc.constantFrom(...items) : otherwise);
const flag = fc.constant('true');
const dateText = fc.oneof(epochMsArb.map(String), isoDateArb);

/**
 * A fast-check arbitrary of GET /transfers filters, each argument optional: LIMIT, ORDERBYID,
 * STARTID/STOPID, IDRULE, PARTNER, the status flags, STARTTRANS/STOPTRANS/STOPSTRANS (epoch ms or
 * ISO 8601), OWNERREQ (a host or `*`) and the lower-case `limit` cap. Every value is one the
 * server can read.
 *
 * @param options - Host ids and rules to draw from (default: any).
 *
 * @example
 * fc.sample(transferFilterArb(), 3).map((q) => `/transfers?${new URLSearchParams(q)}`);
 */
export function transferFilterArb(options: RecordArbitraryOptions = {}): fc.Arbitrary<FilterQuery> {
  const host = from(options.hostIds, hostIdArb);
  const id = fc.oneof(sequenceIdArb, specialIdArb).map(String);
  return fc.record({
    LIMIT: fc.integer({ min: 0, max: 500 }).map(String),
    ORDERBYID: fc.constantFrom('true', 'false'),
    STARTID: id,
    STOPID: id,
    IDRULE: from(options.rules, ruleNameArb),
    PARTNER: host,
    PENDING: flag, INTRANSFER: flag, INERROR: flag, DONE: flag, ALLSTATUS: flag,
    STARTTRANS: dateText,
    STOPTRANS: dateText,
    STOPSTRANS: dateText,
    OWNERREQ: fc.oneof(fc.constant('*'), host),
    limit: fc.integer({ min: 0, max: 200 }).map(String),
  }, { requiredKeys: [] }) as fc.Arbitrary<FilterQuery>;
}

/** A fast-check arbitrary of GET /hosts filters (HOSTID, ADDRESS, ISSSL, ISACTIVE), each optional. */
export function hostFilterArb(options: RecordArbitraryOptions = {}): fc.Arbitrary<FilterQuery> {
  return fc.record({
    HOSTID: from(options.hostIds, hostIdArb), ADDRESS: fc.ipV4(), ISSSL: fc.constantFrom('true', 'false'), ISACTIVE: fc.constantFrom('true', 'false'),
  }, { requiredKeys: [] }) as fc.Arbitrary<FilterQuery>;
}

/** A fast-check arbitrary of GET /hostconfigs filters (HOSTID, and subtexts of BUSINESS, ROLES, ALIASES, OTHERS), each optional. */
export function hostConfigFilterArb(options: RecordArbitraryOptions = {}): fc.Arbitrary<FilterQuery> {
  const part = fc.constantFrom('business', 'role', 'alias', 'version', 'READONLY', 'FULLADMIN');
  return fc.record({ HOSTID: from(options.hostIds, hostIdArb), BUSINESS: part, ROLES: part, ALIASES: part, OTHERS: part }, { requiredKeys: [] }) as fc.Arbitrary<FilterQuery>;
}

/** A fast-check arbitrary of GET /configurations filters (HOSTID, BANDWIDTH from -1 up), each optional. */
export function configurationFilterArb(options: RecordArbitraryOptions = {}): fc.Arbitrary<FilterQuery> {
  return fc.record({ HOSTID: from(options.hostIds, hostIdArb), BANDWIDTH: fc.integer({ min: -1, max: 100_000_000 }).map(String) }, { requiredKeys: [] }) as fc.Arbitrary<FilterQuery>;
}

/** A fast-check arbitrary of GET /rules filters (IDRULE, MODETRANS from -1 to 8), each optional. */
export function ruleFilterArb(): fc.Arbitrary<FilterQuery> {
  return fc.record({ IDRULE: fc.constantFrom('rule1', 'rule2', 'send', 'recv'), MODETRANS: fc.integer({ min: -1, max: 8 }).map(String) }, { requiredKeys: [] }) as fc.Arbitrary<FilterQuery>;
}

/** The filter arbitrary of each collection's list (`transfers` → {@link transferFilterArb}, ...). */
export const FILTER_ARBITRARIES: Readonly<Record<Collection, (o?: RecordArbitraryOptions) => fc.Arbitrary<FilterQuery>>> = {
  transfers: transferFilterArb, hosts: hostFilterArb, hostconfigs: hostConfigFilterArb, configurations: configurationFilterArb, rules: ruleFilterArb,
};

/** The problems of a filter query for the list of `collection`: unknown names and unreadable dates. */
export function filterViolations(collection: Collection, query: FilterQuery): string[] {
  const list = OPERATIONS.find((o) => o.family === collection && o.method === 'GET' && !o.path.includes(':id'));
  const types = new Map((list?.parameters ?? []).map((p) => [p.name, p.type]));
  const problems: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    const type = types.get(name);
    if (type === undefined) problems.push(`${name} is not a filter of /${collection} (known: ${Object.keys(COLLECTION_META[collection].filters).join(', ')}, limit)`);
    else if (type === 'date' && !/^-?\d+$/.test(value) && parseIsoDate(value) === undefined) problems.push(`${name} must be epoch ms or an ISO 8601 date, got '${value}'`);
  }
  return problems;
}
