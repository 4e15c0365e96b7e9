// HOSTKEY outside the fake. A real server shows base64 of the hex text of the encrypted password
// (reference §3.3); the fake does the same with its own crypto key. Files written by
// `tmkit generate` and the fixtures need a HOSTKEY of that shape without the fake's key, and host
// records loaded from a file without a password need one for authentication tests.
import { createHash } from 'node:crypto';

/** base64 of a 32-hex-digit text derived from the password: the shape a server shows, no secret. */
export function displayHostKey(password: Uint8Array): string {
  const hex = createHash('sha256').update(password).digest('hex').slice(0, 32);
  return Buffer.from(hex, 'ascii').toString('base64');
}

/** The password of a host record loaded from a file without one: `<HOSTID>-password`. */
export const derivedPassword = (hostId: string): Uint8Array => Buffer.from(`${hostId}-password`, 'utf8');
