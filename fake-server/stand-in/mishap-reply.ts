// The reply of a request a mishap fired for. `status` and `malformed-json` are bytes of the reply;
// `delay`, `truncate`, `reset` and `stall` ride on the reply as `reply.mishap`, for the transport
// (koa-app.ts on the wire, msw/enact.ts under msw) to carry out.
import { apiGenerationOf } from '../../contract/index.ts';
import { errorEnvelope, htmlError, reasonOf, type Reply } from '../http/reply.ts';
import { parseRequest, type RawRequest } from '../http/request.ts';
import { serialize } from '../../contract/index.ts';
import type { MishapAction } from './mishap-types.ts';

const DETAIL = 'a mishap scheduled through the fake (README "Stand-in for client tests")';

/** The interface's own error shape for `status` (reference §2.3-§2.4, §11.1). */
function errorReply(action: Extract<MishapAction, { kind: 'status' }>, raw: RawRequest): Reply {
  const { status } = action;
  if (action.body !== undefined) return { status, headers: { 'Content-Type': action.contentType ?? 'application/json' }, body: action.body };
  const req = parseRequest(raw);
  const style = action.style ?? (apiGenerationOf(req.path) === 'v2' ? 'v2' : 'envelope');
  if (style === 'html') return htmlError(req, status);
  if (style === 'envelope') return errorEnvelope(req, status, DETAIL);
  // The v2 error body's shape; errorCode 0: no code of the v2 catalogue names a made-up failure.
  return { status, headers: { 'Content-Type': 'application/json' }, body: serialize({ errors: [{ message: `${reasonOf(status)}: ${DETAIL}`, errorCode: 0 }] }, false) };
}

/** What a request that never reached the fake answers in process: no status, no bytes (as `Response.error()`). */
const NO_ANSWER: Omit<Reply, 'mishap'> = { status: 0, headers: {}, body: '' };

/**
 * The reply for `raw` when `action` fired; `answer` computes the fake's real reply (called only
 * for the kinds that process the request: delay, truncate, malformed-json).
 */
export function mishapReply(action: MishapAction, raw: RawRequest, answer: (raw: RawRequest) => Reply): Reply {
  switch (action.kind) {
    case 'status':
      return errorReply(action, raw);
    case 'reset':
    case 'stall':
      return { ...NO_ANSWER, mishap: { kind: action.kind } };
    case 'delay':
      return { ...answer(raw), mishap: { kind: 'delay', ms: typeof action.ms === 'number' ? action.ms : action.ms.min } };
    case 'truncate':
      return { ...answer(raw), mishap: { kind: 'truncate' } };
    case 'malformed-json': {
      const real = answer(raw);
      // Half of any answer is not JSON: an object or list cut before its end, or an HTML page.
      const body = real.body.length > 1 ? real.body.slice(0, Math.ceil(real.body.length / 2)) : '{"answer":';
      const { afterSend } = real;
      return { status: 200, headers: { 'Content-Type': 'application/json' }, body, ...(real.ascii ? { ascii: true } : {}), ...(afterSend ? { afterSend } : {}) };
    }
  }
}
