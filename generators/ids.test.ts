// SPECIALID modes: a sequence that grows from the clock, and random 64-bit ids that are unique,
// mostly beyond 2^53, of both signs, and the same for the same seed.
import { describe, expect, it } from 'vitest';
import { createSpecialIds, guidOf } from './index.ts';

const SAFE = BigInt(Number.MAX_SAFE_INTEGER);

describe('guid ids', () => {
  it('are unique, mostly beyond 2^53, of both signs, within 64 bits', () => {
    const ids = Array.from({ length: 200_000 }, (_, i) => guidOf(42, i));
    expect(new Set(ids).size).toBe(ids.length);
    const large = ids.filter((id) => id > SAFE || id < -SAFE).length;
    expect(large / ids.length).toBeGreaterThan(0.99);
    expect(ids.some((id) => id < 0n)).toBe(true);
    expect(ids.some((id) => id > 0n)).toBe(true);
    expect(ids.every((id) => id >= -(2n ** 63n) && id < 2n ** 63n)).toBe(true);
  });

  it('replay from the seed, and differ between seeds', () => {
    const a = createSpecialIds({ mode: 'guid', seed: 5, start: 0n });
    const b = createSpecialIds({ mode: 'guid', seed: 5, start: 0n });
    const c = createSpecialIds({ mode: 'guid', seed: 6, start: 0n });
    const take = (s: { next(): bigint }) => Array.from({ length: 10 }, () => s.next());
    const first = take(a);
    expect(first).toEqual(take(b));
    expect(first).not.toEqual(take(c));
  });

  it('skip an id a client already chose', () => {
    const probe = createSpecialIds({ mode: 'guid', seed: 9, start: 0n });
    const [first, second] = [probe.next(), probe.next()];
    const ids = createSpecialIds({ mode: 'guid', seed: 9, start: 0n });
    ids.observe(first);
    expect(ids.next()).toBe(second);
  });
});

describe('sequence ids', () => {
  it('count up from the start and move past a client id close ahead', () => {
    const ids = createSpecialIds({ mode: 'sequence', seed: 1, start: 1_000n, skip: 5 });
    expect([ids.next(), ids.next()]).toEqual([1_005n, 1_006n]);
    ids.observe(1_010n);
    expect(ids.next()).toBe(1_011n);
    ids.observe(10n ** 15n);
    expect(ids.next()).toBe(1_012n);
  });
});
