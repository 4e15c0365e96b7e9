// What the operations table routes to (DESIGN §3): one handler per operation id, taking the parsed
// request and the fake's state, answering the reply the transport writes.
import type { Deps } from '../deps.ts';
import type { Reply } from '../http/reply.ts';
import type { ParsedRequest } from '../http/request.ts';

export type Handler = (req: ParsedRequest, deps: Deps) => Reply;
