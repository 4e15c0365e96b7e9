// The constant-time comparison every check of this folder is built on (the HMAC algorithms
// themselves are facts of the wire: contract/wire/signatures.ts). Comparing SHA-256 digests of
// both sides gives timingSafeEqual two buffers of the same length, so not even the length of the
// expected value leaks.
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (v: string | Uint8Array) => createHash('sha256').update(typeof v === 'string' ? Buffer.from(v, 'utf8') : v).digest();

/** Whether two secrets (signatures, passwords, keys) are equal, in time independent of their content. */
export function sameSecret(given: string | Uint8Array, expected: string | Uint8Array): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/** A stored password as the text the signatures are computed over (reference §10.1: the password bytes as UTF-8). */
export const passwordText = (secret: Uint8Array): string => Buffer.from(secret).toString('utf8');
