// The certificate of the HTTPS benchmark: made once per run (the `tmkit serve --tls` kind) and
// handed to the children as PEM files, so that the fake and the bare server serve the same one.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeLoopbackCertificate, type CertificatePair } from '../../fake-server/tls/certificate.ts';

/** PEM files of a certificate and its key: the two arguments a bench child takes for HTTPS. */
export interface TlsFiles {
  readonly cert: string;
  readonly key: string;
  /** Removes the files (the children read them before they say they are ready). */
  remove(): void;
}

export function writeTlsFiles(): TlsFiles {
  const dir = mkdtempSync(join(tmpdir(), 'tmkit-bench-tls-'));
  const pair = makeLoopbackCertificate();
  writeFileSync(join(dir, 'cert.pem'), pair.cert);
  writeFileSync(join(dir, 'key.pem'), pair.key);
  return { cert: join(dir, 'cert.pem'), key: join(dir, 'key.pem'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A child's TLS from its arguments `CERT KEY`, or undefined for plain HTTP. */
export function tlsOfArgs(args: readonly string[]): CertificatePair | undefined {
  const [cert, key] = args;
  return cert === undefined || key === undefined ? undefined : { cert: readFileSync(cert, 'utf8'), key: readFileSync(key, 'utf8') };
}
