// Faults of 3.6.2's /config and /business: an export that answers a file for a part it did not
// write, and a business refusal written with the wrong code.
import type { Fault } from './types.ts';
import { editJson } from './rewrite.ts';

/** `answer.results[0]` of a v1 action answer, when it is an object. */
const firstResult = (body: Record<string, unknown>): Record<string, unknown> | undefined => {
  const results = (body['answer'] as { results?: unknown } | undefined)?.results;
  const first = Array.isArray(results) ? results[0] : undefined;
  return typeof first === 'object' && first !== null ? (first as Record<string, unknown>) : undefined;
};

export const CONFIG_FAULTS: readonly Fault[] = [
  {
    name: 'config-export-names-unasked-files',
    family: 'config',
    description: 'GET /config answers a file path for every part, also those not asked (3.6.2 leaves them null).',
    expectedCheck: ['config_export'],
    apply: {
      reply: (req, reply) =>
        req.base === 'config' && req.method === 'GET'
          ? editJson(reply, (body) => {
              const r = firstResult(body);
              const path = r?.['filerule'] ?? r?.['filehost'];
              if (!r || typeof path !== 'string') return false;
              for (const p of ['filehost', 'filerule', 'filebusiness', 'filealias', 'fileroles']) r[p] = path;
              return true;
            })
          : reply,
    },
  },
  {
    name: 'business-absent-class-answers-404',
    family: 'business',
    description: 'GET /business of a class the server cannot run answers JSON 404 instead of 3.6.2\'s 406 "Task in Error".',
    expectedCheck: ['business_refusals'],
    apply: {
      reply: (req, reply) =>
        req.base === 'business'
          ? editJson(reply, (body) => {
              if (body['code'] !== 406) return false;
              body['code'] = 404;
              body['message'] = 'Not Found';
              return true;
            })
          : reply,
    },
  },
];
