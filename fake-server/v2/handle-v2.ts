// REST v2 (docs/rest-v2-3.6.2.md): every /v2 path of the operations table. The router answers
// first (unknown path: 404, disabled handler: 405), as the real router runs before the
// authentication hook; OPTIONS needs no authentication (reference §10.2); then the caller is
// authenticated, the method checked (405), the caller authorised (the role depends on the
// method, §10.3), and the operation's handler called.
import type { Deps } from '../deps.ts';
import { reasonOf, type Reply } from '../http/reply.ts';
import type { ParsedRequest } from '../http/request.ts';
import { authenticateV2, authorizeV2 } from '../auth/index.ts';
import { HANDLERS } from '../handlers/registry.ts';
import { LIMITS_ALLOW, v2PathOf } from '../routes.ts';
import { emptyReply } from './v2-errors.ts';
import { factsOf } from '../release.ts';

/**
 * `GET /v2/unknown`: 404 with the text of the real server (reference §17) and no Content-Type, as a
 * running 3.6.2 answers it (reference, observed; the last shape difference of the differential).
 */
export function unknownV2(req: ParsedRequest): Reply {
  return { status: 404, headers: { Connection: 'close' }, body: `Problem accessing: ${req.path}. Reason: ${reasonOf(404)}` };
}

/**
 * A known v2 path asked with a method it does not offer: /v2/limits answers 405 empty with
 * `Allow` (reference §11, §17); the other resources 405 with the path as body, no Content-Type
 * (as 3.6.2, 3.6.1 and 3.5.2 answer, observed 2026-11-29), and the connection closed
 * (docs/rest-v2-3.6.2.md §5).
 */
function methodNotOffered(req: ParsedRequest, template: string): Reply {
  if (template === '/v2/limits') return emptyReply(405, { Allow: LIMITS_ALLOW });
  return { status: 405, headers: { Connection: 'close' }, body: req.path };
}

export function handleV2(req: ParsedRequest, deps: Deps): Reply {
  const match = v2PathOf(req.path);
  if (match === undefined) return unknownV2(req);
  const family = match.rows[0]?.family;
  // `--disable <entry point>` unregisters the handler (CRUD 0, reference §1.3-§1.5): every method is refused.
  if (family === undefined || deps.config.disabled.includes(family)) return emptyReply(405);
  const options = match.rows.find((o) => o.method === 'OPTIONS');
  if (req.method === 'OPTIONS' && options) return HANDLERS[options.id](req, deps);
  const who = authenticateV2(req, deps);
  if (!who.ok) return who.reply;
  // An operation the release does not serve (release-facts.ts absentOperations) is a method not offered.
  const absent = factsOf(deps).absentOperations;
  const route = match.rows.find((o) => o.method === req.method && !absent.includes(o.id));
  if (route === undefined) return methodNotOffered(req, match.template);
  const denied = authorizeV2(route, req, who.caller, deps);
  if (denied) return denied;
  return HANDLERS[route.id](req, deps);
}
