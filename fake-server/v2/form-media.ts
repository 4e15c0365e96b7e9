// The v2 operations 3.6.2 declares `@Consumes(APPLICATION_FORM_URLENCODED)` (the lists, logs,
// config, file monitors: docs/rest-v2-3.6.2.md §5): a request whose Content-Type is present and
// is another type is refused with 415 and an `Accept` header (reference §10.2), before the handler.
import { V2_FORM_TYPE } from '../../contract/index.ts';
import type { Reply } from '../http/reply.ts';
import type { ParsedRequest } from '../http/request.ts';
import { emptyReply } from './v2-errors.ts';

/** The media type of the request's Content-Type, without parameters, lower case; undefined when none is given. */
export function mediaTypeOf(req: ParsedRequest): string | undefined {
  const type = req.headers['content-type'];
  if (type === undefined || type.trim() === '') return undefined;
  return (type.split(';')[0] ?? '').trim().toLowerCase();
}

/** The 415 reply when the request's Content-Type is present and not form-urlencoded; undefined otherwise. */
export function refusedFormType(req: ParsedRequest): Reply | undefined {
  const type = mediaTypeOf(req);
  return type === undefined || type === V2_FORM_TYPE ? undefined : emptyReply(415, { Accept: V2_FORM_TYPE });
}

/** Whether a write's Content-Type is the form one (POST /v2/hostconfig takes it as 3.6.2 declares it). */
export const isFormMediaType = (req: ParsedRequest): boolean => mediaTypeOf(req) === V2_FORM_TYPE;
