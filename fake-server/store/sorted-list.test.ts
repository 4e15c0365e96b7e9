// SortedList against a plain sorted array: order, size and rank survive inserts, removes and
// loads, across the 512-item chunks and the split past 1024.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listOpArb, same } from './list-ops.test-support.ts';
import { SortedList } from './sorted-list.ts';

/** Items equal by value but distinct objects, so that remove() must find the very one among equals. */
interface Box {
  readonly v: number;
  readonly id: number;
}
const byValue = (a: Box, b: Box) => a.v - b.v;
const byNumber = (a: number, b: number) => a - b;

/** Position of the first item >= x (> x when `after`) in a sorted array: the rank the list must give. */
function modelRank(sorted: readonly Box[], x: number, after: boolean): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const v = (sorted[mid] as Box).v;
    if (v < x || (after && v === x)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const op = listOpArb(fc.oneof({ weight: 6, arbitrary: fc.integer({ min: -20, max: 20 }) }, { weight: 1, arbitrary: fc.integer() }));

/** A load of `count` values in scrambled order, `distinct` different ones (few: many duplicates). */
const initial = fc.option(fc.record({ count: fc.nat(2000), distinct: fc.integer({ min: 1, max: 50 }) }), { nil: undefined });

/** Positions around the chunk size and the split point, where off-by-one errors live. */
const BOUNDARY_POSITIONS = [0, 1, 255, 511, 512, 513, 1023, 1024, 1025, 1535, 1536, 2047, 2048];

describe('SortedList', () => {
  it('matches a sorted array model over random inserts and removes, with or without an initial load', () => {
    fc.assert(
      fc.property(
        initial,
        fc.array(op, { maxLength: 30 }),
        (load, ops) => {
          let nextId = 0;
          const box = (v: number): Box => ({ v, id: nextId++ });
          const list = new SortedList<Box>(byValue);
          let model: Box[] = [];
          if (load !== undefined) {
            const boxes = Array.from({ length: load.count }, (_, k) => box(((k * 7919) % load.distinct) - 20));
            list.load(boxes.slice());
            model = boxes.sort(byValue);
          }
          const checkAround = (v: number) => {
            same(list.size, model.length, 'size');
            same(list.rank(box(v)), modelRank(model, v, false), `rank(${v})`);
            same(list.rank(box(v), true), modelRank(model, v, true), `rank(${v}, true)`);
          };
          for (const o of ops) {
            for (let k = 0; k < o.count; k++) {
              if (o.kind === 'insert') {
                const b = box(o.v + k * o.step);
                list.insert(b);
                model.splice(modelRank(model, b.v, false), 0, b);
                checkAround(b.v);
                continue;
              }
              const at = (o.pick + k * 997) % (model.length + 1);
              const stored = model[at];
              if (stored === undefined) {
                const v = model.length === 0 ? 0 : (model[at - 1] as Box).v;
                same(list.remove(box(v)), false, `remove(stranger of value ${v})`);
                checkAround(v);
              } else {
                same(list.remove(stored), true, `remove(stored box of value ${stored.v}, #${stored.id})`);
                model.splice(at, 1);
                checkAround(stored.v);
              }
            }
          }
          const listed = [...list.range()];
          expect(listed.map((b) => b.v)).toEqual(model.map((b) => b.v));
          expect(listed.map((b) => b.id).sort(byNumber)).toEqual(model.map((b) => b.id).sort(byNumber));
          for (const x of new Set([...model.map((b) => b.v), ...Array.from({ length: 43 }, (_, i) => i - 21)])) {
            same(list.rank(box(x)), modelRank(model, x, false), `final rank(${x})`);
            same(list.rank(box(x), true), modelRank(model, x, true), `final rank(${x}, true)`);
          }
          for (const from of [...BOUNDARY_POSITIONS, model.length - 1]) {
            expect([...list.range(from, from + 7)].map((b) => b.v)).toEqual(model.slice(from, from + 7).map((b) => b.v));
            expect([...list.range(from)].map((b) => b.v)).toEqual(model.slice(from).map((b) => b.v));
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('removes the very object given among equal ones spread over several chunks', () => {
    const list = new SortedList<Box>(byValue);
    const boxes = Array.from({ length: 3000 }, (_, id) => ({ v: id % 2, id }));
    for (const b of boxes) list.insert(b);
    // Inserted before its equals, the first box of value 0 now sits last among 1500 zeros, in a later chunk.
    const first = boxes[0] as Box;

    expect(list.remove({ v: 0, id: 0 })).toBe(false);
    expect(list.size).toBe(3000);
    expect(list.remove(first)).toBe(true);
    expect(list.size).toBe(2999);
    expect([...list.range()]).not.toContain(first);
    expect(list.remove(first)).toBe(false);
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
