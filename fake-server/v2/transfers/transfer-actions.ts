// GET, PUT restart/stop/cancel and DELETE /v2/transfers/{id} (TransferIdHandler and
// ServerActions.stopTransfer/cancelTransfer, docs/rest-v2-3.6.2.md §3.4). The fake never runs a
// transfer, so an action always takes 3.6.2's "not running" branch: UPDATEDINFO INERROR and
// TRANSFERINFO replaced by the ErrorCode's letter (H stopped, K canceled; the follow map goes with
// it); restart stops first, then TOSUBMIT and GLOBALSTEP := GLOBALLASTSTEP (DONE transfers too).
// STEPSTATUS, INFOSTATUS and the dates stay. Each answers 200 with the record as written.
import { ERROR_CODES, UPDATED_INFO, v1TransferInfo, type Transfer } from '../../../contract/index.ts';
import type { Deps } from '../../deps.ts';
import type { Reply } from '../../http/reply.ts';
import type { ParsedRequest } from '../../http/request.ts';
import { emptyReply } from '../v2-errors.ts';
import { addressedTransfer } from './addressed.ts';
import { transferReply } from './transfer-reply.ts';
import { factsOf } from '../../release.ts';

/** The column the action writes (the letter), as the store keeps it: in v1's form, which appends the empty map (`H {}`; v2 shows `H`). */
const letterOf = (name: 'StoppedTransfer' | 'CanceledTransfer'): string => v1TransferInfo(ERROR_CODES.find((e) => e.name === name)?.letter as string);

/**
 * What each action makes of the record it finds; PUT /control's stop, cancel and restart make the
 * same. The follow map goes with the old TRANSFERINFO: `follow` becomes the release's of no id.
 */
export const TRANSFER_ACTIONS = {
  stop: (t: Transfer, followWithoutId: string): Transfer => ({ ...t, UPDATEDINFO: UPDATED_INFO.INERROR, TRANSFERINFO: letterOf('StoppedTransfer'), follow: followWithoutId }),
  cancel: (t: Transfer, followWithoutId: string): Transfer => ({ ...t, UPDATEDINFO: UPDATED_INFO.INERROR, TRANSFERINFO: letterOf('CanceledTransfer'), follow: followWithoutId }),
  restart: (t: Transfer, followWithoutId: string): Transfer => ({ ...TRANSFER_ACTIONS.stop(t, followWithoutId), UPDATEDINFO: UPDATED_INFO.TOSUBMIT, GLOBALSTEP: t.GLOBALLASTSTEP }),
} as const;

/** GET /v2/transfers/{id} */
export function getTransfer(req: ParsedRequest, deps: Deps): Reply {
  const found = addressedTransfer(req, deps);
  return found.ok ? transferReply(200, found.row.record) : found.reply;
}

/** PUT /v2/transfers/{id}/restart|stop|cancel */
export const transferAction =
  (action: keyof typeof TRANSFER_ACTIONS) =>
  (req: ParsedRequest, deps: Deps): Reply => {
    const found = addressedTransfer(req, deps);
    if (!found.ok) return found.reply;
    const changed = TRANSFER_ACTIONS[action](found.row.record, factsOf(deps).followWithoutId);
    deps.store.transfers.put(changed);
    return transferReply(200, changed);
  };

/**
 * DELETE /v2/transfers/{id}: 204 and gone. 3.6.2 answers 404 and keeps a transfer whose GLOBALSTEP
 * and GLOBALLASTSTEP are both NOTASK, so a request just made by POST, which GET shows, could not
 * be withdrawn before it runs: a defect the fake does not copy (DESIGN §2.3; the report of issue 26).
 */
export function deleteTransfer(req: ParsedRequest, deps: Deps): Reply {
  const found = addressedTransfer(req, deps);
  if (!found.ok) return found.reply;
  deps.store.transfers.delete(found.row.record);
  return emptyReply(204);
}
