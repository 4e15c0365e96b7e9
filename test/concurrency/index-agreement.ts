// Whether the store's indexes agree with a linear scan: list queries with filters must answer what
// filtering the full listing answers. The transfer filters are checked against the naive model of
// test/transfers/support.ts (written independently of the fake); the other collections against a
// plain filter of their full listing, in its order.
import fc from 'fast-check';
import { expect } from 'vitest';
import type { FakeServer } from '../../fake-server/index.ts';
import { FLAGS, modelList, type ModelQuery, type Row } from '../transfers/support.ts';
import { fullListings, recordsOf } from './replay.ts';

const NO_CAP = 1_000_000;

function list(fake: FakeServer, base: string, query: Record<string, string>): Record<string, unknown>[] {
  const q = new URLSearchParams({ ...query, limit: String(NO_CAP) }).toString();
  const reply = fake.handle({ method: 'GET', url: `/${base}?${q}`, headers: {}, body: '' });
  expect(reply.status, `GET /${base}?${q}: ${reply.body.slice(0, 300)}`).toBe(200);
  return recordsOf(reply.body);
}

const rowOf = (t: Record<string, unknown>): Row => ({
  SPECIALID: Number(t['SPECIALID']), OWNERREQ: String(t['OWNERREQ']), REQUESTER: String(t['REQUESTER']), REQUESTED: String(t['REQUESTED']),
  IDRULE: String(t['IDRULE']), STARTTRANS: Number(t['STARTTRANS']), UPDATEDINFO: Number(t['UPDATEDINFO']), GLOBALSTEP: Number(t['GLOBALSTEP']),
});

/** Transfer filter queries built from the values the store holds (and one beyond them), with their model. */
function transferQueries(rows: readonly Row[], own: string, seed: number, count: number): Array<[Record<string, string>, ModelQuery]> {
  const pick = <T>(values: readonly T[]) => fc.constantFrom(...values);
  const hosts = [...new Set(rows.flatMap((r) => [r.REQUESTER, r.REQUESTED, r.OWNERREQ])), 'no-such-host'];
  const ids = [...new Set(rows.map((r) => r.SPECIALID))];
  const times = [...new Set(rows.map((r) => r.STARTTRANS))];
  const filters: Record<string, fc.Arbitrary<string>> = {
    OWNERREQ: fc.oneof(fc.constant('*'), pick(hosts)),
    PARTNER: pick(hosts),
    IDRULE: pick([...new Set(rows.map((r) => r.IDRULE)), 'no-such-rule']),
    STARTID: pick(ids.map(String)),
    STOPID: pick(ids.map(String)),
    STARTTRANS: pick(times.map(String)),
    STOPTRANS: pick(times.map(String)),
    ORDERBYID: fc.constantFrom('true', 'false'),
    LIMIT: fc.integer({ min: 1, max: 50 }).map(String),
    PENDING: fc.constant('true'), INTRANSFER: fc.constant('true'), INERROR: fc.constant('true'), DONE: fc.constant('true'), ALLSTATUS: fc.constant('true'),
  };
  // A few filters at a time, so that most queries select something.
  const query = fc
    .uniqueArray(fc.constantFrom(...Object.keys(filters)), { maxLength: 3 })
    .chain((names) => fc.record(Object.fromEntries(names.map((n) => [n, filters[n] as fc.Arbitrary<string>]))));
  return fc.sample(query, { seed, numRuns: count }).map((q) => {
    const limit = q['LIMIT'] === undefined ? NO_CAP : Math.min(Number(q['LIMIT']), NO_CAP);
    const model: ModelQuery = {
      owner: q['OWNERREQ'] === '*' ? '*' : (q['OWNERREQ'] ?? own),
      flags: q['ALLSTATUS'] === 'true' ? [] : FLAGS.filter((f) => q[f] === 'true'),
      orderById: q['ORDERBYID'] === 'true',
      cap: limit,
      ...(q['PARTNER'] === undefined ? {} : { partner: q['PARTNER'] }),
      ...(q['IDRULE'] === undefined ? {} : { rule: q['IDRULE'] }),
      ...(q['STARTID'] === undefined ? {} : { startId: Number(q['STARTID']) }),
      ...(q['STOPID'] === undefined ? {} : { stopId: Number(q['STOPID']) }),
      ...(q['STARTTRANS'] === undefined ? {} : { startTrans: Number(q['STARTTRANS']) }),
      ...(q['STOPTRANS'] === undefined ? {} : { stopTrans: Number(q['STOPTRANS']) }),
    };
    return [q, model];
  });
}

/** Each filtered list answers what a linear scan of the full listing answers. */
export function expectIndexesAgree(fake: FakeServer, seed: number): void {
  const full = fullListings(fake);
  const own = fake.config.hostId;

  const rows = recordsOf(full.transfers).map(rowOf);
  let answered = 0;
  for (const [q, model] of transferQueries(rows, own, seed, 80)) {
    const got = list(fake, 'transfers', q).map((t) => String(t['SPECIALID']));
    expect(got, `GET /transfers ${JSON.stringify(q)}`).toEqual(modelList(rows, model).map((r) => String(r.SPECIALID)));
    if (got.length > 0) answered++;
  }
  // Not vacuous: many of the filters select something.
  expect(answered).toBeGreaterThan(40);

  const hosts = recordsOf(full.hosts);
  const hostFilters: Array<[Record<string, string>, (h: Record<string, unknown>) => boolean]> = [
    ...hosts.slice(0, 5).map((h) => [{ HOSTID: String(h['HOSTID']) }, (x: Record<string, unknown>) => x['HOSTID'] === h['HOSTID']] as [Record<string, string>, (h: Record<string, unknown>) => boolean]),
    ...hosts.slice(0, 5).map((h) => [{ ADDRESS: String(h['ADDRESS']) }, (x: Record<string, unknown>) => x['ADDRESS'] === h['ADDRESS']] as [Record<string, string>, (h: Record<string, unknown>) => boolean]),
    ...(['true', 'false'] as const).flatMap((v) => [
      [{ ISSSL: v }, (x: Record<string, unknown>) => x['ISSSL'] === (v === 'true')],
      [{ ISACTIVE: v }, (x: Record<string, unknown>) => x['ISACTIVE'] === (v === 'true')],
    ] as Array<[Record<string, string>, (h: Record<string, unknown>) => boolean]>),
  ];
  for (const [q, keep] of hostFilters) expect(list(fake, 'hosts', q), `GET /hosts ${JSON.stringify(q)}`).toEqual(hosts.filter(keep));

  const configs = recordsOf(full.hostconfigs);
  for (const field of ['BUSINESS', 'ROLES', 'ALIASES', 'OTHERS'] as const) {
    for (const c of configs.slice(0, 3)) {
      const text = String(c[field] ?? '');
      const part = text.slice(Math.floor(text.length / 3), Math.floor(text.length / 3) + 6);
      if (part === '') continue;
      expect(list(fake, 'hostconfigs', { [field]: part }), `GET /hostconfigs ${field}=${part}`).toEqual(configs.filter((x) => String(x[field] ?? '').includes(part)));
    }
  }
  for (const c of configs.slice(0, 3)) expect(list(fake, 'hostconfigs', { HOSTID: String(c['HOSTID']) })).toEqual(configs.filter((x) => x['HOSTID'] === c['HOSTID']));

  const limits = recordsOf(full.configurations);
  const LIMITS = ['READGLOBALLIMIT', 'WRITEGLOBALLIMIT', 'READSESSIONLIMIT', 'WRITESESSIONLIMIT'];
  const values = [...new Set(limits.flatMap((c) => LIMITS.map((k) => Number(c[k]))))].slice(0, 6);
  expect(list(fake, 'configurations', { BANDWIDTH: '-1' })).toEqual(limits);
  expect(list(fake, 'configurations', { BANDWIDTH: '0' })).toEqual(limits.filter((c) => LIMITS.every((k) => c[k] === 0)));
  for (const v of values.filter((x) => x > 0)) {
    expect(list(fake, 'configurations', { BANDWIDTH: String(v) }), `BANDWIDTH=${v}`).toEqual(limits.filter((c) => LIMITS.some((k) => Number(c[k]) > v)));
  }
}
