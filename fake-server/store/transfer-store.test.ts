// TransferStore against a naive model: every query answers the rows a full scan, filter, sort
// and cut would, after load() and any mix of put() and delete().
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesStatusFlag, STATUS_FLAGS, TASK_STEP_VALUES, UPDATED_INFO_VALUES, type StatusFlag, type Transfer, serialize } from '../../contract/index.ts';
import { TransferStore, transferKey, type TransferQuery } from './transfer-store.ts';

const serialise = (t: Transfer) => JSON.stringify({ ...t, SPECIALID: t.SPECIALID.toString() });
const newStore = () => new TransferStore(serialise);

const T0 = Date.UTC(2026, 10, 20, 10, 0, 0);
const MINUTE = 60_000;

/** A full transfer record; `fields` overrides the defaults. */
function transfer(fields: Partial<Transfer> = {}): Transfer {
  const startTrans = fields.STARTTRANS ?? T0;
  return {
    '@model': 'DbTaskRunner',
    SPECIALID: 1n,
    RETRIEVEMODE: false,
    IDRULE: 'rule-a',
    MODETRANS: 1,
    FILENAME: 'data.bin',
    ORIGINALNAME: 'data.bin',
    FILEINFO: 'noinfo',
    ISMOVED: false,
    BLOCKSZ: 65536,
    OWNERREQ: 'owner-a',
    REQUESTER: 'host-a',
    REQUESTED: 'host-b',
    TRANSFERINFO: '{}',
    GLOBALSTEP: 4,
    GLOBALLASTSTEP: 4,
    STEP: 0,
    STEPSTATUS: 'O  ',
    INFOSTATUS: 'O  ',
    RANK: 0,
    STARTTRANS: startTrans,
    STOPTRANS: startTrans + MINUTE,
    UPDATEDINFO: 6,
    ORIGINALSIZE: -1,
    follow: '',
    ...fields,
  };
}

// Small pools, so that filters hit and keys collide (a put then replaces a stored row).
const OWNERS = ['owner-a', 'owner-b', 'host-a'];
const PARTNERS = ['host-a', 'host-b', 'host-c'];
const RULES = ['rule-a', 'rule-b'];
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const IDS = [INT64_MIN, -2n, -1n, 0n, 1n, 2n, 3n, 9007199254740992n, 9007199254740993n, 9007199254740994n, INT64_MAX];

const specialId = fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...IDS) }, { weight: 1, arbitrary: fc.bigInt({ min: INT64_MIN, max: INT64_MAX }) });
const startTransArb = fc.integer({ min: 0, max: 6 }).map((m) => T0 + m * MINUTE);

const transferArb: fc.Arbitrary<Transfer> = fc
  .record({
    SPECIALID: specialId,
    OWNERREQ: fc.constantFrom(...OWNERS),
    REQUESTER: fc.constantFrom(...PARTNERS),
    REQUESTED: fc.constantFrom(...PARTNERS),
    IDRULE: fc.constantFrom(...RULES),
    STARTTRANS: startTransArb,
    UPDATEDINFO: fc.constantFrom(...UPDATED_INFO_VALUES),
    GLOBALSTEP: fc.constantFrom(...TASK_STEP_VALUES),
    FILENAME: fc.constantFrom('a.dat', 'b.dat', 'c.dat'),
  })
  .map((fields) => transfer({ ...fields, STOPTRANS: fields.STARTTRANS + MINUTE }));

/** A STARTTRANS bound on, just before or just after a stored value, or outside them all. */
const transBound = fc.tuple(fc.integer({ min: -1, max: 7 }), fc.constantFrom(-1, 0, 1)).map(([m, d]) => T0 + m * MINUTE + d);

/** Absent three times in four: a conjunction of always-present filters would almost never match. */
const sometimes = <T>(arb: fc.Arbitrary<T>) => fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: arb });

const queryArb: fc.Arbitrary<TransferQuery> = fc
  .record({
    owner: sometimes(fc.constantFrom(...OWNERS, 'nobody')),
    partner: sometimes(fc.constantFrom(...PARTNERS, 'nobody')),
    rule: sometimes(fc.constantFrom(...RULES, 'no-rule')),
    statusFlags: fc.oneof(fc.constant([]), fc.shuffledSubarray(STATUS_FLAGS, { minLength: 1 })),
    startId: sometimes(specialId),
    stopId: sometimes(specialId),
    startTrans: sometimes(transBound),
    stopTrans: sometimes(transBound),
    orderById: fc.boolean(),
    limit: fc.oneof(fc.integer({ min: 0, max: 50 }), fc.constantFrom(0, 1, 50)),
  })
  .map((q) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined)) as unknown as TransferQuery);

type Op =
  | { kind: 'put'; record: Transfer }
  /** Puts `record` under the key of the stored row at `pick` (modulo the size): a replacement. */
  | { kind: 'replace'; pick: number; record: Transfer }
  | { kind: 'delete'; key: Transfer }
  /** Deletes the stored row at `pick` (modulo the size). */
  | { kind: 'deleteStored'; pick: number }
  | { kind: 'query'; query: TransferQuery };
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 2, arbitrary: transferArb.map((record) => ({ kind: 'put' as const, record })) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('replace' as const), pick: fc.nat(), record: transferArb }) },
  { weight: 1, arbitrary: transferArb.map((key) => ({ kind: 'delete' as const, key })) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deleteStored' as const), pick: fc.nat() }) },
  { weight: 4, arbitrary: queryArb.map((query) => ({ kind: 'query' as const, query })) },
);

const desc = <T extends number | bigint>(a: T, b: T) => (a > b ? -1 : a < b ? 1 : 0);
const asc = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The naive answer: scan every stored transfer, filter, sort, cut. */
function modelQuery(model: ReadonlyMap<string, Transfer>, q: TransferQuery): string[] {
  const hits = [...model.values()].filter(
    (t) =>
      (q.owner === undefined || t.OWNERREQ === q.owner) &&
      (q.partner === undefined || t.REQUESTER === q.partner || t.REQUESTED === q.partner) &&
      (q.rule === undefined || t.IDRULE === q.rule) &&
      (q.statusFlags.length === 0 || q.statusFlags.some((f) => matchesStatusFlag(f, t.UPDATEDINFO, t.GLOBALSTEP))) &&
      (q.startId === undefined || t.SPECIALID >= q.startId) &&
      (q.stopId === undefined || t.SPECIALID <= q.stopId) &&
      (q.startTrans === undefined || t.STARTTRANS >= q.startTrans) &&
      (q.stopTrans === undefined || t.STARTTRANS <= q.stopTrans),
  );
  hits.sort((a, b) =>
    q.orderById
      ? desc(a.SPECIALID, b.SPECIALID) || desc(a.STARTTRANS, b.STARTTRANS) || asc(transferKey(a), transferKey(b))
      : desc(a.STARTTRANS, b.STARTTRANS) || desc(a.SPECIALID, b.SPECIALID) || asc(transferKey(a), transferKey(b)),
  );
  return hits.slice(0, q.limit).map(transferKey);
}

/** Runs one query on both sides; the rows must also be the current records, serialised. */
function expectSameAnswer(store: TransferStore, model: ReadonlyMap<string, Transfer>, q: TransferQuery): void {
  const rows = store.query(q);
  expect(rows.map((r) => r.key), `query ${showQuery(q)}`).toEqual(modelQuery(model, q));
  for (const row of rows) {
    // The store keeps no record objects: each row's record is read back from its JSON, exactly.
    expect(row.record).toStrictEqual(model.get(row.key));
    expect(row.json).toBe(serialise(row.record));
  }
}

const showQuery = (q: TransferQuery) => JSON.stringify(q, (_, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v));

/**
 * Many transfers from two numbers, so that a failing case shrinks by its count, not row by row.
 * Mostly distinct ids (negative ones too), the rest from IDS so that random ops hit them.
 */
const bulkArb = fc.record({ count: fc.integer({ min: 0, max: 1500 }), salt: fc.nat(1000) }).map(({ count, salt }) =>
  Array.from({ length: count }, (_, k) => {
    const h = Math.imul(k + salt, 2654435761) >>> 0;
    const pick = <T>(pool: readonly T[], shift: number) => pool[(h >>> shift) % pool.length] as T;
    const start = T0 + ((h >>> 20) % 7) * MINUTE;
    return transfer({
      SPECIALID: h % 4 === 0 ? pick(IDS, 2) : BigInt(k) - 700n,
      OWNERREQ: pick(OWNERS, 4),
      REQUESTER: pick(PARTNERS, 6),
      REQUESTED: pick(PARTNERS, 8),
      IDRULE: pick(RULES, 10),
      UPDATEDINFO: pick(UPDATED_INFO_VALUES, 12),
      GLOBALSTEP: pick(TASK_STEP_VALUES, 16),
      STARTTRANS: start,
      STOPTRANS: start + MINUTE,
    });
  }),
);

function storeMatchesModel(initial: Transfer[], ops: Op[], finalQueries: TransferQuery[]): void {
  const store = newStore();
  const model = new Map<string, Transfer>();
  store.load(initial);
  for (const t of initial) model.set(transferKey(t), t);
  expect(store.size).toBe(model.size);

  const put = (record: Transfer) => {
    const row = store.put(record);
    model.set(transferKey(record), record);
    expect(row.key).toBe(transferKey(record));
  };
  const remove = (key: Transfer) => {
    const existed = model.get(transferKey(key));
    expect(store.delete(key)?.record).toStrictEqual(existed);
    model.delete(transferKey(key));
  };
  const stored = (pick: number) => [...model.values()][pick % model.size];

  for (const op of ops) {
    if (op.kind === 'put') put(op.record);
    else if (op.kind === 'delete') remove(op.key);
    else if (op.kind === 'query') expectSameAnswer(store, model, op.query);
    else {
      const old = stored(op.pick);
      if (old === undefined) continue;
      if (op.kind === 'deleteStored') remove(old);
      else put({ ...op.record, SPECIALID: old.SPECIALID, REQUESTER: old.REQUESTER, REQUESTED: old.REQUESTED, OWNERREQ: old.OWNERREQ });
    }
    expect(store.size).toBe(model.size);
  }
  for (const [key, t] of model) expect(store.get(t)?.key).toBe(key);
  for (const q of finalQueries) expectSameAnswer(store, model, q);
}

const opsArb = fc.array(opArb, { maxLength: 40, size: 'max' });
const finalQueriesArb = fc.array(queryArb, { maxLength: 10, size: 'max' });

describe('TransferStore', () => {
  it('answers every query as a filter-sort-cut of its content, after load, put and delete', () => {
    fc.assert(fc.property(fc.array(transferArb, { maxLength: 60, size: 'max' }), opsArb, finalQueriesArb, storeMatchesModel), { numRuns: 200 });
  });

  it('still does with a load large enough to fill several list chunks', () => {
    fc.assert(fc.property(bulkArb, opsArb, finalQueriesArb, storeMatchesModel), { numRuns: 30 });
  });

  const ids = (rows: { record: Transfer }[]) => rows.map((r) => r.record.SPECIALID);
  const everything: TransferQuery = { statusFlags: [], orderById: true, limit: 50 };

  it('selects STARTID..STOPID inclusively, in either order', () => {
    const store = newStore();
    store.load([1n, 2n, 3n, 4n, 5n].map((id) => transfer({ SPECIALID: id, STARTTRANS: T0 + Number(id) * MINUTE })));

    expect(ids(store.query({ ...everything, startId: 2n, stopId: 4n }))).toEqual([4n, 3n, 2n]);
    expect(ids(store.query({ ...everything, orderById: false, startId: 2n, stopId: 4n }))).toEqual([4n, 3n, 2n]);
    expect(ids(store.query({ ...everything, startId: 3n, stopId: 3n }))).toEqual([3n]);
  });

  it('answers nothing for a reversed id range', () => {
    const store = newStore();
    store.load([1n, 2n, 3n, 4n, 5n].map((id) => transfer({ SPECIALID: id })));

    expect(store.query({ ...everything, startId: 4n, stopId: 2n })).toEqual([]);
    expect(store.query({ ...everything, orderById: false, startId: 4n, stopId: 2n })).toEqual([]);
  });

  it('keeps every digit of ids beyond 2^53 apart', () => {
    const store = newStore();
    store.load([9007199254740992n, 9007199254740993n, 9007199254740994n].map((id) => transfer({ SPECIALID: id })));

    expect(ids(store.query({ ...everything, startId: 9007199254740993n, stopId: 9007199254740993n }))).toEqual([9007199254740993n]);
    expect(ids(store.query(everything))).toEqual([9007199254740994n, 9007199254740993n, 9007199254740992n]);
  });

  it('answers a row that matches two status flags once', () => {
    const store = newStore();
    const both = transfer({ SPECIALID: 1n, UPDATEDINFO: 6, GLOBALSTEP: 5 });
    const doneOnly = transfer({ SPECIALID: 2n, UPDATEDINFO: 6, GLOBALSTEP: 4 });
    const errorOnly = transfer({ SPECIALID: 3n, UPDATEDINFO: 4, GLOBALSTEP: 2 });
    const running = transfer({ SPECIALID: 4n, UPDATEDINFO: 5, GLOBALSTEP: 2 });
    store.load([both, doneOnly, errorOnly, running]);

    const flags: StatusFlag[] = ['DONE', 'INERROR'];
    expect(ids(store.query({ ...everything, statusFlags: flags }))).toEqual([3n, 2n, 1n]);
    expect(ids(store.query({ ...everything, statusFlags: flags, orderById: false }))).toEqual([3n, 2n, 1n]);
  });

  it('replaces the row with the same key, by put and within a load', () => {
    const store = newStore();
    const first = transfer({ FILENAME: 'first.dat' });
    const second = transfer({ FILENAME: 'second.dat', UPDATEDINFO: 4, GLOBALSTEP: 2 });

    store.put(first);
    store.put(second);
    expect(store.size).toBe(1);
    expect(store.get(first)?.record).toStrictEqual(second);
    expect(store.query(everything).map((r) => r.record)).toEqual([second]);
    expect(store.query({ ...everything, statusFlags: ['DONE'] })).toEqual([]);

    store.load([first, second]);
    expect(store.size).toBe(1);
    expect(store.query(everything).map((r) => r.record)).toEqual([second]);
  });

  it('reads back with the v1 serialiser every value exactly: 64-bit ids, non-ASCII text, large numbers', () => {
    const store = new TransferStore((t) => serialize(t));
    const records = [
      transfer({ SPECIALID: 9007199254740993n, FILENAME: 'façade €.txt', ORIGINALSIZE: 2 ** 60, FILEINFO: '"quoted" \\ \u0001' }),
      transfer({ SPECIALID: INT64_MIN, REQUESTER: 'host-c', TRANSFERINFO: '{"ORIGINALSIZE":1,"follow":"42"}', ORIGINALSIZE: 1.5e300 }),
      transfer({ SPECIALID: INT64_MAX, REQUESTED: 'host-c', STEPSTATUS: 'O  ' }),
    ];
    store.load(records.slice(0, 2));
    store.put(records[2] as Transfer);
    for (const t of records) {
      const row = store.get(t);
      expect(row?.record).toStrictEqual(t);
      expect(row?.json).toBe(serialize(t));
    }
    expect(ids(store.query(everything))).toEqual([INT64_MAX, 9007199254740993n, INT64_MIN]);
  });

  it('hands out rows that stay readable after their transfer was replaced or deleted', () => {
    const store = newStore();
    const first = transfer({ FILENAME: 'first.dat' });
    store.load([first]);
    const before = store.get(first);
    store.put(transfer({ FILENAME: 'second.dat' }));
    const deleted = store.delete(first);
    store.put(transfer({ SPECIALID: 7n, FILENAME: 'reuses-the-slot.dat' }));

    expect(before?.record).toStrictEqual(first);
    expect(deleted?.record.FILENAME).toBe('second.dat');
    expect(store.size).toBe(1);
  });

  it('streams the rows a query answers, and deletes the ones a predicate picks among them', () => {
    const store = newStore();
    const records = [1n, 2n, 3n, 4n, 5n, 6n].map((id) => transfer({ SPECIALID: id, UPDATEDINFO: id % 2n === 0n ? 5 : 6 }));
    store.load(records);
    const range: TransferQuery = { ...everything, startId: 2n, stopId: 5n };

    expect([...store.stream(range)].map((r) => r.record)).toStrictEqual(store.query(range).map((r) => r.record));
    expect(store.deleteWhere(range, (row) => row.record.UPDATEDINFO !== 5)).toBe(2);
    expect(ids(store.query(everything))).toEqual([6n, 4n, 2n, 1n]);
    expect(store.size).toBe(4);
  });
});
