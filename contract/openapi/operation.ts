// One operation of the table as an OpenAPI operation object: its id, summary, tag (the resource
// family), parameters, body, responses and accepted credentials.
import type { Operation } from '../operations.ts';
import { openApiParameter, valueParameters } from './parameters.ts';
import { openApiRequestBody } from './request-body.ts';
import { openApiResponses } from './responses.ts';
import { operationSecurity } from './security.ts';
import type { JsonObject } from './types.ts';

function description(op: Operation): string | undefined {
  const lines: string[] = [];
  if (op.command !== undefined) lines.push(`Answered inside the v1 JSON envelope with \`command\` = \`${op.command}\`.`);
  if (op.parameters.some((p) => p.in === 'query-or-body')) {
    lines.push('Parameters other than the path segment may come from the query string or as members of the JSON body; the body wins.');
  }
  return lines.length > 0 ? lines.join('\n\n') : undefined;
}

export function openApiOperation(op: Operation): JsonObject {
  const out: JsonObject = { tags: [op.family], summary: op.summary };
  const text = description(op);
  if (text !== undefined) out['description'] = text;
  out['operationId'] = op.id;
  const parameters = valueParameters(op).map((p) => openApiParameter(op, p));
  if (parameters.length > 0) out['parameters'] = parameters;
  const body = openApiRequestBody(op);
  if (body !== undefined) out['requestBody'] = body;
  out['responses'] = openApiResponses(op);
  out['security'] = operationSecurity(op);
  return out;
}
