// Request bodies: the contract's body schema, or, for an operation without one, the JSON object
// its query-or-body parameters may travel in. The interface sends bodies with GET (/log, /info,
// /bandwidth, list filters, identities); OpenAPI 3.1 allows a request body on GET, so they stay.
import { ALL_SCHEMAS } from '../ajv.ts';
import type { Operation } from '../operations.ts';
import { parameterSchema } from './parameters.ts';
import { componentRef } from './refs.ts';
import type { JsonObject } from './types.ts';

const JSON_MEDIA_TYPE = 'application/json';

export const BODY_ON_GET_NOTE =
  'Sent with GET, as the interface does: OpenAPI 3.1 allows a request body on GET, but many HTTP clients (WHATWG fetch among them) refuse to send one; use a client that can.';

const titleOf = (id: string): string | undefined => (ALL_SCHEMAS.find((s) => s.$id === id) as { title?: string } | undefined)?.title;

function withGetNote(op: Operation, description: string): string {
  return op.method === 'GET' ? `${description}. ${BODY_ON_GET_NOTE}` : description;
}

/** The body the contract names, with its packet parameter's description and requirement where it has one. */
function namedBody(op: Operation, schemaId: string): JsonObject {
  const packet = op.parameters.find((p) => p.in === 'body');
  return {
    description: withGetNote(op, packet?.description ?? titleOf(schemaId) ?? `${op.method} ${op.path} body`),
    required: packet?.required ?? true,
    content: { [JSON_MEDIA_TYPE]: { schema: componentRef(schemaId) } },
  };
}

/** The optional JSON object that carries query-or-body parameters instead of the query string. */
function parameterBody(op: Operation): JsonObject | undefined {
  const members = op.parameters.filter((p) => p.in === 'query-or-body');
  if (members.length === 0) return undefined;
  const properties: JsonObject = {};
  for (const p of members) properties[p.name] = parameterSchema(op, p);
  return {
    description: withGetNote(op, `Optional: the parameters ${members.map((p) => p.name).join(', ')} as members of a JSON object instead of the query string (the body wins)`),
    required: false,
    content: { [JSON_MEDIA_TYPE]: { schema: { type: 'object', properties } } },
  };
}

export function openApiRequestBody(op: Operation): JsonObject | undefined {
  return op.requestBody !== undefined ? namedBody(op, op.requestBody) : parameterBody(op);
}
