// The requests authentication_required sends on its own behalf (reference §10): the run's
// credentials read defensively from the context, and v1/v2 requests carrying exactly the auth
// headers the check chose (none, a valid signature, a signature of another query, an old
// timestamp), signed with the wire's signing code (contract/wire), which the fake verifies with too.
//
// Such a request must not be signed again by the client. It is sent with `sign: false`; a client
// that does not know that option signs it anyway, which `keptAsBuilt` detects, and the check then
// only verifies what it can (see the check's header).
import { AUTH_HEADER, v1Signature, v1SignedText, v2HmacCredential } from '../../../contract/index.ts';
import type { CallRequest, Exchange } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';

export interface RunCredentials {
  readonly mode: 'none' | 'basic' | 'hmac';
  readonly user?: string;
  readonly password?: string;
  readonly signatureKey?: string;
}

const optionalString = (o: Record<string, unknown>, k: string) => o[k] === undefined || typeof o[k] === 'string';

function isCredentials(v: unknown): v is RunCredentials {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return (o['mode'] === 'none' || o['mode'] === 'basic' || o['mode'] === 'hmac') && ['user', 'password', 'signatureKey'].every((k) => optionalString(o, k));
}

/** The run's credentials when the context offers usable ones (a mode and a user), else undefined. */
export function runCredentials(ctx: CheckContext): (RunCredentials & { readonly user: string }) | undefined {
  const c: unknown = (ctx as { readonly credentials?: unknown }).credentials;
  if (!isCredentials(c) || c.mode === 'none' || c.user === undefined || c.user === '') return undefined;
  return c as RunCredentials & { readonly user: string };
}

const AUTH_HEADERS = Object.values(AUTH_HEADER).map((h) => h.toLowerCase());

/** The auth headers of a request, names in lower case. */
function authHeaders(headers: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) if (AUTH_HEADERS.includes(k.toLowerCase())) out[k.toLowerCase()] = v;
  return out;
}

/** Whether the request went out with exactly the URL and auth headers the check built (the client did not sign it). */
export function keptAsBuilt(ex: Exchange, url: string, headers: Readonly<Record<string, string>>): boolean {
  const sent = authHeaders(ex.request.headers);
  const built = authHeaders(headers);
  return ex.request.url === url && Object.keys(sent).length === Object.keys(built).length && Object.entries(built).every(([k, v]) => sent[k] === v);
}

/** A request the client sends as built, without the run's credentials. */
/** A request the check sends as built, without the run's credentials. */
export type UnsignedCall = CallRequest & { readonly sign: false };

export interface BuiltRequest {
  readonly call: UnsignedCall;
  /** The URL as it goes on the wire (the client's encoding of path and query). */
  readonly url: string;
}

export function built(method: string, path: string, query: Readonly<Record<string, string>>, headers: Readonly<Record<string, string>>): BuiltRequest {
  const q = new URLSearchParams(query).toString();
  return { call: { method, path, query, headers, sign: false }, url: `${encodeURI(path)}${q === '' ? '' : `?${q}`}` };
}

export const isoAt = (ms: number): string => new Date(ms).toISOString();

export interface V1Auth {
  readonly timestamp: string;
  /** Sign this query instead of the one sent (a tampered request). */
  readonly signedQuery?: Readonly<Record<string, string>>;
  /** Leave X-Auth-Key out. */
  readonly withoutKey?: boolean;
}

/** X-Auth-User, X-Auth-Timestamp and, in hmac mode, X-Auth-Key over `path` and a query (reference §10.1). */
export function v1Headers(c: RunCredentials & { readonly user: string }, path: string, query: Readonly<Record<string, string>>, a: V1Auth): Record<string, string> {
  const headers: Record<string, string> = { 'X-Auth-User': c.user, 'X-Auth-Timestamp': a.timestamp };
  if (c.mode !== 'hmac' || a.withoutKey) return headers;
  const text = v1SignedText({ path, query: new URLSearchParams(a.signedQuery ?? query).toString(), timestamp: a.timestamp, user: c.user, password: c.password ?? '' });
  headers['X-Auth-Key'] = v1Signature(c.signatureKey ?? 'secret-key', text);
  return headers;
}

/** v2 HMAC authentication headers at `timestamp` (reference §10.2). */
export function v2HmacHeaders(c: RunCredentials & { readonly user: string }, timestamp: string): Record<string, string> {
  return {
    Authorization: `HMAC ${v2HmacCredential(c.signatureKey ?? 'secret-key', timestamp, c.user, c.password ?? '')}`,
    'X-Auth-User': c.user,
    'X-Auth-Timestamp': timestamp,
  };
}
