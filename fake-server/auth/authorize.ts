// Role checks (reference §3.1, §4, §6, §7, §10.3): the role an operation needs is its `access` in
// the operations table. The data-model collections refuse before the handler with 403 HTML. The
// action endpoints check inside their handler on the real server, after reading the packet: a
// packet error is answered first (by the handler, which the fake lets run), and only a request
// that would otherwise be served gets the role failure, in that endpoint's own style.
import { ACTION_MODEL, businessFromXml, CONTROL_RESTART_ROLE, ILLEGAL_VALUE, isCollection, packetClass, ROLES, V1_COMMAND, type Access, type Operation } from '../../contract/index.ts';
import type { Deps } from '../deps.ts';
import type { Reply } from '../http/reply.ts';
import type { ParsedRequest } from '../http/request.ts';
import { actionError } from '../handlers/actions/action-reply.ts';
import { readPacket } from '../handlers/actions/read-packet.ts';
import type { Caller } from './caller.ts';
import { v1Forbidden, v2Forbidden, withoutContentType } from './replies.ts';
import { holds } from './roles.ts';

const NOT_AUTHENTICATED = 'Not correctly authenticated';

/** Whether the caller may: it holds the role, or it is this server itself where that is enough (/log, /bandwidth). */
const allowed = (access: Access, caller: Caller, deps: Deps) =>
  holds(caller.roles, ROLES[access.role]) || (access.self && caller.user === deps.config.hostId);

/**
 * GET /log. The real server answers HTTP 400 (reference §4); the interface says 401 for invalid
 * authentication on /log, and the fake follows the interface (DESIGN §2.4): the table's status, the
 * JSON envelope written like every real 401 JSON (no Content-Type).
 */
function refuseLog(req: ParsedRequest, status: number, deps: Deps): Reply | undefined {
  if (readPacket(req, deps.config, 'log', ACTION_MODEL.log).ok !== true) return undefined;
  const detail = `${deps.config.classPrefix}protocol.exception.OpenR66ProtocolNoCorrectAuthenticationException: ${NOT_AUTHENTICATED}`;
  return withoutContentType(actionError(req, status, detail, ACTION_MODEL.log, { command: V1_COMMAND.GetLog }), status);
}

/** /bandwidth: JSON without Content-Type (reference §6). Method/packet mismatches (409) come first. */
function refuseBandwidth(req: ParsedRequest, status: number, deps: Deps): Reply | undefined {
  const read = readPacket(req, deps.config, 'bandwidth', ACTION_MODEL.bandwidth);
  if (read.ok === false) return undefined;
  const setter = read.ok === true && read.packet['setter'] === true;
  const served = req.method === 'PUT' ? setter : !setter;
  if (!served) return undefined;
  const detail = `${deps.config.classPrefix}protocol.exception.OpenR66ProtocolNotAuthenticatedException: ${NOT_AUTHENTICATED}`;
  const command = setter ? V1_COMMAND.SetBandwidth : V1_COMMAND.GetBandwidth;
  return withoutContentType(actionError(req, status, detail, ACTION_MODEL.bandwidth, { command }), status);
}

/** PUT /server: refused exactly like a wrong key (reference §7.2). */
function refuseServer(req: ParsedRequest, status: number, deps: Deps): Reply | undefined {
  const read = readPacket(req, deps.config, 'shutdownOrBlock', ACTION_MODEL.server);
  if (read.ok !== true) return undefined;
  const what = read.packet['shutdownOrBlock'] === true ? 'Invalid Shutdown comand' : 'Invalid Block comand';
  const detail = `${deps.config.classPrefix}protocol.exception.OpenR66ProtocolBusinessException: ${what}`;
  return actionError(req, status, detail, ACTION_MODEL.server, { command: V1_COMMAND.ShutdownOrBlock });
}

/**
 * PUT /control: JSON without Content-Type (HttpInvalidAuthenticationException), after the packet is
 * read. A restart needs only CONTROL_RESTART_ROLE; a stop that names no transfer is answered 404
 * before 3.6.2 checks the role.
 */
function refuseControl(req: ParsedRequest, caller: Caller, status: number, deps: Deps): Reply | undefined {
  const prefix = deps.config.classPrefix;
  const read = readPacket(req, deps.config, ['stopOrCancel', 'restartTransfer'], ACTION_MODEL.control);
  if (read.ok !== true) return undefined;
  const restart = read.packet['@class'] === packetClass('restartTransfer', prefix);
  if (restart && holds(caller.roles, ROLES[CONTROL_RESTART_ROLE])) return undefined;
  const named = typeof read.packet['requester'] === 'string' && typeof read.packet['requested'] === 'string' && read.packet['specialid'] !== undefined && read.packet['specialid'] !== ILLEGAL_VALUE;
  if (!restart && !named) return undefined;
  const detail = `${prefix}protocol.exception.OpenR66ProtocolNoCorrectAuthenticationException: ${NOT_AUTHENTICATED}`;
  const command = restart ? V1_COMMAND.RestartTransfer : V1_COMMAND.StopOrCancelTransfer;
  return withoutContentType(actionError(req, status, detail, ACTION_MODEL.control, { command }), status);
}

/** /config (3.6.2's ServerActions.configExport, configImport): a readable packet of the method's kind, then JSON 401 without Content-Type. */
function refuseConfig(req: ParsedRequest, status: number, deps: Deps): Reply | undefined {
  const exporting = req.method === 'GET';
  if (readPacket(req, deps.config, exporting ? 'configExport' : 'configImport', ACTION_MODEL.config).ok !== true) return undefined;
  const detail = `${deps.config.classPrefix}protocol.exception.OpenR66ProtocolNoCorrectAuthenticationException: ${NOT_AUTHENTICATED}`;
  const command = exporting ? V1_COMMAND.ExportConfig : V1_COMMAND.ImportConfig;
  return withoutContentType(actionError(req, status, detail, ACTION_MODEL.config, { command }), status);
}

/**
 * /business with toApplied: only a caller in the business white list (3.6.2: the host ids of this
 * server's BUSINESS column, `<businessid>`) may (ServerActions.businessRequest); the others get
 * JSON 401 without Content-Type. Without authentication nobody is in it, as on 3.6.2.
 */
function refuseBusiness(req: ParsedRequest, caller: Caller, deps: Deps): Reply | undefined {
  const read = readPacket(req, deps.config, 'businessRequest', ACTION_MODEL.business);
  if (read.ok !== true || read.packet['toApplied'] !== true) return undefined;
  const whiteList = businessFromXml(deps.store.hostconfigs.get(deps.config.hostId)?.record.BUSINESS);
  if (caller.user !== undefined && whiteList.includes(caller.user)) return undefined;
  const detail = `${deps.config.classPrefix}protocol.exception.OpenR66ProtocolNoCorrectAuthenticationException: Not allow to execute a BusinessRequest`;
  return withoutContentType(actionError(req, 401, detail, ACTION_MODEL.business, { command: V1_COMMAND.ExecuteBusiness }), 401);
}

/** The refusal of a v1 operation the caller lacks the role for, or undefined to let its handler answer. */
export function authorizeV1(op: Operation, req: ParsedRequest, caller: Caller, deps: Deps): Reply | undefined {
  if (op.family === 'business' && req.method === 'GET') return refuseBusiness(req, caller, deps);
  const access = op.access;
  if (access === undefined || allowed(access, caller, deps)) return undefined;
  if (isCollection(op.family)) return v1Forbidden(req);
  switch (op.family) {
    case 'log':
      return refuseLog(req, access.refusal, deps);
    case 'bandwidth':
      return refuseBandwidth(req, access.refusal, deps);
    case 'server':
      return refuseServer(req, access.refusal, deps);
    case 'control':
      return refuseControl(req, caller, access.refusal, deps);
    case 'config':
      return refuseConfig(req, access.refusal, deps);
    default:
      throw new Error(`${op.id}: no refusal style for a role on ${op.family}`);
  }
}

/** The refusal of a v2 operation: 403, empty body. OPTIONS and a server without authentication need no role. */
export function authorizeV2(op: Operation, req: ParsedRequest, caller: Caller, deps: Deps): Reply | undefined {
  if (deps.config.auth === 'none' || req.method === 'OPTIONS') return undefined;
  return op.access === undefined || holds(caller.roles, ROLES[op.access.role]) ? undefined : v2Forbidden();
}
