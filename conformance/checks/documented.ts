// What the contract documents for an answer: the responses of its operation with that status.
import type { DocumentedResponse } from '../../contract/index.ts';
import type { Exchange } from '../client/client.ts';

export function documentedFor(ex: Exchange): DocumentedResponse[] {
  if (!ex.operation || !ex.response) return [];
  const status = ex.response.status;
  return ex.operation.responses.filter((r) => r.status === status);
}

export const mediaType = (contentType: string | undefined): string => (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/** The answer as plain JSON for Ajv (bigints as numbers: their digits are compared elsewhere). */
export function plainJson(ex: Exchange): unknown {
  if (!ex.response) return undefined;
  try {
    return JSON.parse(ex.response.body);
  } catch {
    return undefined;
  }
}
