// Escaping for the text formats: XML/HTML text and attributes, Markdown text, cells and code.
// Bodies come from the target and may hold anything, control characters included.

// Characters XML 1.0 does not allow at all, even escaped; lone surrogates included (u flag).
const NOT_XML = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text content of an XML or HTML element. */
export const xmlText = (s: string): string =>
  s.replace(NOT_XML, '\uFFFD').replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** An attribute value, double-quoted; line breaks survive as character references. */
export const xmlAttr = (s: string): string =>
  xmlText(s).replaceAll('"', '&quot;').replaceAll("'", '&#39;').replaceAll('\n', '&#10;').replaceAll('\r', '&#13;').replaceAll('\t', '&#9;');

/** Markdown inline text: nothing in it is read as markup. */
export const mdText = (s: string): string => s.replace(/[\\`*_[\]<>|~]/g, (ch) => `\\${ch}`).replace(/\r?\n/g, ' ');

/** A Markdown table cell. */
export const mdCell = (s: string): string => mdText(s);

/** A fenced Markdown code block whose fence no backtick run inside can close. */
export function mdCode(s: string, lang = ''): string {
  const longest = Math.max(2, ...[...s.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${lang}\n${s}\n${fence}`;
}

/** Terminal-safe text: control characters (ESC above all) shown as \u escapes, so an answer
 * from the target cannot move the cursor or recolour the console. Line breaks and tabs stay. */
export const printable = (s: string): string =>
  s.replace(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
