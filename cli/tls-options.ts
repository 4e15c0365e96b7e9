// The TLS options of every command that talks to a server (check, snapshot, diff), with curl's
// names, read once into the transport's settings (DESIGN §6b). Files are read and checked before
// any request: a file that is no certificate, a key that does not match its certificate, a wrong
// PKCS#12 password are one line and exit 2, never a handshake that fails later for a reason the
// user cannot see.
import { readFileSync } from 'node:fs';
import { X509Certificate } from 'node:crypto';
import { createSecureContext } from 'node:tls';
import type { Command } from 'commander';
import { tlsFactsOf, type Target, type TlsClientOptions } from '../conformance/index.ts';
import { tlsHeadline } from '../reports/index.ts';
import { readableFile } from './paths.ts';
import { PathError, UsageError } from './usage-error.ts';

/** The options as commander gives them. */
export interface TlsCommandOptions {
  readonly cacert?: string;
  readonly servername?: string;
  readonly insecure?: boolean;
  readonly cert?: string;
  readonly key?: string;
  readonly certPassword?: string;
}

export function withTlsOptions(command: Command): Command {
  return command
    .option('--cacert <file>', 'https://: PEM certificate(s) the server is verified against, in addition to Node\'s CAs and NODE_EXTRA_CA_CERTS (a self-signed server: its own certificate)')
    .option('--servername <name>', 'https://: the name the server\'s certificate must carry, also sent as SNI (default: the URL\'s host); for a server reached by an address its certificate does not name')
    .option('--insecure', 'https://: do not verify the server\'s certificate (every report says so); its facts are still read and reported')
    .option('--cert <file>', 'https://: a client certificate for mutual TLS: PEM (with --key, or with its key in the same file), or a PKCS#12 file (.p12/.pfx, with --cert-password)')
    .option('--key <file>', 'https://: the PEM private key of --cert')
    .option('--cert-password <p>', 'https://: the password of a PKCS#12 --cert (never written to a report)');
}

const PEM_CERTIFICATE = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;
const PEM_KEY = /-----BEGIN (?:[A-Z]+ )?PRIVATE KEY-----[\s\S]+?-----END (?:[A-Z]+ )?PRIVATE KEY-----/;

function readPem(option: string, path: string): string {
  readableFile(option, path);
  return readFileSync(path, 'utf8');
}

/** --cacert: every certificate of the file must parse; one at least. */
function caOf(path: string): string {
  const text = readPem('--cacert', path);
  const certificates = text.match(PEM_CERTIFICATE) ?? [];
  if (certificates.length === 0) throw new PathError(`--cacert ${path}: no PEM certificate in it (-----BEGIN CERTIFICATE-----); a DER file converts with: openssl x509 -inform der -in FILE -out FILE.pem`);
  for (const [i, pem] of certificates.entries()) {
    try {
      new X509Certificate(pem);
    } catch (e) {
      throw new PathError(`--cacert ${path}: certificate ${i + 1} cannot be read: ${(e as Error).message}`);
    }
  }
  return certificates.join('\n');
}

/** --cert (and --key, --cert-password): PEM or PKCS#12, opened once by OpenSSL to prove the pair before any request. */
function clientCertificateOf(o: TlsCommandOptions): Pick<TlsClientOptions, 'cert' | 'key' | 'pfx' | 'passphrase'> {
  if (o.cert === undefined) {
    if (o.key !== undefined) throw new UsageError('--key is the private key of --cert: give --cert FILE too');
    if (o.certPassword !== undefined) throw new UsageError('--cert-password opens a PKCS#12 --cert: give --cert FILE too');
    return {};
  }
  readableFile('--cert', o.cert);
  const raw = readFileSync(o.cert);
  const pem = raw.toString('latin1').includes('-----BEGIN CERTIFICATE-----');
  if (!pem) {
    if (o.key !== undefined) throw new UsageError(`--cert ${o.cert} is no PEM certificate, so it is read as PKCS#12, which holds its own key: leave out --key`);
    const settings = { pfx: raw, passphrase: o.certPassword ?? '' };
    tryContext('--cert', o.cert, settings, 'a PKCS#12 file whose --cert-password opens it');
    return settings;
  }
  const text = raw.toString('utf8');
  const key = o.key !== undefined ? readPem('--key', o.key) : PEM_KEY.exec(text)?.[0];
  if (key === undefined) throw new UsageError(`--cert ${o.cert} holds no private key: give --key FILE`);
  const settings = { cert: text, key, ...(o.certPassword !== undefined ? { passphrase: o.certPassword } : {}) };
  tryContext(o.key !== undefined ? '--key' : '--cert', o.key ?? o.cert, settings, 'the private key of --cert');
  return settings;
}

function tryContext(option: string, path: string, settings: object, what: string): void {
  try {
    createSecureContext(settings);
  } catch (e) {
    const reason = (e as Error).message.includes('mismatch') ? 'the key does not match the certificate' : (e as Error).message;
    throw new PathError(`${option} ${path}: not ${what}: ${reason}`);
  }
}

/** The transport's TLS settings from the command line; undefined when no TLS option was given. */
export function tlsOptionsOf(o: TlsCommandOptions): TlsClientOptions | undefined {
  const client = clientCertificateOf(o);
  const settings: TlsClientOptions = {
    ...(o.cacert !== undefined ? { ca: caOf(o.cacert) } : {}),
    ...(o.servername !== undefined ? { servername: o.servername } : {}),
    ...(o.insecure ? { insecure: true } : {}),
    ...client,
  };
  return Object.keys(settings).length > 0 ? settings : undefined;
}

/** The warnings a command prints first: --insecure, and TLS options given for no https:// server. */
export function tlsWarnings(command: string, tls: TlsClientOptions | undefined, urls: readonly string[]): string[] {
  if (tls === undefined) return [];
  const https = urls.some((u) => u.startsWith('https:'));
  if (!https) return [`tmkit ${command}: warning: the TLS options apply to https:// servers only; none is given, so they are not used`];
  return tls.insecure ? [`tmkit ${command}: warning: --insecure: the server's certificate is NOT verified (every report says so)`] : [];
}

/**
 * Before the first request of snapshot and diff: an https:// server's handshake, the two lines of
 * its facts the check's console header shows, on stderr (the console's, not the output's), or its
 * TLS failure thrown as the one line to print.
 */
export async function showTls(target: Target): Promise<void> {
  const facts = await tlsFactsOf(target, Date.now());
  if (facts) for (const line of tlsHeadline(facts)) console.error(`${target.baseUrl}: ${line}`);
}
