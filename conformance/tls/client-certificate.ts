// The subject of the client certificate a run offers, as the reports show it.
import { X509Certificate } from 'node:crypto';
import { createSecureContext } from 'node:tls';
import type { TlsClientOptions } from './tls-options.ts';
import { oneLine } from './certificate-facts.ts';

/** The subject of `o`'s client certificate (PEM or PKCS#12), or undefined when there is none or it cannot be read. */
export function subjectOfClientCertificate(o: TlsClientOptions | undefined): string | undefined {
  if (o?.cert !== undefined) return oneLine(new X509Certificate(o.cert).subject);
  if (o?.pfx === undefined) return undefined;
  // A PKCS#12 file is opened by OpenSSL itself: the secure context gives its leaf back.
  const context = createSecureContext({ pfx: o.pfx, ...(o.passphrase !== undefined ? { passphrase: o.passphrase } : {}) });
  const der = (context.context as { getCertificate?: () => Buffer | null }).getCertificate?.();
  return der ? oneLine(new X509Certificate(der).subject) : undefined;
}
