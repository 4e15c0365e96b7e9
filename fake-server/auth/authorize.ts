// Role checks (reference §3.1, §4, §6, §7, §10.3). The data-model collections refuse before the
// handler with 403 HTML. The action endpoints check inside their handler on the real server,
// after reading the packet: a packet error is answered first (by the handler, which the fake
// lets run), and only a request that would otherwise be served gets the role failure, in that
// endpoint's own style.
import { ROLES, type Collection } from '../../contract/index.ts';
import type { EntryPoint } from '../config.ts';
import type { Deps } from '../deps.ts';
import type { Reply } from '../http/reply.ts';
import type { ParsedRequest } from '../http/request.ts';
import { actionError } from '../handlers/actions/action-reply.ts';
import { readPacket } from '../handlers/actions/read-packet.ts';
import type { Caller } from './caller.ts';
import { v1Forbidden, v2Forbidden, withoutContentType } from './replies.ts';
import { holds } from './roles.ts';

const COLLECTION_ROLE: Readonly<Record<Collection, number>> = {
  transfers: ROLES.SYSTEM,
  hosts: ROLES.HOST,
  hostconfigs: ROLES.CONFIGADMIN,
  configurations: ROLES.CONFIGADMIN,
};

const NOT_AUTHENTICATED = 'Not correctly authenticated';

/** /log and /bandwidth: this server itself, or a holder of the role. */
const selfOr = (caller: Caller, role: number, deps: Deps) => caller.user === deps.config.hostId || holds(caller.roles, role);

/**
 * GET /log: own host id or LOGCONTROL. The real server answers HTTP 400 (reference §4); the
 * interface says 401 for invalid authentication on /log, and the fake follows the interface
 * (DESIGN §2.4): 401, the JSON envelope written like every real 401 JSON (no Content-Type).
 */
function authorizeLog(req: ParsedRequest, caller: Caller, deps: Deps): Reply | undefined {
  if (selfOr(caller, ROLES.LOGCONTROL, deps)) return undefined;
  if (readPacket(req, deps.config.classPrefix, 'log', 'Log').ok !== true) return undefined;
  const detail = `${deps.config.classPrefix}protocol.exception.OpenR66ProtocolNoCorrectAuthenticationException: ${NOT_AUTHENTICATED}`;
  return withoutContentType(actionError(req, 401, detail, 'Log', { command: 'GetLog' }), 401);
}

/** /bandwidth: own host id or LIMIT; 401 JSON without Content-Type (reference §6). Method/packet mismatches (409) come first. */
function authorizeBandwidth(req: ParsedRequest, caller: Caller, deps: Deps): Reply | undefined {
  if (selfOr(caller, ROLES.LIMIT, deps)) return undefined;
  const read = readPacket(req, deps.config.classPrefix, 'bandwidth', 'Bandwidth');
  if (read.ok === false) return undefined;
  const setter = read.ok === true && read.packet['setter'] === true;
  const served = req.method === 'PUT' ? setter : !setter;
  if (!served) return undefined;
  const detail = `${deps.config.classPrefix}protocol.exception.OpenR66ProtocolNotAuthenticatedException: ${NOT_AUTHENTICATED}`;
  return withoutContentType(actionError(req, 401, detail, 'Bandwidth', { command: setter ? 'SetBandwidth' : 'GetBandwidth' }), 401);
}

/** PUT /server: SYSTEM, refused exactly like a wrong key (reference §7.2). GET needs no role. */
function authorizeServer(req: ParsedRequest, caller: Caller, deps: Deps): Reply | undefined {
  if (req.method !== 'PUT' || holds(caller.roles, ROLES.SYSTEM)) return undefined;
  const read = readPacket(req, deps.config.classPrefix, 'shutdownOrBlock', 'Server');
  if (read.ok !== true) return undefined;
  const what = read.packet['shutdownOrBlock'] === true ? 'Invalid Shutdown comand' : 'Invalid Block comand';
  const detail = `${deps.config.classPrefix}protocol.exception.OpenR66ProtocolBusinessException: ${what}`;
  return actionError(req, 400, detail, 'Server', { command: 'ShutdownOrBlock' });
}

export function authorizeV1(entry: EntryPoint, req: ParsedRequest, caller: Caller, deps: Deps): Reply | undefined {
  switch (entry) {
    case 'transfers':
    case 'hosts':
    case 'hostconfigs':
    case 'configurations':
      return holds(caller.roles, COLLECTION_ROLE[entry]) ? undefined : v1Forbidden(req);
    case 'log':
      return authorizeLog(req, caller, deps);
    case 'bandwidth':
      return authorizeBandwidth(req, caller, deps);
    case 'server':
      return authorizeServer(req, caller, deps);
    case 'info': // authenticated is enough
    case 'limits': // v2: see authorizeV2
      return undefined;
  }
}

const V2_LIMITS = /^\/v2\/limits\/?$/;

/** The role a v2 call needs (reference §10.3); undefined: none. POST needs only READONLY (sic). */
function v2Requirement(req: ParsedRequest): number | undefined {
  if (!V2_LIMITS.test(req.path)) return undefined;
  if (req.method === 'POST') return ROLES.READONLY;
  return req.method === 'GET' || req.method === 'PUT' || req.method === 'DELETE' ? ROLES.LIMIT : undefined;
}

export function authorizeV2(req: ParsedRequest, caller: Caller, deps: Deps): Reply | undefined {
  if (deps.config.auth === 'none' || req.method === 'OPTIONS') return undefined;
  const required = v2Requirement(req);
  return required === undefined || holds(caller.roles, required) ? undefined : v2Forbidden();
}
