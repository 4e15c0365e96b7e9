// The text of a /log export as the real server's dom4j writer lays it out (reference §4, §18):
// no XML declaration, a raw `<taskrunners>` opening tag, each `<runner>` pretty-printed on its own
// lines with children indented by two spaces, and `</taskrunners>` glued to the last `</runner>`
// (an empty export is `<taskrunners></taskrunners>`). Only fragments are built here, one runner
// at a time, so the caller can stream a large export.
import type { Transfer } from '../../../contract/index.ts';

export const XML_OPEN = '<taskrunners>';
export const XML_CLOSE = '</taskrunners>';

/** dom4j's pretty printer trims text (`trimText`): runs of these become one space, ends are dropped. */
const SPACES = /[ \t\n\r\f]+/g;
const NEEDS_TRIM = /^[ \t\n\r\f]|[ \t\n\r\f]$|[ \t\n\r\f]{2}|[\t\n\r\f]/;
const NEEDS_ESCAPE = /[&<>\u0000-\u001f]/;

/**
 * Element text as dom4j writes it: whitespace collapsed and trimmed (so a value with inner newlines
 * does not break the layout), `&`, `<`, `>` escaped (quotes need no escape in element text), and
 * other control characters as numeric references, as dom4j's `escapeElementEntities` does.
 */
export function xmlText(text: string): string {
  const trimmed = NEEDS_TRIM.test(text) ? text.replace(SPACES, ' ').replace(/^ | $/g, '') : text;
  if (!NEEDS_ESCAPE.test(trimmed)) return trimmed;
  return trimmed.replace(/[&<>\u0000-\u001f]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : `&#${c.charCodeAt(0)};`));
}

const trimFraction = (digits: string) => (digits === '000' ? '0' : digits.replace(/0+$/, ''));
const two = (n: number) => String(n).padStart(2, '0');

/**
 * Java's `Timestamp.toString()` in UTC (the fake's server zone): `2026-11-20 09:30:00.0`,
 * `2026-11-21 00:31:23.904`, `… 00:35:03.66` — the fraction keeps at least one digit and no
 * trailing zeros.
 */
export function javaTimestamp(ms: number): string {
  const d = new Date(ms);
  if (Number.isNaN(d.getTime())) return String(ms);
  const year = d.getUTCFullYear();
  if (year >= 0 && year <= 9999) {
    // Fast path for the usual years: slice the ISO text (`2026-11-20T09:30:00.000Z`).
    const iso = d.toISOString();
    return `${iso.slice(0, 10)} ${iso.slice(11, 19)}.${trimFraction(iso.slice(20, 23))}`;
  }
  return `${String(year).padStart(4, '0')}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ` +
    `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}.${trimFraction(String(d.getUTCMilliseconds()).padStart(3, '0'))}`;
}

/** Status codes are written as the bare letter, without the JSON padding (reference §4). */
const letter = (status: string) => xmlText(status.charAt(0));

/** One `<runner>` element, preceded by its line break, children in the real server's order. */
export function runnerXml(t: Transfer): string {
  return `
<runner>
  <specialid>${t.SPECIALID}</specialid>
  <globalstep>${t.GLOBALSTEP}</globalstep>
  <globallaststep>${t.GLOBALLASTSTEP}</globallaststep>
  <step>${t.STEP}</step>
  <rank>${t.RANK}</rank>
  <blocksz>${t.BLOCKSZ}</blocksz>
  <modetrans>${t.MODETRANS}</modetrans>
  <stepstatus>${letter(t.STEPSTATUS)}</stepstatus>
  <infostatus>${letter(t.INFOSTATUS)}</infostatus>
  <retrievemode>${t.RETRIEVEMODE}</retrievemode>
  <ismoved>${t.ISMOVED}</ismoved>
  <starttrans>${javaTimestamp(t.STARTTRANS)}</starttrans>
  <stoptrans>${javaTimestamp(t.STOPTRANS)}</stoptrans>
  <ownerreq>${xmlText(t.OWNERREQ)}</ownerreq>
  <requester>${xmlText(t.REQUESTER)}</requester>
  <requested>${xmlText(t.REQUESTED)}</requested>
  <idrule>${xmlText(t.IDRULE)}</idrule>
  <filename>${xmlText(t.FILENAME)}</filename>
  <originalname>${xmlText(t.ORIGINALNAME)}</originalname>
  <fileinfo>${xmlText(t.FILEINFO)}</fileinfo>
</runner>`;
}
