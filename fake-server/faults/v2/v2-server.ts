// Faults of /v2/server and of every v2 error: the status under v1's names, errors always in English.
import { V2_STATUS_HEAD } from '../../../contract/index.ts';
import type { Fault } from '../types.ts';
import { editJson } from '../rewrite.ts';
import { isV2At } from './v2-paths.ts';

/** The first four fields of the status (name and dates) with their v1 names: the contract's pairs. */
const HEAD_V1_NAMES = V2_STATUS_HEAD.slice(0, 4);

export const V2_SERVER_FAULTS: readonly Fault[] = [
  {
    name: 'v2-server-status-v1-names',
    family: 'v2server',
    description: 'GET /v2/server/status writes serverName, date, lastRun and fromDate under their v1 names (HostID, Date, LastRun, FromDate).',
    expectedCheck: ['response_schema_conformance'],
    apply: {
      reply: (req, reply) =>
        isV2At(req, 'v2/server/status', 'GET') && reply.status === 200
          ? editJson(reply, (body) => {
              if (!('serverName' in body)) return false;
              for (const [v2, v1] of HEAD_V1_NAMES) {
                body[v1] = body[v2] ?? null;
                delete body[v2];
              }
              return true;
            }, false)
          : reply,
    },
  },
  {
    name: 'v2-errors-english-only',
    family: 'v2server',
    description: 'Every v2 error list is written in English, whatever Accept-Language asks for.',
    expectedCheck: ['v2_errors_listed_in_both_languages', 'v2_body_errors_listed'],
    apply: { request: (raw) => (raw.url.startsWith('/v2/') ? { ...raw, headers: { ...raw.headers, 'accept-language': 'en' } } : raw) },
  },
];
