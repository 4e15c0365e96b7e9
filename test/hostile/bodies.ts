// Hostile request bodies. Each starts from a valid body of some operation (so the fuzz reaches the
// handlers, not only the parser) or one of the generators' invalid variants, and is then spoilt in
// a way a parser or a handler has to survive: cut short, one character mangled, a prototype key
// injected, a string value replaced by hostile text (sanity fragments, every Unicode plane, long
// runs), a field set to a huge number; plus deep nesting and roots that are not objects.
import fc from 'fast-check';
import { invalidVariantsOf } from '../../generators/index.ts';
import { hostileStringArb, NUMBER_TEXTS, PROTO_KEYS } from './strings.ts';

/** What the bodies are tied to, read from the fake at run time (never the names of a seeded dataset). */
export interface FuzzContext {
  readonly hostIds: readonly string[];
  readonly rules: readonly string[];
  readonly classPrefix: string;
}

/** JSON with bigints written with every digit (JSON.stringify refuses them). */
export function jsonText(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? `\u0000big:${v}` : v)).replace(/"\\u0000big:(-?\d+)"/g, '$1');
}

/** The generators' single-flaw variants of the schema `id` (a missing field, a wrong type, an oversized number...). */
export const invalidVariantText = (id: string): fc.Arbitrary<string> => invalidVariantsOf(id).map((v) => jsonText(v.value));

/** `{"<proto key>": <value>, ...rest}` written as text: an object literal would set a prototype, not a key. */
export const protoInjectedArb = (inner: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.tuple(inner, fc.constantFrom(...PROTO_KEYS), fc.constantFrom('{"polluted":1}', '{"prototype":{"polluted":1}}', '1', '"x"', 'null', '[{"polluted":1}]')).map(([text, key, value]) =>
    text.startsWith('{') ? `{"${key}":${value}${text.trim() === '{}' ? '' : ','}${text.slice(1)}` : `{"${key}":${value}}`,
  );

/** A JSON text cut anywhere: the commonest malformed body. */
const truncatedArb = (inner: fc.Arbitrary<string>) =>
  fc.tuple(inner, fc.double({ min: 0, max: 1, noNaN: true })).map(([t, f]) => t.slice(0, Math.floor(t.length * f)));

/** A JSON text with one character replaced or inserted. */
const mangledArb = (inner: fc.Arbitrary<string>) =>
  fc.tuple(inner, fc.nat(), fc.constantFrom('', '"', '{', '}', '[', ',', ':', '\\', '\u0000', '\n', "'", '\ud800', 'NaN')).map(([t, at, c]) => {
    const i = t.length === 0 ? 0 : at % t.length;
    return at % 2 === 0 ? t.slice(0, i) + c + t.slice(i + 1) : t.slice(0, i) + c + t.slice(i);
  });

/** A valid body with one string value (the n-th) replaced by hostile text. */
const hostileValueArb = (inner: fc.Arbitrary<string>) =>
  fc.tuple(inner, hostileStringArb, fc.nat({ max: 8 })).map(([text, s, n]) => {
    let seen = 0;
    return text.replace(/"(?:[^"\\]|\\.)*"(?=\s*[,}\]])/g, (m) => (seen++ === n ? jsonText(s) : m));
  });

const HUGE_NUMBERS = [...NUMBER_TEXTS.filter((t) => /^-?\d/.test(t)), '1e999999', '-' + '9'.repeat(1000), '0.' + '0'.repeat(500) + '1', '123456789012345678901234567890e-10'];

/** A valid body with one number value (the n-th) replaced by a huge, tiny or out-of-range number. */
const hugeNumberArb = (inner: fc.Arbitrary<string>) =>
  fc.tuple(inner, fc.constantFrom(...HUGE_NUMBERS), fc.nat({ max: 8 })).map(([text, big, n]) => {
    let seen = 0;
    return text.replace(/(?<=:)-?\d[\d.eE+-]*/g, (m) => (seen++ === n ? big : m));
  });

/** Numeric fields of the interface's bodies and packets: where a number is parsed, converted and stored. */
const NUMERIC_FIELDS = [
  'SPECIALID', 'STARTTRANS', 'STOPTRANS', 'PORT', 'BLOCKSZ', 'RANK', 'STEP', 'MODETRANS', 'GLOBALSTEP', 'UPDATEDINFO', 'READGLOBALLIMIT',
  'WRITESESSIONLIMIT', 'DELAYLIMIT', 'writeglobal', 'readsession', 'id', 'start', 'stop', 'startid', 'request', 'upGlobalLimit', 'delayLimit',
] as const;

/**
 * A valid object body with one field set again at the end (the last of duplicated keys wins) to a
 * huge number: one of its own fields, or a numeric field of the interface.
 */
const hugeFieldArb = (inner: fc.Arbitrary<string>) =>
  fc.tuple(inner, fc.nat(), fc.boolean(), fc.constantFrom(...NUMERIC_FIELDS), fc.constantFrom(...HUGE_NUMBERS), fc.constantFrom('n', '[n]', '{"a":n}', '"n"', '[[n,n]]')).map(([text, n, own, other, number, shape]) => {
    // The number alone, or wrapped where a scalar is expected: an array, an object, a string.
    const big = shape.replaceAll('n', number);
    const keys = [...text.matchAll(/"((?:[^"\\]|\\.)*)":/g)].map((m) => m[1] as string);
    const field = own && keys.length > 0 ? keys[n % keys.length] : other;
    return /^\{\s*"/.test(text) ? text.replace(/\}\s*$/, `,"${field}":${big}}`) : `{"${field}":${big}}`;
  });

/** Nesting around the parser's depth bound (256) and far beyond it. */
export const deepNestingArb: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(1, 200, 255, 256, 257, 1000, 100_000), fc.constantFrom('array', 'object', 'mixed', 'unclosed'))
  .map(([depth, kind]) => {
    if (kind === 'array') return '['.repeat(depth) + ']'.repeat(depth);
    if (kind === 'object') return '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
    if (kind === 'mixed') return '{"a":['.repeat(depth) + '1' + ']}'.repeat(depth);
    return '{"HOSTID":' + '['.repeat(depth);
  });

const ODD_TEXTS = ['', ' ', '[]', '"x"', '1', 'null', 'true', '{}', '\ufeff{}', '{"a":1}{"b":2}', "{'HOSTID':'x'}", '{HOSTID:1}', '<xml/>', '{"a":1,"a":2}'];

/**
 * Bodies for an operation whose valid bodies are `valid`: the valid ones, their invalid variants
 * (`invalid`), and every way of spoiling them.
 */
export function spoiltBodyArb(valid: fc.Arbitrary<string>, invalid?: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const arbs: Array<{ arbitrary: fc.Arbitrary<string>; weight: number }> = [
    { arbitrary: valid, weight: 4 },
    { arbitrary: protoInjectedArb(valid), weight: 3 },
    { arbitrary: hostileValueArb(valid), weight: 3 },
    { arbitrary: hugeNumberArb(valid), weight: 1 },
    { arbitrary: hugeFieldArb(valid), weight: 2 },
    { arbitrary: truncatedArb(valid), weight: 1 },
    { arbitrary: mangledArb(valid), weight: 1 },
    { arbitrary: deepNestingArb, weight: 1 },
    { arbitrary: fc.constantFrom(...ODD_TEXTS), weight: 1 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? 'null'), weight: 1 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 48 }), weight: 1 },
  ];
  if (invalid) arbs.push({ arbitrary: invalid, weight: 3 });
  return fc.oneof(...arbs);
}
