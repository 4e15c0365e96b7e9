// POST /control (HttpRestControlR66Handler, ServerActions.transferRequest/initTransferRequest):
// a TransferRequestJsonPacket registers a transfer, TOSUBMIT, in the one store that /transfers
// and /v2/transfers show; the fake never runs it. The answer echoes the packet with the new id.
// A specialId other than 0 names an existing transfer to submit again. An unknown rule or
// transfer: "New Transfer cannot be registered", JSON 406 in an HTTP 400, nothing stored.
import { ACTION_MODEL, CONTROL_CREATE_ECHO, isReceiveMode, NEW_CONTROL_TRANSFER_DEFAULTS, packetOf, UPDATED_INFO, V1_COMMAND, type JsonObject, type Transfer } from '../../../contract/index.ts';
import type { Deps } from '../../deps.ts';
import type { Reply } from '../../http/reply.ts';
import type { ParsedRequest } from '../../http/request.ts';
import { actionError, actionOk } from '../actions/action-reply.ts';
import { requirePacket } from '../actions/read-packet.ts';
import { newTransfer } from '../transfers/transfer-record.ts';
import { dateOf, intOf, longOf, textOf } from './packet-values.ts';
import { factsOf } from '../../release.ts';

const command = V1_COMMAND.CreateTransfer;

/** RequestPacket's MD5 modes (3, 4, 7, 8): asking one turns the rule's mode into its MD5 variant (getModeMD5). */
const isMd5Mode = (mode: number): boolean => [3, 4, 7, 8].includes(mode);
const md5Of = (mode: number): number => ([1, 2, 5, 6].includes(mode) ? mode + 2 : mode);

/** The start: the packet's date, else a positive delay (from now when additional), else now (DbTaskRunner's default). */
function startOf(p: JsonObject, now: number): number {
  const start = dateOf(p, 'start');
  if (start !== undefined) return start;
  const delay = Number(longOf(p, 'delay', 0n));
  if (delay <= 0) return now;
  return p['additionalDelay'] === true ? now + delay : delay;
}

/** The record 3.6.2 inserts (observed): the rule's mode, RETRIEVEMODE for a sending mode, steps NOTASK, the original size -1. */
function newControlTransfer(p: JsonObject, deps: Deps, ruleMode: number, requested: string, rule: string): Transfer {
  const now = deps.clock.now();
  const own = deps.config.hostId;
  const base = newTransfer({ SPECIALID: deps.ids.next(), REQUESTER: own, REQUESTED: requested, OWNERREQ: own, IDRULE: rule }, now, factsOf(deps).followWithoutId);
  const mode = isMd5Mode(intOf(p, 'mode', 0)) ? md5Of(ruleMode) : ruleMode;
  const filename = textOf(p, 'filename') ?? '';
  return {
    ...base,
    // "Not isRecv since it is the requester, so send => isRetrieve is true" (initTransferRequest).
    RETRIEVEMODE: !isReceiveMode(mode),
    MODETRANS: mode,
    FILENAME: filename,
    ORIGINALNAME: filename,
    FILEINFO: textOf(p, 'fileInformation') ?? base.FILEINFO,
    BLOCKSZ: intOf(p, 'blocksize', 0),
    TRANSFERINFO: NEW_CONTROL_TRANSFER_DEFAULTS.TRANSFERINFO,
    ORIGINALSIZE: NEW_CONTROL_TRANSFER_DEFAULTS.ORIGINALSIZE,
    STARTTRANS: startOf(p, now),
    STOPTRANS: now,
  };
}

/** The stored transfer the request registers, or undefined when it cannot be (unknown rule, transfer or partner). */
function register(p: JsonObject, deps: Deps): Transfer | undefined {
  const rule = deps.store.rules.get(textOf(p, 'rulename') ?? '')?.record;
  const requested = textOf(p, 'requested');
  if (rule === undefined || requested === undefined) return undefined;
  const id = longOf(p, 'specialId', 0n);
  if (id === 0n) return deps.store.transfers.put(newControlTransfer(p, deps, rule.MODETRANS, requested, rule.IDRULE)).record;
  const own = deps.config.hostId;
  const found = deps.store.transfers.get({ SPECIALID: id, REQUESTER: own, REQUESTED: requested, OWNERREQ: own });
  if (!found) return undefined;
  return deps.store.transfers.put({ ...found.record, UPDATEDINFO: UPDATED_INFO.TOSUBMIT }).record;
}

/** POST /control */
export function createControlTransfer(req: ParsedRequest, deps: Deps): Reply {
  const prefix = deps.config.classPrefix;
  const read = requirePacket(req, deps.config, 'transferRequest', ACTION_MODEL.control);
  if (!read.ok) return read.reply;
  const t = register(read.packet, deps);
  if (t === undefined) return actionError(req, 406, 'New Transfer cannot be registered', ACTION_MODEL.control, { command });
  const echo = packetOf('transferRequest', prefix, { ...read.packet, blocksize: t.BLOCKSZ, rank: t.RANK, specialId: t.SPECIALID, ...CONTROL_CREATE_ECHO });
  return actionOk(req, ACTION_MODEL.control, [echo as never], command, 'New Transfer registered');
}
