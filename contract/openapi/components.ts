// components.schemas: every schema the contract registers, under its id's name, in the
// contract's registration order.
import { ALL_SCHEMAS } from '../ajv.ts';
import { componentName, toComponentSchema } from './refs.ts';
import type { JsonObject } from './types.ts';

export function componentSchemas(): JsonObject {
  const out: JsonObject = {};
  for (const schema of ALL_SCHEMAS) out[componentName(schema.$id)] = toComponentSchema(schema);
  return out;
}
