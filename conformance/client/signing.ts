// Credentials on outgoing requests (reference §10): v1 X-Auth-User / X-Auth-Timestamp and, in
// hmac mode, X-Auth-Key; v2 Basic, or HMAC plus X-Auth-Signature on bodies. The algorithms are
// facts of the wire (contract/wire/signatures.ts), tested against reference §10's worked examples
// and the real server's captures; the fake verifies with the same code.
import {
  ADMIN_USER, DEFAULT_ADMIN_PASSWORD, DEFAULT_SIGNATURE_KEY, apiGenerationOf, v1SignedText, v1Signature, v2BasicCredential, v2BodySignature, v2HmacCredential,
} from '../../contract/index.ts';
import type { WireRequest } from '../targets/target.ts';

/**
 * How the suite authenticates its requests (reference §10), as `tmkit check --auth` does: `none`
 * sends no credentials; `basic` sends X-Auth-User and X-Auth-Timestamp on v1 and HTTP Basic on v2;
 * `hmac` adds the v1 X-Auth-Key signature, and on v2 an HMAC Authorization with X-Auth-Signature
 * on bodies. The password and key never appear in a report.
 */
export interface Credentials {
  /** `none` (default), `basic` or `hmac`. */
  readonly mode: 'none' | 'basic' | 'hmac';
  /** The user (host id) the requests are made as; without it nothing is signed. */
  readonly user?: string;
  /** The user's password (default empty). */
  readonly password?: string;
  /** The server's HMAC-SHA256 key (`restsigkey`) for `hmac` (default `secret-key`). */
  readonly signatureKey?: string;
}

/** The `admin` account a fake seeds when its authentication is on, signing in hmac mode with the default admin password and key. */
export const FAKE_ADMIN_CREDENTIALS: Credentials = { mode: 'hmac', user: ADMIN_USER, password: DEFAULT_ADMIN_PASSWORD, signatureKey: DEFAULT_SIGNATURE_KEY };

export function sign(request: WireRequest, credentials: Credentials, now: number): WireRequest {
  if (credentials.mode === 'none' || credentials.user === undefined) return request;
  const user = credentials.user;
  const password = credentials.password ?? '';
  const key = credentials.signatureKey ?? DEFAULT_SIGNATURE_KEY;
  const timestamp = new Date(now).toISOString();
  const q = request.url.indexOf('?');
  const path = decodeURIComponent(q < 0 ? request.url : request.url.slice(0, q));
  if (apiGenerationOf(path) === 'v2') {
    const authorization =
      credentials.mode === 'hmac' ? `HMAC ${v2HmacCredential(key, timestamp, user, password)}` : `Basic ${v2BasicCredential(user, password)}`;
    const headers: Record<string, string> = { ...request.headers, Authorization: authorization, 'X-Auth-User': user, 'X-Auth-Timestamp': timestamp };
    if (credentials.mode === 'hmac' && request.body !== '') headers['X-Auth-Signature'] = v2BodySignature(key, authorization, request.body, path, request.method);
    return { ...request, headers };
  }
  const headers: Record<string, string> = { ...request.headers, 'X-Auth-User': user, 'X-Auth-Timestamp': timestamp };
  if (credentials.mode === 'hmac') {
    const text = v1SignedText({ path, query: q < 0 ? '' : request.url.slice(q + 1), timestamp, user, password });
    headers['X-Auth-Key'] = v1Signature(key, text);
  }
  return { ...request, headers };
}

/** Header names whose values never appear in a report. */
export const SECRET_HEADERS = new Set(['authorization', 'x-auth-key', 'x-auth-signature', 'cookie']);
