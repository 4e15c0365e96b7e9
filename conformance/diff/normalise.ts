// The documented rules that make two servers' answers comparable (README "tmkit diff"): values
// that differ between any two servers, or between two runs of one, by their nature, are replaced
// by a placeholder in both answers before they are compared.
//   1. Status clock fields of GET /server (Date, LastRun, FromDate, SecondsRunning,
//      NetworkConnections, NbThreads, InBandwidth, OutBandwidth, LastInRunning, LastOutRunning): `<volatile>`;
//      and their REST v2 names in a GET /v2/server/status answer (date, lastRun, fromDate,
//      secondsRunning, networkConnections, nbThreads, inBandwidth, outBandwidth, lastRunningIn,
//      lastRunningOut): its counters are compared, its times not.
//   2. Dates of "now": STARTTRANS / STOPTRANS / STOPSTRANS and the packets' date fields (start,
//      stop, restarttime: PACKET_DATE_FIELDS; a server's OPTIONS examples put "now" there), epoch ms
//      or ISO text, within 10 minutes of the moment the request was sent, by the machine's clock:
//      `<now>` (a server that stamps a write with the current time; serve a fake with --clock system
//      to compare it).
//   3. Export file names (`filename` of a GET /log answer): `<export file>`.
//   4. Ids a server assigned to a record the script created (the writes script, a create of a
//      replayed script): `<assigned id N>`, in values and inside texts (an error's detail, an echoed URI).
//   5. The server's own host and port, which a request names in its Host header and 3.6.2 echoes in
//      the request dump of a 404 detail (reference §18): `<server host>`, inside texts.
//   6. The request's own signing time and signature (`X-Auth-Timestamp`, `X-Auth-Key`), which a
//      server echoes in the same request dump: `<request timestamp>` and `<request signature>`,
//      inside texts (each side signs at its own moment, so each signature is its own).
// Values the storing server made (load-time stamps and ids, contract/load-time.ts) are not
// normalised: they are data, which compare.ts reports apart, one line per field and kind.
// The order of a list's records is a rule of the comparison, not a value: record-order.ts.
import { PACKET_DATE_FIELDS, V2_OVERALL_DATES, V2_STATUS_HEAD, type JsonValue } from '../../contract/index.ts';

export const VOLATILE_STATUS_FIELDS: ReadonlySet<string> = new Set([
  'Date', 'LastRun', 'FromDate', 'SecondsRunning', 'NetworkConnections', 'NbThreads', 'InBandwidth', 'OutBandwidth', 'LastInRunning', 'LastOutRunning',
]);
/** The same fields in REST v2's status (contract/v2/status-keys.ts), volatile in a /v2/server/status answer only. */
export const VOLATILE_V2_STATUS_FIELDS: ReadonlySet<string> = new Set(
  [...V2_STATUS_HEAD, ...V2_OVERALL_DATES].filter(([, v1]) => VOLATILE_STATUS_FIELDS.has(v1)).map(([v2]) => v2),
);
const V2_STATUS_PATH = /^\/v2\/server\/status\/?$/;
const NOW_FIELDS: ReadonlySet<string> = new Set(['STARTTRANS', 'STOPTRANS', 'STOPSTRANS', ...PACKET_DATE_FIELDS]);
const NOW_WINDOW_MS = 10 * 60 * 1000;

/** What the rules need to know of one side's exchange. */
export interface NormaliseContext {
  /** The machine's clock when the request was sent. */
  readonly sentAt: number;
  /** Ids this server assigned to the script's records, in the order the script created them. */
  readonly assigned: readonly string[];
  /** The request's path (without its query): rule 1 for v2 applies to /v2/server/status only. */
  readonly path?: string;
  /** The server's host and port as the request's Host header named them (rule 5). */
  readonly host?: string;
  /** The request's `X-Auth-Timestamp` and `X-Auth-Key`, when it was signed (rule 6). */
  readonly signed?: { readonly timestamp?: string; readonly key?: string };
}

/** Rule 6's placeholders, by the header they replace. */
const ECHOED = [['timestamp', '<request timestamp>'], ['key', '<request signature>']] as const;

const isNow = (v: JsonValue, at: number): boolean => {
  const ms = typeof v === 'number' ? v : typeof v === 'string' && /^\d{4}-\d\d-\d\dT/.test(v) ? Date.parse(v) : Number.NaN;
  return Math.abs(ms - at) <= NOW_WINDOW_MS;
};

function assignedIn(v: JsonValue, ctx: NormaliseContext): JsonValue {
  if (ctx.assigned.length === 0) return v;
  const text = typeof v === 'number' || typeof v === 'bigint' ? String(v) : typeof v === 'string' ? v : undefined;
  if (text === undefined) return v;
  let out = text;
  ctx.assigned.forEach((id, i) => {
    if (id === '') return;
    out = out.replace(new RegExp(`(?<!\\d)${id.replace('-', '\\-')}(?!\\d)`, 'g'), `<assigned id ${i + 1}>`);
  });
  return out === text ? v : out;
}

/** `value` with the rules applied (a new value; the answer itself is left alone). */
export function normalise(value: JsonValue, ctx: NormaliseContext, key = ''): JsonValue {
  if (Array.isArray(value)) return value.map((v) => normalise(v, ctx, key));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalise(v, ctx, k)]));
  }
  if (VOLATILE_STATUS_FIELDS.has(key)) return '<volatile>';
  if (VOLATILE_V2_STATUS_FIELDS.has(key) && V2_STATUS_PATH.test(ctx.path ?? '')) return '<volatile>';
  if (NOW_FIELDS.has(key) && isNow(value, ctx.sentAt)) return '<now>';
  if (key === 'filename' && typeof value === 'string') return '<export file>';
  const v = assignedIn(value, ctx);
  if (typeof v !== 'string') return v;
  let out = ctx.host && v.includes(ctx.host) ? v.replaceAll(ctx.host, '<server host>') : v;
  for (const [header, placeholder] of ECHOED) {
    const echoed = ctx.signed?.[header];
    if (echoed) out = out.replaceAll(echoed, placeholder);
  }
  return out;
}
