// The packet scalars read as 3.6.2's Jackson reads them, and nothing else: a text that only looks
// like a key of an object (constructor, toString) is no boolean.
import { describe, expect, it } from 'vitest';
import { coerceScalars } from './jackson-scalars.ts';

describe('coerceScalars', () => {
  it('reads the texts of a boolean in any of its three cases, and a text of digits as a number', () => {
    expect(coerceScalars('bandwidth', { setter: 'TRUE', writeglobal: '120', readglobal: '-15' })).toMatchObject({ setter: true, writeglobal: 120, readglobal: -15 });
    expect(coerceScalars('log', { purge: 'False', startid: 'x' })).toMatchObject({ purge: false, startid: 'x' });
    expect(coerceScalars('bandwidth', { writeglobal: '9223372036854775807' })['writeglobal']).toBe(9223372036854775807n);
  });

  it('leaves every other text as it is, for the schema to refuse', () => {
    for (const t of ['constructor', 'toString', '__proto__', 'yes', '1', ' true']) expect(coerceScalars('log', { purge: t })['purge']).toBe(t);
    expect(coerceScalars('bandwidth', { writeglobal: '12.5' })['writeglobal']).toBe('12.5');
  });
});
