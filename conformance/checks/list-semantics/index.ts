// The list-semantics checks, in the order they run. Each check lives in its own file in this folder;
// the other files are the helpers they share (list calls, the bounded transfer sample, row diffs,
// the fast-check runner, transfers created where the data cannot reach a case).
import type { Check } from '../check.ts';
import { limitCapsListSize } from './limit-caps-list-size.ts';
import { orderbyidOrdersByDescendingId } from './orderbyid-orders-by-descending-id.ts';
import { startidStopidBoundsInclusive } from './startid-stopid-bounds-inclusive.ts';
import { partnerMatchesRequesterOrRequested } from './partner-matches-requester-or-requested.ts';
import { statusFlagsSelectByMapping } from './status-flags-select-by-mapping.ts';
import { starttransWindow } from './starttrans-window.ts';
import { ownerreqSelectsOwner } from './ownerreq-selects-owner.ts';
import { hostFilters } from './host-filters.ts';
import { bandwidthFilter } from './bandwidth-filter.ts';
import { ruleFilters } from './rule-filters.ts';
import { statusFlagsEveryValue } from './status-flags-every-value.ts';

export const list_semantics_CHECKS: readonly Check[] = [
  limitCapsListSize,
  orderbyidOrdersByDescendingId,
  startidStopidBoundsInclusive,
  partnerMatchesRequesterOrRequested,
  statusFlagsSelectByMapping,
  starttransWindow,
  ownerreqSelectsOwner,
  hostFilters,
  bandwidthFilter,
  ruleFilters,
  statusFlagsEveryValue,
];
