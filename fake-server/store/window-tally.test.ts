// The /server counts kept up to date (windowTally) against the same counts made from scratch (a
// store freshly loaded with the same rows, asked once), after any writes, deletes, rollbacks and
// moves of the window.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { serialize } from '../../contract/index.ts';
import { TransferStore, type StatusTally } from './transfer-store.ts';
import { apply, HOSTS, opArb, transferArb, type Op } from './store-changes.test-support.ts';

/** A tally as plain values, counts of zero left out (a kept tally remembers letters it no longer counts). */
const plain = (t: StatusTally) => {
  const side = (s: StatusTally['incoming']) => ({ all: s.all, running: s.running, inError: s.inError, last: s.lastRunningStart });
  const nonZero = <K>(entries: Iterable<[K, number]>) => new Map([...entries].filter(([, n]) => n !== 0));
  return {
    all: t.all, byUpdatedInfo: nonZero(t.byUpdatedInfo.entries()), byGlobalStep: nonZero(t.byGlobalStep.entries()),
    running: nonZero(t.runningByStepLetter.entries()), info: nonZero(t.byInfoLetter.entries()), in: side(t.incoming), out: side(t.outgoing),
  };
};

type Step = Op | { readonly from: number } | { readonly rollback: true };
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: opArb },
  { weight: 2, arbitrary: fc.integer({ min: -10, max: 110 }).map((from) => ({ from })) },
  { weight: 1, arbitrary: fc.constant({ rollback: true as const }) },
);

it('answers what counting the window from scratch answers, whatever happened since', () => {
  fc.assert(
    fc.property(fc.array(transferArb, { maxLength: 30 }), fc.constantFrom(...HOSTS), fc.integer({ min: 0, max: 100 }), fc.array(stepArb, { maxLength: 60 }), (loaded, self, start, steps) => {
      const store = new TransferStore((t) => serialize(t));
      store.load(loaded);
      let from = start;
      for (const step of steps) {
        if ('from' in step) from = step.from;
        else if ('rollback' in step) store.rollback();
        else apply(store, step);
        const fresh = new TransferStore((t) => serialize(t));
        fresh.load([...store.values()].map((r) => r.record));
        expect(plain(store.windowTally(self, from))).toEqual(plain(fresh.windowTally(self, from)));
      }
    }),
  );
});
