// OPTIONS: the self-describing "detailed allow" document of a collection (reference §2.5), built
// from the contract's column metadata. Type maps carry java.sql.Types codes, as the real server's do.
import { COLLECTION_META, SQL_TYPES, type Collection, type Serialisable } from '../../../contract/index.ts';
import { optionsEnvelope, type Reply } from '../../http/reply.ts';
import type { ParsedRequest } from '../../http/request.ts';

export const DATA_MODEL_ALLOW = 'GET,PUT,POST,DELETE,OPTIONS';

function typeMap(c: Collection, withModel: boolean): Record<string, Serialisable> {
  const meta = COLLECTION_META[c];
  const map: Record<string, Serialisable> = withModel ? { '@model': meta.model } : {};
  for (const col of meta.columns) map[col.name] = SQL_TYPES[col.sqlType];
  return map;
}

/** The DetailedAllow entries of one collection, in the real server's order. */
export function detailedAllow(c: Collection): Serialisable[] {
  const meta = COLLECTION_META[c];
  const model = typeMap(c, true);
  const types = typeMap(c, false);
  const one = `/${c}/id`;
  const all = `/${c}`;
  const updateBody: Record<string, Serialisable> = {};
  for (const [k, description] of Object.entries(meta.idArguments)) updateBody[k] = meta.updateBodyIdentity === 'type' ? types[k] : description;
  for (const k of meta.updatable) if (!(k in updateBody)) updateBody[k] = types[k];
  return [
    { GET: { path: one, command: 'GET', body: meta.idArguments, answer: model } },
    { GET: { path: all, command: 'MULTIGET', body: meta.filters, answer: [model] } },
    { PUT: { path: one, command: 'UPDATE', body: updateBody, answer: model } },
    { DELETE: { path: one, command: 'DELETE', body: meta.idArguments, answer: model } },
    { POST: { path: all, command: 'CREATE', body: types, answer: model } },
    { OPTIONS: { path: all, command: 'OPTIONS' } },
  ];
}

export function optionsReply(req: ParsedRequest, c: Collection): Reply {
  return optionsEnvelope(req, { allow: DATA_MODEL_ALLOW, UriAllowed: c, DetailedAllow: detailedAllow(c) }, DATA_MODEL_ALLOW);
}
