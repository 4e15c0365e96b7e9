// OPTIONS: the self-describing "detailed allow" document of a collection (reference §2.5), built
// from the contract's column metadata. Type maps carry java.sql.Types codes, as the real server's do.
import { COLLECTION_META, SQL_TYPES, V1_COMMAND, type Collection, type Serialisable } from '../../../contract/index.ts';
import { optionsEnvelope } from '../../http/reply.ts';
import { allowOf } from '../../routes.ts';
import type { Handler } from '../handler.ts';

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
    { GET: { path: one, command: V1_COMMAND.GET, body: meta.idArguments, answer: model } },
    { GET: { path: all, command: V1_COMMAND.MULTIGET, body: meta.filters, answer: [model] } },
    { PUT: { path: one, command: V1_COMMAND.UPDATE, body: updateBody, answer: model } },
    { DELETE: { path: one, command: V1_COMMAND.DELETE, body: meta.idArguments, answer: model } },
    { POST: { path: all, command: V1_COMMAND.CREATE, body: types, answer: model } },
    { OPTIONS: { path: all, command: V1_COMMAND.OPTIONS } },
  ];
}

/** OPTIONS /<collection>: its detailed-allow document. */
export const describeCollection = (c: Collection): Handler => (req) =>
  optionsEnvelope(req, { allow: allowOf(c), UriAllowed: c, DetailedAllow: detailedAllow(c) }, allowOf(c));
