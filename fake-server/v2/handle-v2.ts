// The /v2 part of the interface: `/v2/limits` (reference §11). Every other /v2 path is unknown.
// The router answers first (unknown path: 404, disabled handler: 405), as the real router runs
// before the authentication hook; OPTIONS needs no authentication (reference §10.2); then the
// caller is authenticated, the method checked (405), the caller authorised (the role depends on
// the method, §10.3), and the operation's handler called.
import type { Deps } from '../deps.ts';
import { reasonOf, type Reply } from '../http/reply.ts';
import type { ParsedRequest } from '../http/request.ts';
import { authenticateV2, authorizeV2 } from '../auth/index.ts';
import { HANDLERS } from '../handlers/registry.ts';
import { LIMITS_ALLOW, LIMITS_ROUTES, limitsRouteOf } from '../routes.ts';
import { emptyReply } from './v2-errors.ts';

/** `GET /v2/unknown`: 404 with the plain text of the real server (reference §17). */
export function unknownV2(req: ParsedRequest): Reply {
  return { status: 404, headers: { 'Content-Type': 'text/plain', Connection: 'close' }, body: `Problem accessing: ${req.path}. Reason: ${reasonOf(404)}` };
}

// The real route is `/v2/limits/`; both spellings answer alike (reference §11, §17).
const LIMITS_PATHS: ReadonlySet<string> = new Set(LIMITS_ROUTES.flatMap((o) => [o.path, `${o.path}/`]));

export function handleV2(req: ParsedRequest, deps: Deps): Reply {
  if (!LIMITS_PATHS.has(req.path)) return unknownV2(req);
  // `--disable limits` unregisters the handler (CRUD 0, reference §1.3-§1.5): every method is refused.
  if (deps.config.disabled.includes('limits')) return emptyReply(405);
  if (req.method === 'OPTIONS') return HANDLERS.optionsLimits(req, deps);
  const who = authenticateV2(req, deps);
  if (!who.ok) return who.reply;
  const route = limitsRouteOf(req.method);
  if (route === undefined) return emptyReply(405, { Allow: LIMITS_ALLOW });
  const denied = authorizeV2(route, req, who.caller, deps);
  if (denied) return denied;
  return HANDLERS[route.id](req, deps);
}
