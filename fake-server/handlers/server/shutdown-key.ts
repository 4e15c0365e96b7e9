// The shutdown/block key (reference §7.2, confirmed §18): MD5 of (admin password ‖ "GoldenGate")
// repeated 16 times. `pwdhttp` gives 7cSYejBa7V8hBXju4rl3mQ==.
import { createHash, timingSafeEqual } from 'node:crypto';

const SALT = 'GoldenGate';

export function shutdownKey(adminPassword: string): Buffer {
  return createHash('md5').update(Buffer.from((adminPassword + SALT).repeat(16), 'utf8')).digest();
}

/** Whether a packet's base64 `key` is the key, compared in constant time. */
export function isShutdownKey(key: unknown, adminPassword: string): boolean {
  if (typeof key !== 'string') return false;
  const given = Buffer.from(key, 'base64');
  const expected = shutdownKey(adminPassword);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
