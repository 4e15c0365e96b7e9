// Faults of the v1 mechanics every endpoint shares: the envelope's `path`, an empty `results`
// written out, the content type, the OPTIONS self-description.
import { COLLECTIONS, isCollection, type JsonObject, isJsonObject } from '../../contract/index.ts';
import type { Fault } from './types.ts';
import { answerOf, editJson, isJsonReply, isList, isV2 } from './rewrite.ts';


export const ENVELOPE_FAULTS: readonly Fault[] = [
  {
    name: 'envelope-path-wrong',
    family: 'envelope',
    description: 'The v1 envelope writes `path` with a trailing slash the request did not have.',
    expectedCheck: ['envelope_conformance'],
    apply: {
      reply: (req, reply) =>
        isV2(req)
          ? reply
          : editJson(reply, (body) => {
              if (typeof body['path'] !== 'string' || !('X-method' in body)) return false;
              body['path'] = `${body['path']}/`;
              return true;
            }),
    },
  },
  {
    name: 'envelope-empty-results-array',
    family: 'envelope',
    description: 'A list answer with no match writes `"results": []` instead of leaving `results` out.',
    expectedCheck: ['response_schema_conformance'],
    apply: {
      reply: (req, reply) =>
        COLLECTIONS.some((c) => isList(req, c)) && reply.status === 200
          ? editJson(reply, (body) => {
              const answer = answerOf(body);
              if (!answer || 'results' in answer || !('count' in answer)) return false;
              // Rebuilt so `results` sits where the fake writes it when there are some: after `filter`.
              const rebuilt: JsonObject = Object.create(null);
              for (const k of Object.keys(answer)) {
                if (k === 'count') rebuilt['results'] = [];
                rebuilt[k] = answer[k] as JsonObject[string];
              }
              body['answer'] = rebuilt;
              return true;
            })
          : reply,
    },
  },
  {
    name: 'envelope-content-type-text-plain',
    family: 'envelope',
    description: 'JSON answers carry Content-Type text/plain instead of application/json.',
    expectedCheck: ['content_type_conformance'],
    apply: {
      reply: (_req, reply) => (isJsonReply(reply) ? { ...reply, headers: { ...reply.headers, 'Content-Type': 'text/plain' } } : reply),
    },
  },
  {
    name: 'envelope-options-entry-missing',
    family: 'envelope',
    description: 'OPTIONS on a collection leaves the DELETE entry out of DetailedAllow while `allow` still lists DELETE.',
    expectedCheck: ['options_self_description'],
    apply: {
      reply: (req, reply) =>
        req.method === 'OPTIONS' && req.subpath.length === 0 && isCollection(req.base) && reply.status === 200
          ? editJson(reply, (body) => {
              const answer = answerOf(body);
              const entries = answer?.['DetailedAllow'];
              if (!answer || !Array.isArray(entries)) return false;
              answer['DetailedAllow'] = entries.filter((e) => !(isJsonObject(e) && 'DELETE' in e));
              return entries.length !== (answer['DetailedAllow'] as unknown[]).length;
            })
          : reply,
    },
  },
];
