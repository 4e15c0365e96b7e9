// Faults of GET /log: the export count off by one, a purge that deletes nothing, the response
// packet's `command` wrong.
import type { Transfer, JsonObject } from '../../contract/index.ts';
import type { Reply } from '../http/reply.ts';
import { parseRequest } from '../http/request.ts';
import type { Fault } from './types.ts';
import { bodyObject, editJson, isRoot, recordsOf } from './rewrite.ts';

/** LOGPURGEPACKET (reference §8.5): the number a server that mixes up its packets would write. */
const LOGPURGEPACKET = 17;

/** Edits the response packet (the only element of `answer.results`). */
const editLogAnswer = (edit: (packet: JsonObject) => boolean) => (reply: Reply): Reply =>
  editJson(reply, (body) => {
    const packet = recordsOf(body)[0];
    return packet !== undefined && edit(packet);
  });

export const LOG_FAULTS: readonly Fault[] = [
  {
    name: 'log-exported-off-by-one',
    family: 'log',
    description: 'GET /log answers `exported` one more than the number of transfers written to the export file.',
    expectedCheck: ['log_export_count_matches'],
    apply: {
      reply: (req, reply) =>
        isRoot(req, 'log', 'GET') && reply.status === 200
          ? editLogAnswer((p) => {
              if (typeof p['exported'] !== 'number') return false;
              p['exported'] = p['exported'] + 1;
              return true;
            })(reply)
          : reply,
    },
  },
  {
    name: 'log-purge-deletes-nothing',
    family: 'log',
    description: 'GET /log with purge true answers the number purged, but every transfer stays in the history.',
    expectedCheck: ['log_purge_removes_exported'],
    apply: {
      around: (raw, next, deps) => {
        const req = parseRequest(raw);
        if (!isRoot(req, 'log', 'GET') || bodyObject(req)?.['purge'] !== true) return next(raw);
        const before: Transfer[] = [];
        for (const row of deps.store.transfers.values()) before.push(row.record);
        const reply = next(raw);
        for (const record of before) if (!deps.store.transfers.get(record)) deps.store.transfers.put(record);
        return reply;
      },
    },
  },
  {
    name: 'log-wrong-packet-number',
    family: 'log',
    description: 'The GET /log response packet has `command` 17 (LOGPURGEPACKET) instead of the request\'s requestUserPacket (16 for a log request).',
    expectedCheck: ['log_response_echoes_request'],
    apply: {
      reply: (req, reply) =>
        isRoot(req, 'log', 'GET') && reply.status === 200
          ? editLogAnswer((p) => {
              p['command'] = LOGPURGEPACKET;
              return true;
            })(reply)
          : reply,
    },
  },
];
