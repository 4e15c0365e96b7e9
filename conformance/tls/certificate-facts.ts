// The facts of a server certificate as a report shows them, read with Node's own X509Certificate.
import type { X509Certificate } from 'node:crypto';
import type { TlsCertificateFacts } from './tls-facts.ts';

const DAY = 86_400_000;

/** `C=FR\nCN=GoldenGate` (Node's form) as `C=FR, CN=GoldenGate`. */
export const oneLine = (dn: string): string => dn.split('\n').filter((p) => p !== '').join(', ');

/** The names a client can match: the subjectAltName entries, or the CN when there are none (as old clients, and Java's default, fall back to it). */
export function namesOf(cert: X509Certificate): string[] {
  const alt = cert.subjectAltName;
  if (alt) return alt.split(', ').filter((n) => n !== '');
  const cn = /(?:^|\n)CN=([^\n]*)/.exec(cert.subject)?.[1];
  return cn === undefined ? [] : [`CN:${cn}`];
}

export function certificateFacts(cert: X509Certificate, now: number): TlsCertificateFacts {
  const validTo = Date.parse(cert.validTo);
  return {
    subject: oneLine(cert.subject),
    issuer: oneLine(cert.issuer),
    names: namesOf(cert),
    validFrom: new Date(Date.parse(cert.validFrom)).toISOString(),
    validTo: new Date(validTo).toISOString(),
    daysLeft: Math.floor((validTo - now) / DAY),
    // Not checkIssued: OpenSSL asks an issuer for keyCertSign, which a self-signed server certificate need not have.
    selfSigned: cert.subject === cert.issuer && cert.verify(cert.publicKey),
    fingerprint256: cert.fingerprint256,
  };
}
