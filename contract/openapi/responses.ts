// Responses: every documented status of an operation, with its body's media type and schema.
// Several entries of one status (the HTML 401 of a failed authentication and the JSON 401 of a
// missing role, say) merge into one response with one media type each.
import type { DocumentedResponse, Operation } from '../operations.ts';
import { componentRef } from './refs.ts';
import type { JsonObject } from './types.ts';

/** A JSON body written without Content-Type: any media type, since the answer names none. */
const UNTYPED_MEDIA_TYPE = '*/*';
/** Marks that media type as "no Content-Type header" for tools that read extensions. */
const UNTYPED_MARK = 'x-without-content-type';
const HTML_PAGE = { type: 'string', description: 'an HTML error page' } as const;

function mediaTypeOf(r: DocumentedResponse): string | undefined {
  if (r.contentType !== undefined) return r.contentType;
  return r.schema !== undefined ? UNTYPED_MEDIA_TYPE : undefined;
}

function schemaOf(entries: readonly DocumentedResponse[]): JsonObject | undefined {
  const ids = [...new Set(entries.flatMap((r) => (r.schema === undefined ? [] : [r.schema])))];
  if (ids.length === 0) return entries.some((r) => r.contentType === 'text/html') ? { ...HTML_PAGE } : undefined;
  return ids.length === 1 ? componentRef(ids[0] as string) : { anyOf: ids.map(componentRef) };
}

function openApiResponse(entries: readonly DocumentedResponse[]): JsonObject {
  const descriptions = entries.map((r) => r.description);
  const response: JsonObject = { description: descriptions.length === 1 ? (descriptions[0] as string) : descriptions.map((d) => `- ${d}`).join('\n') };
  const content: JsonObject = {};
  for (const mediaType of [...new Set(entries.map(mediaTypeOf))]) {
    if (mediaType === undefined) continue;
    const schema = schemaOf(entries.filter((r) => mediaTypeOf(r) === mediaType));
    const media: JsonObject = schema === undefined ? {} : { schema };
    if (mediaType === UNTYPED_MEDIA_TYPE) media[UNTYPED_MARK] = true;
    content[mediaType] = media;
  }
  if (Object.keys(content).length > 0) response['content'] = content;
  return response;
}

/** Keyed by status code, in ascending order (JSON object keys that are integers sort that way anyway). */
export function openApiResponses(op: Operation): JsonObject {
  const statuses = [...new Set(op.responses.map((r) => r.status))].sort((a, b) => a - b);
  const out: JsonObject = {};
  for (const status of statuses) out[String(status)] = openApiResponse(op.responses.filter((r) => r.status === status));
  return out;
}
