// The single executable as a user runs it (issue 28): `npm run build:exe`'s file, launched with a
// PATH that holds no node, serves (over HTTPS too), checks that fake with the usual reports and
// generates a valid dataset. Skipped, with the reason in its name, where this platform cannot build it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrityProblems, loadDatasetFile } from '../../generators/index.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const exe = join(root, 'dist', 'exe', `tmkit-${process.platform}-${process.arch}`);

/** Why the build cannot run here, or undefined when it can. */
function cannotBuild(): string | undefined {
  // Windows needs .exe handling and signing steps this test does not do; macOS a codesign step.
  if (process.platform !== 'linux') return `the build is tested on Linux only (this is ${process.platform})`;
  try {
    createRequire(import.meta.url).resolve('postject');
  } catch {
    return 'postject is not installed (npm install)';
  }
  return undefined;
}
const skipReason = cannotBuild();

// The system folders without any that holds a node binary (often all but /usr/local/bin): the
// file must need none.
const PATH = ['/usr/local/bin', '/usr/bin', '/bin'].filter((d) => !existsSync(join(d, 'node'))).join(delimiter);
const env = { PATH, HOME: tmpdir(), TMPDIR: tmpdir() };
const work = mkdtempSync(join(tmpdir(), 'tmkit-exe-'));
const servers: ChildProcess[] = [];
let url = '';

/** Launches `tmkit serve --port 0 <args>` from the file; answers its URL once it prints it. */
function serve(args: readonly string[] = []): Promise<string> {
  const server = spawn(exe, ['serve', '--port', '0', ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  servers.push(server);
  return new Promise((resolve, reject) => {
    let out = '';
    server.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const found = /listening on (https?:\/\/\S+)/.exec(out);
      if (found) resolve(found[1]!);
    });
    server.stderr!.on('data', (d: Buffer) => void (out += d.toString()));
    server.on('exit', (code) => reject(new Error(`serve exited (${code}): ${out}`)));
  });
}

/** The status of GET `url` over HTTPS, trusting only `ca`. */
const httpsStatus = (target: string, ca: string): Promise<number> =>
  new Promise((resolve, reject) => {
    request(target, { ca, agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    }).on('error', reject).end();
  });

describe.skipIf(skipReason !== undefined)(`the single executable${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  beforeAll(async () => {
    const built = spawnSync(process.execPath, [join(root, 'bin', 'build-exe.js')], { cwd: root, encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`npm run build:exe failed: ${built.stderr}`);
    url = await serve();
  }, 120_000);
  afterAll(() => {
    for (const server of servers) server.kill();
    rmSync(work, { recursive: true, force: true });
  });

  it('runs with no node on PATH', () => {
    const which = spawnSync('/bin/sh', ['-c', 'command -v node'], { env, encoding: 'utf8' });
    expect(which.stdout.trim()).toBe('');
    expect(spawnSync(exe, ['--version'], { env, encoding: 'utf8' }).stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('serve --port 0 answers', async () => {
    const answer = await fetch(`${url}/v2/transfers`);
    expect(answer.status).toBe(200);
  });

  it('serve --tls makes its certificate (node-forge is in the bundle) and answers over HTTPS', async () => {
    const pem = join(work, 'fake.pem');
    const secure = await serve(['--tls', '--tls-cert-out', pem]);
    expect(secure).toMatch(/^https:/);
    expect(await httpsStatus(`${secure}/server`, readFileSync(pem, 'utf8'))).toBe(200);
  });

  it('check --target that fake exits 0 and writes the usual reports, the HTML page included', () => {
    const reportDir = join(work, 'reports');
    // At full rate: the default 20 requests a second would make these seconds into minutes.
    const run = spawnSync(exe, ['check', '--target', url, '--max-rps', '0', '--report-dir', reportDir], { env, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    for (const name of ['report.json', 'index.html', 'junit.xml', 'summary.md']) expect(existsSync(join(reportDir, name)), name).toBe(true);
    expect(readFileSync(join(reportDir, 'index.html'), 'utf8')).toContain('<html');
  }, 60_000);

  it('diff --known r66-3.6.2 (a shipped list, embedded in the file) between two of its fakes exits 0', async () => {
    const other = await serve();
    const run = spawnSync(exe, ['diff', '--target', url, '--against', other, '--known', 'r66-3.6.2', '--max-rps', '0'], { env, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status, run.stdout).toBe(0);
  }, 60_000);

  it('generate writes a valid dataset', () => {
    const out = join(work, 'dataset.json');
    const run = spawnSync(exe, ['generate', '--kind', 'all', '--count', '200', '--seed', '3', '--out', out, '--quiet'], { env, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    const dataset = loadDatasetFile(out);
    expect(dataset.transferCount).toBe(200);
    expect(integrityProblems(dataset)).toEqual([]);
  });
});
