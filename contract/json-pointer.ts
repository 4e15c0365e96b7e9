// JSON pointers (RFC 6901) into a parsed answer: where a create's answer carries the id the server
// assigned (schemas/script.schema.ts ASSIGNED_ID_AT).
import { isJsonObject, type JsonValue } from './wire/lossless-json.ts';

/** The value at `pointer` in `value` (`/answer/SPECIALID`, `/results/0/specialId`), or undefined. */
export function valueAt(value: JsonValue | undefined, pointer: string): JsonValue | undefined {
  if (pointer === '') return value;
  let here: JsonValue | undefined = value;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (Array.isArray(here)) here = /^\d+$/.test(key) ? here[Number(key)] : undefined;
    else if (isJsonObject(here)) here = here[key];
    else return undefined;
  }
  return here;
}

/** The id at `pointer` as text, when it is a number or a non-empty string. */
export function idAt(value: JsonValue | undefined, pointer: string): string | undefined {
  const id = valueAt(value, pointer);
  if (typeof id === 'number' || typeof id === 'bigint') return String(id);
  return typeof id === 'string' && id !== '' ? id : undefined;
}
