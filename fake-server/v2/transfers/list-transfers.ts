// GET /v2/transfers (TransfersHandler.filterTransfer, docs/rest-v2-3.6.2.md §3.1): media type
// (415: it `@Consumes` form-urlencoded, so a JSON Content-Type is refused), then the query (400,
// every error listed), then the page or the count, from the store's indexes (transfer-page.ts).
import type { Deps } from '../../deps.ts';
import type { Reply } from '../../http/reply.ts';
import type { ParsedRequest } from '../../http/request.ts';
import { refusedFormType } from '../form-media.ts';
import { v2ErrorReply } from '../v2-errors.ts';
import { languageOf } from '../v2-messages.ts';
import { readListQuery } from './list-query.ts';
import { countReply, pageReply } from './transfer-reply.ts';
import { factsOf } from '../../release.ts';

export function listTransfers(req: ParsedRequest, deps: Deps): Reply {
  const refused = refusedFormType(req);
  if (refused) return refused;
  const read = readListQuery(req, factsOf(deps));
  if (!read.ok) return v2ErrorReply(read.errors, languageOf(req.headers['accept-language']));
  const transfers = deps.store.transfers;
  return read.count ? countReply(transfers.count(read.query)) : pageReply(transfers.page(read.query));
}
