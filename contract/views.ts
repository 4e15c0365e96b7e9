// One store, many views (DESIGN §6a; issue 36): every operation whose answer carries a record, and
// how that record reads there compared with the record as the v1 list shows it (the reference
// view of its kind). Data: the check family views_agree reads this table, so a new view joins
// by a row. Each view names which records it shows (all, or only those this server owns or
// requested) and, for a REST v2 view, the v2 form (v2/convert.ts).
import { hostConfigToV2, hostToV2, ruleToV2, transferToV2 } from './v2/convert.ts';
import type { Host, HostConfiguration, Transfer } from './types.ts';
import { ruleFromRecord } from './rule-record.ts';
import type { JsonObject } from './wire/lossless-json.ts';

/** The kinds of record the views carry. */
export type ViewedRecord = 'transfer' | 'host' | 'hostconfig' | 'configuration' | 'rule';

/** The records a view shows, of those its reference list holds. */
export type ViewScope =
  /** every record */
  | 'all'
  /** a transfer this server owns (OWNERREQ): the one-transfer reads, /info and /control look transfers up under this server's own id */
  | 'owned'
  /** a transfer this server owns and requested: REST v2 addresses a transfer as `<id>_<requested>` of this server */
  | 'requested'
  /** this server's own record (HOSTID = its host id): /v2/hostconfig */
  | 'own';

/** One view of a record kind: an operation that answers one record, where the answer holds it, and in which form. */
export interface RecordView {
  readonly record: ViewedRecord;
  /** Operation id (operations table). */
  readonly operation: string;
  /** JSON pointer of the record in the answer: `/answer` (v1 envelope), `/answer/results/0` (the first result of a v1 action answer), `` (the body: REST v2). */
  readonly at: string;
  /** `v1`: the record as the v1 list shows it; `v2`: its REST v2 form. */
  readonly form: 'v1' | 'v2';
  readonly scope: ViewScope;
  /** Fields the view answers beside the record's own (not compared): /v2/hostconfig's version fields. */
  readonly beside?: readonly string[];
}

/** The reference view of each kind: the v1 list whose records the other views are compared with. */
export const REFERENCE_VIEWS: Readonly<Record<ViewedRecord, string>> = {
  transfer: 'listTransfers',
  host: 'listHosts',
  hostconfig: 'listHostConfigurations',
  configuration: 'listConfigurations',
  rule: 'listRules',
};

/** The views of one record each, compared with the reference view by the check views_agree. */
export const RECORD_VIEWS: readonly RecordView[] = [
  // 3.6.2 looks a transfer up under its own id whatever OWNERREQ says (reference §17, X §3.2): another owner's is listed, not read.
  { record: 'transfer', operation: 'getTransfer', at: '/answer', form: 'v1', scope: 'owned' },
  { record: 'transfer', operation: 'getInformation', at: '/answer/results/0', form: 'v1', scope: 'owned' },
  { record: 'transfer', operation: 'controlInformation', at: '/answer/results/0', form: 'v1', scope: 'owned' },
  { record: 'transfer', operation: 'getTransferV2', at: '', form: 'v2', scope: 'requested' },
  { record: 'host', operation: 'getHost', at: '/answer', form: 'v1', scope: 'all' },
  { record: 'host', operation: 'getHostV2', at: '', form: 'v2', scope: 'all' },
  { record: 'hostconfig', operation: 'getHostConfiguration', at: '/answer', form: 'v1', scope: 'all' },
  { record: 'hostconfig', operation: 'getHostConfigV2', at: '', form: 'v2', scope: 'own', beside: ['versionR66', 'versionBin'] },
  { record: 'configuration', operation: 'getConfiguration', at: '/answer', form: 'v1', scope: 'all' },
  { record: 'rule', operation: 'getRule', at: '/answer', form: 'v1', scope: 'all' },
  { record: 'rule', operation: 'getRuleV2', at: '', form: 'v2', scope: 'all' },
];

/**
 * The views of many records (their records, or the counters, at `at`), with the check that compares
 * each with the reference view: the v2 lists (v2_views_agree), the status counters of GET /server and GET /v2/server/status
 * (server_status_counters_agree, v2_views_agree's sibling for the status), listed here so that the
 * documentation lists every view pair and its check (docs/conformance.md "Views of one record").
 */
export const LIST_VIEWS: readonly { readonly record: ViewedRecord; readonly operation: string; readonly check: string; readonly what: string; readonly at: string; readonly form: 'v1' | 'v2' }[] = [
  { record: 'transfer', operation: 'listTransfersV2', check: 'v2_views_agree', what: 'every transfer, in its v2 form', at: '/results', form: 'v2' },
  { record: 'host', operation: 'listHostsV2', check: 'v2_views_agree', what: 'every host, in its v2 form', at: '/results', form: 'v2' },
  { record: 'rule', operation: 'listRulesV2', check: 'v2_views_agree', what: 'every rule, in its v2 form', at: '/results', form: 'v2' },
  { record: 'transfer', operation: 'getServerStatus', check: 'server_status_counters_agree', what: 'the counters of the listed transfers by status', at: '/answer/results/0/OVERALL', form: 'v1' },
];

/** A record of `kind` in the form a view shows it. */
export function viewFormOf(kind: ViewedRecord, form: 'v1' | 'v2', record: JsonObject): JsonObject {
  if (form === 'v1') return record;
  switch (kind) {
    case 'transfer':
      return transferToV2(record as unknown as Transfer) as unknown as JsonObject;
    case 'host':
      return hostToV2(record as unknown as Host) as unknown as JsonObject;
    case 'hostconfig':
      return hostConfigToV2(record as unknown as HostConfiguration) as unknown as JsonObject;
    case 'rule':
      return ruleToV2(ruleFromRecord(record)) as unknown as JsonObject;
    case 'configuration':
      return record;
  }
}
