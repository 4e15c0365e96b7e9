// OPTIONS: the self-describing "detailed allow" document of a collection (reference §2.5), built
// from the contract's column metadata. Type maps carry java.sql.Types codes, as the real server's
// do, of the release's own column types (release-facts.ts optionsColumnTypes).
import { COLLECTION_META, columnsOfRelease, SQL_TYPES, V1_COMMAND, type Collection, type ReleaseFacts, type Serialisable } from '../../../contract/index.ts';
import { factsOf } from '../../release.ts';
import { optionsEnvelope } from '../../http/reply.ts';
import { allowOf } from '../../routes.ts';
import type { Handler } from '../handler.ts';

function typeMap(c: Collection, withModel: boolean, facts: ReleaseFacts): Record<string, Serialisable> {
  const map: Record<string, Serialisable> = withModel ? { '@model': COLLECTION_META[c].model } : {};
  for (const col of columnsOfRelease(c, facts)) map[col.name] = SQL_TYPES[col.sqlType];
  return map;
}

/** The DetailedAllow entries of one collection, in the real server's order, with the release's column types. */
export function detailedAllow(c: Collection, facts: ReleaseFacts): Serialisable[] {
  const meta = COLLECTION_META[c];
  const model = typeMap(c, true, facts);
  const types = typeMap(c, false, facts);
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
export const describeCollection = (c: Collection): Handler => (req, deps) =>
  optionsEnvelope(req, { allow: allowOf(c), UriAllowed: c, DetailedAllow: detailedAllow(c, factsOf(deps)) }, allowOf(c));
