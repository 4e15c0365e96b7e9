// The key scan beside the shared parser: top-level members exactly as written, duplicates at any
// depth, and no confusion from braces, colons, commas or escaped quotes inside strings.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { scanMembers } from './json-members.ts';

describe('scanMembers', () => {
  it('gives the top-level members with their raw text', () => {
    expect(scanMembers('{ "a" : 1.0 , "b":{"x":[1,{"y":2}]},"c": "s,}:{\\"" }').members).toEqual([
      { key: 'a', raw: '1.0' },
      { key: 'b', raw: '{"x":[1,{"y":2}]}' },
      { key: 'c', raw: '"s,}:{\\""' },
    ]);
  });

  it('decodes escaped keys', () => {
    expect(scanMembers('{"a\\"b":1,"\\u0041":2}').members.map((m) => m.key)).toEqual(['a"b', 'A']);
  });

  it('finds duplicates at any depth, each object on its own', () => {
    expect(scanMembers('{"a":1,"b":{"a":1},"c":[{"d":1},{"d":2}]}').duplicates).toEqual([]);
    expect(scanMembers('{"a":1,"a":2,"b":[{"d":1,"d":2}],"e":{"f":{"g":1,"g":1}}}').duplicates).toEqual(['a', 'd', 'g']);
    expect(scanMembers('{"\\u0061":1,"a":2}').duplicates).toEqual(['a']);
  });

  it('has no members when the root is not an object', () => {
    expect(scanMembers('[{"a":1},{"a":2}]')).toEqual({ members: [], duplicates: [] });
    expect(scanMembers('"x"').members).toEqual([]);
  });

  it('agrees with JSON.parse on any object, compact or indented', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.boolean(), (object, indent) => {
        const text = JSON.stringify(object, null, indent ? 2 : undefined);
        const scan = scanMembers(text);
        expect(scan.duplicates).toEqual([]);
        expect(scan.members.map((m) => m.key)).toEqual(Object.keys(object));
        for (const m of scan.members) expect(JSON.parse(m.raw)).toEqual(JSON.parse(JSON.stringify(object[m.key])));
      }),
    );
  });
});
