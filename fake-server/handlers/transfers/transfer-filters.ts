// GET /transfers filters (interface "GET /transfers query parameters", reference §3.2, §18) read
// into a store query. A filter that cannot be read is a client mistake: a clear 400, never the
// real server's 500 (DESIGN §2.3).
import { parseIsoDate, STATUS_FLAGS, type StatusFlag, serialize, type Serialisable } from '../../../contract/index.ts';
import type { TransferQuery } from '../../store/index.ts';
import { hasArg, readBigInt, readFlag, readInteger, readString, type Args } from '../data-model/args.ts';
import { failure, success, type Outcome } from '../data-model/resource.ts';
import { nameMatcher } from '../data-model/name-match.ts';

/** STARTTRANS / STOPTRANS / STOPSTRANS: epoch ms, or an ISO 8601 date. */
function readDate(args: Args, name: string): Outcome<number | undefined> {
  const v = args[name];
  if (v === undefined || v === null || v === '') return success(undefined);
  if (typeof v === 'number') return success(Math.trunc(v));
  if (typeof v === 'bigint') return success(Number(v));
  if (typeof v === 'boolean') return success(v ? 1 : 0);
  if (typeof v === 'string') {
    if (/^\s*-?\d+\s*$/.test(v)) return success(Number(v));
    const ms = parseIsoDate(v.trim());
    if (ms !== undefined) return success(ms);
  }
  // serialize, not JSON.stringify: a value may hold integers beyond 2^53 (bigints), which JSON.stringify refuses.
  return failure(`${name} must be epoch milliseconds or an ISO 8601 date such as 2025-01-01T00:00:00.000Z, got ${serialize(v as Serialisable, false)}`);
}

/** Several upper bounds (STOPTRANS and the interface's STOPSTRANS): the tightest one applies. */
const tightest = (a: number | undefined, b: number | undefined) => (a === undefined ? b : b === undefined ? a : Math.min(a, b));

/** `nameMatch`: how IDRULE and PARTNER match, the whole name or (3.5.2) a LIKE subtext (release-facts.ts v1ListNameMatch). */
export function readTransferQuery(args: Args, loopLimit: number, ownHostId: string, nameMatch: 'exact' | 'subtext' = 'exact'): Outcome<TransferQuery> {
  const start = readDate(args, 'STARTTRANS');
  if (!start.ok) return start;
  const stop = readDate(args, 'STOPTRANS');
  if (!stop.ok) return stop;
  const stops = readDate(args, 'STOPSTRANS');
  if (!stops.ok) return stops;

  // LIMIT caps the selection; 0, negative or unreadable means no cap (reference §18).
  const sqlLimit = readInteger(args, 'LIMIT');
  const limit = sqlLimit !== undefined && sqlLimit > 0 ? Math.min(sqlLimit, loopLimit) : loopLimit;

  // OWNERREQ absent or empty: this server's transfers; `*`: every owner (reference §3.2).
  const owner = readString(args, 'OWNERREQ');
  const statusFlags: StatusFlag[] = readFlag(args, 'ALLSTATUS') ? [] : STATUS_FLAGS.filter((f) => readFlag(args, f));
  const nonEmpty = (name: string) => {
    const s = readString(args, name);
    return s === undefined || s === '' ? undefined : s;
  };

  return success({
    ...(owner === '*' ? {} : { owner: owner === undefined || owner === '' ? ownHostId : owner }),
    ...byName('partner', nonEmpty('PARTNER'), nameMatch),
    ...byName('rule', nonEmpty('IDRULE'), nameMatch),
    statusFlags,
    ...optional('startId', hasArg(args, 'STARTID') ? readBigInt(args, 'STARTID') : undefined),
    ...optional('stopId', hasArg(args, 'STOPID') ? readBigInt(args, 'STOPID') : undefined),
    ...optional('startTrans', start.value),
    ...optional('stopTrans', tightest(stop.value, stops.value)),
    orderById: readFlag(args, 'ORDERBYID'),
    limit,
  });
}

const optional = <K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } =>
  (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };

/** One name (`partner`, `rule`), or the test of a pattern (`partnerMatch`, `ruleMatch`). */
const byName = (key: 'partner' | 'rule', value: string | undefined, match: 'exact' | 'subtext'): Partial<TransferQuery> =>
  value === undefined ? {} : match === 'exact' ? { [key]: value } : { [`${key}Match`]: nameMatcher(value, match) };
