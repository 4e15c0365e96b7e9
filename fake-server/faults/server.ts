// Faults of /server: a status counter off by one, a date written as a number, a shutdown/block
// key that is not checked.
import { parseRequest } from '../http/request.ts';
import { isShutdownKey, shutdownKey } from '../handlers/server/shutdown-key.ts';
import { isJsonObject, type JsonObject, type JsonValue } from '../../contract/index.ts';
import type { Reply } from '../http/reply.ts';
import type { Fault } from './types.ts';
import { editJson, isRoot, recordsOf, rewriteBody } from './rewrite.ts';

/** Edits the status object of a GET /server answer. */
const editStatus = (edit: (status: JsonObject) => boolean) => (reply: Reply): Reply =>
  editJson(reply, (body) => {
    const status = recordsOf(body)[0];
    return status !== undefined && edit(status);
  });

export const SERVER_FAULTS: readonly Fault[] = [
  {
    name: 'server-counter-off-by-one',
    family: 'server',
    description: 'GET /server counts one transfer too many in OVERALL.AllTransfer.',
    expectedCheck: ['server_status_counters_agree'],
    apply: {
      reply: (req, reply) =>
        isRoot(req, 'server', 'GET') && reply.status === 200
          ? editStatus((s) => {
              const overall = s['OVERALL'];
              if (!isJsonObject(overall) || typeof overall['AllTransfer'] !== 'number') return false;
              overall['AllTransfer'] = overall['AllTransfer'] + 1;
              return true;
            })(reply)
          : reply,
    },
  },
  {
    name: 'server-date-as-epoch',
    family: 'server',
    description: 'GET /server writes Date as epoch milliseconds (a number) instead of an ISO 8601 text with offset.',
    expectedCheck: ['response_schema_conformance', 'server_status_dates_iso8601'],
    apply: {
      reply: (req, reply) =>
        isRoot(req, 'server', 'GET') && reply.status === 200
          ? editStatus((s) => {
              if (typeof s['Date'] !== 'string') return false;
              s['Date'] = Date.parse(s['Date']);
              return true;
            })(reply)
          : reply,
    },
  },
  {
    name: 'server-key-unchecked',
    family: 'server',
    description: 'PUT /server accepts a shutdown or block packet whatever its key (the answer still echoes the key that was sent).',
    expectedCheck: ['shutdown_key_required'],
    apply: {
      around: (raw, next, deps) => {
        if (!isRoot(parseRequest(raw), 'server', 'PUT')) return next(raw);
        let sent: JsonValue | undefined;
        const valid = shutdownKey(deps.config.adminPassword).toString('base64');
        const forged = rewriteBody(raw, (packet) => {
          if (isShutdownKey(packet['key'], deps.config.adminPassword)) return false;
          sent = packet['key'];
          packet['key'] = valid;
          return true;
        });
        const reply = next(forged);
        if (forged === raw || reply.status !== 200) return reply;
        return editJson(reply, (body) => {
          const packet = recordsOf(body)[0];
          if (!packet) return false;
          packet['key'] = sent ?? null;
          return true;
        });
      },
    },
  },
];
