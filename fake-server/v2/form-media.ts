// The v2 operations 3.6.2 declares `@Consumes(APPLICATION_FORM_URLENCODED)` (the lists, logs,
// config, file monitors: docs/rest-v2-3.6.2.md §5): a request whose Content-Type is present and
// is another type is refused with 415 and an `Accept` header (reference §10.2), before the handler.
import type { Reply } from '../http/reply.ts';
import type { ParsedRequest } from '../http/request.ts';
import { emptyReply } from './v2-errors.ts';

const FORM = 'application/x-www-form-urlencoded';

/** The 415 reply when the request's Content-Type is present and not form-urlencoded; undefined otherwise. */
export function refusedFormType(req: ParsedRequest): Reply | undefined {
  const type = req.headers['content-type'];
  if (type === undefined || type.trim() === '') return undefined;
  return (type.split(';')[0] ?? '').trim().toLowerCase() === FORM ? undefined : emptyReply(415, { Accept: FORM });
}
