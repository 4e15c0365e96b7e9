// From the contract's schema ids to OpenAPI component references: `urn:tmkit:transfer` is the
// component `transfer`, referenced as `#/components/schemas/transfer`.
import { SCHEMA_ID_PREFIX as ID_PREFIX } from '../schemas/common.ts';
import type { JsonObject, JsonValue } from './types.ts';

const COMPONENTS = '#/components/schemas/';

export function componentName(id: string): string {
  if (!id.startsWith(ID_PREFIX)) throw new Error(`schema id ${id} is not a contract id (${ID_PREFIX}<name>)`);
  return id.slice(ID_PREFIX.length);
}

export const componentRef = (id: string): JsonObject => ({ $ref: COMPONENTS + componentName(id) });

/**
 * A deep copy of a contract schema as a component: `$id` dropped (kept, it would re-base every
 * `#/...` reference inside it) and every `$ref` to a contract id pointed at its component.
 */
export function toComponentSchema(schema: unknown): JsonValue {
  if (Array.isArray(schema)) return schema.map(toComponentSchema);
  if (schema === null || typeof schema !== 'object') return schema as JsonValue;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$id') continue;
    out[key] = key === '$ref' && typeof value === 'string' ? COMPONENTS + componentName(value) : toComponentSchema(value);
  }
  return out;
}
