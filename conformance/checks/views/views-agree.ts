// views_agree (issue 36): one store answers through many views, and a server can answer one view
// from a stale or wrong copy while every other is right. For every row of the contract's view table
// (contract/views.ts RECORD_VIEWS), the records of its kind as the v1 list shows them (the
// reference view) are asked for through that view, and each answer must be the record in the
// view's form (REST v2: contract/v2/convert.ts). Read-only. Judged on a sample of each list: for
// transfers one of every UPDATEDINFO × GLOBALSTEP × direction the data holds, so that a view that
// reads a state wrongly is reached; for the other kinds the first records of the list.
import { isJsonObject, RECORD_VIEWS, valueAt, viewFormOf, type JsonObject, type RecordView, type ViewedRecord } from '../../../contract/index.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { unreadable } from '../scenarios/helpers.ts';
import { referenceLabel, referenceRecords } from './reference-records.ts';
import { recordDifferences } from './record-differences.ts';
import { VIEW_REQUESTS } from './view-requests.ts';

/** Records of each kind compared through each of its views. */
const SAMPLE = 12;
/** Transfers compared: one per state and direction, up to this. */
const TRANSFER_SAMPLE = 48;

/** The records a view is asked for: those of its scope, a sample as the header says. */
function sampleOf(kind: ViewedRecord, view: RecordView, records: readonly JsonObject[], own: string): JsonObject[] {
  const inScope = records.filter((r) => {
    switch (view.scope) {
      case 'all':
        return true;
      case 'owned':
        return r['OWNERREQ'] === own;
      case 'requested':
        return r['OWNERREQ'] === own && r['REQUESTER'] === own;
      case 'own':
        return r['HOSTID'] === own;
    }
  });
  if (kind !== 'transfer') return inScope.slice(0, SAMPLE);
  const seen = new Set<string>();
  return inScope.filter((t) => {
    const state = `${String(t['UPDATEDINFO'])} ${String(t['GLOBALSTEP'])} ${t['REQUESTER'] === own}`;
    if (seen.has(state)) return false;
    seen.add(state);
    return true;
  }).slice(0, TRANSFER_SAMPLE);
}

const nameOf = (kind: ViewedRecord, r: JsonObject): string => (kind === 'transfer' ? `${String(r['SPECIALID'])} ${String(r['REQUESTER'])}→${String(r['REQUESTED'])}` : String(r['HOSTID'] ?? r['IDRULE']));

/** Asks `view` for each sampled record and reports the first answer that is not the record. */
async function compareView(ctx: CheckContext, kind: ViewedRecord, view: RecordView, records: readonly JsonObject[], own: string, reference: string): Promise<void> {
  const build = VIEW_REQUESTS[view.operation];
  if (build === undefined) throw new Error(`views_agree: no request for the view ${view.operation} (contract/views.ts has a row, view-requests.ts none)`);
  for (const record of sampleOf(kind, view, records, own)) {
    const req = build(record, ctx, own);
    if (req === undefined) continue;
    const ex = await ctx.call(req);
    const label = `${req.method} ${ex.request.url.split('?')[0]}`;
    // The partner of a transfer may be no host of this server: /info and /control cannot look it up (info_transfer_direction).
    if (ex.response?.status === 400 && /Remote Host is unknown/.test(ex.response.body)) continue;
    const found = ex.response?.status === 200 ? valueAt(ex.json, view.at) : undefined;
    if (unreadable(ex) || !isJsonObject(found)) {
      ctx.report({
        title: `${label}: the ${kind} ${nameOf(kind, record)} of ${reference} is not there`,
        expected: `Expected: 200 with the ${kind} at ${view.at || 'the body'}, as ${reference} lists it`,
        received: `Received: ${ex.response ? `${ex.response.status} ${ex.response.body.slice(0, 200)}` : 'no answer'}`,
      }, ex);
      return;
    }
    const diff = recordDifferences(viewFormOf(kind, view.form, record), found, [reference, view.operation], view.beside ?? []);
    if (diff.length > 0) {
      ctx.report({
        title: `${label}: the ${kind} ${nameOf(kind, record)} reads otherwise than ${reference} lists it (${diff.length} field${diff.length > 1 ? 's' : ''})`,
        expected: `Expected: the record as ${reference} lists it${view.form === 'v2' ? ', in its REST v2 form (contract/v2/convert.ts)' : ''}`,
        received: `Received: ${diff.slice(0, 6).join('; ')}`,
      }, ex);
      return;
    }
  }
}

export const viewsAgree: ScenarioCheck = {
  id: 'views_agree',
  kind: 'scenario',
  severity: 'major',
  rule: 'Every view of a record answers it as its v1 list shows it: each operation of the view table (contract/views.ts: the v1 record reads, /info and /control transfer information, the REST v2 record reads) gives the listed record, in its own form.',
  failsWhen: 'a view answers a record the v1 list shows with another value in one of its fields (a stale or wrong copy), in the wrong form, or not at all.',
  async run(ctx) {
    const own = await ctx.hostId();
    const kinds = [...new Set(RECORD_VIEWS.map((v) => v.record))];
    for (const kind of kinds) {
      const records = await referenceRecords(ctx, kind);
      if (records === undefined || records.length === 0) continue;
      const reference = referenceLabel(kind);
      for (const view of RECORD_VIEWS.filter((v) => v.record === kind)) await compareView(ctx, kind, view, records, own, reference);
    }
  },
};
