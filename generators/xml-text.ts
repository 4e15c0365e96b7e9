// XML text as the real server's dom4j writer produces it (`escapeElementEntities`): `&`, `<` and
// `>` escaped, other control characters as numeric references, quotes left alone in text; and,
// in the pretty-printed /log export, runs of whitespace collapsed and ends trimmed (`trimText`).

// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE = /[&<>\u0000-\u001f]/;
// eslint-disable-next-line no-control-regex
const ESCAPED = /[&<>\u0000-\u001f]/g;
const entity = (c: string) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : `&#${c.charCodeAt(0)};`);

/**
 * XML element text as the real server's dom4j writer escapes it: `&`, `<` and `>` as entities,
 * every character below U+0020 (tab and line breaks included) as a numeric reference (`&#10;`),
 * quotes left alone. Answers `text` itself when nothing needs escaping.
 */
export function escapeXmlText(text: string): string {
  return NEEDS_ESCAPE.test(text) ? text.replace(ESCAPED, entity) : text;
}

const SPACES = /[ \t\n\r\f]+/g;
const NEEDS_TRIM = /^[ \t\n\r\f]|[ \t\n\r\f]$|[ \t\n\r\f]{2}|[\t\n\r\f]/;

/** Text as dom4j's pretty printer writes it: whitespace runs become one space, ends are trimmed. */
export function prettyXmlText(text: string): string {
  const trimmed = NEEDS_TRIM.test(text) ? text.replace(SPACES, ' ').replace(/^ | $/g, '') : text;
  return escapeXmlText(trimmed);
}
