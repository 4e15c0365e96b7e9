// The interface's dispatch order (reference §2.3): CORS pre-flight, then /v2, then v1:
// authenticate, select the handler by the first path segment (an unknown base answers 405 HTML,
// except OPTIONS, which the root description answers), find the operation by method (and id
// segment), check the caller's role, then run the operation's handler. The operations table
// routes (routes.ts); disabled entry points are not registered, so they answer 405 (§1.3-§1.4).
import { apiGenerationOf, isCollection } from '../contract/index.ts';
import type { Deps } from './deps.ts';
import { htmlError, type Reply } from './http/reply.ts';
import type { ParsedRequest } from './http/request.ts';
import { corsPreflight, withCors } from './http/cors.ts';
import { authenticateV1, authorizeV1 } from './auth/index.ts';
import { handleV2 } from './v2/handle-v2.ts';
import { HANDLERS } from './handlers/registry.ts';
import { isEnabled, isV1EntryPoint, v1RouteOf } from './routes.ts';

function routeV1(req: ParsedRequest, deps: Deps): Reply {
  const who = authenticateV1(req, deps);
  if (!who.ok) return who.reply;
  if (!isV1EntryPoint(req.base) || !isEnabled(deps, req.base)) {
    return req.method === 'OPTIONS' ? HANDLERS.optionsRoot(req, deps) : htmlError(req, 405);
  }
  const route = v1RouteOf(req);
  // A method or id segment the handler does not offer: HTML 403 on the collections (after their
  // role check, which answers the same page), 405 on the action endpoints (§2.3).
  if (route === undefined) return htmlError(req, isCollection(req.base) ? 403 : 405);
  return authorizeV1(route, req, who.caller, deps) ?? HANDLERS[route.id](req, deps);
}

export function dispatch(req: ParsedRequest, deps: Deps): Reply {
  const preflight = corsPreflight(req);
  if (preflight) return preflight;
  return withCors(req, apiGenerationOf(req.path) === 'v2' ? handleV2(req, deps) : routeV1(req, deps));
}
