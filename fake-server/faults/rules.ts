// Faults of /rules: the MODETRANS default (0) read as no filter, IDRULE ignored, HOSTIDS left out.
import { parseRequest } from '../http/request.ts';
import type { Fault } from './types.ts';
import { editJson, editRecords, isList, rewriteArgs } from './rewrite.ts';

export const RULE_FAULTS: readonly Fault[] = [
  {
    name: 'rules-modetrans-left-out-lists-all',
    family: 'rules',
    description: 'GET /rules without MODETRANS lists every rule, as if a missing MODETRANS were no filter (3.6.2 reads it as 0).',
    expectedCheck: ['rule_filters'],
    apply: {
      request: (raw) => {
        const req = parseRequest(raw);
        if (!isList(req, 'rules') || req.uri['MODETRANS'] !== undefined || /"MODETRANS"/.test(raw.body)) return raw;
        return { ...raw, url: `${raw.url}${raw.url.includes('?') ? '&' : '?'}MODETRANS=-1` };
      },
    },
  },
  {
    name: 'rules-idrule-filter-ignored',
    family: 'rules',
    description: 'GET /rules ignores the IDRULE filter.',
    expectedCheck: ['rule_filters'],
    apply: {
      request: (raw) => (isList(parseRequest(raw), 'rules') ? rewriteArgs(raw, ['IDRULE'], () => undefined) : raw),
    },
  },
  {
    name: 'rules-hostids-dropped',
    family: 'rules',
    description: 'Rule records leave out the HOSTIDS field.',
    expectedCheck: ['response_schema_conformance'],
    apply: {
      reply: (req, reply) =>
        req.base === 'rules'
          ? editJson(reply, (body) =>
              editRecords(body, (r) => {
                if (!('HOSTIDS' in r)) return false;
                delete r['HOSTIDS'];
                return true;
              }))
          : reply,
    },
  },
];
