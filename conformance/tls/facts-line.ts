// The TLS facts in one line, for a command's console (snapshot, diff) and the check's header.
import type { TlsFacts } from './tls-facts.ts';

export function tlsFactsLine(f: TlsFacts): string {
  const c = f.certificate;
  const verified = f.verified ? `verified for ${f.servername}` : f.insecure ? `NOT VERIFIED (--insecure${f.verifyError ? `; verification says ${f.verifyError}` : ''})` : 'not verified';
  const client = f.clientCertificateSent ? `client certificate ${f.clientCertificateSubject ?? 'sent'}` : 'no client certificate';
  return `${f.protocol} ${f.cipher}; certificate ${c.subject} issued by ${c.issuer}, names ${c.names.join(', ') || 'none'}, valid to ${c.validTo.slice(0, 10)} (${c.daysLeft} days left), ${verified}; ${client}`;
}
