// GET /v2/transfers query parameters as 3.6.2's TransfersHandler.filterTransfer reads them
// (docs/rest-v2-3.6.2.md §3.1, §4): every refusal collected in its order (limit, offset, order,
// the dates, status), so one answer lists them all. What it reads differently from 3.6.2, on purpose:
// - `offset` skips `offset` rows (3.6.2 writes `OFFSET <limit>`, and H2 refuses the syntax: 500);
// - a valid `startTrans`/`stopTrans` filters (3.6.2 binds a Joda object, which H2 refuses: 500).
// Both dates bound STARTTRANS, as the code and the maker's file say ("transfers starting after /
// before this date"); the bounds are inclusive (SQL BETWEEN, >=, <=). Where releases differ (the
// sanity check, `countOrder`, how the two dates are read and named) the release's facts decide.
import { parseIsoDate, UPDATED_INFO, V2_TRANSFER_ORDER_NAMES, V2_TRANSFER_ORDERS, type ReleaseFacts, type UpdatedInfoName } from '../../../contract/index.ts';
import type { TransferPageQuery } from '../../store/index.ts';
import { V2Query } from '../query.ts';
import type { V2Error } from '../v2-errors.ts';
import { v2Errors } from '../v2-errors.ts';
import type { ParsedRequest } from '../../http/request.ts';
import { CONTENT_NOT_ALLOWED, refusesValues } from '../server/query-sanity.ts';

/** The parameters the handler reads (`GetTransfersParams`), in its argument order: the sanity check covers these. */
const PARAMETERS = ['limit', 'offset', 'order', 'ruleID', 'partner', 'status', 'filename', 'startTrans', 'stopTrans', 'followId', 'countOrder'] as const;

const STATUS_NAMES = Object.keys(UPDATED_INFO) as UpdatedInfoName[];

export type ListReading =
  | { readonly ok: true; readonly count: boolean; readonly query: TransferPageQuery }
  | { readonly ok: false; readonly errors: readonly V2Error[] };

/** A date parameter: ISO 8601 or an error named as the release names it (3.6.2: `start`/`stop`, not the parameter's name). */
function dateOf(text: string, reportedAs: string, errors: V2Error[]): number | undefined {
  const ms = parseIsoDate(text);
  if (ms === undefined) errors.push(v2Errors.illegalParameterValue(reportedAs, text));
  return ms;
}

/**
 * The dates as the handler reads them: on 3.6.x both given and one wrong reports both (one try
 * block); on 3.5.2 each alone (release-facts.ts v2BoundsRead, v2TransferDateNames).
 */
function window(q: V2Query, errors: V2Error[], facts: ReleaseFacts): { startFrom?: number; startTo?: number } {
  const start = q.text('startTrans');
  const stop = q.text('stopTrans');
  const names = facts.v2TransferDateNames;
  if (start !== '' && stop !== '' && facts.v2BoundsRead === 'together') {
    const from = parseIsoDate(start);
    const to = parseIsoDate(stop);
    if (from === undefined || to === undefined) {
      errors.push(v2Errors.illegalParameterValue(names.start, start), v2Errors.illegalParameterValue(names.stop, stop));
      return {};
    }
    return { startFrom: from, startTo: to };
  }
  const startFrom = start === '' ? undefined : dateOf(start, names.start, errors);
  const startTo = stop === '' ? undefined : dateOf(stop, names.stop, errors);
  return { ...(startFrom === undefined ? {} : { startFrom }), ...(startTo === undefined ? {} : { startTo }) };
}

const given = (q: V2Query, name: string): string | undefined => (q.text(name) === '' ? undefined : q.text(name));

export function readListQuery(req: ParsedRequest, facts: ReleaseFacts): ListReading {
  const q = new V2Query(req);
  // AbstractRestDbHandler.checkSanity: one refused value refuses the request, before any other check.
  if (refusesValues(facts, ...PARAMETERS.map((name) => q.text(name)))) return { ok: false, errors: [CONTENT_NOT_ALLOWED] };
  const count = q.countOrder(facts.v2CountOrder);
  const limit = q.int('limit', 20);
  const offset = q.int('offset', 0);
  const order = V2_TRANSFER_ORDERS[q.oneOf('order', V2_TRANSFER_ORDER_NAMES, 'ascId')];
  const errors = q.errors;
  const dates = window(q, errors, facts);
  const statusText = q.text('status');
  let updatedInfo: number | undefined;
  if (statusText !== '') {
    if ((STATUS_NAMES as string[]).includes(statusText)) updatedInfo = UPDATED_INFO[statusText as UpdatedInfoName];
    else errors.push(v2Errors.illegalParameterValue('status', statusText));
  }
  if (errors.length > 0) return { ok: false, errors };
  const rule = given(q, 'ruleID');
  const requested = given(q, 'partner');
  const filename = given(q, 'filename');
  const followId = given(q, 'followId');
  const query: TransferPageQuery = {
    ...(rule === undefined ? {} : { rule }),
    ...(requested === undefined ? {} : { requested }),
    ...(updatedInfo === undefined ? {} : { updatedInfo }),
    ...(filename === undefined ? {} : { filename }),
    ...(followId === undefined ? {} : { followId }),
    ...(dates.startFrom === undefined ? {} : { startFrom: dates.startFrom }),
    ...(dates.startTo === undefined ? {} : { startTo: dates.startTo }),
    orderBy: order.key,
    ascending: order.direction === 'ascending',
    // 0 and negatives: no limit (the DAO adds LIMIT only when > 0); a negative offset: none.
    offset: Math.max(0, offset),
    ...(limit > 0 ? { limit } : {}),
  };
  return { ok: true, count, query };
}
