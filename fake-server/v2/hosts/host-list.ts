// GET /v2/hosts (`HostsHandler.filterHosts`, docs/rest-v2-3.6.2.md §3.2): filters `address`
// (exact), `isSSL`, `isActive` (true/false in any case; blank: no filter), `order` ascId descId
// ascAddress descAddress, `limit`/`offset` (negative: errorCode 4, limit 0: an empty page),
// `countOrder`. The rows are counted before the page is cut, and `totalResults` comes first.
import { hostToV2, V2_LISTS, type Host } from '../../../contract/index.ts';
import type { Deps } from '../../deps.ts';
import type { Reply } from '../../http/reply.ts';
import type { ParsedRequest } from '../../http/request.ts';
import { V2Query } from '../query.ts';
import { v2ErrorReply, v2Errors } from '../v2-errors.ts';
import { refusedFormType } from '../form-media.ts';
import { countReply, pageReply, v2Comparators } from '../v2-lists.ts';
import { languageOf } from '../v2-messages.ts';

const ORDERS = v2Comparators<Host, keyof typeof V2_LISTS.v2hosts.orders>(V2_LISTS.v2hosts.orders);
const ORDER_NAMES = Object.keys(ORDERS) as (keyof typeof ORDERS)[];

/** A boolean filter: absent or blank means none (`ParametersChecker.isNotEmpty`). */
function flag(q: V2Query, name: string): boolean | undefined {
  return q.text(name).trim() === '' ? undefined : q.bool(name, false);
}

export function listHosts(req: ParsedRequest, deps: Deps): Reply {
  const refused = refusedFormType(req);
  if (refused) return refused;
  const q = new V2Query(req);
  const count = q.countOrder();
  // 3.6.2's order of checks: limit, order, offset, then the signs (one of them), then the flags.
  const limit = q.int('limit', 20);
  const order = q.oneOf('order', ORDER_NAMES, 'ascId');
  const offset = q.int('offset', 0);
  if (limit < 0) q.errors.push(v2Errors.illegalParameterValue('limit', q.text('limit')));
  else if (offset < 0) q.errors.push(v2Errors.illegalParameterValue('offset', q.text('offset')));
  const ssl = flag(q, 'isSSL');
  const active = flag(q, 'isActive');
  if (q.errors.length > 0) return v2ErrorReply(q.errors, languageOf(req.headers['accept-language']));

  const address = q.text('address');
  const hosts = [...deps.store.hosts.values()]
    .map((row) => row.record)
    .filter((h) => (address.trim() === '' || h.ADDRESS === address) && (ssl === undefined || h.ISSSL === ssl) && (active === undefined || h.ISACTIVE === active));
  if (count) return countReply(hosts.length);
  return pageReply(hosts.sort(ORDERS[order]), offset, limit, hostToV2);
}
