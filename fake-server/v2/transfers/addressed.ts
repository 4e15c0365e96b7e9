// Which stored transfer `/v2/transfers/{id}` names (TransferIdHandler, docs/rest-v2-3.6.2.md
// §3.3): `<SPECIALID>_<REQUESTED>`, URL-decoded, the requester and the owner being this server,
// so only the transfers it requested can be reached. No match, an id beyond a Java long or no such
// record: 404 with an empty body (for DELETE too, where 3.6.2 lets the long overflow become a 500).
import { parseV2TransferId } from '../../../contract/index.ts';
import type { Deps } from '../../deps.ts';
import type { Reply } from '../../http/reply.ts';
import type { ParsedRequest } from '../../http/request.ts';
import { v2PathOf } from '../../routes.ts';
import type { TransferRow } from '../../store/index.ts';
import { emptyReply, v2ErrorReply } from '../v2-errors.ts';
import { CONTENT_NOT_ALLOWED, refusesValues } from '../server/query-sanity.ts';
import { factsOf } from '../../release.ts';
import { languageOf } from '../v2-messages.ts';

export type Addressed = { readonly ok: true; readonly row: TransferRow } | { readonly ok: false; readonly reply: Reply };

export function addressedTransfer(req: ParsedRequest, deps: Deps): Addressed {
  const id = v2PathOf(req.path)?.id ?? '';
  // checkSanity(uri): a refused text is a 400 before anything is looked up (3.6.x; 3.5.2 looks it up).
  if (refusesValues(factsOf(deps), id)) return { ok: false, reply: v2ErrorReply([CONTENT_NOT_ALLOWED], languageOf(req.headers['accept-language'])) };
  const parts = parseV2TransferId(id);
  const own = deps.config.hostId;
  const row = parts && deps.store.transfers.get({ SPECIALID: parts.specialId, REQUESTER: own, REQUESTED: parts.requested, OWNERREQ: own });
  return row ? { ok: true, row } : { ok: false, reply: emptyReply(404) };
}
