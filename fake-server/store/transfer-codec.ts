// A stored transfer read back from its v1 JSON text, exactly as it was put: SPECIALID is the one
// int64 of the record, a bigint whatever its size (every digit kept, also when a serialiser writes
// it as a string); any other integer the lossless parser gives as a bigint was a number too large
// to be exact, and the same number comes back from its shortest decimal text.
import { type Transfer, parseJson, type JsonValue } from '../../contract/index.ts';

/**
 * Sixteen digits in a row: the only way a text can hold an integer beyond 2^53 (which has 16).
 * Without one, the native parser reads every number exactly as the lossless one would, several
 * times faster.
 */
const LONG_DIGITS = /\d{16}/;

export function transferOf(json: string): Transfer {
  let o: Record<string, JsonValue>;
  if (LONG_DIGITS.test(json)) {
    // Copied to a plain object, as the native parser makes (the lossless one makes them without prototype).
    o = { ...(parseJson(json) as Record<string, JsonValue>) };
    for (const name of Object.keys(o)) {
      const value = o[name];
      if (typeof value === 'bigint' && name !== 'SPECIALID') o[name] = Number(value);
    }
  } else {
    o = JSON.parse(json) as Record<string, JsonValue>;
  }
  const id = o['SPECIALID'];
  if (typeof id === 'number' || typeof id === 'string') o['SPECIALID'] = BigInt(id);
  return o as unknown as Transfer;
}
