// Issue 7.1, systematically: every field of every write, filter and packet set, one at a time, to
// each hostile value (numbers beyond int64 and beyond the range of a date, bigints wrapped where a
// scalar belongs, prototype keys, sanity fragments, a long string). The random fuzz visits these
// combinations by chance; this sweep visits each of them. Same invariants: below 500, JSON that
// parses, dates that are dates, nothing changed by a rejection, prototypes untouched.
// Found this way: an @class or a STARTTRANS filter holding an integer beyond 2^53 threw (500);
// STARTTRANS 1e308 was stored and written back as 1e+308.
import { afterAll, describe, expect, it } from 'vitest';
import { COLLECTION_META, COLLECTIONS, LIMITS_FIELDS, OPERATIONS, PACKET_CLASS, PACKET_FIELDS, type Collection, type PacketKind } from '../../contract/index.ts';
import { describeRequest, expectPrototypesIntact, expectSaneAnswer, expectStoredRecordsValid, StateGuard, stateOf } from './invariants.ts';
import { fuzzFake } from './fuzz-fake.ts';
import { contextOf } from './requests.ts';
import { percentEncode } from './strings.ts';

const { fake, archive, dispose } = fuzzFake();
afterAll(dispose);
const ctx = contextOf(fake);
const own = fake.config.hostId;
const other = ctx.hostIds.find((h) => h !== own) ?? own;
const rule = ctx.rules[0] ?? 'rule';
const transfer = ctx.transfers[0];
if (!transfer) throw new Error('the fuzz fake holds no transfer');

/** JSON texts of hostile values: each is written as the value of one field. */
const VALUES = [
  '1e308', '1e400', '-9223372036854775809', '18446744073709551616', '9007199254740993', '8640000000000001', '1.5',
  '[18446744073709551616]', '{"a":18446744073709551616}', 'null', '{"__proto__":{"polluted":1}}', '"<script>"', '"a\\u0001b"',
  '"\\ud800"', `"${'x'.repeat(5_000)}"`,
];

interface Target {
  readonly method: string;
  readonly url: string;
  /** The valid body the hostile field is added to (its last member: the last duplicate wins). */
  readonly base: string;
  readonly fields: readonly string[];
  /** Whether the operation reads its arguments from the query too (the data model and /v2 do; the packets do not). */
  readonly query: boolean;
}

const columns = (c: Collection) => COLLECTION_META[c].columns.map((x) => x.name);
const filters = (c: Collection) => OPERATIONS.find((o) => o.family === c && o.method === 'GET' && !o.path.includes(':id'))?.parameters.map((p) => p.name) ?? [];
const packet = (kind: PacketKind, extra = '') => `{"@class":"${ctx.classPrefix}${PACKET_CLASS[kind]}"${extra}}`;
const packetFields = (kind: PacketKind) => PACKET_FIELDS[kind].map(([name]) => name).concat('@class');
const one = `${transfer.id}?REQUESTER=${percentEncode(transfer.requester)}&REQUESTED=${percentEncode(transfer.requested)}&OWNERREQ=${percentEncode(transfer.owner)}`;

const TARGETS: readonly Target[] = [
  { method: 'POST', url: '/transfers', base: JSON.stringify({ FILENAME: 'f', IDRULE: rule, REQUESTER: own, REQUESTED: other }), fields: columns('transfers'), query: true },
  { method: 'PUT', url: `/transfers/${one}`, base: '{"RANK":1}', fields: columns('transfers'), query: true },
  { method: 'POST', url: '/hosts', base: JSON.stringify({ HOSTID: 'hostile-host', ADDRESS: '10.0.0.1', PORT: 6666, HOSTKEY: 'a2V5' }), fields: columns('hosts'), query: true },
  { method: 'PUT', url: `/hosts/${percentEncode(other)}`, base: '{"PORT":6667}', fields: columns('hosts'), query: true },
  { method: 'POST', url: '/hostconfigs', base: '{"HOSTID":"hostile-host"}', fields: columns('hostconfigs'), query: true },
  { method: 'PUT', url: `/hostconfigs/${percentEncode(other)}`, base: '{"OTHERS":"x"}', fields: columns('hostconfigs'), query: true },
  { method: 'POST', url: '/configurations', base: '{"HOSTID":"hostile-host"}', fields: columns('configurations'), query: true },
  { method: 'PUT', url: `/configurations/${percentEncode(other)}`, base: '{"DELAYLIMIT":10}', fields: columns('configurations'), query: true },
  ...COLLECTIONS.map((c) => ({ method: 'GET', url: `/${c}`, base: '{"limit":"5"}', fields: filters(c), query: true })),
  { method: 'GET', url: '/log', base: packet('log'), fields: packetFields('log'), query: false },
  { method: 'GET', url: '/info', base: packet('information', ',"idRequest":true'), fields: packetFields('information'), query: false },
  { method: 'GET', url: '/bandwidth', base: packet('bandwidth'), fields: packetFields('bandwidth'), query: false },
  { method: 'PUT', url: '/bandwidth', base: packet('bandwidth', ',"setter":true'), fields: packetFields('bandwidth'), query: false },
  { method: 'PUT', url: '/server', base: packet('shutdownOrBlock'), fields: packetFields('shutdownOrBlock'), query: false },
  { method: 'POST', url: '/v2/limits', base: '{"delayLimit":10}', fields: LIMITS_FIELDS, query: true },
  { method: 'PUT', url: '/v2/limits', base: '{"delayLimit":10}', fields: LIMITS_FIELDS, query: true },
];

/** What a query string can carry of VALUES: numbers and text (arrays, objects and null are JSON only). */
const QUERY_VALUES = VALUES.filter((v) => !/^[[{n]/.test(v));

/** The list reads change nothing, accepted or not: their state is compared once per target (cheaper than per request). */
const isRead = (t: Target) => t.method === 'GET' && t.url !== '/log';

describe('every field of every operation set to each hostile value', () => {
  const guard = new StateGuard(fake, archive);
  for (const t of TARGETS) {
    it(`${t.method} ${t.url.split('?')[0]} (${t.fields.length} fields × ${VALUES.length} values, in the body${t.query ? ' and the query' : ''})`, () => {
      const before = isRead(t) ? stateOf(fake, archive) : '';
      for (const field of t.fields) {
        for (const value of VALUES) {
          const body = t.base.replace(/\}$/, `,${JSON.stringify(field)}:${value}}`);
          const inBody = { method: t.method, url: t.url, headers: { 'content-type': 'application/json' }, body };
          // The same value as a query argument (what a query can carry: its text).
          const text = value.startsWith('"') ? (JSON.parse(value) as string) : value;
          const inQuery = { method: t.method, url: `${t.url}${t.url.includes('?') ? '&' : '?'}${percentEncode(field)}=${percentEncode(text)}`, headers: { 'content-type': 'application/json' }, body: t.base };
          for (const r of t.query && QUERY_VALUES.includes(value) ? [inBody, inQuery] : [inBody]) {
            const what = describeRequest(r);
            const reply = fake.handle(r);
            expectSaneAnswer(what, reply);
            if (!isRead(t)) guard.check(what, reply.status);
          }
        }
      }
      if (isRead(t)) expect(stateOf(fake, archive), 'a list read changed the store').toBe(before);
      expectPrototypesIntact();
      expectStoredRecordsValid(fake);
    });
  }
});
