// A CA and a client certificate signed by it, written as PEM files for a program in another
// language (the Java and Python recipes cannot make certificates with their standard library):
// the environment variables the recipes read, and the folder to remove at the end.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeCertificate } from '../../fake-server/tls/certificate.ts';

export interface ClientCertificateFiles {
  readonly folder: string;
  /** TMKIT_CLIENT_CA, TMKIT_CLIENT_CERT, TMKIT_CLIENT_KEY: the paths of the three PEM files. */
  readonly env: { readonly TMKIT_CLIENT_CA: string; readonly TMKIT_CLIENT_CERT: string; readonly TMKIT_CLIENT_KEY: string };
}

export function clientCertificateFiles(prefix: string, commonName: string): ClientCertificateFiles {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  const ca = makeCertificate({ commonName: 'tmkit test CA', ca: true });
  const client = makeCertificate({ commonName, issuer: ca, usage: ['clientAuth'] });
  const env = { TMKIT_CLIENT_CA: join(folder, 'ca.pem'), TMKIT_CLIENT_CERT: join(folder, 'client.pem'), TMKIT_CLIENT_KEY: join(folder, 'client-key.pem') };
  writeFileSync(env.TMKIT_CLIENT_CA, ca.cert);
  writeFileSync(env.TMKIT_CLIENT_CERT, client.cert);
  writeFileSync(env.TMKIT_CLIENT_KEY, client.key);
  return { folder, env };
}
