// A TLS failure is the user's to fix (DESIGN §6b): one line that names the cause, what the
// certificate says, and the option that addresses it; never "reset" or "unreachable" for a
// certificate. Built from OpenSSL's and Node's error codes, the same for the probe at the start of
// a run and for a connection that fails in the middle of one.
import type { TlsCertificateFacts } from './tls-facts.ts';

/** Why a TLS connection failed, one word per cause the one-line message names (docs/tls.md). */
export type TlsFailureCause =
  | 'self-signed'
  | 'unknown-issuer'
  | 'name-mismatch'
  | 'expired'
  | 'not-yet-valid'
  | 'handshake-refused'
  | 'client-certificate-required'
  | 'client-certificate-refused'
  | 'plain-http-on-tls-port'
  | 'tls-on-plain-port';

/** A target that could not be reached over TLS, and why (`message` is the one line to print). */
export class TlsFailure extends Error {
  constructor(readonly reason: TlsFailureCause, message: string, readonly code?: string) {
    super(message);
    this.name = 'TlsFailure';
  }
}

const CODES: Readonly<Record<string, TlsFailureCause>> = {
  DEPTH_ZERO_SELF_SIGNED_CERT: 'self-signed',
  SELF_SIGNED_CERT_IN_CHAIN: 'self-signed',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'unknown-issuer',
  UNABLE_TO_GET_ISSUER_CERT: 'unknown-issuer',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'unknown-issuer',
  CERT_SIGNATURE_FAILURE: 'unknown-issuer',
  ERR_TLS_CERT_ALTNAME_INVALID: 'name-mismatch',
  CERT_HAS_EXPIRED: 'expired',
  CERT_NOT_YET_VALID: 'not-yet-valid',
  ERR_SSL_TLSV13_ALERT_CERTIFICATE_REQUIRED: 'client-certificate-required',
  ERR_SSL_TLSV1_ALERT_UNKNOWN_CA: 'client-certificate-refused',
  ERR_SSL_SSLV3_ALERT_BAD_CERTIFICATE: 'client-certificate-refused',
  ERR_SSL_SSLV3_ALERT_CERTIFICATE_UNKNOWN: 'client-certificate-refused',
  ERR_SSL_SSLV3_ALERT_CERTIFICATE_EXPIRED: 'client-certificate-refused',
  ERR_SSL_TLSV1_ALERT_ACCESS_DENIED: 'client-certificate-refused',
  ERR_SSL_SSLV3_ALERT_HANDSHAKE_FAILURE: 'handshake-refused',
  ERR_SSL_TLSV1_ALERT_PROTOCOL_VERSION: 'handshake-refused',
  ERR_SSL_UNSUPPORTED_PROTOCOL: 'handshake-refused',
  ERR_SSL_NO_PROTOCOLS_AVAILABLE: 'handshake-refused',
  ERR_SSL_NO_SHARED_CIPHER: 'handshake-refused',
  ERR_SSL_TLSV1_ALERT_INSUFFICIENT_SECURITY: 'handshake-refused',
  ERR_SSL_WRONG_VERSION_NUMBER: 'tls-on-plain-port',
  ERR_SSL_PACKET_LENGTH_TOO_LONG: 'tls-on-plain-port',
  ERR_SSL_RECORD_LAYER_FAILURE: 'tls-on-plain-port',
};

/** OpenSSL's reason, without its routine prefix and source position: `tlsv1 alert protocol version`. */
export const opensslReason = (message: string): string => /:([^:]+):[^:]*:\d+:/.exec(message)?.[1] ?? message.split('\n')[0] ?? message;

/** The cause an error code means, when it is one of TLS's. */
export const tlsCauseOf = (code: string | undefined): TlsFailureCause | undefined => (code === undefined ? undefined : CODES[code]);

/** What is known around the failure: the certificate (when one was seen), the name checked, a client certificate sent. */
export interface FailureContext {
  readonly target: string;
  readonly servername: string;
  readonly certificate?: TlsCertificateFacts;
  readonly clientCertificateSent: boolean;
  /** The error's own text (OpenSSL's), for the causes whose detail it carries. */
  readonly detail?: string;
}

const day = (iso: string): string => iso.slice(0, 10);

function sentence(cause: TlsFailureCause, c: FailureContext): string {
  const cert = c.certificate;
  const subject = cert ? ` (${cert.subject})` : '';
  const insecure = 'or --insecure to skip verification';
  switch (cause) {
    case 'self-signed':
      return `the server's certificate is self-signed${subject}: trust it with --cacert FILE (its PEM), ${insecure}`;
    case 'unknown-issuer':
      return `the server's certificate is signed by an issuer this machine does not trust${cert ? ` (${cert.issuer})` : ''}: give that CA's PEM with --cacert FILE, ${insecure}`;
    case 'name-mismatch':
      return `the server's certificate does not name ${c.servername}${cert ? `: it names ${cert.names.join(', ') || 'nothing'}` : ''}: reach it by one of those names, or give --servername NAME with the name it carries`;
    case 'expired':
      return `the server's certificate expired${cert ? ` on ${day(cert.validTo)}` : ''}${subject}: the server needs a new one; --insecure skips verification meanwhile`;
    case 'not-yet-valid':
      return `the server's certificate is not valid yet${cert ? ` (from ${day(cert.validFrom)})` : ''}${subject}: check both machines' clocks; --insecure skips verification meanwhile`;
    case 'handshake-refused':
      return c.clientCertificateSent
        ? `the server refused the handshake (${c.detail ?? 'no common protocol or cipher'})`
        : `the server refused the handshake (${c.detail ?? 'no common protocol or cipher'}); if it requires a client certificate, give --cert FILE --key FILE (or a PKCS#12 --cert with --cert-password)`;
    case 'client-certificate-required':
      return 'the server requires a client certificate: give --cert FILE --key FILE (PEM), or a PKCS#12 --cert FILE with --cert-password';
    case 'client-certificate-refused':
      return c.clientCertificateSent
        ? `the server refused the client certificate (${c.detail ?? 'not trusted'}): give one signed by a CA the server trusts`
        : `the server refused the handshake (${c.detail ?? 'no client certificate'}): give --cert FILE --key FILE`;
    case 'plain-http-on-tls-port':
      return `the server speaks HTTPS on this port: use ${c.target.replace(/^http:/, 'https:')}`;
    case 'tls-on-plain-port':
      return `the server answered in plain HTTP, not TLS: use ${c.target.replace(/^https:/, 'http:')}`;
  }
}

/** The one line of a TLS failure: `TLS: <target>: <what and which option>`. */
export function tlsFailure(cause: TlsFailureCause, c: FailureContext, code?: string): TlsFailure {
  return new TlsFailure(cause, `TLS: ${c.target}: ${sentence(cause, c)}`, code);
}
