// Credentials never leave the fake through its journal: the v1 signature (X-Auth-Key, in a header
// or the query), the v2 Authorization and X-Auth-Signature, and cookies (README "Authentication").
// X-Auth-User and X-Auth-Timestamp stay: a test asserts who signed and when.

/** Header names (lower case) whose values the journal replaces with `[redacted]`. */
export const CREDENTIAL_HEADERS: ReadonlySet<string> = new Set(['authorization', 'x-auth-key', 'x-auth-signature', 'cookie', 'proxy-authorization']);
/** Query arguments (lower case) the journal redacts: v1 carries the signature there too. */
export const CREDENTIAL_ARGS: ReadonlySet<string> = new Set(['x-auth-key']);

export const REDACTED = '[redacted]';

/** The headers with lower-case names, credentials redacted, repeated values joined as `node:http` would. */
export function redactedHeaders(headers: Readonly<Record<string, string | string[] | undefined>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of Object.keys(headers)) {
    const v = headers[k];
    if (v === undefined) continue;
    const name = k.toLowerCase();
    out[name] = CREDENTIAL_HEADERS.has(name) ? REDACTED : Array.isArray(v) ? v.join(', ') : v;
  }
  return out;
}

/** The query arguments with credentials redacted. */
export function redactedQuery(query: Readonly<Record<string, string | string[]>>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const k of Object.keys(query)) out[k] = CREDENTIAL_ARGS.has(k.toLowerCase()) ? REDACTED : (query[k] as string | string[]);
  return out;
}
