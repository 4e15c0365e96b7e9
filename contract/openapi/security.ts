// Security: one scheme per credential of the contract (Basic as HTTP basic, every other header as
// an apiKey header), and per operation the credential combinations its API generation accepts.
// An operation that documents no 401 checks no credentials (v2 OPTIONS, reference §10.2).
import { apiGenerationOf, CREDENTIAL_SETS, CREDENTIALS, type CredentialName, V2_BODY_CREDENTIAL } from '../authentication.ts';
import type { Operation } from '../operations.ts';
import type { JsonObject, JsonValue } from './types.ts';

export function securitySchemes(): JsonObject {
  const out: JsonObject = {};
  for (const [name, c] of Object.entries(CREDENTIALS)) {
    out[name] = c.kind === 'basic'
      ? { type: 'http', scheme: 'basic', description: c.description }
      : { type: 'apiKey', in: 'header', name: c.header, description: c.description };
  }
  return out;
}

const requirement = (names: readonly CredentialName[]): JsonObject => Object.fromEntries(names.map((n) => [n, []]));

/** The alternatives an operation accepts; `[]` where it checks none. */
export function operationSecurity(op: Operation): JsonValue[] {
  if (!op.responses.some((r) => r.status === 401)) return [];
  const generation = apiGenerationOf(op.path);
  const sets = CREDENTIAL_SETS[generation];
  const signed = generation === 'v2' && op.requestBody !== undefined
    ? sets.filter((s) => s.length > 0).map((s) => [...s, V2_BODY_CREDENTIAL])
    : [];
  return [...sets, ...signed].map(requirement);
}
