// TransferStore.page (REST v2 lists) against a naive model: filter every stored transfer, sort by
// the order's key (equal keys in the store's SPECIALID order, reversed with the order), cut, after
// a load, after any puts and deletes, and after a rollback to the load. Small stores take both
// ways to a page of the ORIGINALNAME and STOPTRANS orders (walking the list of every row, sorting a
// narrow dimension's rows), depending on the filter and the limit.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { serialize, type Transfer } from '../../contract/index.ts';
import { TransferStore, transferKey, type TransferPageKey, type TransferPageQuery } from './transfer-store.ts';
import { apply, HOSTS, opArb, transferArb } from './store-changes.test-support.ts';

const newStore = () => new TransferStore((t) => serialize(t));

const cmp = <T extends string | number | bigint>(a: T, b: T) => (a < b ? -1 : a > b ? 1 : 0);
/** The store's SPECIALID order (SPECIALID desc, STARTTRANS desc, identity text). */
const byId = (a: Transfer, b: Transfer) => cmp(b.SPECIALID, a.SPECIALID) || cmp(b.STARTTRANS, a.STARTTRANS) || cmp(transferKey(a), transferKey(b));
const keyOf = (t: Transfer, k: TransferPageKey): string | number | bigint => (k === 'ORIGINALNAME' ? t.ORIGINALNAME : k === 'STOPTRANS' ? t.STOPTRANS : k === 'SPECIALID' ? t.SPECIALID : t.STARTTRANS);

function modelPage(records: Iterable<Transfer>, q: TransferPageQuery): string[] {
  const hits = [...records].filter(
    (t) =>
      (q.rule === undefined || t.IDRULE === q.rule) &&
      (q.requested === undefined || t.REQUESTED === q.requested) &&
      (q.updatedInfo === undefined || t.UPDATEDINFO === q.updatedInfo) &&
      (q.startFrom === undefined || t.STARTTRANS >= q.startFrom) &&
      (q.startTo === undefined || t.STARTTRANS <= q.startTo),
  );
  const desc = (a: Transfer, b: Transfer) => cmp(keyOf(b, q.orderBy), keyOf(a, q.orderBy)) || byId(a, b);
  hits.sort(q.ascending ? (a, b) => desc(b, a) : desc);
  return hits.slice(q.offset, q.limit === undefined ? undefined : q.offset + q.limit).map(transferKey);
}

const sometimes = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 2 });

const pageArb: fc.Arbitrary<TransferPageQuery> = fc
  .record({
    orderBy: fc.constantFrom<TransferPageKey>('ORIGINALNAME', 'STOPTRANS', 'ORIGINALNAME', 'STOPTRANS', 'SPECIALID', 'STARTTRANS'),
    ascending: fc.boolean(),
    offset: fc.oneof(fc.constant(0), fc.nat(20)),
    limit: sometimes(fc.integer({ min: 1, max: 40 })),
    rule: sometimes(fc.constantFrom('r1', 'r2')),
    requested: sometimes(fc.constantFrom(...HOSTS)),
    updatedInfo: sometimes(fc.integer({ min: 0, max: 7 })),
    startFrom: sometimes(fc.integer({ min: 0, max: 100 })),
    startTo: sometimes(fc.integer({ min: 0, max: 100 })),
  })
  .map((q) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined)) as unknown as TransferPageQuery);

const pageOf = (store: TransferStore, q: TransferPageQuery) => store.page(q).map((r) => transferKey(r.record));
/** The stored records by identity, read back as a client would. */
const recordsOf = (store: TransferStore) => new Map([...store.values()].map((r) => [transferKey(r.record), r.record]));

it('answers every order and filter as sorting every match would, after a load, changes and a rollback', () => {
  fc.assert(
    fc.property(fc.array(transferArb, { maxLength: 40 }), fc.array(opArb, { maxLength: 40 }), fc.array(pageArb, { minLength: 1, maxLength: 8 }), (loaded, ops, pages) => {
      const store = newStore();
      store.load(loaded);
      const atLoad = recordsOf(store);
      for (const q of pages) expect(pageOf(store, q), JSON.stringify(q)).toEqual(modelPage(atLoad.values(), q));
      for (const op of ops) apply(store, op);
      const changed = recordsOf(store);
      for (const q of pages) expect(pageOf(store, q), JSON.stringify(q)).toEqual(modelPage(changed.values(), q));
      store.rollback();
      for (const q of pages) expect(pageOf(store, q), JSON.stringify(q)).toEqual(modelPage(atLoad.values(), q));
    }),
    { numRuns: 150 },
  );
});

it('keeps a row that changed its name or stop in its new place, and the same on equal keys by SPECIALID', () => {
  const store = newStore();
  const row = (id: bigint, name: string, stop: number) => ({ '@model': 'DbTaskRunner', SPECIALID: id, OWNERREQ: 'me', REQUESTER: 'me', REQUESTED: 'peer-a', IDRULE: 'r1', UPDATEDINFO: 4, GLOBALSTEP: 4, STEPSTATUS: 'O  ', INFOSTATUS: 'O  ', STARTTRANS: 1, ORIGINALNAME: name, STOPTRANS: stop }) as unknown as Transfer;
  store.load([row(1n, 'b.txt', 5), row(2n, 'a.txt', 5), row(3n, 'b.txt', 9)]);
  const ids = (orderBy: TransferPageKey, ascending: boolean) => store.page({ orderBy, ascending, offset: 0 }).map((r) => r.record.SPECIALID);
  expect(ids('ORIGINALNAME', true)).toEqual([2n, 1n, 3n]);
  expect(ids('ORIGINALNAME', false)).toEqual([3n, 1n, 2n]);
  expect(ids('STOPTRANS', true)).toEqual([1n, 2n, 3n]);
  store.put(row(2n, 'c.txt', 1));
  expect(ids('ORIGINALNAME', true)).toEqual([1n, 3n, 2n]);
  expect(ids('STOPTRANS', false)).toEqual([3n, 1n, 2n]);
  store.rollback();
  expect(ids('ORIGINALNAME', true)).toEqual([2n, 1n, 3n]);
  expect(ids('STOPTRANS', false)).toEqual([3n, 2n, 1n]);
});
