// A LogJsonPacket (already checked against its schema) read into what GET /log does (reference
// §4, §8.5, §18): the export selection, the clean and purge switches, and the request fields as
// the answer echoes them (dates as epoch ms, ids as text).
import { parseIsoDate, type StatusFlag, type JsonObject, type JsonValue } from '../../../contract/index.ts';
import type { TransferQuery } from '../../store/index.ts';
import { nameMatcher } from '../data-model/name-match.ts';

export interface LogRequest {
  /** Own transfers of the export, SPECIALID descending, no row cap. */
  readonly selection: TransferQuery;
  readonly clean: boolean;
  readonly purge: boolean;
  /** The request fields, laid out for the LogResponseJsonPacket. */
  readonly echo: Readonly<Record<string, string | number | bigint | boolean | null>>;
}

export type LogRequestRead = { readonly ok: true; readonly request: LogRequest } | { readonly ok: false; readonly detail: string };

const ALL_ROWS = Number.MAX_SAFE_INTEGER;
const INT64_MIN = -(1n << 63n);
const INT64_MAX = (1n << 63n) - 1n;

const flag = (p: JsonObject, name: string) => p[name] === true;
const text = (v: JsonValue | undefined) => (typeof v === 'string' ? v : null);

/**
 * `start` / `stop`: epoch ms as a number or as a string of digits (Jackson reads both), or an ISO
 * 8601 date. Absent, null or empty: no bound. Anything else fails as Jackson's date reader does.
 */
function readDate(p: JsonObject, name: 'start' | 'stop'): { ok: true; ms: number | null } | { ok: false; detail: string } {
  const v = p[name];
  if (v === undefined || v === null || v === '') return { ok: true, ms: null };
  if (typeof v === 'number') return { ok: true, ms: Math.trunc(v) };
  if (typeof v === 'bigint') return { ok: true, ms: Number(v) };
  if (typeof v === 'string') {
    if (/^-?\d+$/.test(v)) return { ok: true, ms: Number(v) };
    const ms = parseIsoDate(v);
    if (ms !== undefined) return { ok: true, ms };
  }
  return {
    ok: false,
    detail: `Cannot deserialize value of type java.util.Date from ${JSON.stringify(v)}: expected epoch milliseconds or an ISO 8601 date such as 2026-11-20 or 2026-11-20T12:00:00.000Z (through reference chain: LogJsonPacket["${name}"])`,
  };
}

/** `startid` / `stopid` are text on the real server; numbers are accepted and become text. */
const idText = (v: JsonValue | undefined): string | null =>
  typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'bigint' ? String(v) : null;

/** The bound an id text gives: a decimal int64 (Java's Long.parseLong), else none (reference §18: "abc" means no bound). */
function idBound(id: string | null): bigint | undefined {
  if (id === null || !/^[-+]?\d+$/.test(id)) return undefined;
  const n = BigInt(id.replace(/^\+/, ''));
  return n < INT64_MIN || n > INT64_MAX ? undefined : n;
}

/** The status flags of the export: none true means every status (reference §3.2, §4). */
function statusFlagsOf(p: JsonObject): StatusFlag[] {
  const flags: StatusFlag[] = [];
  if (flag(p, 'statuspending')) flags.push('PENDING');
  if (flag(p, 'statustransfer')) flags.push('INTRANSFER');
  if (flag(p, 'statusdone')) flags.push('DONE');
  if (flag(p, 'statuserror')) flags.push('INERROR');
  return flags;
}

/** `nameMatch`: how `rule` and `request` select, the whole name or (3.5.2) a LIKE subtext (release-facts.ts v1ListNameMatch). */
export function readLogRequest(p: JsonObject, ownHostId: string, nameMatch: 'exact' | 'subtext' = 'exact'): LogRequestRead {
  const start = readDate(p, 'start');
  if (!start.ok) return start;
  const stop = readDate(p, 'stop');
  if (!stop.ok) return stop;
  const startid = idText(p['startid']);
  const stopid = idText(p['stopid']);
  const rule = text(p['rule']);
  const partner = text(p['request']);
  const startId = idBound(startid);
  const stopId = idBound(stopid);

  const selection: TransferQuery = {
    owner: ownHostId,
    ...(partner ? (nameMatch === 'exact' ? { partner } : { partnerMatch: nameMatcher(partner, nameMatch) }) : {}),
    ...(rule ? (nameMatch === 'exact' ? { rule } : { ruleMatch: nameMatcher(rule, nameMatch) }) : {}),
    statusFlags: statusFlagsOf(p),
    ...(startId === undefined ? {} : { startId }),
    ...(stopId === undefined ? {} : { stopId }),
    ...(start.ms === null ? {} : { startTrans: start.ms }),
    ...(stop.ms === null ? {} : { stopTrans: stop.ms }),
    orderById: true,
    limit: ALL_ROWS,
  };
  const rup = p['requestUserPacket'];
  const requestUserPacket = typeof rup === 'number' || typeof rup === 'bigint' ? rup : 0;
  const echo = {
    comment: text(p['comment']),
    requestUserPacket,
    purge: flag(p, 'purge'),
    clean: flag(p, 'clean'),
    statuspending: flag(p, 'statuspending'),
    statustransfer: flag(p, 'statustransfer'),
    statusdone: flag(p, 'statusdone'),
    statuserror: flag(p, 'statuserror'),
    rule,
    request: partner,
    start: start.ms,
    stop: stop.ms,
    startid,
    stopid,
    // The answer's `command` is the request's requestUserPacket, never checked (reference §18).
    command: requestUserPacket,
  };
  return { ok: true, request: { selection, clean: echo.clean, purge: echo.purge, echo } };
}
