// The /v2 part of the interface: `/v2/limits` (reference §11). Every other /v2 path is unknown.
import type { Deps } from '../deps.ts';
import type { Reply } from '../http/reply.ts';
import type { ParsedRequest } from '../http/request.ts';

/** `GET /v2/unknown`: 404 with the plain text of the real server (reference §17). */
export function unknownV2(req: ParsedRequest): Reply {
  return { status: 404, headers: { 'Content-Type': 'text/plain', Connection: 'close' }, body: `Problem accessing: ${req.path}. Reason: Not Found` };
}

export function handleV2(req: ParsedRequest, _deps: Deps): Reply {
  return unknownV2(req);
}
