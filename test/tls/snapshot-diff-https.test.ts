// Issue 33 item 1: snapshot and diff take https:// URLs and the same TLS options as check; a TLS
// failure is the same one line; NODE_EXTRA_CA_CERTS keeps working as Node defines it (read at
// Node's start: a process of its own). The fake serves HTTPS itself (listen's `tls`).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { main } from '../../cli/main.ts';
import { createFakeServer, listen, type RunningServer } from '../../fake-server/index.ts';
import { makeCertificate } from '../../fake-server/tls/certificate.ts';

const ROOT = join(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'tmkit-tls-cli-'));
let https: RunningServer;
let http: RunningServer;
let caFile: string;

beforeAll(async () => {
  https = await listen(createFakeServer({ seed: 5, hostId: 'tls-site' }), { port: 0, tls: true });
  http = await listen(createFakeServer({ seed: 5, hostId: 'tls-site' }), { port: 0 });
  caFile = join(dir, 'fake.pem');
  writeFileSync(caFile, https.ca ?? '');
});
afterAll(async () => {
  await https.close();
  await http.close();
  rmSync(dir, { recursive: true, force: true });
});

async function tmkit(args: readonly string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void out.push(a.join(' ')));
  const error = vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void err.push(a.join(' ')));
  const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  try {
    const code = await main(args);
    return { code, stdout: out.join('\n'), stderr: err.join('\n') };
  } finally {
    log.mockRestore();
    error.mockRestore();
    write.mockRestore();
  }
}

describe('snapshot and diff over HTTPS', () => {
  it('snapshot: --cacert reaches the fake over https, the same records as over http; without it one line, exit 2', async () => {
    const overTls = join(dir, 'tls.json');
    const plain = join(dir, 'plain.json');
    const run = await tmkit(['snapshot', '--target', https.url, '--cacert', caFile, '--out', overTls, '--max-rps', '0']);
    expect(run.code).toBe(0);
    // The two header lines tmkit check's console shows (reports' tlsHeadline), each after the URL.
    expect(run.stderr.split('\n')).toEqual([
      expect.stringMatching(/^https:\/\/127\.0\.0\.1:\d+: tls: TLSv1\.3 · \S+ · verified as 127\.0\.0\.1 · no client certificate$/),
      expect.stringMatching(/^https:\/\/127\.0\.0\.1:\d+: certificate: CN=localhost · issuer CN=localhost \(self-signed\) · names DNS:localhost, IP Address:127\.0\.0\.1, IP Address:0:0:0:0:0:0:0:1 · valid until \S+ \(\d+ days left\)$/),
    ]);
    expect((await tmkit(['snapshot', '--target', http.url, '--out', plain, '--max-rps', '0'])).code).toBe(0);
    expect(readFileSync(overTls, 'utf8')).toBe(readFileSync(plain, 'utf8'));
    const refused = await tmkit(['snapshot', '--target', https.url, '--out', join(dir, 'none.json')]);
    expect(refused).toMatchObject({ code: 2, stderr: `tmkit snapshot: TLS: ${https.url}: the server's certificate is self-signed (CN=localhost): trust it with --cacert FILE (its PEM), or --insecure to skip verification` });
  });

  it('diff: one set of TLS options, used by the https:// side; the same fake over https and http differs in nothing', async () => {
    const run = await tmkit(['diff', '--target', https.url, '--against', http.url, '--cacert', caFile, '--max-rps', '0', '--format', 'console']);
    // The https:// side's facts on stderr, the http:// side has none; no difference.
    expect(run.stderr.split('\n')).toEqual([
      expect.stringMatching(new RegExp(`^${https.url}: tls: TLSv1\\.3 · \\S+ · verified as 127\\.0\\.0\\.1 · no client certificate$`)),
      expect.stringMatching(new RegExp(`^${https.url}: certificate: CN=localhost · `)),
    ]);
    expect(run.code).toBe(0);
    const refused = await tmkit(['diff', '--target', http.url, '--against', https.url, '--format', 'console']);
    expect(refused).toMatchObject({ code: 2, stderr: `tmkit diff: TLS: ${https.url}: the server's certificate is self-signed (CN=localhost): trust it with --cacert FILE (its PEM), or --insecure to skip verification` });
  });

  // Asynchronous: the fake answers from this process, whose event loop a synchronous spawn would stop.
  it('NODE_EXTRA_CA_CERTS: trusted without --cacert, and still with a --cacert of another CA', async () => {
    const other = join(dir, 'other.pem');
    writeFileSync(other, makeCertificate({ commonName: 'another CA', ca: true }).cert);
    const run = async (extra: readonly string[], env: NodeJS.ProcessEnv) => {
      const args = ['bin/tmkit.js', 'snapshot', '--target', https.url, '--out', join(dir, 'extra.json'), '--max-rps', '0', ...extra];
      try {
        await promisify(execFile)(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, timeout: 60_000 });
        return { status: 0, stderr: '' };
      } catch (e) {
        return { status: (e as { code?: number }).code, stderr: String((e as { stderr?: string }).stderr) };
      }
    };
    expect(await run([], { NODE_EXTRA_CA_CERTS: caFile })).toMatchObject({ status: 0 });
    expect(await run(['--cacert', other], { NODE_EXTRA_CA_CERTS: caFile })).toMatchObject({ status: 0 });
    const without = await run(['--cacert', other], { NODE_EXTRA_CA_CERTS: '' });
    expect(without.status).toBe(2);
    expect(without.stderr.trim()).toMatch(/: the server's certificate is signed by an issuer this machine does not trust|: the server's certificate is self-signed/);
  });
});
