// v2_transfer_lifecycle: a transfer made by POST /v2/transfers (one that can never run: start in
// 2099) answers 201, header `transfer-uri`, the record 3.6.2 stores (docs/rest-v2-3.6.2.md §8.1),
// and reads the same through v2 GET and v1 GET; stop, cancel and restart change it as §8.2 says
// and nothing else; past NOTASK, restart goes back to the last global step and DELETE
// /v2/transfers removes it (v2-transfer-delete.ts); then that id and malformed ids answer 404 to
// GET, each action and DELETE. A cleanup registered before the POST removes it through v1 in any
// case (v1 also removes a transfer whose steps are both NOTASK, which v2 DELETE refuses).
// Not judged: DELETE /v2/transfers of this fresh transfer — 3.6.2 answers 404 and keeps it by an
// explicit test in TransferIdHandler.deleteTransfer (both steps NOTASK), an intent no one can be
// sure of (see docs/rest-v2-3.6.2.md §3.4).
import { modeTransOf, transferToV2, v2TransferId, type JsonObject, type Transfer, type V2RuleMode } from '../../../contract/index.ts';
import type { Exchange } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { reportFailure } from '../list-semantics/property.ts';
import type { Failure } from '../list-semantics/row-diff.ts';
import { bigIdOf } from '../list-semantics/transfer-rows.ts';
import { answerOf } from '../scenarios/helpers.ts';
import { deletedPastNoTask } from './v2-transfer-delete.ts';
import { ownAndPartner, removeTransfers, type MadeTransfer } from './v2-transfer-partner.ts';
import { afterAction, createdTransfer, V1_ONLY_COLUMNS, V2_TRANSFER_ACTIONS, type V2TransferInput } from './v2-transfer-model.ts';
import { answerText, fieldDifferences, recordFailure, requireV2Writes, statusFailure } from './v2-writes.ts';

/** 2099-03-04T05:06:07.089Z: no scheduler reaches it; milliseconds show they are kept. */
const START = '2099-03-04T05:06:07.089Z';
/** Ids no transfer can have: no `<number>_<requested>` form, or a number beyond a Java long. */
const MALFORMED_IDS = ['x_y', 'nounderscore', '99999999999999999999_hostb'] as const;

const v2FormOf = (t: Transfer): JsonObject => transferToV2(t) as unknown as JsonObject;
const path = (t: MadeTransfer) => `/v2/transfers/${encodeURIComponent(v2TransferId({ SPECIALID: t.id, REQUESTED: t.requested }))}`;
const v1Read = (ctx: CheckContext, t: MadeTransfer) =>
  ctx.call({ method: 'GET', path: `/transfers/${t.id}`, query: { REQUESTER: t.requester, REQUESTED: t.requested } });

/** Whether v1 shows the record: its v2 form as predicted, and the columns v2 does not show. */
function v1Failure(what: string, ex: Exchange, stored: Transfer): Failure | undefined {
  const record = answerOf(ex);
  if (ex.response?.status !== 200 || !record) return statusFailure(what, ex, 200);
  const asRead = { ...(record as unknown as Transfer), SPECIALID: bigIdOf(record['SPECIALID']) ?? 0n };
  const diff = fieldDifferences(v2FormOf(stored), v2FormOf(asRead));
  for (const c of V1_ONLY_COLUMNS) if (record[c] !== stored[c]) diff.push(`${c}: expected ${JSON.stringify(stored[c])}, received ${JSON.stringify(record[c])}`);
  if (diff.length === 0) return undefined;
  return { finding: { title: `${what}: v1 shows another record than v2 (${diff.map((d) => d.split(':')[0]).join(', ')})`, expected: 'Expected: the record whose v2 form v2 shows (contract/v2/convert.ts), MODETRANS the rule\'s, OWNERREQ this server, ISMOVED false', received: `Received: ${diff.slice(0, 8).join('; ')}` }, exchange: ex };
}

/** Reads the transfer through v2 and v1; the first way it is not `stored` (the /control checks read so too). */
export async function readsAs(ctx: CheckContext, t: MadeTransfer, stored: Transfer, when: string): Promise<Failure | undefined> {
  const v2 = recordFailure(`GET /v2/transfers/{id} ${when}`, await ctx.call({ method: 'GET', path: path(t) }), 200, v2FormOf(stored));
  return v2 ?? v1Failure(`GET /transfers/{id} ${when}`, await v1Read(ctx, t), stored);
}

/** POST the transfer; the failure, or what it made and its predicted record. */
async function create(ctx: CheckContext, input: V2TransferInput, mode: V2RuleMode, own: string, made: (t: MadeTransfer) => void): Promise<Failure | { t: MadeTransfer; stored: Transfer }> {
  const post = await ctx.call({ method: 'POST', path: '/v2/transfers', body: { ...input } });
  const id = bigIdOf((post.json as JsonObject | undefined)?.['id']);
  if (id !== undefined && post.response?.status === 201) made({ id, requester: own, requested: input.requested });
  if (post.response?.status !== 201 || id === undefined) return statusFailure('POST /v2/transfers', post, 201) ?? { finding: { title: 'POST /v2/transfers: no id in the answer', expected: 'Expected: the record with its id', received: `Received: ${answerText(post)}` }, exchange: post };
  const t: MadeTransfer = { id, requester: own, requested: input.requested };
  const stored = createdTransfer(input, id, modeTransOf(mode), own);
  const wrong = recordFailure('POST /v2/transfers', post, 201, v2FormOf(stored));
  if (wrong) return wrong;
  const uri = post.response.headers['transfer-uri'];
  if (uri !== path(t)) return { finding: { title: 'POST /v2/transfers: header transfer-uri not the new transfer\'s address', expected: `Expected: transfer-uri: ${path(t)}`, received: `Received: ${uri ?? '(no transfer-uri)'}` }, exchange: post };
  return { t, stored };
}

/** Each action in turn (stop twice: the letter is replaced, not appended): its answer and both reads. */
async function actions(ctx: CheckContext, t: MadeTransfer, stored: Transfer): Promise<Failure | undefined> {
  let now = stored;
  for (const action of [...V2_TRANSFER_ACTIONS, 'stop'] as const) {
    now = afterAction(now, action);
    const what = `PUT /v2/transfers/{id}/${action}`;
    const f = recordFailure(what, await ctx.call({ method: 'PUT', path: `${path(t)}/${action}` }), 200, v2FormOf(now)) ?? (await readsAs(ctx, t, now, `after ${action}`));
    if (f) return f;
  }
  return undefined;
}

/** GET, each action and DELETE on an id no transfer has: 404. */
async function unknownIds(ctx: CheckContext, removed: MadeTransfer): Promise<Failure | undefined> {
  const paths = [path(removed), ...MALFORMED_IDS.map((id) => `/v2/transfers/${id}`)];
  for (const p of paths) {
    const requests = [{ method: 'GET', path: p }, ...V2_TRANSFER_ACTIONS.map((a) => ({ method: 'PUT', path: `${p}/${a}` })), { method: 'DELETE', path: p }];
    for (const req of requests) {
      const f = statusFailure(`${req.method} ${req.path} (no such transfer)`, await ctx.call(req), 404);
      if (f) return f;
    }
  }
  return undefined;
}

async function lifecycle(ctx: CheckContext): Promise<Failure | undefined> {
  const found = await ownAndPartner(ctx);
  if ('finding' in found) return found;
  const { own, partner } = found;
  const input: V2TransferInput = {
    ruleName: partner.rule, filename: `${ctx.runPrefix}-v2life.dat`, requested: partner.requested,
    blockSize: 4096, fileInfo: `${ctx.runPrefix} file info`, transferInfo: '{"tmkit":"v2"}', start: START,
  };
  let made: MadeTransfer | undefined;
  // Registered before the POST: whatever it made, found by its id or its file name, goes.
  ctx.onCleanup(() => removeTransfers(ctx, own, input.filename, made));
  const created = await create(ctx, input, partner.mode, own, (t) => (made = t));
  if ('finding' in created) return created;
  const { t, stored } = created;
  const failure = (await readsAs(ctx, t, stored, 'after POST')) ?? (await actions(ctx, t, stored)) ?? (await deletedPastNoTask(ctx, t));
  if (failure) return failure;
  // Gone already; the cleanup's v1 DELETE then finds nothing.
  return unknownIds(ctx, t);
}

export const v2TransferLifecycle: ScenarioCheck = {
  id: 'v2_transfer_lifecycle',
  kind: 'scenario',
  severity: 'major',
  rule: 'POST /v2/transfers answers 201, header transfer-uri, the stored record (TOSUBMIT, NOTASK, the given values, this server as requester), which v2 and v1 GET show alike; stop and cancel set INERROR and the letter H or K as transferInfo, restart TOSUBMIT at the last global step, nothing else; DELETE removes a transfer past NOTASK (204); an unknown or malformed id answers 404.',
  failsWhen: 'POST /v2/transfers of a transfer that can never run does not answer 201 with transfer-uri and the record 3.6.2 stores, v2 or v1 GET shows it otherwise, stop/cancel/restart change other than status, transferInfo (and restart the global step), DELETE of a transfer at ERRORTASK does not answer 204 and remove it, or GET, an action or DELETE on a removed or malformed id answers other than 404.',
  needs: { writes: true },
  async run(ctx) {
    requireV2Writes(ctx);
    reportFailure(ctx, await lifecycle(ctx));
  },
};
