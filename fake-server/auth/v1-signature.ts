// The v1 request signature (reference §10.1, confirmed §18): the text a client signs and the
// signature itself. Exported for clients too (the conformance suite signs with the same code the
// fake checks with), so both sides cannot drift apart.
import { hmacHex } from './secrets.ts';

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
