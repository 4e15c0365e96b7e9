// SlotList against a plain sorted array: order, size and rank survive appends (a load), inserts
// and removes, across the 512-slot chunks, their growth and the split past 1024.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listOpArb, same } from './list-ops.test-support.ts';
import { SlotList } from './slot-list.ts';

const op = listOpArb(fc.integer({ min: -20, max: 20 }));

const BOUNDARY_POSITIONS = [0, 1, 7, 8, 511, 512, 513, 1023, 1024, 1025, 1536, 2048];

describe('SlotList', () => {
  it('matches a sorted array model over a load, inserts and removes', () => {
    fc.assert(
      fc.property(fc.nat(2000), fc.integer({ min: 1, max: 50 }), fc.array(op, { maxLength: 30 }), (loaded, distinct, ops) => {
        // A slot's value; equal values are ordered by slot, as the store orders equal keys by identity.
        const value: number[] = [];
        const compare = (a: number, b: number) => (value[a] as number) - (value[b] as number) || a - b;
        const slot = (v: number) => value.push(v) - 1;
        // A coarse key (ties within fours): chunks are found by it, and by the comparison where it ties.
        const list = new SlotList(compare, (s) => Math.floor((value[s] as number) / 4));
        const model = Array.from({ length: loaded }, (_, k) => slot(((k * 7919) % distinct) - 20)).sort(compare);
        for (const s of model) list.append(s);
        /** Number of model slots for which `before` holds (a prefix: the model is sorted). */
        const modelRank = (before: (s: number) => boolean) => {
          let lo = 0;
          let hi = model.length;
          while (lo < hi) {
            const mid = (lo + hi) >>> 1;
            if (before(model[mid] as number)) lo = mid + 1;
            else hi = mid;
          }
          return lo;
        };
        const rankBelow = (v: number) => modelRank((s) => (value[s] as number) < v);
        const check = (v: number) => {
          same(list.size, model.length, 'size');
          same(list.rank((s) => (value[s] as number) < v), rankBelow(v), `rank(< ${v})`);
        };
        for (const o of ops) {
          for (let k = 0; k < o.count; k++) {
            if (o.kind === 'insert') {
              const s = slot(o.v + k * o.step);
              list.insert(s);
              model.splice(modelRank((x) => compare(x, s) < 0), 0, s);
              check(value[s] as number);
              continue;
            }
            const at = (o.pick + k * 997) % (model.length + 1);
            const stored = model[at];
            if (stored === undefined) {
              const stranger = slot(model.length === 0 ? 0 : (value[model[at - 1] as number] as number));
              same(list.remove(stranger), false, 'remove(a slot never stored)');
            } else {
              same(list.remove(stored), true, `remove(slot ${stored})`);
              model.splice(at, 1);
              check(value[stored] as number);
            }
          }
        }
        expect([...list.range()]).toEqual(model);
        for (const from of [...BOUNDARY_POSITIONS, model.length - 1]) {
          expect([...list.range(from, from + 7)]).toEqual(model.slice(from, from + 7));
          expect([...list.range(from)]).toEqual(model.slice(from));
        }
      }),
      { numRuns: 150 },
    );
  });

  it('keeps a slot in order when its value changes between locate and settle, across chunks', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3000 }), fc.array(fc.tuple(fc.nat(), fc.integer({ min: -5, max: 5 })), { maxLength: 40 }), (size, moves) => {
        // Few distinct values: many ties, broken by slot, as rows sharing a SPECIALID in the id lists.
        const value = Array.from({ length: size }, (_, s) => (s * 7919) % 97);
        const compare = (a: number, b: number) => (value[a] as number) - (value[b] as number) || a - b;
        const list = new SlotList(compare, (s) => Math.floor((value[s] as number) / 4));
        for (const s of Array.from({ length: size }, (_, s) => s).sort(compare)) list.append(s);
        for (const [pick, delta] of moves) {
          const slot = pick % size;
          const at = list.locate(slot);
          expect(at).toBeGreaterThanOrEqual(0);
          value[slot] = (value[slot] as number) + delta;
          list.settle(slot, at);
        }
        expect([...list.range()]).toEqual(Array.from({ length: size }, (_, s) => s).sort(compare));
        // Every slot is still found where it is (a chunk's last key left stale would send the search astray).
        for (let s = 0; s < size; s += 7) expect(list.locate(s)).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 150, seed: 18 },
    );
    const list = new SlotList((a, b) => a - b);
    list.append(1);
    expect(list.locate(2)).toBe(-1);
  });

  it('answers rank 0 and an empty range when empty, and after removing everything', () => {
    const list = new SlotList((a, b) => a - b);
    expect(list.rank(() => true)).toBe(0);
    expect([...list.range()]).toEqual([]);
    expect(list.remove(5)).toBe(false);

    for (const s of [1, 2, 3]) list.append(s);
    for (const s of [2, 1, 3]) expect(list.remove(s)).toBe(true);
    expect(list.size).toBe(0);
    list.insert(7);
    expect([...list.range()]).toEqual([7]);
  });
});
