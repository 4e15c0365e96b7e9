// The shutdown/block key (reference §7.2, confirmed §18): MD5 of (admin password ‖ "GoldenGate")
// repeated 16 times. `pwdhttp` gives 7cSYejBa7V8hBXju4rl3mQ==.
import { createHash } from 'node:crypto';
import { sameSecret } from '../../auth/secrets.ts';

const SALT = 'GoldenGate';

export function shutdownKey(adminPassword: string): Buffer {
  return createHash('md5').update(Buffer.from((adminPassword + SALT).repeat(16), 'utf8')).digest();
}

const unpadded = (base64: string) => base64.replace(/=+$/, '');

/** Whether a packet's base64 `key` is the key, compared in constant time (the one helper every secret goes through). */
export function isShutdownKey(key: unknown, adminPassword: string): boolean {
  if (typeof key !== 'string') return false;
  const bytes = Buffer.from(key, 'base64');
  // Node's decoder skips characters that are not base64 and stops at the first padding, so the key
  // followed by anything (`<key>==<junk>`) would decode to the key; Jackson refuses such text. Only
  // the plain spelling of some bytes is read (this looks at the given text alone, not at the key).
  if (unpadded(bytes.toString('base64')) !== unpadded(key)) return false;
  return sameSecret(bytes, shutdownKey(adminPassword));
}
