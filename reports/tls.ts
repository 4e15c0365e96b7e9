// The TLS facts of an https:// target as every report shows them (issue 33): one list of labelled
// facts, one warning when the server was not verified, one headline for the console and the JUnit
// system-out. One place, so the console, summary.md, index.html and junit.xml never disagree on
// what "verified" means or how many days a certificate has left.
import type { RunResult } from '../conformance/index.ts';
import { plural } from './summary.ts';

// Taken from RunResult so that reports reach conformance through its door only.
type TlsFacts = NonNullable<RunResult['tls']>;

/** One fact: `key` names it for programs (the JUnit property `tls.<key>`), `label` for people. */
export interface TlsFact {
  readonly key: string;
  readonly label: string;
  readonly text: string;
}

/** `verified`, `NOT VERIFIED (--insecure)`, or `NOT VERIFIED` (without --insecure such a run stops, exit 2, but a result that says so is shown as it is). */
export const verificationWord = (tls: TlsFacts): string => (tls.verified ? 'verified' : tls.insecure ? 'NOT VERIFIED (--insecure)' : 'NOT VERIFIED');

/** The JUnit property `tls.verified`: `true`, or `false (--insecure)`, short enough for a CI view's property list. */
export const verifiedValue = (tls: TlsFacts): string => (tls.verified ? 'true' : tls.insecure ? 'false (--insecure)' : 'false');

/** `40 days left`, `expires today`, `expired 3 days ago`. */
export function daysLeftText(days: number): string {
  if (days > 0) return `${plural(days, 'day')} left`;
  if (days === 0) return 'expires today';
  return `expired ${plural(-days, 'day')} ago`;
}

type Certificate = TlsFacts['certificate'];
const issuerText = (c: Certificate): string => (c.selfSigned ? `${c.issuer} (self-signed)` : c.issuer);
const namesText = (c: Certificate): string => (c.names.length > 0 ? c.names.join(', ') : '(none)');
const validToText = (c: Certificate): string => `${c.validTo} (${daysLeftText(c.daysLeft)})`;
const clientCertificateText = (tls: TlsFacts): string => (tls.clientCertificateSent ? `sent${tls.clientCertificateSubject ? `: ${tls.clientCertificateSubject}` : ''}` : 'not sent');

/** Every fact, in the order a reader wants them: how the connection went, then the certificate. */
export function tlsFacts(tls: TlsFacts): TlsFact[] {
  const c = tls.certificate;
  return [
    { key: 'verification', label: 'verification', text: verificationWord(tls) },
    ...(tls.verifyError ? [{ key: 'verifyError', label: tls.verified ? 'verification error' : 'verification would fail with', text: tls.verifyError }] : []),
    { key: 'protocol', label: 'protocol', text: tls.protocol },
    { key: 'cipher', label: 'cipher', text: tls.cipher },
    { key: 'servername', label: 'server name (checked, sent as SNI)', text: tls.servername },
    { key: 'subject', label: 'certificate subject', text: c.subject },
    { key: 'issuer', label: 'issuer', text: issuerText(c) },
    { key: 'names', label: 'names', text: namesText(c) },
    { key: 'validFrom', label: 'valid from', text: c.validFrom },
    { key: 'validTo', label: 'valid until', text: validToText(c) },
    { key: 'fingerprint256', label: 'SHA-256 fingerprint', text: c.fingerprint256 },
    { key: 'clientCertificate', label: 'client certificate', text: clientCertificateText(tls) },
  ];
}

/**
 * What every report says first when the server was not verified: --insecure is the user's choice,
 * but a reader of the report (a CI view, a colleague) must not take the run for one against a
 * server whose identity was proven. Undefined for a verified server and for an http:// target.
 */
export function tlsWarning(tls: TlsFacts | undefined): string | undefined {
  if (!tls || tls.verified) return undefined;
  const would = tls.verifyError ? `; verification would fail with ${tls.verifyError}` : '';
  return `TLS ${verificationWord(tls)}: the server's certificate was not checked, so nothing proves the run reached ${tls.servername} and not a server in between${would}`;
}

/**
 * The two header lines of the console and the JUnit system-out: the connection, then the
 * certificate. Short on purpose: summary.md and index.html list every fact.
 */
export function tlsHeadline(tls: TlsFacts): [connection: string, certificate: string] {
  const c = tls.certificate;
  const client = tls.clientCertificateSent ? `client certificate ${clientCertificateText(tls)}` : 'no client certificate';
  return [
    `tls: ${tls.protocol} · ${tls.cipher} · ${verificationWord(tls)} as ${tls.servername} · ${client}`,
    `certificate: ${c.subject} · issuer ${issuerText(c)} · names ${namesText(c)} · valid until ${validToText(c)}`,
  ];
}
