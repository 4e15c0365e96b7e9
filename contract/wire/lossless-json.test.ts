// parseJson reads what JSON.parse reads, keeps every digit of big integers, treats __proto__ as
// data, bounds nesting, and rejects malformed text with a JsonSyntaxError.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isJsonObject, JsonSyntaxError, parseJson, type JsonValue } from './lossless-json.ts';

/** The parse result as JSON.parse would give it: bigint as the nearest number, plain objects. */
function asJsonParseWould(v: JsonValue): unknown {
  if (typeof v === 'bigint') return Number(v);
  if (Array.isArray(v)) return v.map(asJsonParseWould);
  if (isJsonObject(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, asJsonParseWould(x)]));
  return v;
}

/** Every bigint in a parse result. */
function bigints(v: JsonValue): bigint[] {
  if (typeof v === 'bigint') return [v];
  if (Array.isArray(v)) return v.flatMap(bigints);
  if (isJsonObject(v)) return Object.values(v).flatMap(bigints);
  return [];
}

/** Any UTF-16 code unit (control characters and lone surrogates too) or astral character. */
const anyChar = fc.oneof(
  fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
  fc.integer({ min: 0x10000, max: 0x10ffff }).map((c) => String.fromCodePoint(c)),
);

const nested = (depth: number, open: string, close: string, inner = '1') => open.repeat(depth) + inner + close.repeat(depth);

describe('parseJson numbers', () => {
  it('keeps every digit of integers beyond 2^53 as bigint', () => {
    expect(parseJson('9007199254740993')).toBe(9007199254740993n);
    expect(parseJson('-9007199254740993')).toBe(-9007199254740993n);
    expect(parseJson('9223372036854775807')).toBe(9223372036854775807n);
    expect(parseJson('123456789012345678901234567890')).toBe(123456789012345678901234567890n);
    // 2^53 is not a safe integer any more: a double cannot tell it from 2^53 + 1.
    expect(parseJson('9007199254740992')).toBe(9007199254740992n);

    const record = parseJson('{"SPECIALID":9007199254740993,"RANK":3}');
    expect(record).toEqual({ SPECIALID: 9007199254740993n, RANK: 3 });
  });

  it('answers safe integers and decimals as number', () => {
    expect(parseJson('9007199254740991')).toBe(9007199254740991);
    expect(parseJson('-9007199254740991')).toBe(-9007199254740991);
    expect(parseJson('0')).toBe(0);
    expect(parseJson('-12')).toBe(-12);
    expect(parseJson('1.5')).toBe(1.5);
    expect(parseJson('-0.25e2')).toBe(-25);
    expect(parseJson('1E3')).toBe(1000);
    expect(parseJson('9007199254740993.0')).toBe(9007199254740992);
    expect(parseJson('1e21')).toBe(1e21);
  });

  it('answers any integer literal with every digit: number when safe, bigint otherwise', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }), (n) => {
        const parsed = parseJson(n.toString());
        if (Number.isSafeInteger(Number(n))) expect(parsed).toBe(Number(n));
        else expect(parsed).toBe(n);
      }),
      { numRuns: 200 },
    );
  });
});

describe('parseJson objects', () => {
  it('treats a __proto__ key as plain data, polluting nothing', () => {
    const parsed = parseJson('{"__proto__":{"polluted":true},"a":{"__proto__":{"polluted":true}}}');

    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(isJsonObject(parsed)).toBe(true);
    if (!isJsonObject(parsed)) return;
    expect(Object.hasOwn(parsed, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(parsed)).toBeNull();
    expect(parsed['__proto__']).toEqual({ polluted: true });
    expect(Object.keys(parsed)).toEqual(['__proto__', 'a']);
    expect((parsed as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps the last value of a duplicate key', () => {
    expect(parseJson('{"a":1,"b":2,"a":3}')).toEqual({ a: 3, b: 2 });
    expect(parseJson('{"a":{"x":1},"a":null}')).toEqual({ a: null });
  });

  it('decodes every escape, and surrogate pairs into one astral character', () => {
    expect(parseJson('"\\"\\\\\\/\\b\\f\\n\\r\\t"')).toBe('"\\/\b\f\n\r\t');
    expect(parseJson('"caf\\u00e9 \\u20AC \\ud83d\\ude00"')).toBe('café € 😀');
    expect(parseJson('"café €"')).toBe('café €');
  });

  it('accepts JSON whitespace around and between tokens', () => {
    expect(parseJson(' \t\r\n{ "a" : [ 1 , true , null ] }\n')).toEqual({ a: [1, true, null] });
  });
});

describe('parseJson nesting', () => {
  it('accepts a value inside 256 arrays or objects', () => {
    expect(() => parseJson(nested(256, '[', ']'))).not.toThrow();
    expect(() => parseJson(nested(256, '{"a":', '}'))).not.toThrow();
  });

  it('rejects one level deeper, and deep hostile input, with a JsonSyntaxError rather than a stack overflow', () => {
    expect(() => parseJson(nested(257, '[', ']'))).toThrow(JsonSyntaxError);
    expect(() => parseJson(nested(257, '{"a":', '}'))).toThrow(JsonSyntaxError);
    expect(() => parseJson(nested(100_000, '[', ']'))).toThrow(/nesting deeper than 256/);
    expect(() => parseJson('['.repeat(100_000))).toThrow(JsonSyntaxError);
  });
});

describe('parseJson malformed input', () => {
  const malformed: [string, string][] = [
    ['empty text', ''],
    ['only whitespace', ' \n'],
    ['truncated object', '{"a":1'],
    ['truncated array', '[1,2'],
    ['truncated string', '"abc'],
    ['truncated after colon', '{"a":'],
    ['truncated literal', 'tru'],
    ['trailing comma in array', '[1,2,]'],
    ['trailing comma in object', '{"a":1,}'],
    ['leading comma', '[,1]'],
    ['single-quoted string', "'abc'"],
    ['single-quoted key', "{'a':1}"],
    ['unquoted key', '{a:1}'],
    ['bare word', 'hello'],
    ['undefined', 'undefined'],
    ['NaN', 'NaN'],
    ['Infinity', 'Infinity'],
    ['raw newline in string', '"a\nb"'],
    ['raw tab in string', '"a\tb"'],
    ['raw NUL in string', '"a\u0000b"'],
    ['raw unit separator in string', '"a\u001fb"'],
    ['bad escape', '"\\x41"'],
    ['short unicode escape', '"\\u12"'],
    ['non-hex unicode escape', '"\\u12G4"'],
    ['leading zero', '01'],
    ['leading plus', '+1'],
    ['lone minus', '-'],
    ['dot without digits', '1.'],
    ['dot first', '.5'],
    ['exponent without digits', '1e'],
    ['missing colon', '{"a" 1}'],
    ['missing comma', '[1 2]'],
    ['two values', '1 2'],
    ['trailing garbage', '{} x'],
    ['comment', '// c\n1'],
    ['non-JSON whitespace', '\u00a01'],
  ];

  it.each(malformed)('rejects %s with a JsonSyntaxError', (_, text) => {
    expect(() => parseJson(text)).toThrow(JsonSyntaxError);
  });

  it('says where the error is', () => {
    try {
      parseJson('{"a":1,}');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(JsonSyntaxError);
      expect((e as JsonSyntaxError).position).toBe(7);
      expect((e as JsonSyntaxError).name).toBe('JsonSyntaxError');
      expect((e as JsonSyntaxError).message).toMatch(/at position 7$/);
    }
  });
});

describe('parseJson against JSON.parse', () => {
  it('reads any JSON text as JSON.parse does, with bigint exactly where an integer is unsafe', () => {
    fc.assert(
      fc.property(fc.jsonValue({ stringUnit: anyChar }), (v) => {
        const text = JSON.stringify(v);
        const parsed = parseJson(text);
        expect(asJsonParseWould(parsed)).toEqual(JSON.parse(text));
        // fc.jsonValue has doubles such as 1e20, which JSON.stringify writes as an integer literal.
        for (const b of bigints(parsed)) expect(Number.isSafeInteger(Number(b))).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});

describe('parseJson on arbitrary text', () => {
  // Fragments of JSON and near-JSON, so that random text is often valid and often nearly so.
  const token = fc.constantFrom('{', '}', '[', ']', ',', ':', '"', '"a"', '\\', '\\u00e9', '0', '1', '-', '.', 'e', '+', 'true', 'nul', 'null', ' ', '\n', '\u0001', "'", 'x');

  it('accepts exactly the text JSON.parse accepts, and rejects the rest with a JsonSyntaxError', () => {
    fc.assert(
      fc.property(fc.array(token, { maxLength: 12 }).map((parts) => parts.join('')), (text) => {
        let expected: unknown;
        let valid = true;
        try {
          expected = JSON.parse(text);
        } catch {
          valid = false;
        }
        if (valid) expect(asJsonParseWould(parseJson(text))).toEqual(expected);
        else expect(() => parseJson(text)).toThrow(JsonSyntaxError);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('isJsonObject', () => {
  it('answers true for objects only, with or without a prototype', () => {
    expect(isJsonObject({})).toBe(true);
    expect(isJsonObject(Object.create(null))).toBe(true);
    expect(isJsonObject(parseJson('{"a":1}'))).toBe(true);
    for (const v of [[], null, undefined, 'x', 1, 1n, true]) expect(isJsonObject(v)).toBe(false);
  });
});
