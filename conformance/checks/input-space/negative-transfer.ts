// A transfer with a negative SPECIALID, which the negative classes of the id parameters need to
// mean anything: the highest one the target holds (`STOPID=-1`), or, where it holds none and the
// run may write, one the check creates (its partner carries the run prefix, it starts far in the
// future so it never runs, and it is deleted at the end of the check).
import type { CheckContext } from '../../runner/context.ts';
import { answerOf } from '../scenarios/helpers.ts';
import { listOf } from '../list-semantics/list-call.ts';
import { mayCreateTransfers } from '../list-semantics/created-transfers.ts';
import { transferRow, transferRows, type TransferRow } from '../list-semantics/transfer-rows.ts';
import { FUTURE_START } from '../stateful/resources/transfers.ts';

const CREATED_ID = -7n;

export async function negativeTransfer(ctx: CheckContext, rule: string): Promise<TransferRow | undefined> {
  const found = await listOf(ctx, 'transfers', { frame: { OWNERREQ: '*', ORDERBYID: 'true', STOPID: '-1', limit: 1 } });
  const held = transferRows(found.rows).find((r) => r.id < 0n);
  if (held || !mayCreateTransfers(ctx)) return held;
  const self = await ctx.hostId();
  const partner = `${ctx.runPrefix}-negative`;
  const ex = await ctx.call({ method: 'POST', path: '/transfers', body: { SPECIALID: CREATED_ID, IDRULE: rule, REQUESTER: self, REQUESTED: partner, FILENAME: `${ctx.runPrefix}-negative.txt`, STARTTRANS: FUTURE_START } });
  ctx.onCleanup(() => ctx.call({ method: 'DELETE', path: `/transfers/${CREATED_ID}`, query: { REQUESTER: self, REQUESTED: partner } }));
  const record = answerOf(ex);
  return ex.response?.status === 200 && record ? transferRow(record) : undefined;
}
