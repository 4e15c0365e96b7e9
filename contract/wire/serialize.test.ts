// serialize writes JSON that JSON.parse reads back unchanged: non-ASCII escaped as upper-case
// \uXXXX in ASCII mode, bigint with every digit, RawJson spliced verbatim.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseJson } from './lossless-json.ts';
import { quote, RawJson, serialize, type Serialisable } from './serialize.ts';

/** Any UTF-16 code unit (control characters and lone surrogates too) or astral character. */
const anyChar = fc.oneof(
  fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
  fc.integer({ min: 0x10000, max: 0x10ffff }).map((c) => String.fromCodePoint(c)),
);
const jsonValue = fc.jsonValue({ stringUnit: anyChar });
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

describe('quote', () => {
  it('escapes non-ASCII as \\uXXXX with upper-case hex, astral characters as two surrogates', () => {
    expect(quote('é', true)).toBe('"\\u00E9"');
    expect(quote('€', true)).toBe('"\\u20AC"');
    expect(quote('😀', true)).toBe('"\\uD83D\\uDE00"');
    expect(quote('caf\u00e9 \u00ff', true)).toBe('"caf\\u00E9 \\u00FF"');
    expect(quote('\u007f', true)).toBe('"\\u007F"');
  });

  it('escapes quotes, backslashes and control characters in both modes', () => {
    for (const asciiOnly of [true, false]) {
      expect(quote('"\\', asciiOnly)).toBe('"\\"\\\\"');
      expect(quote('\n\r\t\b\f', asciiOnly)).toBe('"\\n\\r\\t\\b\\f"');
      expect(quote('\u0001\u001f', asciiOnly)).toBe('"\\u0001\\u001' + (asciiOnly ? 'F' : 'f') + '"');
    }
  });

  it('leaves non-ASCII as is when asciiOnly is false', () => {
    expect(quote('é€😀', false)).toBe('"é€😀"');
  });

  it('reads back as the same string, in printable ASCII only, for any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: anyChar }), (s) => {
        const quoted = quote(s, true);
        expect(quoted).toMatch(PRINTABLE_ASCII);
        expect(JSON.parse(quoted)).toBe(s);
        expect(JSON.parse(quote(s, false))).toBe(s);
      }),
      { numRuns: 200 },
    );
  });
});

describe('serialize', () => {
  it('escapes keys and values in ASCII mode, the default, and leaves them with asciiOnly false', () => {
    const value = { 'clé': 'été €' };
    expect(serialize(value)).toBe('{"cl\\u00E9":"\\u00E9t\\u00E9 \\u20AC"}');
    expect(serialize(value, false)).toBe('{"clé":"été €"}');
  });

  it('writes bigint with every digit', () => {
    expect(serialize({ SPECIALID: 9007199254740993n })).toBe('{"SPECIALID":9007199254740993}');
    expect(serialize([-9223372036854775808n, 9223372036854775807n])).toBe('[-9223372036854775808,9223372036854775807]');
    expect(parseJson(serialize({ SPECIALID: 9007199254740993n }))).toEqual({ SPECIALID: 9007199254740993n });
  });

  it('splices RawJson verbatim, without re-escaping or reformatting it', () => {
    const stored = new RawJson('{ "FILENAME" : "é.dat" }');
    expect(serialize({ results: [stored, stored], count: 2 })).toBe('{"results":[{ "FILENAME" : "é.dat" },{ "FILENAME" : "é.dat" }],"count":2}');
    expect(serialize(new RawJson('42'))).toBe('42');
  });

  it('omits undefined properties, and writes undefined array items and non-finite numbers as null, like JSON.stringify', () => {
    expect(serialize({ a: undefined, b: 1, c: undefined })).toBe('{"b":1}');
    expect(serialize([undefined, 1])).toBe('[null,1]');
    expect(serialize([Number.NaN, Number.POSITIVE_INFINITY, -0])).toBe('[null,null,0]');
    expect(serialize(null)).toBe('null');
    expect(serialize({})).toBe('{}');
    expect(serialize([])).toBe('[]');
  });

  it('writes exactly what JSON.stringify writes when asciiOnly is false', () => {
    fc.assert(
      fc.property(jsonValue, (v) => {
        expect(serialize(v as Serialisable, false)).toBe(JSON.stringify(v));
      }),
      { numRuns: 200 },
    );
  });

  it('reads back with JSON.parse as the value itself, in both modes, ASCII mode writing printable ASCII only', () => {
    fc.assert(
      fc.property(jsonValue, (v) => {
        // JSON has no -0: compare with the value as any JSON writer would give it back.
        const expected = JSON.parse(JSON.stringify(v));
        const ascii = serialize(v as Serialisable);
        expect(ascii).toMatch(PRINTABLE_ASCII);
        expect(JSON.parse(ascii)).toEqual(expected);
        expect(JSON.parse(serialize(v as Serialisable, false))).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });
});
