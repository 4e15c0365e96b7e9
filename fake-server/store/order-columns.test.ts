// The pieces of the ORIGINALNAME order: a name's number never orders two names against their
// text (equal numbers leave it to the text), and ByteArena.compare orders stored texts as JS
// compares the strings, one-byte or not.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { ByteArena } from './byte-arena.ts';
import { namePrefix } from './order-columns.ts';

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const text = fc.oneof(
  fc.string({ unit: 'grapheme-ascii', maxLength: 14 }),
  fc.string({ unit: 'binary', maxLength: 14 }),
  fc.constantFrom('', 'INV_2025', 'INV_20250', 'INV_2025\u0001', '\u0001z', '\u0002a', '~', '\u007f', 'é', 'ÿ', 'Ā', '\u0000', '😀', '\ud800'),
  fc.tuple(fc.constantFrom('INV_2025', 'ab', ''), fc.string({ unit: 'binary', maxLength: 6 })).map(([p, s]) => p + s),
);

it('gives names numbers that order as the names do wherever the numbers differ', () => {
  fc.assert(
    fc.property(text, text, (a, b) => {
      const [x, y] = [namePrefix(a), namePrefix(b)];
      expect(Number.isSafeInteger(x)).toBe(true);
      if (x < y) expect(cmp(a, b)).toBe(-1);
      if (x > y) expect(cmp(a, b)).toBe(1);
      if (a === b) expect(x).toBe(y);
    }),
    { numRuns: 2000 },
  );
});

it('compares stored texts as JS compares the strings', () => {
  fc.assert(
    fc.property(text, text, fc.boolean(), (a, b, deleteB) => {
      const arena = new ByteArena();
      arena.set(3, a);
      arena.set(7, b);
      if (deleteB) arena.delete(7);
      const bb = deleteB ? '' : b;
      expect(arena.compare(3, 7)).toBe(cmp(a, bb));
      expect(arena.compare(7, 3)).toBe(cmp(bb, a));
      expect(arena.compare(3, 3)).toBe(0);
    }),
    { numRuns: 1000 },
  );
});
