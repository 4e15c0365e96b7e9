// Faults of /v2/limits: POST answered 200, error codes off by one, up and down limits swapped.
import { isJsonObject } from '../../contract/index.ts';
import type { Fault } from './types.ts';
import { editJson } from './rewrite.ts';

const onLimits = (path: string) => path === '/v2/limits' || path === '/v2/limits/';
const SWAPPED = [['upGlobalLimit', 'downGlobalLimit'], ['upSessionLimit', 'downSessionLimit']] as const;

export const LIMITS_FAULTS: readonly Fault[] = [
  {
    name: 'limits-post-answers-200',
    family: 'limits',
    description: 'POST /v2/limits answers 200 instead of 201 when it initialises the limits.',
    expectedCheck: ['status_code_conformance', 'limits_lifecycle'],
    apply: {
      reply: (req, reply) => (onLimits(req.path) && req.method === 'POST' && reply.status === 201 ? { ...reply, status: 200 } : reply),
    },
  },
  {
    name: 'limits-error-code-off-by-one',
    family: 'limits',
    description: 'Every errorCode of a /v2/limits error body is one more than the catalogue says (an unknown field gets 6 instead of 5).',
    expectedCheck: ['v2_error_body'],
    apply: {
      reply: (req, reply) =>
        onLimits(req.path) && reply.status === 400
          ? editJson(reply, (body) => {
              const errors = body['errors'];
              if (!Array.isArray(errors)) return false;
              for (const e of errors) if (isJsonObject(e) && typeof e['errorCode'] === 'number') e['errorCode'] = e['errorCode'] + 1;
              return true;
            }, false)
          : reply,
    },
  },
  {
    name: 'limits-up-down-swapped',
    family: 'limits',
    description: '/v2/limits answers the read (down) limits as the up limits and the write (up) limits as the down limits.',
    expectedCheck: ['limits_match_bandwidth'],
    apply: {
      reply: (req, reply) =>
        onLimits(req.path) && (reply.status === 200 || reply.status === 201)
          ? editJson(reply, (body) => {
              if (!('upGlobalLimit' in body)) return false;
              for (const [up, down] of SWAPPED) [body[up], body[down]] = [body[down] as number, body[up] as number];
              return true;
            }, false)
          : reply,
    },
  },
];
