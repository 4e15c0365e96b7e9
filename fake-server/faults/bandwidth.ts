// Faults of /bandwidth: values stored without the truncation to a multiple of 10, the getter
// answered with the setter's command, the packet number wrong.
import { V1_COMMAND } from '../../contract/index.ts';
import { parseRequest } from '../http/request.ts';
import { currentLimits, writeLimits, type ServerLimits } from '../limits-state.ts';
import type { JsonObject } from '../../contract/index.ts';
import type { Fault } from './types.ts';
import { bodyObject, editJson, isRoot, recordsOf } from './rewrite.ts';

/** INFORMATIONPACKET (reference §8.5) where BANDWIDTHPACKET (19) belongs. */
const INFORMATIONPACKET = 18;

const FIELDS: readonly (readonly [string, keyof ServerLimits])[] = [
  ['writeglobal', 'writeGlobal'], ['readglobal', 'readGlobal'], ['writesession', 'writeSession'], ['readsession', 'readSession'],
];

/** The limits with each positive requested value kept as sent; sessions still capped by their global limit. */
function unrounded(applied: ServerLimits, packet: JsonObject): ServerLimits {
  const next: Record<keyof ServerLimits, number> = { ...applied };
  for (const [field, key] of FIELDS) {
    const v = packet[field];
    const n = typeof v === 'bigint' ? Number(v) : v;
    if (typeof n === 'number' && Number.isInteger(n) && n > 0) next[key] = n;
  }
  if (next.writeSession > next.writeGlobal) next.writeSession = next.writeGlobal;
  if (next.readSession > next.readGlobal) next.readSession = next.readGlobal;
  return next;
}

export const BANDWIDTH_FAULTS: readonly Fault[] = [
  {
    name: 'bandwidth-no-rounding',
    family: 'bandwidth',
    description: 'PUT /bandwidth stores and answers each value as sent instead of truncating it toward zero to a multiple of 10.',
    expectedCheck: ['bandwidth_set_then_get'],
    apply: {
      around: (raw, next, deps) => {
        const req = parseRequest(raw);
        const packet = isRoot(req, 'bandwidth', 'PUT') ? bodyObject(req) : undefined;
        const reply = next(raw);
        if (!packet || packet['setter'] !== true || reply.status !== 200) return reply;
        const limits = unrounded(currentLimits(deps), packet);
        writeLimits(deps, limits);
        return editJson(reply, (body) => {
          const answer = recordsOf(body)[0];
          if (!answer) return false;
          for (const [field, key] of FIELDS) answer[field] = limits[key];
          return true;
        });
      },
    },
  },
  {
    name: 'bandwidth-wrong-command',
    family: 'bandwidth',
    description: 'GET /bandwidth answers with the envelope command SetBandwidth instead of GetBandwidth.',
    expectedCheck: ['envelope_conformance'],
    apply: {
      reply: (req, reply) =>
        isRoot(req, 'bandwidth', 'GET') && reply.status === 200
          ? editJson(reply, (body) => {
              if (body['command'] !== V1_COMMAND.GetBandwidth) return false;
              body['command'] = V1_COMMAND.SetBandwidth;
              return true;
            })
          : reply,
    },
  },
  {
    name: 'bandwidth-wrong-packet-number',
    family: 'bandwidth',
    description: 'The /bandwidth answer packet has requestUserPacket 18 (INFORMATIONPACKET) instead of the one the request packet carried.',
    expectedCheck: ['bandwidth_packet_echoed'],
    apply: {
      reply: (req, reply) =>
        req.base === 'bandwidth' && reply.status === 200
          ? editJson(reply, (body) => {
              const packet = recordsOf(body)[0];
              if (!packet || !('requestUserPacket' in packet)) return false;
              packet['requestUserPacket'] = INFORMATIONPACKET;
              return true;
            })
          : reply,
    },
  },
];
