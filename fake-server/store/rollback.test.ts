// TransferStore.rollback (issue 18: a reset that costs the changes, not the dataset): after any
// changes, the store is what a fresh load of the same rows makes, down to the slot of each row,
// and it takes changes and rolls back again as often as asked.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { serialize } from '../../contract/index.ts';
import { TransferStore } from './transfer-store.ts';
import { apply, observable, opArb, transferArb } from './store-changes.test-support.ts';

const newStore = () => new TransferStore((t) => serialize(t));

it('comes back to the loaded state after any changes, as often as asked', () => {
  fc.assert(
    fc.property(fc.array(transferArb, { maxLength: 30 }), fc.array(fc.array(opArb, { maxLength: 40 }), { minLength: 1, maxLength: 3 }), (loaded, rounds) => {
      const fresh = newStore();
      fresh.load(loaded);
      const store = newStore();
      store.load(loaded);
      for (const ops of rounds) {
        for (const op of ops) apply(store, op);
        expect(store.canRollBack).toBe(true);
        store.rollback();
        expect(observable(store)).toEqual(observable(fresh));
      }
    }),
  );
});

it('counts its loads, so that a caller can tell its own load from another', () => {
  const store = newStore();
  store.load([]);
  store.load([]);
  expect(store.loadCount).toBe(2);
});

it('is unchanged by a write that leaves a row as it is, and rolls back to the same', () => {
  const store = newStore();
  fc.assert(
    fc.property(transferArb, (t) => {
      store.load([t]);
      const before = observable(store);
      store.put(t);
      store.put(t);
      expect(observable(store)).toEqual(before);
      store.rollback();
      expect(observable(store)).toEqual(before);
    }),
  );
});
