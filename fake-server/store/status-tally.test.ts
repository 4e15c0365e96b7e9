// The status counts read from the columns against the same counts made from the records.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { UPDATED_INFO, type Transfer, serialize } from '../../contract/index.ts';
import { TransferStore, type TransferQuery } from './transfer-store.ts';

const HOSTS = ['me', 'peer-a', 'peer-b'] as const;
const LETTERS = ['', 'z', 'O  ', 'T  ', 'C', '\u0000', 'é  '] as const;

const transferArb = fc.record({
  SPECIALID: fc.bigInt({ min: 1n, max: 50n }),
  REQUESTER: fc.constantFrom(...HOSTS),
  REQUESTED: fc.constantFrom(...HOSTS),
  UPDATEDINFO: fc.oneof(fc.integer({ min: 0, max: 7 }), fc.constantFrom(-1, 300, 2.5)),
  GLOBALSTEP: fc.oneof(fc.integer({ min: 0, max: 7 }), fc.constantFrom(-1, 255, 1000)),
  STEPSTATUS: fc.constantFrom(...LETTERS),
  INFOSTATUS: fc.constantFrom(...LETTERS),
  STARTTRANS: fc.integer({ min: 0, max: 100 }),
}).map((f) => ({ ...f, OWNERREQ: 'me', IDRULE: 'r' }) as unknown as Transfer);

const all: TransferQuery = { owner: 'me', statusFlags: [], orderById: false, limit: Number.POSITIVE_INFINITY };
const count = <T>(items: readonly T[], key: (t: T) => string | number) => {
  const m = new Map<string | number, number>();
  for (const t of items) m.set(key(t), (m.get(key(t)) ?? 0) + 1);
  return m;
};
const small = (v: number) => (Number.isInteger(v) && v >= 0 && v < 255 ? v : 255);

it('counts what the records hold, by value, side and first letter', () => {
  fc.assert(
    fc.property(fc.array(transferArb, { maxLength: 40 }), (records) => {
      const store = new TransferStore((t) => serialize(t));
      for (const t of records) store.put(t);
      const rows = store.query(all).map((r) => r.record);
      const t = store.windowTally('me', Number.NEGATIVE_INFINITY);
      const running = (r: Transfer) => r.UPDATEDINFO === UPDATED_INFO.RUNNING;
      expect(t.all).toBe(rows.length);
      expect(new Map([...t.byUpdatedInfo.entries()].filter(([, n]) => n > 0))).toEqual(count(rows, (r) => small(r.UPDATEDINFO)));
      expect(new Map([...t.byGlobalStep.entries()].filter(([, n]) => n > 0))).toEqual(count(rows, (r) => small(r.GLOBALSTEP)));
      expect(t.runningByStepLetter).toEqual(count(rows.filter(running), (r) => r.STEPSTATUS.charAt(0).replace('\u0000', '')));
      expect(t.byInfoLetter).toEqual(count(rows, (r) => r.INFOSTATUS.charAt(0).replace('\u0000', '')));
      const incoming = rows.filter((r) => r.REQUESTED === 'me');
      expect(t.incoming.all).toBe(incoming.length);
      expect(t.incoming.running).toBe(incoming.filter(running).length);
      expect(t.incoming.inError).toBe(incoming.filter((r) => r.UPDATEDINFO === UPDATED_INFO.INERROR).length);
      expect(t.incoming.lastRunningStart).toBe(Math.max(Number.NEGATIVE_INFINITY, ...incoming.filter(running).map((r) => r.STARTTRANS)));
      expect(t.outgoing.all).toBe(rows.filter((r) => r.REQUESTER === 'me').length);
    }),
  );
});
