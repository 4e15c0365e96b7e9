// Faults of /hosts: a bit written as a number, an update answered but not applied, POST that is
// no upsert, a create answered 201.
import { errorEnvelope } from '../http/reply.ts';
import { parseRequest } from '../http/request.ts';
import { DETAIL } from '../handlers/data-model/resource.ts';
import type { Fault } from './types.ts';
import { bodyObject, editJson, editRecords, isOne, isRoot } from './rewrite.ts';

export const HOST_FAULTS: readonly Fault[] = [
  {
    name: 'hosts-issl-as-number',
    family: 'hosts',
    description: 'Host records write ISSSL as 0 or 1 instead of false or true.',
    expectedCheck: ['response_schema_conformance'],
    apply: {
      reply: (req, reply) =>
        req.base === 'hosts'
          ? editJson(reply, (body) =>
              editRecords(body, (r) => {
                if (typeof r['ISSSL'] !== 'boolean') return false;
                r['ISSSL'] = r['ISSSL'] ? 1 : 0;
                return true;
              }))
          : reply,
    },
  },
  {
    name: 'hosts-lost-update',
    family: 'hosts',
    description: 'PUT /hosts/:id answers 200 with the updated record, but stores nothing: a later read shows the old values.',
    expectedCheck: ['update_is_persisted'],
    apply: {
      around: (raw, next, deps) => {
        const req = parseRequest(raw);
        if (!isOne(req, 'hosts', 'PUT')) return next(raw);
        const before = deps.store.hosts.get(req.subpath[0] as string);
        const reply = next(raw);
        if (before && reply.status === 200) deps.store.hosts.put(before.record, before.secret);
        return reply;
      },
    },
  },
  {
    name: 'hosts-upsert-refused',
    family: 'hosts',
    description: 'POST /hosts with the HOSTID of an existing host answers 400 and changes nothing, instead of replacing it (POST is an upsert).',
    expectedCheck: ['create_is_upsert'],
    apply: {
      around: (raw, next, deps) => {
        const req = parseRequest(raw);
        const id = isRoot(req, 'hosts', 'POST') ? bodyObject(req)?.['HOSTID'] : undefined;
        const before = typeof id === 'string' ? deps.store.hosts.get(id) : undefined;
        const reply = next(raw);
        if (!before || reply.status !== 200) return reply;
        deps.store.hosts.put(before.record, before.secret);
        return errorEnvelope(req, 400, `${DETAIL.insert}: a host with this HOSTID already exists`);
      },
    },
  },
  {
    name: 'hosts-create-answers-201',
    family: 'hosts',
    description: 'POST /hosts answers 201 instead of 200.',
    expectedCheck: ['status_code_conformance', 'positive_data_acceptance'],
    apply: {
      reply: (req, reply) => (isRoot(req, 'hosts', 'POST') && reply.status === 200 ? { ...reply, status: 201 } : reply),
    },
  },
];
