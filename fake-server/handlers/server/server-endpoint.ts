// /server: GET the status (no role needed), PUT a shutdown or a block/unblock of new requests
// guarded by the admin key (reference §7). A shutdown answers first, then signals the transport.
import { ACTION_MODEL, packetOf, V1_COMMAND } from '../../../contract/index.ts';
import type { Deps } from '../../deps.ts';
import type { Reply } from '../../http/reply.ts';
import type { ParsedRequest } from '../../http/request.ts';
import { actionError, actionOk } from '../actions/action-reply.ts';
import type { Describe } from '../actions/action-endpoint.ts';
import { requirePacket } from '../actions/read-packet.ts';
import { isShutdownKey } from './shutdown-key.ts';
import { serverStatus } from './server-status.ts';

const COMMAND = V1_COMMAND.ShutdownOrBlock;

export function shutdownOrBlock(req: ParsedRequest, deps: Deps): Reply {
  const read = requirePacket(req, deps.config, 'shutdownOrBlock', ACTION_MODEL.server);
  if (!read.ok) return read.reply;
  const p = read.packet;
  const shutdown = p['shutdownOrBlock'] === true;
  const restartOrBlock = p['restartOrBlock'] === true;
  if (!isShutdownKey(p['key'], deps.config.adminPassword)) {
    const what = shutdown ? 'Invalid Shutdown comand' : 'Invalid Block comand';
    return actionError(req, 400, `${deps.config.classPrefix}protocol.exception.OpenR66ProtocolBusinessException: ${what}`, ACTION_MODEL.server, { command: COMMAND });
  }
  if (shutdown) {
    const reply = actionOk(req, ACTION_MODEL.server, [packetOf('shutdownOrBlock', deps.config.classPrefix, p)], COMMAND, 'Shutdown on going');
    return { ...reply, afterSend: () => deps.server.events.emit('shutdown', { restart: restartOrBlock }) };
  }
  deps.server.blocked = restartOrBlock;
  const text = restartOrBlock ? 'Block new request' : 'Unblock new request';
  return actionOk(req, ACTION_MODEL.server, [packetOf('shutdownOrBlock', deps.config.classPrefix, { ...p, comment: text })], COMMAND, text);
}

/** GET /server: the status counters of this server (reference §7.1); no `@model`. */
export const getServerStatus = (req: ParsedRequest, deps: Deps): Reply => actionOk(req, null, [serverStatus(deps)], V1_COMMAND.GetStatus, 'Current Waarp R66 status');

/** The OPTIONS entries of /server, PUT first as on the real server. */
export const describeServer: Describe = (deps) => [
  {
    PUT: {
      path: '/server',
      command: COMMAND,
      body: packetOf('shutdownOrBlock', deps.config.classPrefix, { comment: 'Shutdown Or Block request (PUT)', key: 'S2V5' }),
      answer: [packetOf('shutdownOrBlock', deps.config.classPrefix, { comment: 'Shutdown Or Block request (PUT)', key: 'S2V5' })],
    },
  },
  { GET: { path: '/server', command: V1_COMMAND.GetStatus, answer: [serverStatus(deps)] } },
];
