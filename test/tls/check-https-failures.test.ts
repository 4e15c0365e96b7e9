// Issue 33 items 1-2: `tmkit check` against an https:// server whose TLS is wrong in one way each:
// one line that names the cause and the option, exit 2, no report, never "reset" or
// "unreachable". The server is the fake behind a real TLS terminator on loopback, with
// certificates made in the test.
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeServer, listen, type RunningServer } from '../../fake-server/index.ts';
import { makeCertificate, toPkcs12 } from '../../fake-server/tls/certificate.ts';
import { removeCheckReportDirs, tmkitCheck } from '../support/check-cli.ts';
import { tlsFront, type TlsFront } from '../support/tls-front.ts';

const DAY = 86_400_000;
const dir = mkdtempSync(join(tmpdir(), 'tmkit-tls-'));
const file = (name: string, content: string | Buffer) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};

const ca = makeCertificate({ commonName: 'tmkit test CA', ca: true });
const otherCa = makeCertificate({ commonName: 'another CA', ca: true });
const loopback = ['localhost', '127.0.0.1'];
const now = Date.now();
const certs = {
  selfSigned: makeCertificate({ commonName: 'self', names: loopback }),
  unknownIssuer: makeCertificate({ commonName: 'by another CA', names: loopback, issuer: otherCa }),
  misnamed: makeCertificate({ commonName: 'GoldenGate', issuer: ca }),
  expired: makeCertificate({ commonName: 'expired', names: loopback, issuer: ca, notBefore: now - 400 * DAY, notAfter: now - 35 * DAY }),
  notYet: makeCertificate({ commonName: 'not yet', names: loopback, issuer: ca, notBefore: now + 10 * DAY, notAfter: now + 400 * DAY }),
  good: makeCertificate({ commonName: 'good', names: loopback, issuer: ca }),
  client: makeCertificate({ commonName: 'tmkit client', issuer: ca, usage: ['clientAuth'] }),
  strangerClient: makeCertificate({ commonName: 'stranger', issuer: otherCa, usage: ['clientAuth'] }),
};
const caFile = file('ca.pem', ca.cert);
const base = ['--format', 'json', '--max-rps', '0', '--only', 'tls_certificate_valid,tls_no_legacy_protocol'];

let plain: RunningServer;
const fronts: TlsFront[] = [];
const front = async (options: Parameters<typeof tlsFront>[1]) => {
  const f = await tlsFront(Number(new URL(plain.url).port), options);
  fronts.push(f);
  return f;
};

beforeAll(async () => {
  plain = await listen(createFakeServer({ seed: 3 }), { port: 0 });
});
afterAll(async () => {
  for (const f of fronts) await f.close();
  await plain.close();
  removeCheckReportDirs();
  rmSync(dir, { recursive: true, force: true });
});

/** One line on stderr, exit 2, no report. */
async function refused(args: readonly string[]): Promise<string> {
  const run = await tmkitCheck([...args, ...base]);
  expect(run.report).toBeUndefined();
  expect(run.code).toBe(2);
  const lines = run.stderr.split('\n').filter((l) => l !== '');
  expect(lines).toHaveLength(1);
  expect(lines[0]).not.toMatch(/unreachable|reset/);
  return lines[0]!;
}

describe('a TLS failure is one line naming the cause and the option, exit 2', () => {
  it('a self-signed certificate: --cacert or --insecure', async () => {
    const f = await front(certs.selfSigned);
    expect(await refused(['--target', f.url])).toBe(`tmkit check: TLS: ${f.url}: the server's certificate is self-signed (CN=self): trust it with --cacert FILE (its PEM), or --insecure to skip verification`);
  });

  it('an issuer this machine does not trust: --cacert with that CA', async () => {
    const f = await front(certs.unknownIssuer);
    expect(await refused(['--target', f.url, '--cacert', caFile])).toBe(`tmkit check: TLS: ${f.url}: the server's certificate is signed by an issuer this machine does not trust (CN=another CA): give that CA's PEM with --cacert FILE, or --insecure to skip verification`);
  });

  it('a certificate that does not name the address: the names it carries and --servername', async () => {
    const f = await front(certs.misnamed);
    expect(await refused(['--target', f.url, '--cacert', caFile])).toBe(`tmkit check: TLS: ${f.url}: the server's certificate does not name 127.0.0.1: it names CN:GoldenGate: reach it by one of those names, or give --servername NAME with the name it carries`);
  });

  it('expired, and not yet valid', async () => {
    const expired = await front(certs.expired);
    expect(await refused(['--target', expired.url, '--cacert', caFile])).toMatch(/: the server's certificate expired on \d{4}-\d\d-\d\d \(CN=expired\): the server needs a new one; --insecure skips verification meanwhile$/);
    const early = await front(certs.notYet);
    expect(await refused(['--target', early.url, '--cacert', caFile])).toMatch(/: the server's certificate is not valid yet \(from \d{4}-\d\d-\d\d\) \(CN=not yet\): check both machines' clocks/);
  });

  it('a handshake the server refuses (it speaks only TLS 1.0)', async () => {
    const f = await front({ ...certs.good, minVersion: 'TLSv1', maxVersion: 'TLSv1', ciphers: 'DEFAULT@SECLEVEL=0' });
    expect(await refused(['--target', f.url, '--cacert', caFile])).toMatch(new RegExp(`^tmkit check: TLS: ${f.url}: the server refused the handshake \\(.*(protocol|version).*\\); if it requires a client certificate, give --cert FILE --key FILE`));
  });

  it('a client certificate required, and one the server does not trust', async () => {
    const f = await front({ ...certs.good, requestCert: true, rejectUnauthorized: true, ca: ca.cert });
    expect(await refused(['--target', f.url, '--cacert', caFile])).toBe(`tmkit check: TLS: ${f.url}: the server requires a client certificate: give --cert FILE --key FILE (PEM), or a PKCS#12 --cert FILE with --cert-password`);
    const stranger = ['--cert', file('stranger.pem', certs.strangerClient.cert), '--key', file('stranger.key', certs.strangerClient.key)];
    expect(await refused(['--target', f.url, '--cacert', caFile, ...stranger])).toMatch(new RegExp(`^tmkit check: TLS: ${f.url}: the server refused the client certificate \\((.*unknown ca.*|the connection was closed right after the handshake, before any answer)\\): give one signed by a CA the server trusts$`));
  });

  it('plain HTTP spoken to a TLS port, and TLS spoken to a plain HTTP port', async () => {
    const f = await front(certs.good);
    const http = f.url.replace('https:', 'http:');
    expect(await refused(['--target', http])).toBe(`tmkit check: TLS: ${http}: the server speaks HTTPS on this port: use ${f.url}`);
    const https = plain.url.replace('http:', 'https:');
    expect(await refused(['--target', https, '--cacert', caFile])).toBe(`tmkit check: TLS: ${https}: the server answered in plain HTTP, not TLS: use ${plain.url}`);
  });
});

describe('the TLS options reach the server', () => {
  it('--cacert: verified, the facts in report.json, both TLS checks pass', async () => {
    const f = await front(certs.good);
    const run = await tmkitCheck(['--target', f.url, '--cacert', caFile, ...base]);
    expect(run.code).toBe(0);
    expect(run.report?.tls).toMatchObject({ verified: true, insecure: false, servername: '127.0.0.1', clientCertificateSent: false, certificate: { subject: 'CN=good', issuer: 'CN=tmkit test CA', names: ['DNS:localhost', 'IP Address:127.0.0.1'], selfSigned: false } });
    expect(run.report?.tls?.protocol).toMatch(/^TLSv1\.[23]$/);
    expect(run.report?.checks.filter((c) => c.id.startsWith('tls_')).map((c) => [c.id, c.status])).toEqual([['tls_certificate_valid', 'passed'], ['tls_no_legacy_protocol', 'passed']]);
  });

  it('--servername: a certificate that names another host is verified for that name (sent as SNI)', async () => {
    const f = await front({ SNICallback: (name, cb) => cb(null, name === 'GoldenGate' ? undefined : undefined), ...certs.misnamed });
    const run = await tmkitCheck(['--target', f.url, '--cacert', caFile, '--servername', 'GoldenGate', ...base]);
    expect(run.code).toBe(0);
    expect(run.report?.tls).toMatchObject({ verified: true, servername: 'GoldenGate', certificate: { names: ['CN:GoldenGate'] } });
  });

  it('--insecure: the run goes on, says so first and in the report; tls_certificate_valid reports what verification would say', async () => {
    const f = await front(certs.selfSigned);
    const run = await tmkitCheck(['--target', f.url, '--insecure', ...base]);
    expect(run.stderr.split('\n')[0]).toBe("tmkit check: warning: --insecure: the server's certificate is NOT verified (every report says so)");
    expect(run.report?.tls).toMatchObject({ verified: false, insecure: true, verifyError: 'DEPTH_ZERO_SELF_SIGNED_CERT', certificate: { selfSigned: true } });
    expect(run.report?.deviations.map((d) => [d.check, d.severity, d.title])).toEqual([['tls_certificate_valid', 'minor', "the server's certificate fails verification (DEPTH_ZERO_SELF_SIGNED_CERT)"]]);
    expect(run.code).toBe(1);
  });

  it('a certificate that expires within 30 days, and a server that completes a TLS 1.0 handshake: minor deviations', async () => {
    const soon = makeCertificate({ commonName: 'soon', names: loopback, issuer: ca, notAfter: now + 10 * DAY });
    const f = await front({ ...soon, minVersion: 'TLSv1', ciphers: 'DEFAULT@SECLEVEL=0' });
    const run = await tmkitCheck(['--target', f.url, '--cacert', caFile, ...base]);
    expect(run.report?.deviations.map((d) => [d.check, d.severity, d.title])).toEqual([
      ['tls_certificate_valid', 'minor', expect.stringMatching(/^the server's certificate expires in [89] day\(s\)$/)],
      ['tls_no_legacy_protocol', 'minor', expect.stringMatching(/^the server completes a TLSv1(\.1)? handshake$/)],
    ]);
    expect(run.code).toBe(1);
  });

  it('a client certificate, PEM (--cert --key) and PKCS#12 (--cert --cert-password): mutual TLS', async () => {
    const f = await front({ ...certs.good, requestCert: true, rejectUnauthorized: true, ca: ca.cert });
    const pem = await tmkitCheck(['--target', f.url, '--cacert', caFile, '--cert', file('client.pem', certs.client.cert), '--key', file('client.key', certs.client.key), ...base]);
    expect(pem.code).toBe(0);
    expect(pem.report?.tls).toMatchObject({ clientCertificateSent: true, clientCertificateSubject: 'CN=tmkit client' });
    const p12 = await tmkitCheck(['--target', f.url, '--cacert', caFile, '--cert', file('client.p12', toPkcs12(certs.client, 'changeit', [ca.cert])), '--cert-password', 'changeit', ...base]);
    expect(p12.code).toBe(0);
    expect(p12.report?.tls).toMatchObject({ clientCertificateSent: true, clientCertificateSubject: 'CN=tmkit client' });
    expect(f.clientSubjects.every((s) => s === 'CN=tmkit client')).toBe(true);
    expect(f.clientSubjects.length).toBeGreaterThan(2);
  });
});

describe('bad TLS options: one line, exit 2, nothing sent', () => {
  it.each([
    ['a --cacert that holds no certificate', () => ['--cacert', file('not.pem', 'hello')], /^tmkit: --cacert .*not\.pem: no PEM certificate in it/],
    ['a --key that does not match --cert', () => ['--cert', file('c.pem', certs.client.cert), '--key', file('other.key', certs.good.key)], /^tmkit: --key .*other\.key: not the private key of --cert: the key does not match the certificate$/],
    ['a wrong PKCS#12 password', () => ['--cert', file('w.p12', toPkcs12(certs.client, 'right')), '--cert-password', 'wrong'], /^tmkit: --cert .*w\.p12: not a PKCS#12 file whose --cert-password opens it: /],
    ['--key without --cert', () => ['--key', file('k.key', certs.client.key)], /^tmkit: --key is the private key of --cert: give --cert FILE too$/],
    ['a --cacert that does not exist', () => ['--cacert', join(dir, 'missing.pem')], /^tmkit: --cacert .*missing\.pem: no such file$/],
  ])('%s', async (_name, args, line) => {
    const f = await front(certs.good);
    const run = await tmkitCheck(['--target', f.url, ...args(), ...base]);
    expect(run.code).toBe(2);
    expect(run.stderr.split('\n')[0]).toMatch(line);
    expect(run.report).toBeUndefined();
  });
});
