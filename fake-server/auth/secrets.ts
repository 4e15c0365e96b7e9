// The two primitives every check of this folder is built on: HMAC-SHA256 as lower-case hex, and a
// constant-time comparison. Comparing SHA-256 digests of both sides gives timingSafeEqual two
// buffers of the same length, so not even the length of the expected value leaks.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** Lower-case hex HMAC-SHA256 of a UTF-8 text under the raw key bytes (`restsigkey`, reference §10). */
export function hmacHex(key: string | Uint8Array, text: string): string {
  return createHmac('sha256', typeof key === 'string' ? Buffer.from(key, 'utf8') : key).update(text, 'utf8').digest('hex');
}

const digest = (v: string | Uint8Array) => createHash('sha256').update(typeof v === 'string' ? Buffer.from(v, 'utf8') : v).digest();

/** Whether two secrets (signatures, passwords, keys) are equal, in time independent of their content. */
export function sameSecret(given: string | Uint8Array, expected: string | Uint8Array): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/** A stored password as the text the signatures are computed over (reference §10.1: the password bytes as UTF-8). */
export const passwordText = (secret: Uint8Array): string => Buffer.from(secret).toString('utf8');
