// The OpenAPI export of the contract: the only door of contract/openapi/.
export { openApiDocument, OPENAPI_VERSION, JSON_SCHEMA_DIALECT } from './document.ts';
export { openApiJson } from './json.ts';
export type { OpenApiDocument, OpenApiOptions, JsonObject, JsonValue } from './types.ts';
