// What differs from one run of the scenario to the next, replaced by placeholders so that two
// runs (or a real server and the fake) compare. Exactly this, and nothing else:
// 1. Transfer ids the client makes (LongUuid: 17 digits or more; the data set's ids are shorter,
//    its largest 9007199254740993 has 16) become "<id:N>", N in order of first appearance, wherever
//    they stand: a number in a body, a path segment, text inside a message. Not the bounds of a
//    long (-9223372036854775808, 9223372036854775807): R66's "no id" value in packet examples.
// 2. The port the client was given (the proxy's: a free port per run), which it writes into the
//    PORT of the hosts it creates, becomes "<client-port>" where it is the value of PORT.
// 3. Times of the run: STOPTRANS (3.6.2 writes the current time there on every write, so it is
//    the time of the last write), STARTTRANS of the run's own transfers (the client's clock), and
//    the status clock fields Date, LastRun, FromDate, LastInRunning, LastOutRunning, and the
//    examples' start, stop, restarttime in OPTIONS answers: "<time>".
//    Inside a longer text (3.6.2 echoes the request in an error's detail), an ISO instant is
//    "<time>" too (X-Auth-Timestamp: the client's clock).
// 4. Counters of the server process: SecondsRunning, NbThreads, NetworkConnections: "<count>".
// 5. In those echoed requests, the Host header ("host":"127.0.0.1:28096"): the address the client
//    reached, a port of this run, becomes "host":"<address>".
import { parseJson, serialize, type JsonValue } from '../../contract/index.ts';
import type { Exchange, Transcript } from './transcript.ts';

const RUN_ID = /-?\d{17,}/g;
const NOT_RUN_IDS = new Set(['-9223372036854775808', '9223372036854775807']);
const TIME_KEYS = new Set(['STOPTRANS', 'Date', 'LastRun', 'FromDate', 'LastInRunning', 'LastOutRunning', 'start', 'stop', 'restarttime']);
const ISO_INSTANT = /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:\d\d)/g;
const ECHOED_HOST = /"host":"[^"]*"/g;
const COUNT_KEYS = new Set(['SecondsRunning', 'NbThreads', 'NetworkConnections']);

/** The placeholders of one transcript: run ids numbered in order of first appearance. */
class Placeholders {
  private readonly ids = new Map<string, string>();
  constructor(readonly clientPort: number | undefined) {}
  id(text: string): string {
    let name = this.ids.get(text);
    if (name === undefined) {
      name = `<id:${this.ids.size + 1}>`;
      this.ids.set(text, name);
    }
    return name;
  }
  text(s: string): string {
    return s.replace(RUN_ID, (m) => (NOT_RUN_IDS.has(m) ? m : this.id(m)));
  }
  /** A text value: run ids, and in a longer text the instants and the echoed Host header. */
  value(s: string): string {
    const t = this.text(s);
    if (new RegExp(`^${ISO_INSTANT.source}$`).test(t)) return t;
    return t.replace(ISO_INSTANT, '<time>').replace(ECHOED_HOST, '"host":"<address>"');
  }
}

function isRunId(v: JsonValue): boolean {
  return (typeof v === 'number' || typeof v === 'bigint') && /^-?\d{17,}$/.test(String(v)) && !NOT_RUN_IDS.has(String(v));
}

function normaliseObject(o: { [k: string]: JsonValue }, p: Placeholders): JsonValue {
  const out: { [k: string]: JsonValue } = {};
  const ownId = o['SPECIALID'];
  const runTransfer = ownId !== undefined && isRunId(ownId);
  for (const [k, v] of Object.entries(o)) {
    if (TIME_KEYS.has(k) && v !== null && typeof v !== 'object') out[k] = '<time>';
    else if (k === 'STARTTRANS' && runTransfer) out[k] = '<time>';
    else if (COUNT_KEYS.has(k) && typeof v === 'number') out[k] = '<count>';
    else if (k === 'PORT' && p.clientPort !== undefined && v === p.clientPort) out[k] = '<client-port>';
    else out[k] = normaliseValue(v, p);
  }
  return out;
}

function normaliseValue(v: JsonValue, p: Placeholders): JsonValue {
  if (isRunId(v)) return p.id(String(v));
  if (typeof v === 'string') return p.value(v);
  if (Array.isArray(v)) return v.map((x) => normaliseValue(x, p));
  if (v !== null && typeof v === 'object') return normaliseObject(v, p);
  return v;
}

function normaliseBody(text: string, p: Placeholders): string {
  if (text === '') return text;
  let value: JsonValue;
  try {
    value = parseJson(text);
  } catch {
    return p.text(text);
  }
  return serialize(normaliseValue(value, p), false);
}

function normaliseExchange(e: Exchange, p: Placeholders): Exchange {
  return { ...e, path: p.text(e.path), requestBody: normaliseBody(e.requestBody, p), body: normaliseBody(e.body, p) };
}

/** The transcript with what differs run to run replaced (the file's header says what). */
export function normaliseTranscript(t: Transcript): Transcript {
  const p = new Placeholders(t.proxyPort);
  return { about: t.about, exchanges: t.exchanges.map((e) => normaliseExchange(e, p)) };
}
