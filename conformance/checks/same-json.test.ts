import { describe, expect, it } from 'vitest';
import { sameJson } from './same-json.ts';

describe('sameJson', () => {
  it('takes objects with their keys in another order, at any depth, as the same', () => {
    expect(sameJson({ a: 1, b: { c: [1, { d: 2, e: 3 }] } }, { b: { c: [1, { e: 3, d: 2 }] }, a: 1 })).toBe(true);
  });
  it('keeps array order, values and key sets meaningful', () => {
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameJson({ a: '1' }, { a: 1 })).toBe(false);
    expect(sameJson(null, {})).toBe(false);
  });
  it('compares 64-bit integers by value, as number or bigint', () => {
    expect(sameJson(9007199254740993n, 9007199254740993n)).toBe(true);
    expect(sameJson(5n, 5)).toBe(true);
    expect(sameJson(9007199254740993n, 9007199254740992)).toBe(false);
    expect(sameJson(1.5, 1.5)).toBe(true);
  });
});
