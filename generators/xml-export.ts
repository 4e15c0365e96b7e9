// The history export file of GET /log (reference §4, observed §18): a `<taskrunners>` root with
// no XML declaration, one `<runner>` per transfer whose children come in the server's order,
// status codes as the bare letter, booleans as true/false, timestamps as Java's
// Timestamp.toString() in UTC, children indented by two spaces, and `</runner></taskrunners>`
// on the last line, as dom4j's pretty printer leaves it. Streaming: `tmkit generate` writes a
// million runners through it, and the fake's /log export reuses it runner by runner.
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { Transfer } from '../contract/index.ts';
import { digits } from './digits.ts';
import { prettyXmlText } from './xml-text.ts';

/** The opening tag of the GET /log history export file; no XML declaration comes before it. */
export const XML_EXPORT_OPEN = '<taskrunners>';
/** The closing tag of the GET /log history export file, on the same line as the last `</runner>`. */
export const XML_EXPORT_CLOSE = '</taskrunners>';

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * `yyyy-mm-dd hh:mm:ss.f` in UTC, as java.sql.Timestamp.toString() writes it: the fraction
 * loses its trailing zeros but keeps one digit (`…:00.0`, `…:23.904`, `…:23.9`).
 */
export function javaTimestampText(ms: number): string {
  const d = new Date(ms);
  if (Number.isNaN(d.getTime())) return String(ms);
  const year = d.getUTCFullYear();
  const fraction = String(d.getUTCMilliseconds()).padStart(3, '0').replace(/0+$/, '') || '0';
  return `${String(year).padStart(4, '0')}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}.${fraction}`;
}

/** One `<runner>` element, with the newline dom4j writes before it; no newline after it. */
export function runnerXml(t: Transfer): string {
  return `
<runner>
  <specialid>${t.SPECIALID}</specialid>
  <globalstep>${t.GLOBALSTEP}</globalstep>
  <globallaststep>${t.GLOBALLASTSTEP}</globallaststep>
  <step>${digits(t.STEP)}</step>
  <rank>${digits(t.RANK)}</rank>
  <blocksz>${digits(t.BLOCKSZ)}</blocksz>
  <modetrans>${t.MODETRANS}</modetrans>
  <stepstatus>${prettyXmlText(t.STEPSTATUS.charAt(0))}</stepstatus>
  <infostatus>${prettyXmlText(t.INFOSTATUS.charAt(0))}</infostatus>
  <retrievemode>${t.RETRIEVEMODE}</retrievemode>
  <ismoved>${t.ISMOVED}</ismoved>
  <starttrans>${javaTimestampText(t.STARTTRANS)}</starttrans>
  <stoptrans>${javaTimestampText(t.STOPTRANS)}</stoptrans>
  <ownerreq>${prettyXmlText(t.OWNERREQ)}</ownerreq>
  <requester>${prettyXmlText(t.REQUESTER)}</requester>
  <requested>${prettyXmlText(t.REQUESTED)}</requested>
  <idrule>${prettyXmlText(t.IDRULE)}</idrule>
  <filename>${prettyXmlText(t.FILENAME)}</filename>
  <originalname>${prettyXmlText(t.ORIGINALNAME)}</originalname>
  <fileinfo>${prettyXmlText(t.FILEINFO)}</fileinfo>
</runner>`;
}

/** The whole export of a few transfers, for callers that write the file in one go. */
export function xmlExportText(transfers: Iterable<Transfer>): string {
  let text = XML_EXPORT_OPEN;
  for (const t of transfers) text += runnerXml(t);
  return text + XML_EXPORT_CLOSE;
}

/** Writes a GET /log history export runner by runner, as {@link createXmlExportWriter} makes it. */
export interface XmlExportWriter {
  /** Queues one runner; resolves at once unless the stream asked to wait (backpressure). */
  writeRunner(t: Transfer): Promise<void>;
  /** Writes the closing tag and resolves when it is handed to the stream; does not end the stream. */
  close(): Promise<void>;
  /** Runners written so far. */
  readonly runners: number;
}

/** Writes runner by runner to `out`, in chunks of about `chunkBytes`, waiting for 'drain' when told to. */
export function createXmlExportWriter(out: Writable, chunkBytes = 64 * 1024): XmlExportWriter {
  let buffer = XML_EXPORT_OPEN;
  let runners = 0;
  const flush = async () => {
    const chunk = buffer;
    buffer = '';
    if (chunk.length > 0 && !out.write(chunk)) await once(out, 'drain');
  };
  return {
    get runners() {
      return runners;
    },
    async writeRunner(t) {
      buffer += runnerXml(t);
      runners++;
      if (buffer.length >= chunkBytes) await flush();
    },
    async close() {
      buffer += XML_EXPORT_CLOSE;
      await flush();
    },
  };
}
