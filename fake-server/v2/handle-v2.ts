// The /v2 part of the interface: `/v2/limits` (reference §11). Every other /v2 path is unknown.
// The router answers first (unknown path: 404, disabled handler: 405), as the real router runs
// before the authentication hook; OPTIONS needs no authentication (reference §10.2); then the
// caller is authenticated, the method checked (405), the caller authorised (the role depends on
// the method, §10.3), and the request handled.
import type { Deps } from '../deps.ts';
import type { Reply } from '../http/reply.ts';
import type { ParsedRequest } from '../http/request.ts';
import { authenticateV2, authorizeV2 } from '../auth/index.ts';
import { handleLimits, type LimitsMethod } from './limits-handler.ts';
import { emptyReply } from './v2-errors.ts';
import { languageOf } from './v2-messages.ts';

/** `GET /v2/unknown`: 404 with the plain text of the real server (reference §17). */
export function unknownV2(req: ParsedRequest): Reply {
  return { status: 404, headers: { 'Content-Type': 'text/plain', Connection: 'close' }, body: `Problem accessing: ${req.path}. Reason: Not Found` };
}

// The real route is `/v2/limits/`; both spellings answer alike (reference §11, §17).
const LIMITS_PATHS: ReadonlySet<string> = new Set(['/v2/limits', '/v2/limits/']);
const LIMITS_METHODS: ReadonlySet<string> = new Set<LimitsMethod>(['GET', 'POST', 'PUT', 'DELETE']);
// The real server sends one Allow header per method (captures); one comma-separated value means the same.
const ALLOW = 'GET,POST,PUT,DELETE,OPTIONS';

const isLimitsMethod = (m: string): m is LimitsMethod => LIMITS_METHODS.has(m);

export function handleV2(req: ParsedRequest, deps: Deps): Reply {
  const known = LIMITS_PATHS.has(req.path);
  // `--disable limits` unregisters the handler (CRUD 0, reference §1.3-§1.5): every method is refused.
  const disabled = deps.config.disabled.includes('limits');
  if (!known) return unknownV2(req);
  if (disabled) return emptyReply(405);
  if (req.method === 'OPTIONS') return emptyReply(200, { Allow: ALLOW });
  const who = authenticateV2(req, deps);
  if (!who.ok) return who.reply;
  if (!isLimitsMethod(req.method)) return emptyReply(405, { Allow: ALLOW });
  const denied = authorizeV2(req, who.caller, deps);
  if (denied) return denied;
  return handleLimits(req, req.method, deps, languageOf(req.headers['accept-language']));
}
