// Operation parameters: path and query ones as OpenAPI parameters, with a schema for each type of
// the operations table. A `query-or-body` parameter is a query parameter that may instead be a
// member of the JSON body (reference §2.2: query arguments first, body on top).
import { ALL_SCHEMAS } from '../ajv.ts';
import type { Operation, Parameter } from '../operations.ts';
import { isCollection, timestampInput } from '../schemas/common.ts';
import { RECORD_SCHEMA_OF } from '../schemas/envelope.schema.ts';
import { toComponentSchema } from './refs.ts';
import type { JsonObject, JsonValue } from './types.ts';

const SCHEMA_OF_TYPE: Readonly<Record<Exclude<Parameter['type'], 'packet'>, unknown>> = {
  integer: { type: 'integer' },
  string: { type: 'string' },
  boolean: { type: 'boolean' },
  date: timestampInput,
};


/** The record's own schema of the field a path segment names (SPECIALID keeps its int64 format). */
function identityFieldSchema(op: Operation, p: Parameter): unknown {
  const family = op.family;
  if (p.in !== 'path' || !isCollection(family)) return undefined;
  const record = ALL_SCHEMAS.find((s) => s.$id === RECORD_SCHEMA_OF[family]) as { properties?: Record<string, unknown> } | undefined;
  return record?.properties?.[p.name];
}

/** The schema of a parameter's value: the record field for an identity in the path, else by its type. */
export function parameterSchema(op: Operation, p: Parameter): JsonValue {
  if (p.type === 'packet') throw new Error(`${op.id}: parameter ${p.name} is a body packet, not a value`);
  return toComponentSchema(identityFieldSchema(op, p) ?? SCHEMA_OF_TYPE[p.type]);
}

/** The parameters that travel as values (path, query, query-or-body), not as the body packet. */
export const valueParameters = (op: Operation): Parameter[] => op.parameters.filter((p) => p.in !== 'body');

/** The one path parameter of an operation, if it has one (it fills the `:id` segment). */
export function pathParameter(op: Operation): Parameter | undefined {
  const inPath = op.parameters.filter((p) => p.in === 'path');
  if (inPath.length > 1) throw new Error(`${op.id} has ${inPath.length} path parameters; the table allows one (:id)`);
  return inPath[0];
}

function describe(p: Parameter): string {
  if (p.in !== 'query-or-body') return p.description;
  const where = 'in the query string or as a member of the JSON body (the body wins)';
  return p.required ? `${p.description}. Required, ${where}.` : `${p.description}. Optional, ${where}.`;
}

export function openApiParameter(op: Operation, p: Parameter): JsonObject {
  const inPath = p.in === 'path';
  return {
    name: p.name,
    in: inPath ? 'path' : 'query',
    description: describe(p),
    // A query-or-body value may be left out of the query string when the body carries it.
    required: inPath || (p.in === 'query' && p.required),
    schema: parameterSchema(op, p),
  };
}
