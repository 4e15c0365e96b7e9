// The credential algorithms of the interface (reference §10), facts of the wire both sides need:
// the v1 signed text and X-Auth-Key (§10.1, confirmed §18), the v2 Basic value, the v2 HMAC
// credential and the v2 X-Auth-Signature (§10.2). One implementation: the fake verifies with it,
// the conformance suite signs with it, and signatures.test.ts holds it to the reference's worked
// examples and to the strings the real server accepted (reference captures).
import { createHmac } from 'node:crypto';

/** Lower-case hex HMAC-SHA256 of a UTF-8 text under the raw key bytes (`restsigkey`, reference §10). */
export function hmacHex(key: string | Uint8Array, text: string): string {
  return createHmac('sha256', typeof key === 'string' ? Buffer.from(key, 'utf8') : key).update(text, 'utf8').digest('hex');
}

/** What the v1 signed text is made of (reference §10.1). */
export interface V1SignedParts {
  /** The decoded path, without the query (`/transfers`). */
  readonly path: string;
  /** The raw query string, without `?` (`LIMIT=5&X-Auth-Key=...`); X-Auth-Key is left out of the text. */
  readonly query: string;
  /** X-Auth-Timestamp as sent. */
  readonly timestamp: string;
  /** X-Auth-User, when the request names one. */
  readonly user?: string | undefined;
  /** The user's password: appended as `X-Auth-InternalKey` when authentication is on. */
  readonly password?: string | undefined;
}

/**
 * The signed text: every query argument but X-Auth-Key, key lower-cased, value = its last value;
 * then x-auth-timestamp and x-auth-user; sorted by key and joined with `&` after `<path>?`; the
 * internal key last, unsorted. Arguments are grouped by their key as sent before being
 * lower-cased, as the real server's query decoder does, so `LIMIT=5&limit=3&LIMIT=7` signs
 * `limit=3`.
 */
export function v1SignedText(parts: V1SignedParts): string {
  const grouped = new Map<string, string>();
  for (const [k, v] of new URLSearchParams(parts.query)) grouped.set(k, v);
  const pairs = new Map<string, string>();
  for (const [k, v] of grouped) {
    const key = k.toLowerCase();
    if (key !== 'x-auth-key') pairs.set(key, v);
  }
  pairs.set('x-auth-timestamp', parts.timestamp);
  if (parts.user !== undefined && parts.user !== '') pairs.set('x-auth-user', parts.user);
  // Plain UTF-16 order, as Java's String.compareTo sorts the keys.
  const joined = [...pairs.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).map((k) => `${k}=${pairs.get(k)}`).join('&');
  const internal = parts.password === undefined ? '' : `${joined === '' ? '' : '&'}X-Auth-InternalKey=${parts.password}`;
  return `${parts.path}${joined === '' && internal === '' ? '' : '?'}${joined}${internal}`;
}

/** X-Auth-Key of a signed text: lower-case hex HMAC-SHA256 under the signature key. */
export const v1Signature = (signatureKey: string, signedText: string): string => hmacHex(signatureKey, signedText);

/** hex of `Authorization: HMAC <hex>`: HMAC-SHA256(key, timestamp + user + password). */
export const v2HmacCredential = (signatureKey: string, timestamp: string, user: string, password: string): string =>
  hmacHex(signatureKey, timestamp + user + password);

/** X-Auth-Signature: HMAC-SHA256(key, Authorization header + body + request URI + method). */
export const v2BodySignature = (signatureKey: string, authorization: string, body: string, uri: string, method: string): string =>
  hmacHex(signatureKey, authorization + body + uri + method);

/** The value of `Authorization: Basic <value>`: base64 of `user:password` as UTF-8. */
export const v2BasicCredential = (user: string, password: string): string => Buffer.from(`${user}:${password}`).toString('base64');

/** The user and password of a Basic value, split at the first colon; undefined without a colon. */
export function readV2BasicCredential(value: string): { readonly user: string; readonly password: string } | undefined {
  const text = Buffer.from(value, 'base64').toString('utf8');
  const colon = text.indexOf(':');
  return colon < 0 ? undefined : { user: text.slice(0, colon), password: text.slice(colon + 1) };
}
