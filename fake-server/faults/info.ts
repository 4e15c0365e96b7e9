// Faults of GET /info: the direction flag ignored, a field left out of the transfer records.
import { parseRequest } from '../http/request.ts';
import type { Fault } from './types.ts';
import { editJson, editRecords, isRoot, rewriteBody } from './rewrite.ts';

export const INFO_FAULTS: readonly Fault[] = [
  {
    name: 'info-to-flag-ignored',
    family: 'info',
    description: 'GET /info (transfer information) ignores `to: true` and always looks the transfer up with this server as the requester.',
    expectedCheck: ['info_transfer_direction'],
    apply: {
      request: (raw) =>
        isRoot(parseRequest(raw), 'info', 'GET')
          ? rewriteBody(raw, (packet) => {
              if (packet['to'] !== true) return false;
              packet['to'] = false;
              return true;
            })
          : raw,
    },
  },
  {
    name: 'info-follow-dropped',
    family: 'info',
    description: 'The transfer records GET /info answers leave out the `follow` field.',
    expectedCheck: ['response_schema_conformance'],
    apply: {
      reply: (req, reply) =>
        isRoot(req, 'info', 'GET')
          ? editJson(reply, (body) =>
              editRecords(body, (r) => {
                if (!('follow' in r)) return false;
                delete r['follow'];
                return true;
              }))
          : reply,
    },
  },
];
