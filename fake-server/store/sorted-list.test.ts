// SortedList against a plain sorted array: order, size and rank survive inserts, removes and
// loads, across the 512-item chunks and the split past 1024.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SortedList } from './sorted-list.ts';

const byNumber = (a: number, b: number) => a - b;

/** Position of the first item >= x (> x when `after`) in a sorted array: the rank the list must give. */
function modelRank(sorted: readonly number[], x: number, after: boolean): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const v = sorted[mid] as number;
    if (v < x || (after && v === x)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A cheap check for the inner loop (expect() per step would dominate the run time). */
function same(actual: unknown, expected: unknown, what: string): void {
  if (actual !== expected) throw new Error(`${what}: expected ${String(expected)}, received ${String(actual)}`);
}

type Op = { kind: 'insert'; value: number } | { kind: 'remove'; value: number };

// Mostly a narrow range, so that long runs of equal items straddle chunk boundaries.
const value = fc.oneof({ weight: 6, arbitrary: fc.integer({ min: -20, max: 20 }) }, { weight: 1, arbitrary: fc.integer() });
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: value.map((v) => ({ kind: 'insert' as const, value: v })) },
  { weight: 1, arbitrary: value.map((v) => ({ kind: 'remove' as const, value: v })) },
);

/** Positions around the chunk size and the split point, where off-by-one errors live. */
const BOUNDARY_POSITIONS = [0, 1, 255, 511, 512, 513, 1023, 1024, 1025, 1535, 1536, 2047, 2048];

describe('SortedList', () => {
  it('matches a sorted array model over random inserts and removes, with or without an initial load', () => {
    fc.assert(
      fc.property(
        fc.option(fc.array(value, { maxLength: 2000, size: 'max' }), { nil: undefined }),
        fc.array(op, { maxLength: 3000, size: 'max' }),
        (initial, ops) => {
          const list = new SortedList<number>(byNumber);
          let model: number[] = [];
          if (initial !== undefined) {
            list.load(initial.slice());
            model = initial.slice().sort(byNumber);
          }
          for (const o of ops) {
            const at = modelRank(model, o.value, false);
            if (o.kind === 'insert') {
              list.insert(o.value);
              model.splice(at, 0, o.value);
            } else {
              const present = model[at] === o.value;
              same(list.remove(o.value), present, `remove(${o.value})`);
              if (present) model.splice(at, 1);
            }
            same(list.size, model.length, 'size');
            same(list.rank(o.value), modelRank(model, o.value, false), `rank(${o.value})`);
            same(list.rank(o.value, true), modelRank(model, o.value, true), `rank(${o.value}, true)`);
          }
          expect([...list.range()]).toEqual(model);
          for (let x = -21; x <= 21; x++) {
            expect(list.rank(x)).toBe(modelRank(model, x, false));
            expect(list.rank(x, true)).toBe(modelRank(model, x, true));
          }
          for (const from of [...BOUNDARY_POSITIONS, model.length - 1]) {
            expect([...list.range(from, from + 7)]).toEqual(model.slice(from, from + 7));
            expect([...list.range(from)]).toEqual(model.slice(from));
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('removes the very object given among equal ones, and nothing for an equal stranger', () => {
    type Item = { n: number; tag: string };
    const list = new SortedList<Item>((a, b) => a.n - b.n);
    const items = Array.from({ length: 1500 }, (_, i) => ({ n: i % 3, tag: `t${i}` }));
    for (const item of items) list.insert(item);
    const target = items[1200] as Item;

    expect(list.remove({ n: target.n, tag: target.tag })).toBe(false);
    expect(list.size).toBe(1500);
    expect(list.remove(target)).toBe(true);
    expect(list.size).toBe(1499);
    expect([...list.range()]).not.toContain(target);
    expect(list.remove(target)).toBe(false);
  });

  it('answers rank 0 and an empty range when empty, and after removing everything', () => {
    const list = new SortedList<number>(byNumber);
    expect(list.rank(5)).toBe(0);
    expect([...list.range()]).toEqual([]);
    expect(list.remove(5)).toBe(false);

    list.load([3, 1, 2]);
    for (const v of [1, 2, 3]) expect(list.remove(v)).toBe(true);
    expect(list.size).toBe(0);
    expect(list.rank(2, true)).toBe(0);
    list.insert(7);
    expect([...list.range()]).toEqual([7]);
  });
});
