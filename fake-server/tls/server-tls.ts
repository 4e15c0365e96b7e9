// What the fake serves HTTPS with (`listen(fake, { tls })`, `tmkit serve --tls*`): a certificate and
// its key given as PEM, or made at start for the loopback names (certificate.ts), and optionally a
// CA whose certificates clients must present (mutual TLS). Checked here, before the server starts,
// so that a bad certificate is one sentence naming which part is wrong, not an OpenSSL error later.
// The certificate maker (node-forge, some 25 ms to load) is loaded only when a certificate is made:
// every other command of the CLI, and a fake on plain HTTP, start without it.
import { createPrivateKey, X509Certificate, type KeyObject } from 'node:crypto';
import type { ServerOptions } from 'node:https';
import { TlsOptionError, type TlsOption, type TlsPart } from './tls-option.ts';

/** TLS as the server runs it: the PEM a client trusts, and the options of `https.createServer`. */
export interface ServerTls {
  /** The server's certificate (PEM, with its chain as given): what a client trusts to reach a self-signed fake. */
  readonly cert: string;
  /** True when the certificate was made at start (`tls: true`). */
  readonly generated: boolean;
  /** True when clients must present a certificate. */
  readonly clientCertificateRequired: boolean;
  readonly serverOptions: ServerOptions;
}

const reason = (e: unknown): string => (e instanceof Error ? e.message : String(e)).replace(/^error:[0-9A-F]+:/i, '');

function certificate(part: TlsPart, pem: string): X509Certificate {
  if (!pem.includes('-----BEGIN CERTIFICATE-----')) throw new TlsOptionError(part, 'not a PEM certificate (no -----BEGIN CERTIFICATE----- line)');
  try {
    return new X509Certificate(pem);
  } catch (e) {
    throw new TlsOptionError(part, `not a readable PEM certificate: ${reason(e)}`);
  }
}

function privateKey(pem: string): KeyObject {
  if (!/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(pem)) throw new TlsOptionError('key', 'not a PEM private key (no -----BEGIN ... PRIVATE KEY----- line)');
  try {
    return createPrivateKey(pem);
  } catch (e) {
    throw new TlsOptionError('key', `not a readable PEM private key (an encrypted key is not supported): ${reason(e)}`);
  }
}

/** The server's TLS from `option`, checked: each certificate parses, the key is the certificate's. Rejects with {@link TlsOptionError}. */
export async function serverTls(option: TlsOption): Promise<ServerTls> {
  const given = option === true ? {} : option;
  if (given.cert !== undefined && given.key === undefined) throw new TlsOptionError('key', 'a certificate needs its private key');
  if (given.key !== undefined && given.cert === undefined) throw new TlsOptionError('cert', 'a private key needs its certificate');
  const generated = given.cert === undefined;
  const { cert, key } = given.cert !== undefined && given.key !== undefined ? { cert: given.cert, key: given.key } : (await import('./certificate.ts')).makeLoopbackCertificate();
  if (!generated && !certificate('cert', cert).checkPrivateKey(privateKey(key))) throw new TlsOptionError('key', 'the private key does not match the certificate (the public key in the certificate is not this key\'s)');
  const clientCa = given.clientCa;
  if (clientCa !== undefined) certificate('clientCa', clientCa);
  return {
    cert,
    generated,
    clientCertificateRequired: clientCa !== undefined,
    // With a client CA: a certificate is asked for and one not signed by it (or none) ends the handshake.
    serverOptions: { cert, key, ...(clientCa === undefined ? {} : { ca: clientCa, requestCert: true, rejectUnauthorized: true }) },
  };
}
