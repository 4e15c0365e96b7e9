// The real server's sanity filter (reference §2.6): control characters other than CR, LF and TAB,
// and a few markup fragments, are refused. Query values that fail are dropped; body values give
// an error whose status depends on the operation.
import type { JsonValue } from '../json/parse.ts';

const FORBIDDEN = ['<![CDATA[', '&lt;![CDATA[', '<!ENTITY', '&lt;!ENTITY', '<script>', '&lt;script&gt;'];
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function isSaneString(s: string): boolean {
  return !CONTROL.test(s) && !FORBIDDEN.some((f) => s.includes(f));
}

/** Whether every string (keys and values, at any depth) of a parsed body passes the filter. */
export function isSaneValue(v: JsonValue): boolean {
  if (typeof v === 'string') return isSaneString(v);
  if (Array.isArray(v)) return v.every(isSaneValue);
  if (v !== null && typeof v === 'object') return Object.keys(v).every((k) => isSaneString(k) && isSaneValue(v[k] as JsonValue));
  return true;
}
