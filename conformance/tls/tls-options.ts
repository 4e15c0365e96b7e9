// The client's TLS settings (issue 33, DESIGN §6b: TLS is transport, read once into it), with
// curl's names on the command line: --cacert, --servername, --insecure, --cert/--key (PEM) or a
// PKCS#12 --cert with --cert-password. The same object configures the suite's connections, the
// TLS probe and the legacy-protocol handshake, so they can never disagree.
import { readFileSync } from 'node:fs';
import { rootCertificates, type ConnectionOptions } from 'node:tls';

/**
 * The TLS settings of a run against an https:// URL (`runConformance({ tls })`; the CLI's --cacert,
 * --servername, --insecure, --cert, --key, --cert-password): PEM texts, or a PKCS#12 buffer.
 */
export interface TlsClientOptions {
  /** PEM certificates (one or more) the server is verified against, besides Node's own CAs and NODE_EXTRA_CA_CERTS. */
  readonly ca?: string;
  /** The name the server's certificate must carry, also sent as SNI (default: the URL's host). */
  readonly servername?: string;
  /** Do not verify the server (its certificate is still read and reported). */
  readonly insecure?: boolean;
  /** Client certificate and key, PEM. */
  readonly cert?: string;
  readonly key?: string;
  /** Client certificate and key as one PKCS#12 file, and its password. */
  readonly pfx?: Buffer;
  readonly passphrase?: string;
}

/** A client certificate is offered. */
export const sendsClientCertificate = (o: TlsClientOptions | undefined): boolean => o !== undefined && (o.cert !== undefined || o.pfx !== undefined);

/**
 * The certificates of NODE_EXTRA_CA_CERTS, as Node reads them at start. Giving `ca` to a TLS
 * connection replaces Node's whole store, so a --cacert would otherwise drop them (and Node's own
 * roots): both are given back, and --cacert adds to what Node trusts, as Node defines the variable.
 */
function extraCaCertificates(): string[] {
  const file = process.env['NODE_EXTRA_CA_CERTS'];
  if (!file) return [];
  try {
    return [readFileSync(file, 'utf8')];
  } catch {
    // Node warns about an unreadable file at start and goes on without it: so do we.
    return [];
  }
}

/** node:tls connect options for `o` (no `host`/`port`); `servername` only when given, so undici and tls.connect keep their own default from the host. */
export function connectOptionsOf(o: TlsClientOptions | undefined): ConnectionOptions {
  if (o === undefined) return {};
  return {
    ...(o.ca !== undefined ? { ca: [...rootCertificates, ...extraCaCertificates(), o.ca] } : {}),
    ...(o.servername !== undefined ? { servername: o.servername } : {}),
    ...(o.insecure ? { rejectUnauthorized: false } : {}),
    ...(o.cert !== undefined ? { cert: o.cert } : {}),
    ...(o.key !== undefined ? { key: o.key } : {}),
    ...(o.pfx !== undefined ? { pfx: o.pfx } : {}),
    ...(o.passphrase !== undefined ? { passphrase: o.passphrase } : {}),
  };
}
