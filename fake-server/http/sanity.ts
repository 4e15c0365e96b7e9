// The real server's sanity filter (reference §2.6), applied to parsed bodies: the rule itself
// lives in the contract. Query values that fail are dropped; body values give an error whose
// status depends on the operation.
import { isSaneString, type JsonValue } from '../../contract/index.ts';

export { isSaneString };

/** Whether every string (keys and values, at any depth) of a parsed body passes the filter. */
export function isSaneValue(v: JsonValue): boolean {
  if (typeof v === 'string') return isSaneString(v);
  if (Array.isArray(v)) return v.every(isSaneValue);
  if (v !== null && typeof v === 'object') return Object.keys(v).every((k) => isSaneString(k) && isSaneValue(v[k] as JsonValue));
  return true;
}
