// PUT /control (HttpRestControlR66Handler, ServerActions.stopOrCancel/requestRestart): stop
// (requestUserPacket 9) or cancel (10) with a StopOrCancelJsonPacket, restart with a
// RestartTransferJsonPacket. The transfer is the one this server owns with that id, requester and
// requested. 3.6.2 answers every one 500 (an NPE on the REST session's missing local channel,
// docs/real-server-3.6.2.md "/control"): a defect the fake does not copy (DESIGN §2.3). It does
// what the code means to do, as the v2 actions do: the fake never runs a transfer, so each takes
// the "not running" branch.
import { ACTION_MODEL, ERROR_CODES, packetOf, REQUEST_USER_PACKET, TASK_STEP, UPDATED_INFO, V1_COMMAND, type JsonObject, type Transfer } from '../../../contract/index.ts';
import type { Deps } from '../../deps.ts';
import type { Reply } from '../../http/reply.ts';
import type { ParsedRequest } from '../../http/request.ts';
import { TRANSFER_ACTIONS } from '../../v2/transfers/transfer-actions.ts';
import { actionError, actionOk } from '../actions/action-reply.ts';
import { requirePacket } from '../actions/read-packet.ts';
import { dateOf, longOf, textOf } from './packet-values.ts';
import { factsOf } from '../../release.ts';

const messageOf = (name: string): string => ERROR_CODES.find((e) => e.name === name)?.message as string;

/** The transfer a packet names (requester, requested, specialid), owned by this server; undefined when an argument is missing or none matches. */
function addressed(p: JsonObject, deps: Deps): { key: boolean; row?: Transfer } {
  const requester = textOf(p, 'requester');
  const requested = textOf(p, 'requested');
  const id = longOf(p, 'specialid');
  if (requester === undefined || requested === undefined || id === longOf({}, 'specialid')) return { key: false };
  const found = deps.store.transfers.get({ SPECIALID: id, REQUESTER: requester, REQUESTED: requested, OWNERREQ: deps.config.hostId });
  return found ? { key: true, row: found.record } : { key: true };
}

/** A finished transfer is left as it is (DbTaskRunner.stopOrCancelRunner answers false). */
const isFinished = (t: Transfer): boolean => t.UPDATEDINFO === UPDATED_INFO.DONE || t.GLOBALSTEP === TASK_STEP.ALLDONETASK;

/** Stop or cancel: the detail is the ErrorCode of the result, CompleteOk when a transfer was changed, TransferOk otherwise. */
function stopOrCancel(req: ParsedRequest, deps: Deps, p: JsonObject, echo: object): Reply {
  const command = V1_COMMAND.StopOrCancelTransfer;
  const target = addressed(p, deps);
  if (!target.key) return actionError(req, 404, 'Not enough argument passed to identify a transfer', ACTION_MODEL.control, { command, results: [echo as never] });
  const action = p['requestUserPacket'] === REQUEST_USER_PACKET.STOPPACKET ? TRANSFER_ACTIONS.stop : TRANSFER_ACTIONS.cancel;
  const changed = target.row !== undefined && !isFinished(target.row);
  if (changed) deps.store.transfers.put(action(target.row as Transfer, factsOf(deps).followWithoutId));
  return actionOk(req, ACTION_MODEL.control, [echo as never], command, messageOf(changed ? 'CompleteOk' : 'TransferOk'));
}

/** Restart: TOSUBMIT again, at `restarttime` when given; a missing argument or transfer is "Restart Transfer in error", JSON 406. */
function restart(req: ParsedRequest, deps: Deps, p: JsonObject, echo: object): Reply {
  const command = V1_COMMAND.RestartTransfer;
  const target = addressed(p, deps);
  if (target.row === undefined) return actionError(req, 406, 'Restart Transfer in error', ACTION_MODEL.control, { command, results: [echo as never] });
  const at = dateOf(p, 'restarttime');
  const restarted = TRANSFER_ACTIONS.restart(target.row, factsOf(deps).followWithoutId);
  deps.store.transfers.put(at === undefined ? restarted : { ...restarted, STARTTRANS: at });
  return actionOk(req, ACTION_MODEL.control, [echo as never], command, 'Restart Transfer done');
}

/** PUT /control */
export function controlStopOrRestart(req: ParsedRequest, deps: Deps): Reply {
  const prefix = deps.config.classPrefix;
  const read = requirePacket(req, deps.config, ['stopOrCancel', 'restartTransfer'], ACTION_MODEL.control);
  if (!read.ok) return read.reply;
  const isRestart = read.packet['@class'] === packetOf('restartTransfer', prefix, {})['@class'];
  const echo = packetOf(isRestart ? 'restartTransfer' : 'stopOrCancel', prefix, read.packet);
  return isRestart ? restart(req, deps, read.packet, echo) : stopOrCancel(req, deps, read.packet, echo);
}
