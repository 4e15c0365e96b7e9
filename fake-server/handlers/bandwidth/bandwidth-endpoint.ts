// /bandwidth: GET reads the limits, PUT sets them (reference §6). A getter packet on PUT, a
// setter on GET, or a PUT without a packet is HTTP 400 with JSON 409 "Conflict".
import { ACTION_MODEL, packetOf, V1_COMMAND, type JsonObject } from '../../../contract/index.ts';
import type { Deps } from '../../deps.ts';
import type { Reply } from '../../http/reply.ts';
import type { ParsedRequest } from '../../http/request.ts';
import { currentLimits, writeLimits, type ServerLimits } from '../../limits-state.ts';
import { actionError, actionOk } from '../actions/action-reply.ts';
import type { Describe } from '../actions/action-endpoint.ts';
import { readPacket } from '../actions/read-packet.ts';
import { applyBandwidth } from './bandwidth-rules.ts';

const num = (v: unknown, fallback: number) => (typeof v === 'number' ? v : typeof v === 'bigint' ? Number(v) : fallback);

/** The request packet (or a fresh one) with the four values replaced by the limits in force. */
function answerPacket(deps: Deps, packet: JsonObject, limits: ServerLimits) {
  return packetOf('bandwidth', deps.config.classPrefix, {
    ...packet,
    writeglobal: limits.writeGlobal,
    readglobal: limits.readGlobal,
    writesession: limits.writeSession,
    readsession: limits.readSession,
  });
}

export function getBandwidth(req: ParsedRequest, deps: Deps): Reply {
  const read = readPacket(req, deps.config, 'bandwidth', ACTION_MODEL.bandwidth);
  if (read.ok === false) return read.reply;
  const packet: JsonObject = read.ok === true ? read.packet : {};
  if (packet['setter'] === true) return actionError(req, 409, 'Setter should be requested with a PUT method', ACTION_MODEL.bandwidth);
  return actionOk(req, ACTION_MODEL.bandwidth, [answerPacket(deps, packet, currentLimits(deps))], V1_COMMAND.GetBandwidth);
}

export function setBandwidth(req: ParsedRequest, deps: Deps): Reply {
  const read = readPacket(req, deps.config, 'bandwidth', ACTION_MODEL.bandwidth);
  if (read.ok === 'none') return actionError(req, 409, 'Setter should be requested with a JSON argument', ACTION_MODEL.bandwidth);
  if (!read.ok) return read.reply;
  const p = read.packet;
  // The real server's text, sic: a getter packet sent with PUT.
  if (p['setter'] !== true) return actionError(req, 409, 'Getter should not be requested with a GET method', ACTION_MODEL.bandwidth);
  const limits = applyBandwidth(currentLimits(deps), {
    writeglobal: num(p['writeglobal'], -10),
    readglobal: num(p['readglobal'], -10),
    writesession: num(p['writesession'], -10),
    readsession: num(p['readsession'], -10),
  });
  writeLimits(deps, limits);
  return actionOk(req, ACTION_MODEL.bandwidth, [answerPacket(deps, p, limits)], V1_COMMAND.SetBandwidth);
}

/** The OPTIONS entries of /bandwidth. */
export const describeBandwidth: Describe = (deps) => {
  const p = deps.config.classPrefix;
  const example = (comment: string, setter: boolean) => packetOf('bandwidth', p, { comment, requestUserPacket: 19, setter });
  return [
    { GET: { path: '/bandwidth', command: V1_COMMAND.GetBandwidth, body: example('Bandwidth getter (GET)', false), answer: [example('Bandwidth getter (GET)', false)] } },
    // 3.6.2's setter example says setter false and answers the getter's example (observed).
    { PUT: { path: '/bandwidth', command: V1_COMMAND.SetBandwidth, body: example('Bandwidth setter (PUT)', false), answer: [example('Bandwidth getter (GET)', false)] } },
  ];
};
