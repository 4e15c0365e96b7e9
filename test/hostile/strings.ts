// Hostile text for the fuzz tests: every Unicode plane (lone surrogates too), the sanity-filter
// fragments of reference §2.6, path traversal, prototype keys, number-looking text and long runs.
// Each is a place where a server that trusts its input breaks, so each gets a fair share of runs.
import fc from 'fast-check';
import { SANITY_FRAGMENTS } from '../../generators/index.ts';

/** Keys that reach Object.prototype when a server copies them into a plain object. */
export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__', 'isPrototypeOf'] as const;

/** Text a file name must never be built from (part 2 of the issue: /log exports). */
export const TRAVERSALS = [
  '../../../../../../etc/passwd', '..', '../', '..\\..\\windows\\win.ini', '%2e%2e%2f%2e%2e%2f', '..%2f..%2f', '/etc/passwd',
  'C:\\Windows\\x', '\u0000', 'a\u0000b', 'x/../../y', '....//....//', '~/.ssh/id_rsa', '\\\\server\\share',
] as const;

/** Values that read as numbers to some parser and not to another. */
export const NUMBER_TEXTS = [
  '1e400', '-1e400', '1e308', '9'.repeat(40), '-9223372036854775809', '9223372036854775808', '18446744073709551616', '0.000001',
  '-0', 'NaN', 'Infinity', '0x1F', '1_000', ' 42 ', '42.0', '4.2e1', '', '+1', '00012',
] as const;

/** The sanity filter's refused fragments, and the control characters it refuses. */
export const SANITY_BREAKERS = [...SANITY_FRAGMENTS, '\u0001', '\u0008', '\u000b', '\u001b[0m', '\u007f'] as const;

/** One character of Unicode plane 0..16 (surrogate code points excluded: they come below as lone halves). */
export const planeCharArb: fc.Arbitrary<string> = fc
  .integer({ min: 0, max: 16 })
  .chain((plane) => fc.integer({ min: plane * 0x10000, max: plane * 0x10000 + 0xffff }))
  .filter((cp) => cp < 0xd800 || cp > 0xdfff)
  .map((cp) => String.fromCodePoint(cp));

const loneSurrogateArb = fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff', 'a\ud83d', '\ude00b');

/** A short string of characters from every plane, lone surrogates included. */
export const unicodeTextArb: fc.Arbitrary<string> = fc.array(fc.oneof(planeCharArb, loneSurrogateArb, fc.string({ unit: 'binary', maxLength: 3 })), { maxLength: 12 }).map((a) => a.join(''));

/** A long run (up to 20,000 characters): cheap to send, and far beyond any column the interface has. */
export const longTextArb: fc.Arbitrary<string> = fc.tuple(fc.oneof(fc.constant('x'), planeCharArb), fc.integer({ min: 256, max: 20_000 })).map(([c, n]) => c.repeat(n));

/** Any hostile string. */
export const hostileStringArb: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: unicodeTextArb, weight: 3 },
  { arbitrary: fc.constantFrom(...SANITY_BREAKERS).map((f) => `report ${f} 2025`), weight: 2 },
  { arbitrary: fc.constantFrom(...TRAVERSALS), weight: 2 },
  { arbitrary: fc.constantFrom(...PROTO_KEYS), weight: 1 },
  { arbitrary: fc.constantFrom(...NUMBER_TEXTS), weight: 2 },
  { arbitrary: longTextArb, weight: 1 },
  { arbitrary: fc.string({ maxLength: 8 }), weight: 2 },
);

/** Percent-encodes the UTF-8 bytes of `s` (a lone surrogate becomes U+FFFD, where encodeURIComponent throws). */
export const percentEncode = (s: string): string =>
  [...Buffer.from(s, 'utf8')].map((b) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`)).join('');
