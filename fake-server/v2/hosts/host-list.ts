// GET /v2/hosts (`HostsHandler.filterHosts`, docs/rest-v2-3.6.2.md §3.2): filters `address`
// (exact), `isSSL`, `isActive` (true/false in any case; blank: no filter), `order` ascId descId
// ascAddress descAddress, `limit`/`offset` (negative: errorCode 4, limit 0: an empty page),
// `countOrder`. The rows are counted before the page is cut, and `totalResults` comes first.
// 3.5.2 (release-facts.ts v2HostEmptyFilters, v2CountOrder): a filter given empty is applied
// (`address=` selects the hosts of address "", `isSSL=` is refused) and `countOrder` is not read.
import { hostToV2, V2_LISTS, type Host } from '../../../contract/index.ts';
import type { Deps } from '../../deps.ts';
import type { Reply } from '../../http/reply.ts';
import type { ParsedRequest } from '../../http/request.ts';
import { V2Query } from '../query.ts';
import { v2ErrorReply, v2Errors } from '../v2-errors.ts';
import { refusedFormType } from '../form-media.ts';
import { countReply, pageReply, v2Comparators } from '../v2-lists.ts';
import { languageOf } from '../v2-messages.ts';
import { factsOf } from '../../release.ts';

const ORDERS = v2Comparators<Host, keyof typeof V2_LISTS.v2hosts.orders>(V2_LISTS.v2hosts.orders);
const ORDER_NAMES = Object.keys(ORDERS) as (keyof typeof ORDERS)[];

/** A boolean filter: absent, or blank where the release ignores it (`ParametersChecker.isNotEmpty`), means none. */
function flag(q: V2Query, name: string, emptyApplied: boolean): boolean | undefined {
  if (!q.has(name)) return undefined;
  return !emptyApplied && q.text(name).trim() === '' ? undefined : q.bool(name, false);
}

export function listHosts(req: ParsedRequest, deps: Deps): Reply {
  const refused = refusedFormType(req);
  if (refused) return refused;
  const q = new V2Query(req);
  const count = q.countOrder(factsOf(deps).v2CountOrder);
  // 3.6.2's order of checks: limit, order, offset, then the signs (one of them), then the flags.
  const limit = q.int('limit', 20);
  const order = q.oneOf('order', ORDER_NAMES, 'ascId');
  const offset = q.int('offset', 0);
  if (limit < 0) q.errors.push(v2Errors.illegalParameterValue('limit', q.text('limit')));
  else if (offset < 0) q.errors.push(v2Errors.illegalParameterValue('offset', q.text('offset')));
  const emptyApplied = factsOf(deps).v2HostEmptyFilters === 'applied';
  const ssl = flag(q, 'isSSL', emptyApplied);
  const active = flag(q, 'isActive', emptyApplied);
  if (q.errors.length > 0) return v2ErrorReply(q.errors, languageOf(req.headers['accept-language']));

  const address = q.has('address') ? q.text('address') : undefined;
  const byAddress = address !== undefined && (emptyApplied || address.trim() !== '');
  const hosts = [...deps.store.hosts.values()]
    .map((row) => row.record)
    .filter((h) => (!byAddress || h.ADDRESS === address) && (ssl === undefined || h.ISSSL === ssl) && (active === undefined || h.ISACTIVE === active));
  if (count) return countReply(hosts.length);
  return pageReply(hosts.sort(ORDERS[order]), offset, limit, hostToV2);
}
