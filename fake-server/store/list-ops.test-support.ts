// What the ordered-list tests (SortedList, SlotList) share: a cheap assertion for their inner
// loops and the runs of inserts and removes they apply to a list and to a sorted-array model.
import fc from 'fast-check';

/** A cheap check for the inner loop (expect() at every step would dominate the run time). */
export function same(actual: unknown, expected: unknown, what: string): void {
  if (actual !== expected) throw new Error(`${what}: expected ${String(expected)}, received ${String(actual)}`);
}

// Operations come in runs (one op = up to 600 steps) so that a failing case, which needs ~1000
// items to reach a split, still shrinks in seconds: fast-check shrinks a few counts, not 1000s of ops.
export type ListOp =
  /** Inserts `count` new items of values v, v + step, v + 2 step ... (step 0: equal values). */
  | { kind: 'insert'; v: number; step: number; count: number }
  /** Removes `count` times the stored item at a position derived from `pick`, or an equal stranger when past the end. */
  | { kind: 'remove'; pick: number; count: number };

/** `values`: the start values of insert runs (mostly small, so that runs hit equal values). */
export const listOpArb = (values: fc.Arbitrary<number>): fc.Arbitrary<ListOp> =>
  fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('insert' as const),
        v: values,
        step: fc.constantFrom(0, 0, 1, -1, 3, 7919),
        count: fc.integer({ min: 1, max: 600 }),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), pick: fc.nat(), count: fc.integer({ min: 1, max: 600 }) }) },
  );
