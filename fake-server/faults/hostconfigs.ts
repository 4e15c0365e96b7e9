// Faults of /hostconfigs: the text filters ignored, a column left out, UPDATEDINFO not forced
// to TOSUBMIT by writes.
import { parseRequest } from '../http/request.ts';
import type { Fault } from './types.ts';
import { answerOf, bodyObject, editJson, editRecords, isList, isOne, isRoot, rewriteArgs } from './rewrite.ts';

const TEXT_FILTERS = ['BUSINESS', 'ROLES', 'ALIASES', 'OTHERS'];
const isUpdatedInfo = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 6;

export const HOSTCONFIG_FAULTS: readonly Fault[] = [
  {
    name: 'hostconfigs-text-filters-ignored',
    family: 'hostconfigs',
    description: 'GET /hostconfigs ignores the BUSINESS, ROLES, ALIASES and OTHERS substring filters.',
    expectedCheck: ['host_filters'],
    apply: {
      request: (raw) => (isList(parseRequest(raw), 'hostconfigs') ? rewriteArgs(raw, TEXT_FILTERS, () => undefined) : raw),
    },
  },
  {
    name: 'hostconfigs-aliases-dropped',
    family: 'hostconfigs',
    description: 'Host configuration records leave out the ALIASES field.',
    expectedCheck: ['response_schema_conformance'],
    apply: {
      reply: (req, reply) =>
        req.base === 'hostconfigs'
          ? editJson(reply, (body) =>
              editRecords(body, (r) => {
                if (!('ALIASES' in r)) return false;
                delete r['ALIASES'];
                return true;
              }))
          : reply,
    },
  },
  {
    name: 'hostconfigs-updatedinfo-not-forced',
    family: 'hostconfigs',
    description: 'POST and PUT /hostconfigs store and answer the UPDATEDINFO the body gives (PUT without one keeps the old value) instead of forcing 3 (TOSUBMIT).',
    expectedCheck: ['update_is_persisted'],
    apply: {
      around: (raw, next, deps) => {
        const req = parseRequest(raw);
        const create = isRoot(req, 'hostconfigs', 'POST');
        if (!create && !isOne(req, 'hostconfigs', 'PUT')) return next(raw);
        const body = bodyObject(req);
        const id = create ? body?.['HOSTID'] : req.subpath[0];
        if (typeof id !== 'string') return next(raw);
        const sent = body?.['UPDATEDINFO'];
        const target = isUpdatedInfo(sent) ? sent : create ? undefined : deps.store.hostconfigs.get(id)?.record.UPDATEDINFO;
        const reply = next(raw);
        const row = deps.store.hostconfigs.get(id);
        if (reply.status !== 200 || target === undefined || !row) return reply;
        deps.store.hostconfigs.put({ ...row.record, UPDATEDINFO: target } as typeof row.record);
        return editJson(reply, (b) => {
          const answer = answerOf(b);
          if (!answer) return false;
          answer['UPDATEDINFO'] = target;
          return true;
        });
      },
    },
  },
];
