// The pieces of the ORIGINALNAME order: a name's numbers never order two names against their
// text (equal numbers leave it to the text, unless they are the whole text), and ByteArena.compare orders stored texts as JS
// compares the strings, one-byte or not.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { ByteArena } from './byte-arena.ts';
import { nameKeys } from './order-columns.ts';

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const text = fc.oneof(
  fc.string({ unit: 'grapheme-ascii', maxLength: 14 }),
  fc.string({ unit: 'binary', maxLength: 14 }),
  fc.constantFrom('', 'INV_2025', 'INV_20250', 'INV_20250101_000', 'INV_20250101_0001', 'INV_20250101_00\u0001', 'INV_2025\u0001', '\u0001z', '\u0002a', '~', '\u007f', 'é', 'ÿ', 'Ā', '\u0000', '😀', '\ud800'),
  fc.tuple(fc.constantFrom('INV_2025', 'ab', ''), fc.string({ unit: 'binary', maxLength: 6 })).map(([p, s]) => p + s),
);

it('gives names numbers that order as the names do wherever the numbers differ, and are the name when they say so', () => {
  fc.assert(
    fc.property(text, text, (a, b) => {
      const [x, y] = [nameKeys(a), nameKeys(b)];
      for (const k of [x, y]) expect(Number.isSafeInteger(k.first) && Number.isSafeInteger(k.second)).toBe(true);
      const byKeys = x.first - y.first || x.second - y.second;
      if (byKeys !== 0) expect(cmp(a, b)).toBe(Math.sign(byKeys));
      if (a === b) expect(x).toEqual(y);
      if (byKeys === 0 && x.whole && y.whole) expect(a).toBe(b);
    }),
    { numRuns: 3000 },
  );
  expect(nameKeys('INV_20250101_000123.pdf').whole).toBe(false);
  expect(nameKeys('INV_20250101_00').whole).toBe(true);
  expect(nameKeys('ab\u0001').whole).toBe(false);
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
