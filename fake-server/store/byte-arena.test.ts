// ByteArena against a Map: every text comes back exactly (one-byte or not, empty, larger than a
// chunk) through replacements, deletes and the compactions they cause.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ByteArena } from './byte-arena.ts';

const MB = 1024 * 1024;

describe('ByteArena', () => {
  it('gives back what was set, after any sets and deletes', () => {
    const text = fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ unit: 'grapheme-ascii', maxLength: 40 }), fc.constantFrom('', 'é', 'ÿ', 'Ā', '\u0000', '😀', '\ud800'));
    const op = fc.oneof(fc.tuple(fc.constant('set' as const), fc.nat(1000), text), fc.tuple(fc.constant('delete' as const), fc.nat(1000), fc.constant('')));
    fc.assert(
      fc.property(fc.array(op, { maxLength: 300 }), (ops) => {
        const arena = new ByteArena();
        const model = new Map<number, string>();
        for (const [kind, slot, t] of ops) {
          if (kind === 'set') {
            arena.set(slot, t);
            model.set(slot, t);
          } else {
            arena.delete(slot);
            model.delete(slot);
          }
        }
        const slots = Array.from({ length: 1001 }, (_, slot) => slot);
        expect(slots.map((slot) => [arena.has(slot), arena.get(slot)])).toEqual(slots.map((slot) => [model.has(slot), model.get(slot)]));
      }),
      { numRuns: 60 },
    );
  });

  it('reclaims the room of replaced texts, keeping every live one', () => {
    const arena = new ByteArena();
    const big = (n: number, c: string) => c.repeat(n);
    arena.set(0, big(5 * MB, 'a')); // larger than a chunk
    arena.set(1, 'kept');
    arena.set(2, `wide ${big(1000, 'é€')}`);
    // 40 MB of replacements: several compactions.
    for (let i = 0; i < 40; i++) arena.set(3, big(MB, String.fromCharCode(98 + (i % 20))));
    expect(arena.get(0)).toBe(big(5 * MB, 'a'));
    expect(arena.get(1)).toBe('kept');
    expect(arena.get(2)).toBe(`wide ${big(1000, 'é€')}`);
    expect(arena.get(3)).toBe(big(MB, String.fromCharCode(98 + (39 % 20))));
    arena.clear();
    expect(arena.get(1)).toBeUndefined();
  });
});
