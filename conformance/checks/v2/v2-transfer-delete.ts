// The end of v2_transfer_lifecycle: a transfer past NOTASK (its GLOBALSTEP set to ERRORTASK through
// v1 PUT, the one store's other view) is restarted through v2 — back to its last global step,
// NOTASK — and, once at ERRORTASK again, removed by DELETE /v2/transfers/{id}: 204, then 404 on
// both views (docs/rest-v2-3.6.2.md §8.2: v2 deletes only a transfer whose steps are not both
// NOTASK; the fresh one is not judged there, see v2-transfer-lifecycle.ts).
import { TASK_STEP, transferToV2, v2TransferId, type JsonObject, type Transfer } from '../../../contract/index.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { Failure } from '../list-semantics/row-diff.ts';
import { bigIdOf } from '../list-semantics/transfer-rows.ts';
import { answerOf } from '../scenarios/helpers.ts';
import type { MadeTransfer } from './v2-transfer-partner.ts';
import { afterAction } from './v2-transfer-model.ts';
import { answerText, recordFailure, statusFailure } from './v2-writes.ts';

const v2Path = (t: MadeTransfer) => `/v2/transfers/${encodeURIComponent(v2TransferId({ SPECIALID: t.id, REQUESTED: t.requested }))}`;
const v1Path = (t: MadeTransfer) => `/transfers/${t.id}`;

/** v1 PUT GLOBALSTEP ERRORTASK; the record v1 answers (its STOPTRANS is the time of the write, reference §18), or the failure. */
async function toErrorTask(ctx: CheckContext, t: MadeTransfer): Promise<Transfer | Failure> {
  const put = await ctx.call({ method: 'PUT', path: v1Path(t), query: { REQUESTER: t.requester, REQUESTED: t.requested }, body: { GLOBALSTEP: TASK_STEP.ERRORTASK } });
  const record = answerOf(put);
  if (put.response?.status !== 200 || record?.['GLOBALSTEP'] !== TASK_STEP.ERRORTASK) {
    return { finding: { title: 'PUT /transfers/{id} (v1) GLOBALSTEP ERRORTASK on the run\'s transfer: not stored', expected: `Expected: 200 with GLOBALSTEP ${TASK_STEP.ERRORTASK}`, received: `Received: ${answerText(put)}` }, exchange: put };
  }
  return { ...(record as unknown as Transfer), SPECIALID: bigIdOf(record['SPECIALID']) ?? t.id };
}

/** Restart back to the last global step, then DELETE /v2/transfers/{id} 204 and the transfer gone from both views. */
export async function deletedPastNoTask(ctx: CheckContext, t: MadeTransfer): Promise<Failure | undefined> {
  const errored = await toErrorTask(ctx, t);
  if ('finding' in errored) return errored;
  const restarted = afterAction(errored, 'restart');
  const restart = await ctx.call({ method: 'PUT', path: `${v2Path(t)}/restart` });
  const f = recordFailure('PUT /v2/transfers/{id}/restart at ERRORTASK', restart, 200, transferToV2(restarted) as unknown as JsonObject);
  if (f) return f;
  const again = await toErrorTask(ctx, t);
  if ('finding' in again) return again;
  return (
    statusFailure('DELETE /v2/transfers/{id} at ERRORTASK', await ctx.call({ method: 'DELETE', path: v2Path(t) }), 204) ??
    statusFailure('GET /v2/transfers/{id} after DELETE', await ctx.call({ method: 'GET', path: v2Path(t) }), 404) ??
    statusFailure('GET /transfers/{id} (v1) after DELETE /v2/transfers/{id}', await ctx.call({ method: 'GET', path: v1Path(t), query: { REQUESTER: t.requester, REQUESTED: t.requested } }), 404)
  );
}
