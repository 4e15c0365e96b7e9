// A stored transfer read back from its packed JSON values, exactly as it was put: SPECIALID is the
// one int64 of the record, a bigint whatever its size (every digit kept, also when a serialiser
// writes it as a string); any other integer the parser gives as a bigint was a number too large
// to be exact, and the same number comes back from its shortest decimal text.
import type { Transfer } from '../../contract/index.ts';
import type { JsonValue } from '../json/parse.ts';
import type { JsonShape } from './packed-json.ts';

const numbersStayNumbers = (name: string, value: bigint): JsonValue => (name === 'SPECIALID' ? value : Number(value));

export function transferOf(shape: JsonShape, packed: string): Transfer {
  const o = shape.object(packed, numbersStayNumbers);
  const id = o['SPECIALID'];
  if (typeof id === 'number' || typeof id === 'string') o['SPECIALID'] = BigInt(id);
  return o as unknown as Transfer;
}
