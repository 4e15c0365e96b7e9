// The TLS options of `tmkit serve` (--tls, --tls-cert, --tls-key, --tls-cert-out, --tls-client-ca)
// read into the one `tls` option of `listen` (DESIGN §6b: TLS is transport, read once). A problem
// is one line naming the option and the file, exit 2, never an OpenSSL stack.
import { readFileSync, writeFileSync } from 'node:fs';
import { Option } from 'commander';
import { TlsOptionError, type TlsOption, type TlsPart } from '../fake-server/index.ts';
import { readableFile, writableFile } from './paths.ts';
import { PathError } from './usage-error.ts';

/** The options as commander reads them. */
export interface ServeTlsOptions {
  tls?: boolean;
  tlsCert?: string;
  tlsKey?: string;
  tlsCertOut?: string;
  tlsClientCa?: string;
}

/** The options, for the `serve` command (the CLI reference is generated from them). */
export function tlsOptions(): Option[] {
  return [
    new Option('--tls', 'serve HTTPS with a key and a self-signed certificate made at start for localhost, 127.0.0.1 and ::1 (--tls-cert-out writes it, for the client to trust)'),
    new Option('--tls-cert <file>', 'serve HTTPS with this certificate (PEM, optionally followed by its chain); with --tls-key'),
    new Option('--tls-key <file>', 'the private key (PEM, not encrypted) of --tls-cert'),
    new Option('--tls-cert-out <file>', 'writes the certificate served (PEM) to this file before the URL is printed: the one a client trusts (with --tls or --tls-cert)'),
    new Option('--tls-client-ca <file>', 'require a client certificate signed by this CA (PEM): the handshake fails without one; the journal shows each request\'s client certificate subject (clientSubject)'),
  ];
}

/** A combination of the TLS options that cannot serve: `tmkit serve: <message>`, exit 2. */
export class ServeTlsError extends Error {
  override readonly name = 'ServeTlsError';
}

const OPTION_OF: Readonly<Record<TlsPart, keyof ServeTlsOptions>> = { cert: 'tlsCert', key: 'tlsKey', clientCa: 'tlsClientCa' };
const FLAG_OF: Readonly<Record<keyof ServeTlsOptions, string>> = { tls: '--tls', tlsCert: '--tls-cert', tlsKey: '--tls-key', tlsCertOut: '--tls-cert-out', tlsClientCa: '--tls-client-ca' };

const pem = (option: keyof ServeTlsOptions, path: string | undefined): string | undefined => {
  if (path === undefined) return undefined;
  readableFile(FLAG_OF[option], path);
  try {
    return readFileSync(path, 'utf8');
  } catch (e) {
    throw new PathError(`${FLAG_OF[option]} ${path}: the file cannot be read: ${(e as Error).message}`);
  }
};

/** `listen`'s `tls` from the options, or undefined for plain HTTP; throws {@link ServeTlsError} or a PathError. */
export function tlsOfServe(o: ServeTlsOptions): TlsOption | undefined {
  if (o.tlsCert !== undefined && o.tlsKey === undefined) throw new ServeTlsError('--tls-cert needs --tls-key: the private key of that certificate');
  if (o.tlsKey !== undefined && o.tlsCert === undefined) throw new ServeTlsError('--tls-key needs --tls-cert: the certificate of that key');
  const https = o.tls === true || o.tlsCert !== undefined;
  if (!https && o.tlsCertOut !== undefined) throw new ServeTlsError('--tls-cert-out writes the certificate served over HTTPS: add --tls (a self-signed one made at start) or --tls-cert and --tls-key');
  if (!https && o.tlsClientCa !== undefined) throw new ServeTlsError('--tls-client-ca asks clients for a certificate over HTTPS: add --tls (a self-signed server certificate made at start) or --tls-cert and --tls-key');
  if (!https) return undefined;
  if (o.tlsCertOut !== undefined) writableFile('--tls-cert-out', o.tlsCertOut);
  const cert = pem('tlsCert', o.tlsCert);
  const key = pem('tlsKey', o.tlsKey);
  const clientCa = pem('tlsClientCa', o.tlsClientCa);
  return { ...(cert === undefined ? {} : { cert }), ...(key === undefined ? {} : { key }), ...(clientCa === undefined ? {} : { clientCa }) };
}

/** The line of a {@link TlsOptionError} thrown by `listen`: the option and its file named. */
export function tlsProblem(e: TlsOptionError, o: ServeTlsOptions): string {
  const option = OPTION_OF[e.part];
  return `${FLAG_OF[option]} ${o[option] ?? ''}: ${e.message}`;
}

/** Writes the certificate served to --tls-cert-out; what the start line says of TLS. */
export function announceTls(o: ServeTlsOptions, cert: string): string {
  if (o.tlsCertOut !== undefined) {
    try {
      writeFileSync(o.tlsCertOut, cert);
    } catch (e) {
      throw new PathError(`--tls-cert-out ${o.tlsCertOut}: the file cannot be written: ${(e as Error).message}`);
    }
  }
  const served = o.tlsCertOut !== undefined ? `certificate ${o.tlsCertOut}` : o.tlsCert !== undefined ? `certificate ${o.tlsCert}` : 'self-signed certificate made at start, not written (--tls-cert-out)';
  return `${served}${o.tlsClientCa === undefined ? '' : `, client certificate required (signed by ${o.tlsClientCa})`}`;
}
