// Packed JSON gives back every text byte for byte and every value exactly (bigints included),
// whatever the serialiser wrote: flat objects are packed, anything else is kept whole.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseJson } from '../json/parse.ts';
import { serialize, type Serialisable } from '../json/serialize.ts';
import { ShapeTable } from './packed-json.ts';

const roundTrip = (table: ShapeTable, json: string) => {
  const { shape, packed } = table.pack(json);
  return { json: table.get(shape).json(packed), object: table.get(shape).object(packed), shape };
};

const scalar: fc.Arbitrary<Serialisable> = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.constantFrom('', '"', '\\', '\u0001', 'a,b}', '{"x":1}', 'é€😀'),
  fc.boolean(),
  fc.constant(null),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }),
);
const value: fc.Arbitrary<Serialisable> = fc.oneof(
  { weight: 5, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 4 }), scalar, { maxKeys: 3 }) },
);
const record = fc.dictionary(fc.string({ unit: 'binary', maxLength: 8 }), value, { maxKeys: 8 });

describe('packed JSON', () => {
  it('rebuilds the serialised text and its values exactly, in v1 (ASCII) and plain form', () => {
    const table = new ShapeTable();
    fc.assert(
      fc.property(record, fc.boolean(), (r, asciiOnly) => {
        const json = serialize(r, asciiOnly);
        // Twice: a new shape is found by a scan, the same shape again by its one-match pattern.
        for (const back of [roundTrip(table, json), roundTrip(table, json)]) {
          expect(back.json).toBe(json);
          expect(back.object).toStrictEqual({ ...(parseJson(json) as object) });
        }
      }),
      { numRuns: 500 },
    );
  });

  it('keeps whole what is not a flat object without whitespace, and still rebuilds it', () => {
    const table = new ShapeTable();
    for (const json of ['{ "a": 1 }', '{"a":1} ', '[1,2]', '"text"', '{"a":1,"a":2}', '{"a":"x" ,"b":1 }', '{"a":1,"b": [1, {"c":2}]}']) {
      const back = roundTrip(table, json);
      expect(back.json).toBe(json);
      expect(back.object).toStrictEqual({ ...(parseJson(json) as object) });
    }
    expect(roundTrip(table, '{ "a": 1 }').shape).toBe(0);
    // Not JSON (a raw control character), but the text still comes back: it holds the separator.
    const withSeparator = '{"a":"\u0001"}';
    const kept = table.pack(withSeparator);
    expect(kept.shape).toBe(0);
    expect(table.get(kept.shape).json(kept.packed)).toBe(withSeparator);
  });

  it('shares one shape between records with the same keys', () => {
    const table = new ShapeTable();
    const a = table.pack('{"SPECIALID":9007199254740993,"B":"x"}');
    const b = table.pack('{"SPECIALID":-1,"B":"y"}');
    expect(a.shape).toBe(b.shape);
    expect(table.get(a.shape).object(a.packed)).toStrictEqual({ SPECIALID: 9007199254740993n, B: 'x' });
    expect(table.get(b.shape).json(b.packed)).toBe('{"SPECIALID":-1,"B":"y"}');
  });

  it('tells a record apart from the last shape when it has a member more, a member less or another key', () => {
    const table = new ShapeTable();
    const texts = ['{"A":1,"B":"x"}', '{"A":1,"B":"x","C":2}', '{"A":1}', '{"A":1,"BB":"x"}', '{"A":{"B":1},"B":"x"}', '{"A":1,"B":"x"}', '{"A":1,"B":"x\\",\\"C\\":2"}', '{"A":1,"B":"x"}'];
    const packs = texts.map((json) => table.pack(json));
    packs.forEach((p, i) => expect(table.get(p.shape).json(p.packed)).toBe(texts[i]));
    expect(new Set(packs.map((p) => p.shape)).size).toBe(4);
    expect(table.get(packs[6]!.shape).object(packs[6]!.packed)).toStrictEqual({ A: 1, B: 'x",\"C\":2' });
  });

  it('codes the values a field repeats, and rebuilds every record past the 128 codes of a field', () => {
    const table = new ShapeTable();
    // 300 partners (more than a field has codes), a unique file name, a constant model name.
    const texts = Array.from({ length: 6000 }, (_, i) => serialize({ '@model': 'DbTaskRunner', REQUESTER: `partner-${(i * 7) % 300}`, FILENAME: `file-${i}.dat`, RANK: i }));
    const packs = texts.map((json) => table.pack(json));
    packs.forEach((p, i) => expect(table.get(p.shape).json(p.packed)).toBe(texts[i]));
    expect(table.get(packs[5999]!.shape).object(packs[5999]!.packed)).toStrictEqual({ '@model': 'DbTaskRunner', REQUESTER: 'partner-293', FILENAME: 'file-5999.dat', RANK: 5999 });
    // The model name and a partner among the first 128 take one character each; new texts stay as they are.
    expect(packs[310]!.packed.split('\u0001').map((v) => v.length)).toEqual([1, 1, '"file-310.dat"'.length, 3]);
  });
});
