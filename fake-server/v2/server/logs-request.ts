// The query of GET /v2/server/logs read as ServerHandler.getLogs does (docs/rest-v2-3.6.2.md §1
// S5): `purge` and `clean` booleans; `start`/`stop` ISO dates and `startID`/`stopID` Java longs,
// both given ⇒ one BETWEEN (a wrong one reports both names), one given ⇒ ≥ or ≤; both dates
// bound STARTTRANS, as the code's filters do; `ruleName` IDRULE; `status` an UpdatedInfo name
// (UPDATEDINFO equal); `requester` REQUESTER (the maker's file says `requested`). Every transfer
// of the table, whoever owns it: the DAO's find adds no owner. Every error found is reported.
// 3.5.2 reads each bound alone (release-facts.ts v2BoundsRead): a wrong one is reported alone.
import { parseIsoDate, UPDATED_INFO, type ReleaseFacts } from '../../../contract/index.ts';
import type { TransferQuery } from '../../store/index.ts';
import type { V2Query } from '../query.ts';
import { v2Errors, type V2Error } from '../v2-errors.ts';

export interface LogsRequest {
  readonly selection: TransferQuery;
  /** UPDATEDINFO and REQUESTER, which the store's query does not select: tested on each row. */
  readonly status: number | undefined;
  readonly requester: string | undefined;
  readonly purge: boolean;
  readonly clean: boolean;
}

export const LOGS_PARAMETERS = ['purge', 'clean', 'status', 'ruleName', 'start', 'stop', 'startID', 'stopID', 'requester'] as const;

const INT64 = 2n ** 63n;
/** Java's Long.parseLong. */
function javaLong(text: string): bigint | undefined {
  if (!/^[+-]?\d+$/.test(text)) return undefined;
  const n = BigInt(text.replace(/^\+/, ''));
  return n >= -INT64 && n < INT64 ? n : undefined;
}

/** Both bounds (BETWEEN, a bad one refuses both names, when the release reads them together), or one, or none. */
function range<T>(q: V2Query, errors: V2Error[], low: string, high: string, parse: (t: string) => T | undefined, together: boolean): [T | undefined, T | undefined] {
  const a = q.text(low);
  const b = q.text(high);
  const pa = a === '' ? undefined : parse(a);
  const pb = b === '' ? undefined : parse(b);
  if (a !== '' && b !== '' && together) {
    if (pa === undefined || pb === undefined) errors.push(v2Errors.illegalParameterValue(low, a), v2Errors.illegalParameterValue(high, b));
    return [pa, pb];
  }
  if (a !== '' && pa === undefined) errors.push(v2Errors.illegalParameterValue(low, a));
  if (b !== '' && pb === undefined) errors.push(v2Errors.illegalParameterValue(high, b));
  return [pa, pb];
}

export function readLogsRequest(q: V2Query, facts: ReleaseFacts): { readonly ok: true; readonly request: LogsRequest } | { readonly ok: false; readonly errors: V2Error[] } {
  const together = facts.v2BoundsRead === 'together';
  const errors: V2Error[] = [];
  const purge = q.bool('purge', false);
  const clean = q.bool('clean', false);
  errors.push(...q.errors);
  const [start, stop] = range(q, errors, 'start', 'stop', parseIsoDate, together);
  const [startId, stopId] = range(q, errors, 'startID', 'stopID', javaLong, together);
  const rule = q.text('ruleName');
  const statusText = q.text('status');
  const status = statusText === '' ? undefined : (UPDATED_INFO as Readonly<Record<string, number>>)[statusText];
  if (statusText !== '' && (status === undefined || !Object.hasOwn(UPDATED_INFO, statusText))) errors.push(v2Errors.illegalParameterValue('status', statusText));
  const requester = q.text('requester');
  if (errors.length > 0) return { ok: false, errors };
  const selection: TransferQuery = {
    ...(rule === '' ? {} : { rule }),
    statusFlags: [],
    ...(startId === undefined ? {} : { startId }),
    ...(stopId === undefined ? {} : { stopId }),
    ...(start === undefined ? {} : { startTrans: start }),
    ...(stop === undefined ? {} : { stopTrans: stop }),
    orderById: true,
    limit: Number.MAX_SAFE_INTEGER,
  };
  return { ok: true, request: { selection, status, requester: requester === '' ? undefined : requester, purge, clean } };
}
