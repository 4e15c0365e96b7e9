// The sanity rule of the interface's server (reference §2.6): control characters other than CR,
// LF and TAB, and a few markup fragments, are refused in parameters and bodies.

/** The markup fragments the server's sanity filter refuses in parameters and bodies (reference §2.6), raw and HTML-escaped. */
export const SANITY_FORBIDDEN = ['<![CDATA[', '&lt;![CDATA[', '<!ENTITY', '&lt;!ENTITY', '<script>', '&lt;script&gt;'] as const;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * Whether a string passes the server's sanity filter (reference §2.6): no control character other
 * than CR, LF and TAB, and none of the {@link SANITY_FORBIDDEN} fragments. Query values that fail
 * it are dropped; body values that fail it are refused.
 */
export function isSaneString(s: string): boolean {
  return !CONTROL.test(s) && !SANITY_FORBIDDEN.some((f) => s.includes(f));
}
