// The OpenAPI 3.1 document of the whole interface, assembled from the contract's data.
import { OPERATIONS } from '../operations.ts';
import { componentSchemas } from './components.ts';
import { openApiInfo, openApiServers } from './info.ts';
import { openApiPaths, openApiTags } from './paths.ts';
import { securitySchemes } from './security.ts';
import type { OpenApiDocument, OpenApiOptions } from './types.ts';

/** The OpenAPI version of the exported document. */
export const OPENAPI_VERSION = '3.1.0';
/** The contract's schemas are plain JSON Schema 2020-12 (no OpenAPI-only keywords). */
export const JSON_SCHEMA_DIALECT = 'https://json-schema.org/draft/2020-12/schema';

/**
 * The OpenAPI 3.1 document of the whole interface, built from the contract's data: every
 * operation of `OPERATIONS` with its parameters, request body (also on GET, as the interface
 * sends them), every documented status with its media type and schema, the schemas as
 * `components.schemas`, and the authentication schemes. Deterministic: the same contract gives
 * the same document. `tmkit openapi` writes it.
 *
 * @example
 * writeFileSync('monitor.openapi.json', openApiJson(openApiDocument({ serverUrl: 'http://127.0.0.1:8066' })));
 */
export function openApiDocument(options: OpenApiOptions = {}): OpenApiDocument {
  return {
    openapi: OPENAPI_VERSION,
    jsonSchemaDialect: JSON_SCHEMA_DIALECT,
    info: openApiInfo(),
    servers: openApiServers(options),
    tags: openApiTags(OPERATIONS),
    paths: openApiPaths(OPERATIONS),
    components: { schemas: componentSchemas(), securitySchemes: securitySchemes() },
  };
}
