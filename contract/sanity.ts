// The sanity rule of the interface's server (reference §2.6): control characters other than CR,
// LF and TAB, and a few markup fragments, are refused in parameters and bodies.

export const SANITY_FORBIDDEN = ['<![CDATA[', '&lt;![CDATA[', '<!ENTITY', '&lt;!ENTITY', '<script>', '&lt;script&gt;'] as const;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function isSaneString(s: string): boolean {
  return !CONTROL.test(s) && !SANITY_FORBIDDEN.some((f) => s.includes(f));
}
