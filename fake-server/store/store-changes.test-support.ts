// Random transfers and random changes to a TransferStore, for the tests of what the store keeps
// across changes (rollback, the maintained /server counts): small pools, so that keys collide
// (a put replaces a row) and filters and the counted window hit, and names collide in their
// first eight characters (the number that orders them) or differ past a character it cannot tell.
import fc from 'fast-check';
import { STATUS_FLAGS, type Transfer } from '../../contract/index.ts';
import type { TransferPageQuery, TransferQuery, TransferStore } from './transfer-store.ts';

export const HOSTS = ['me', 'peer-a', 'peer-b'] as const;
const LETTERS = ['', 'z', 'O  ', 'T  ', 'C', 'i', 'é  '] as const;
export const NAMES = ['', 'a', 'INV_20250101_000001.pdf', 'INV_20250101_000002.pdf', 'INV_2025', 'INV_2025\u0001', 'INV\u00012025b', 'INV\u00022025a', 'é.txt', 'ÿ', 'Ω-wide', 'a\u0000b', '~~~~~~~~x'] as const;

export const transferArb: fc.Arbitrary<Transfer> = fc.record({
  SPECIALID: fc.bigInt({ min: 1n, max: 30n }),
  OWNERREQ: fc.constantFrom(...HOSTS),
  REQUESTER: fc.constantFrom(...HOSTS),
  REQUESTED: fc.constantFrom(...HOSTS),
  IDRULE: fc.constantFrom('r1', 'r2'),
  UPDATEDINFO: fc.oneof(fc.integer({ min: 0, max: 7 }), fc.constantFrom(-1, 300)),
  GLOBALSTEP: fc.oneof(fc.integer({ min: 0, max: 7 }), fc.constantFrom(-1, 1000)),
  STEPSTATUS: fc.constantFrom(...LETTERS),
  INFOSTATUS: fc.constantFrom(...LETTERS),
  STARTTRANS: fc.integer({ min: 0, max: 100 }),
  ORIGINALNAME: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...NAMES) }, { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) }),
  STOPTRANS: fc.integer({ min: 0, max: 20 }),
}).map((f) => ({ '@model': 'DbTaskRunner', ...f }) as unknown as Transfer);

/** One change: a put (new or replacing), a delete of the i-th stored row, or a bulk delete of one owner's rows in error. */
export type Op = { readonly put: Transfer } | { readonly del: number } | { readonly purge: string };

export const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 5, arbitrary: transferArb.map((put) => ({ put })) },
  { weight: 3, arbitrary: fc.nat(40).map((del) => ({ del })) },
  { weight: 1, arbitrary: fc.constantFrom(...HOSTS).map((purge) => ({ purge })) },
);

export function apply(store: TransferStore, op: Op): void {
  if ('put' in op) store.put(op.put);
  else if ('del' in op) {
    const rows = [...store.values()];
    const row = rows[op.del % Math.max(1, rows.length)];
    if (row) store.delete(row.record);
  } else store.deleteWhere({ owner: op.purge, statusFlags: ['INERROR'], orderById: false, limit: Number.POSITIVE_INFINITY }, () => true);
}

const every = (q: Partial<TransferQuery>): TransferQuery => ({ statusFlags: [], orderById: false, limit: Number.POSITIVE_INFINITY, ...q });

/** What a client can see of the store: every row in slot order, and the answers of queries over every index (v1's, and v2's orders). */
export function observable(store: TransferStore): unknown {
  const json = (q: TransferQuery) => store.query(q).map((r) => r.json);
  const queries = [every({}), every({ orderById: true }), every({ startTrans: 30, stopTrans: 70 })];
  for (const h of HOSTS) queries.push(every({ owner: h }), every({ partner: h, orderById: true }));
  for (const f of STATUS_FLAGS) queries.push(every({ statusFlags: [f] }));
  const pages: TransferPageQuery[] = [];
  for (const orderBy of ['SPECIALID', 'STARTTRANS', 'ORIGINALNAME', 'STOPTRANS'] as const) {
    pages.push({ orderBy, ascending: true, offset: 0 }, { orderBy, ascending: false, offset: 2, limit: 5 }, { orderBy, ascending: false, offset: 0, rule: 'r1' });
  }
  return { size: store.size, slots: [...store.values()].map((r) => r.json), answers: queries.map(json), pages: pages.map((q) => store.page(q).map((r) => r.json)) };
}
