// POST /v2/transfers (TransfersHandler.createTransfer, TransferConverter.nodeToNewTransfer;
// docs/rest-v2-3.6.2.md §2.1): media type (415) → body (400, every error listed, nothing stored)
// → a new v1 record in the one store, which v1 shows at once, answered 201 in v2's form with
// `transfer-uri: /v2/transfers/<id>_<requested>`. The record is what 3.6.2 inserts (observed:
// NOTASK, step -1, statuses unknown, TOSUBMIT, stop = start, requester and owner this server, mode
// from the rule); without `fileInfo` it holds "" where 3.6.2's insert fails on NULL (500).
import { isReceiveMode, NEW_V2_TRANSFER_DEFAULTS, v2TransferId, type Transfer } from '../../../contract/index.ts';
import type { Deps } from '../../deps.ts';
import type { Reply } from '../../http/reply.ts';
import type { ParsedRequest } from '../../http/request.ts';
import { followOf, newTransfer } from '../../handlers/transfers/transfer-record.ts';
import { readV2Body, refusedMediaType } from '../v2-body.ts';
import { factsOf } from '../../release.ts';
import { emptyReply, v2ErrorReply } from '../v2-errors.ts';
import { languageOf } from '../v2-messages.ts';
import { readCreateInput, type NewTransferInput } from './create-input.ts';
import { transferReply } from './transfer-reply.ts';
import { addressHeader } from '../address-header.ts';

const UNSUPPORTED = emptyReply(415, { Accept: 'application/json' });

/**
 * The stored record. RETRIEVEMODE is true for every receive mode of the rule; 3.6.2 sets it for
 * `receive` and `receiveMD5` only, so a transfer under a receive-through rule would be sent the
 * wrong way: a defect the fake does not copy.
 */
function newV2Transfer(input: NewTransferInput, deps: Deps): Transfer {
  const now = deps.clock.now();
  const own = deps.config.hostId;
  const base = newTransfer({ SPECIALID: deps.ids.next(), REQUESTER: own, REQUESTED: input.requested, OWNERREQ: own, IDRULE: input.rule.IDRULE }, now, factsOf(deps).followWithoutId);
  const start = input.start ?? now;
  const transferInfo = input.transferInfo ?? NEW_V2_TRANSFER_DEFAULTS.TRANSFERINFO;
  return {
    ...base,
    RETRIEVEMODE: isReceiveMode(input.rule.MODETRANS),
    MODETRANS: input.rule.MODETRANS,
    FILENAME: input.filename,
    ORIGINALNAME: input.filename,
    FILEINFO: input.fileInfo ?? base.FILEINFO,
    BLOCKSZ: input.blockSize ?? NEW_V2_TRANSFER_DEFAULTS.BLOCKSZ,
    TRANSFERINFO: transferInfo,
    STARTTRANS: start,
    STOPTRANS: start,
    follow: followOf(transferInfo, factsOf(deps).followWithoutId),
  };
}

export function createTransfer(req: ParsedRequest, deps: Deps): Reply {
  if (refusedMediaType(req)) return UNSUPPORTED;
  const language = languageOf(req.headers['accept-language']);
  const body = readV2Body(req, factsOf(deps).v2SanityFilter);
  if (body.kind === 'unsupported') return UNSUPPORTED;
  if (body.kind === 'errors') return v2ErrorReply(body.errors, language);
  const read = readCreateInput(body.object, body.members, deps);
  if (!read.ok) return v2ErrorReply(read.errors, language);
  const row = deps.store.transfers.put(newV2Transfer(read.input, deps));
  return transferReply(201, row.record, { 'transfer-uri': addressHeader(`/v2/transfers/${v2TransferId(row.record)}`) });
}
