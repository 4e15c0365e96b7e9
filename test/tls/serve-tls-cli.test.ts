// `tmkit serve` over HTTPS, as a process: --tls writes the certificate it made to --tls-cert-out
// before it prints the https:// URL beside that path; --tls-cert/--tls-key/--tls-client-ca serve a
// given certificate and require a client's; every option that cannot serve is one line, exit 2.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeCertificate, makeLoopbackCertificate } from '../../fake-server/tls/certificate.ts';
import { serveRefusal, startServe, type ServeProcess } from '../support/serve-process.ts';
import { httpsClient, httpsRequest } from './https-client.ts';

const dir = mkdtempSync(join(tmpdir(), 'tmkit-tls-'));
const file = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const ca = makeCertificate({ commonName: 'Client CA', ca: true });
const server = makeLoopbackCertificate();
const alice = makeCertificate({ commonName: 'alice', issuer: ca, usage: ['clientAuth'] });
const files = {
  cert: file('server.pem', server.cert),
  key: file('server.key', server.key),
  otherKey: file('other.key', makeLoopbackCertificate().key),
  clientCa: file('client-ca.pem', ca.cert),
  notPem: file('not.pem', 'not a certificate\n'),
  missing: join(dir, 'missing.pem'),
};

const started: ServeProcess[] = [];
const agents: ReturnType<typeof httpsClient>[] = [];
afterAll(async () => {
  for (const agent of agents) agent.destroy();
  await Promise.all(started.map((p) => p.stop()));
  rmSync(dir, { recursive: true, force: true });
});
async function serve(args: readonly string[]): Promise<ServeProcess> {
  const process = await startServe(args);
  started.push(process);
  return process;
}
const client = (trust: string, pair?: Parameters<typeof httpsClient>[1]) => {
  const agent = httpsClient(trust, pair);
  agents.push(agent);
  return agent;
};

describe('tmkit serve --tls', () => {
  it('writes the certificate it made to --tls-cert-out and prints that path beside the https URL', async () => {
    const out = join(dir, 'made.pem');
    const fake = await serve(['--tls', '--tls-cert-out', out]);
    expect(fake.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(fake.output().stdout).toContain(`listening on ${fake.url} (certificate ${out};`);
    const agent = client(readFileSync(out, 'utf8'));
    expect(await httpsRequest(agent, `${fake.url}/transfers?LIMIT=2`)).toMatchObject({ status: 200 });
    expect(await httpsRequest(agent, `${fake.url}/_fake/health`)).toMatchObject({ status: 200, reused: true });
  });
});

describe('tmkit serve --tls-cert --tls-key --tls-client-ca', () => {
  it('requires a client certificate its CA signed, and journals its subject', async () => {
    const fake = await serve(['--tls-cert', files.cert, '--tls-key', files.key, '--tls-client-ca', files.clientCa]);
    expect(fake.output().stdout).toContain(`client certificate required (signed by ${files.clientCa})`);
    await expect(httpsRequest(client(server.cert), `${fake.url}/server`)).rejects.toMatchObject({ code: expect.stringMatching(/CERTIFICATE_REQUIRED|ECONNRESET/) });
    const agent = client(server.cert, alice);
    expect(await httpsRequest(agent, `${fake.url}/server`)).toMatchObject({ status: 200 });
    const journal = JSON.parse((await httpsRequest(agent, `${fake.url}/_fake/requests`)).body) as { requests: { path: string; clientSubject?: string }[] };
    expect(journal.requests).toEqual([expect.objectContaining({ path: '/server', clientSubject: 'CN=alice' })]);
  });
});

describe('TLS options that cannot serve: one line, exit 2', () => {
  it.each([
    ['--tls-key without --tls-cert', ['--tls-key', files.key], /^tmkit serve: --tls-key needs --tls-cert/],
    ['--tls-cert without --tls-key', ['--tls-cert', files.cert], /^tmkit serve: --tls-cert needs --tls-key/],
    ['--tls-cert-out without --tls', ['--tls-cert-out', join(dir, 'x.pem')], /^tmkit serve: --tls-cert-out writes the certificate served over HTTPS: add --tls/],
    ['--tls-client-ca without TLS', ['--tls-client-ca', files.clientCa], /^tmkit serve: --tls-client-ca asks clients for a certificate over HTTPS: add --tls/],
    ['an unreadable certificate file', ['--tls-cert', files.missing, '--tls-key', files.key], /^tmkit: --tls-cert .*missing\.pem: no such file$/],
    ['an unreadable client CA file', ['--tls', '--tls-client-ca', dir], /^tmkit: --tls-client-ca .*: not a file \(it is a folder\)$/],
    ['a key that does not match its certificate', ['--tls-cert', files.cert, '--tls-key', files.otherKey], /^tmkit serve: --tls-key .*other\.key: the private key does not match the certificate/],
    ['a certificate that is not PEM', ['--tls-cert', files.notPem, '--tls-key', files.key], /^tmkit serve: --tls-cert .*not\.pem: not a PEM certificate/],
    ['a client CA that is not PEM', ['--tls', '--tls-client-ca', files.notPem], /^tmkit serve: --tls-client-ca .*not\.pem: not a PEM certificate/],
  ])('%s', async (_what, args, line) => {
    const { code, stdout, stderr } = await serveRefusal(args);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.trimEnd().split('\n')).toEqual([expect.stringMatching(line)]);
  });
});
