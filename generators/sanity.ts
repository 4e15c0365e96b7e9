// The real server's sanity filter (reference §2.6): a string with a control character other than
// CR, LF and TAB, or one of a few markup fragments, is refused. The contract's schemas cannot say
// this, so the negative variants that rely on it are checked against this rule; it matches the
// fake's own filter character for character.

export const SANITY_FRAGMENTS = ['<![CDATA[', '&lt;![CDATA[', '<!ENTITY', '&lt;!ENTITY', '<script>', '&lt;script&gt;'] as const;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const isSaneString = (s: string): boolean => !CONTROL.test(s) && !SANITY_FRAGMENTS.some((f) => s.includes(f));

/** Whether every string of a value (keys included, at any depth) passes the filter. */
export function isSaneValue(v: unknown): boolean {
  if (typeof v === 'string') return isSaneString(v);
  if (Array.isArray(v)) return v.every(isSaneValue);
  if (v !== null && typeof v === 'object') return Object.entries(v).every(([k, x]) => isSaneString(k) && isSaneValue(x));
  return true;
}
