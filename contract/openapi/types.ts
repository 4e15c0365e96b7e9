// The shapes the OpenAPI export builds: plain JSON values, so the document serialises as is.
export type JsonValue = null | boolean | number | string | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

/** The OpenAPI document: a plain JSON object (openapi, info, servers, tags, paths, components). */
export type OpenApiDocument = JsonObject;

/** Options of `openApiDocument`. */
export interface OpenApiOptions {
  /** The one server the document names; without it, a `{base_url}` variable (the interface's own words). */
  readonly serverUrl?: string;
}
