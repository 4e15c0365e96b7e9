// Faults of /configurations: the BANDWIDTH filter off by one, an unknown id answered 404, a limit
// written as a string.
import { errorEnvelope } from '../http/reply.ts';
import { parseRequest } from '../http/request.ts';
import { DETAIL } from '../handlers/data-model/resource.ts';
import type { Fault } from './types.ts';
import { editJson, editRecords, isList, isOne, rewriteArgs, shiftInteger } from './rewrite.ts';

/** A positive BANDWIDTH lowered by one: "greater than n" becomes "at least n". */
function inclusive(value: unknown): typeof value {
  const positive = (typeof value === 'string' && /^\s*\+?\d+\s*$/.test(value) && BigInt(value.trim().replace(/^\+/, '')) > 0n)
    || (typeof value === 'number' && Number.isInteger(value) && value > 0)
    || (typeof value === 'bigint' && value > 0n);
  return positive ? shiftInteger(value as string | number | bigint, -1) : value;
}

export const CONFIGURATION_FAULTS: readonly Fault[] = [
  {
    name: 'configurations-bandwidth-filter-inclusive',
    family: 'configurations',
    description: 'GET /configurations?BANDWIDTH=n (n > 0) also answers rows whose largest limit equals n: "greater than" read as "at least".',
    expectedCheck: ['bandwidth_filter'],
    apply: {
      request: (raw) => (isList(parseRequest(raw), 'configurations') ? rewriteArgs(raw, ['BANDWIDTH'], (v) => inclusive(v) as never) : raw),
    },
  },
  {
    name: 'configurations-unknown-answers-404',
    family: 'configurations',
    description: 'GET /configurations/<unknown id> answers 404 instead of 200 with a record of zero limits.',
    expectedCheck: ['status_code_conformance', 'use_after_free'],
    apply: {
      around: (raw, next, deps) => {
        const reply = next(raw);
        const req = parseRequest(raw);
        if (!isOne(req, 'configurations', 'GET') || reply.status !== 200 || deps.store.configurations.get(req.subpath[0] as string)) return reply;
        return errorEnvelope(req, 404, `${DETAIL.read}: no configuration for this HOSTID`);
      },
    },
  },
  {
    name: 'configurations-limit-as-string',
    family: 'configurations',
    description: 'Bandwidth configuration records write READGLOBALLIMIT as a JSON string instead of a number.',
    expectedCheck: ['response_schema_conformance'],
    apply: {
      reply: (req, reply) =>
        req.base === 'configurations'
          ? editJson(reply, (body) =>
              editRecords(body, (r) => {
                const v = r['READGLOBALLIMIT'];
                if (typeof v !== 'number' && typeof v !== 'bigint') return false;
                r['READGLOBALLIMIT'] = String(v);
                return true;
              }))
          : reply,
    },
  },
];
