// HOSTKEY handling (reference §3.3, §18): input that is valid base64 is decoded, anything else is
// taken as UTF-8; the password is then encrypted with the server's crypto key and shown as base64
// of the ciphertext's hex text, never as the password. The real server uses DES, which Node's
// OpenSSL 3 no longer offers by default; AES-128-ECB gives the same observable shape.
import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** The password bytes a HOSTKEY input stands for: base64 decoded (3.6.x), or the text's bytes (`text`: 3.5.2, release-facts.ts v1HostKeyInput). */
export function passwordOf(hostKey: string, input: 'base64' | 'text' = 'base64'): Uint8Array {
  if (input === 'text') return Buffer.from(hostKey, 'utf8');
  const compact = hostKey.replace(/[\r\n]/g, '');
  return BASE64.test(compact) && compact.length > 0 ? Buffer.from(compact, 'base64') : Buffer.from(hostKey, 'utf8');
}

/** HOSTKEY as every JSON answer shows it. */
export function hostKeyJson(password: Uint8Array, cryptoKey: string): string {
  const key = createHash('sha256').update(cryptoKey).digest().subarray(0, 16);
  const cipher = createCipheriv('aes-128-ecb', key, null);
  const hex = Buffer.concat([cipher.update(password), cipher.final()]).toString('hex');
  return Buffer.from(hex, 'ascii').toString('base64');
}

/** The password a HOSTKEY (as hostKeyJson shows it) stands for, with the same crypto key; undefined when it is not one. */
export function passwordOfHostKey(hostKey: string, cryptoKey: string): Uint8Array | undefined {
  try {
    const hex = Buffer.from(hostKey, 'base64').toString('ascii');
    if (!/^(?:[0-9a-f]{32})+$/.test(hex)) return undefined;
    const key = createHash('sha256').update(cryptoKey).digest().subarray(0, 16);
    const decipher = createDecipheriv('aes-128-ecb', key, null);
    return Buffer.concat([decipher.update(Buffer.from(hex, 'hex')), decipher.final()]);
  } catch {
    return undefined;
  }
}
