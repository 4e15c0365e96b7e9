// REST v2 (issue 26): the lists, their filters and counts, read against the whole list; the
// writes (transfers, hosts, rules) and the error lists of their bodies.
import type { Check } from '../check.ts';
import { v2ListsPageAsDocumented } from './v2-lists-page.ts';
import { v2FiltersSelectAsDocumented } from './v2-filters-select.ts';
import { v2ViewsAgree } from './v2-views-agree.ts';
import { v2ErrorsListedInBothLanguages } from './v2-errors-listed.ts';
import { v2TransferLifecycle } from './v2-transfer-lifecycle.ts';
import { v2BodyErrorsListed } from './v2-body-errors-listed.ts';
import { v2HostWritesRoundTrip } from './v2-host-writes.ts';
import { v2RuleWritesRoundTrip } from './v2-rule-writes.ts';

export const v2_CHECKS: readonly Check[] = [v2ListsPageAsDocumented, v2FiltersSelectAsDocumented, v2ViewsAgree, v2ErrorsListedInBothLanguages, v2TransferLifecycle, v2BodyErrorsListed, v2HostWritesRoundTrip, v2RuleWritesRoundTrip];
