// v2_views_agree: REST v1 and REST v2 are two views of one store (DESIGN §6a): every transfer,
// host and rule a v2 list shows is the v2 form (contract/v2/convert.ts) of the record v1 shows, and a
// transfer this server requested reads the same through GET /v2/transfers/{id}_{requested}.
// Read-only; judged on the records both views list whole (up to WHOLE_LIST of each).
import { isJsonObject, transferToV2, viewFormOf, type JsonObject, type Transfer } from '../../../contract/index.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { reportFailure } from '../list-semantics/property.ts';
import { listed, type Failure } from '../list-semantics/row-diff.ts';
import { bigIdOf } from '../list-semantics/transfer-rows.ts';
import { sameJson } from '../same-json.ts';
import { recordDifferences } from '../views/record-differences.ts';
import { referenceLabel, referenceRecords } from '../views/reference-records.ts';
import { unreadable } from '../scenarios/helpers.ts';
import { wholeList, WHOLE_LIST } from './v2-lists.ts';

/** How many transfers are also read one by one through their v2 address. */
const READ_ONE_BY_ONE = 10;

const transferKey = (id: unknown, requester: unknown, requested: unknown) => `${String(id)} ${String(requester)} ${String(requested)}`;

/** The fields where the two forms differ, `field: v1 gives …, v2 gives …`. */
const differences = (expected: JsonObject, received: JsonObject): string[] => recordDifferences(expected, received);

function mismatch(what: string, key: string, diff: readonly string[], exchange: Failure['exchange']): Failure {
  return { finding: { title: `${what} ${key}: v1 and v2 show different values`, expected: 'Expected: the v2 record is the v1 record in v2\'s names and encodings (contract/v2/convert.ts)', received: `Received: ${diff.slice(0, 6).join('; ')}` }, ...(exchange ? { exchange } : {}) };
}

/** The v2 form of a v1 transfer record as the suite read it (SPECIALID possibly a number). */
const v2FormOf = (t: JsonObject): JsonObject => transferToV2({ ...(t as unknown as Transfer), SPECIALID: bigIdOf(t['SPECIALID']) ?? 0n }) as unknown as JsonObject;

async function transfersAgree(ctx: CheckContext): Promise<void> {
  const v1Rows = await referenceRecords(ctx, 'transfer');
  if (v1Rows === undefined) return;
  const { page, complete } = await wholeList(ctx, 'v2transfers');
  if (!page.ok) return void reportFailure(ctx, page.failure);
  if (!complete || v1Rows.length >= WHOLE_LIST) return;
  // Records that differ only by owner (OWNERREQ, which v2 does not show) are the same v2 record.
  const byKey = new Map<string, JsonObject[]>();
  for (const t of v1Rows) {
    const k = transferKey(bigIdOf(t['SPECIALID']), t['REQUESTER'], t['REQUESTED']);
    byKey.set(k, [...(byKey.get(k) ?? []), v2FormOf(t)]);
  }
  const unmatched = page.results.filter((r) => !(byKey.get(transferKey(r['id'], r['requester'], r['requested'])) ?? []).some((f) => sameJson(f, r)));
  if (unmatched.length > 0) {
    const r = unmatched[0] as JsonObject;
    const forms = byKey.get(transferKey(r['id'], r['requester'], r['requested']));
    const title = `GET /v2/transfers: ${unmatched.length} transfers not as v1 shows them (${listed(unmatched, (u) => String(u['id']))})`;
    if (!forms) return void reportFailure(ctx, { finding: { title, expected: 'Expected: every v2 transfer also in GET /transfers (every owner, every status)', received: `Received: transfer ${String(r['id'])} ${String(r['requester'])}→${String(r['requested'])} unknown to v1` }, exchange: page.ex });
    return void reportFailure(ctx, mismatch('GET /v2/transfers: transfer', String(r['id']), differences(forms[0] as JsonObject, r), page.ex));
  }
  if (v1Rows.length !== page.results.length) {
    return void reportFailure(ctx, { finding: { title: `GET /v2/transfers lists ${page.results.length} transfers, GET /transfers ${v1Rows.length}`, expected: 'Expected: both views list the same transfers', received: `Received: v2 ${page.results.length}, v1 ${v1Rows.length}` }, exchange: page.ex });
  }
  const own = await ctx.hostId();
  const requestedByUs = v1Rows.filter((t) => t['REQUESTER'] === own && t['OWNERREQ'] === own).slice(0, READ_ONE_BY_ONE);
  for (const t of requestedByUs) {
    const address = `${String(bigIdOf(t['SPECIALID']))}_${String(t['REQUESTED'])}`;
    const one = await ctx.call({ method: 'GET', path: `/v2/transfers/${address}` });
    const body = one.json;
    if (unreadable(one) || one.response?.status !== 200 || !isJsonObject(body)) {
      return void reportFailure(ctx, { finding: { title: `GET /v2/transfers/${address}: not the transfer v1 lists`, expected: 'Expected: 200 with the transfer', received: `Received: ${one.response ? `${one.response.status} ${one.response.body.slice(0, 160)}` : 'no answer'}` }, exchange: one });
    }
    const diff = differences(v2FormOf(t), body);
    if (diff.length > 0) return void reportFailure(ctx, mismatch(`GET /v2/transfers/${address}: transfer`, address, diff, one));
  }
}

/** A REST v2 list of hosts or rules against the v1 list of its kind: the same records, each in its v2 form. */
async function listAgrees(ctx: CheckContext, kind: 'host' | 'rule', entry: 'v2hosts' | 'v2rules'): Promise<void> {
  const records = await referenceRecords(ctx, kind);
  if (records === undefined) return;
  const v1 = new Map(records.map((r) => [String(kind === 'host' ? r['HOSTID'] : r['IDRULE']), viewFormOf(kind, 'v2', r)]));
  const { page, complete } = await wholeList(ctx, entry);
  if (!page.ok) return void reportFailure(ctx, page.failure);
  if (!complete) return;
  const [v2List, v1List] = [`GET /v2/${kind}s`, referenceLabel(kind)];
  for (const r of page.results) {
    const name = String(r['name']);
    const form = v1.get(name);
    if (!form) return void reportFailure(ctx, { finding: { title: `${v2List}: ${kind} ${name} unknown to v1`, expected: `Expected: every v2 ${kind} also in ${v1List}`, received: `Received: ${name} only in v2` }, exchange: page.ex });
    const diff = differences(form, r);
    if (diff.length > 0) return void reportFailure(ctx, mismatch(`${v2List}: ${kind}`, name, diff, page.ex));
  }
  if (v1.size !== page.results.length) {
    reportFailure(ctx, { finding: { title: `${v2List} lists ${page.results.length} ${kind}s, ${v1List} ${v1.size}`, expected: `Expected: both views list the same ${kind}s`, received: `Received: v2 ${page.results.length}, v1 ${v1.size}` }, exchange: page.ex });
  }
}

export const v2ViewsAgree: ScenarioCheck = {
  id: 'v2_views_agree',
  kind: 'scenario',
  severity: 'major',
  rule: 'REST v1 and REST v2 show the same records: every v2 transfer, host and rule is the v2 form of the v1 record, and a transfer this server requested reads the same through its v2 address.',
  failsWhen: 'a transfer, host or rule reads differently through REST v2 than the v2 form of its v1 record, one view lists a record the other does not, or GET /v2/transfers/{id}_{requested} does not answer the transfer v1 lists.',
  async run(ctx) {
    await transfersAgree(ctx);
    await listAgrees(ctx, 'host', 'v2hosts');
    await listAgrees(ctx, 'rule', 'v2rules');
  },
};
