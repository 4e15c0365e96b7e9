// The package as a user gets it: `npm pack`, the tarball installed into an empty folder (with msw,
// the optional peer), then the command and every door of the exports map used from there: no
// file of the checkout is reachable, no TypeScript loader is installed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startServe, type ServeProcess } from '../support/serve-process.ts';
import { OPERATIONS } from '../../contract/index.ts';

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '../..');
const NPM_FLAGS = ['--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'];
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { name: string; version: string };

let work: string;
let app: string;
let tmkit: string;

/** Runs the installed `tmkit` with `args` from the app folder: its exit code and output. */
async function installed(args: readonly string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [tmkit, ...args], { cwd: app, env: { ...process.env, CI: 'true' } });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'tmkit-pack-'));
  // prepack builds dist/ first: the tarball is what `npm publish` would upload.
  const packed = await run('npm', ['pack', '--json', '--pack-destination', work, ...NPM_FLAGS], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 });
  const jsonStart = packed.stdout.indexOf('[');
  const [{ filename }] = JSON.parse(packed.stdout.slice(jsonStart)) as [{ filename: string }];
  app = join(work, 'app');
  await run('mkdir', [app]);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'downstream-app', private: true, type: 'module' }));
  await run('npm', ['install', join(work, filename), 'msw@2', '@types/node@20', ...NPM_FLAGS], { cwd: app, maxBuffer: 64 * 1024 * 1024 });
  tmkit = join(app, 'node_modules', pkg.name, 'bin', 'tmkit.js');
}, 300_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
}, 60_000);

// Commands that start Node, npm and tsc from scratch: minutes on a slow CI machine, not the default seconds.
describe('the packed package, installed into an empty folder', { timeout: 180_000 }, () => {
  it('ships the compiled code and its data, not the sources or the tests', async () => {
    const { stdout } = await run('tar', ['-tzf', join(work, `${pkg.name}-${pkg.version}.tgz`)]);
    const files = stdout.split('\n');
    expect(files).toContain('package/dist/index.js');
    expect(files).toContain('package/dist/index.d.ts');
    expect(files).toContain('package/dist/conformance/baselines/r66-3.6.2.json');
    expect(files).toContain('package/bin/tmkit.js');
    expect(files.filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))).toEqual([]);
    expect(files.filter((f) => /\.test\.|\/test\//.test(f))).toEqual([]);
  });

  it('npx tmkit --help lists the commands', async () => {
    const { stdout } = await run('npx', ['--no-install', 'tmkit', '--help'], { cwd: app });
    for (const command of ['check', 'serve', 'generate', 'openapi']) expect(stdout).toMatch(new RegExp(`^\\s+${command}\\b`, 'm'));
  });

  describe('tmkit serve, checked by tmkit check, both from the installed package', () => {
    let served: ServeProcess;
    beforeAll(async () => {
      served = await startServe(['--dataset', 'small', '--seed', '4'], { bin: tmkit, cwd: app });
    }, 60_000);
    afterAll(async () => {
      expect(await served?.stop()).toBe(0);
    }, 60_000);

    it('serves the dataset over HTTP', async () => {
      const res = await fetch(`${served.url}/hosts?LIMIT=1`);
      expect(res.status).toBe(200);
    });

    it('passes a read-only check with the shipped baseline, and writes its reports', async () => {
      const reports = join(work, 'reports');
      const { code, stdout, stderr } = await installed(['check', '--target', served.url, '--max-rps', '0', '--baseline', 'r66-3.6.2', '--format', 'console,json,html', '--report-dir', reports]);
      expect(stderr + stdout).not.toMatch(/Error:|at .*\.js:\d+/);
      expect(code).toBe(0);
      const report = JSON.parse(readFileSync(join(reports, 'report.json'), 'utf8')) as { target: { url?: string }; deviations: unknown[] };
      expect(report.deviations).toEqual([]);
      expect(readFileSync(join(reports, 'index.html'), 'utf8')).toMatch(/^<!doctype html>/);
    });
  });

  it('tmkit --version names the package version, and tmkit openapi writes the document', async () => {
    expect((await installed(['--version'])).stdout.trim()).toBe(pkg.version);
    const out = join(work, 'openapi.json');
    expect((await installed(['openapi', '--out', out])).code).toBe(0);
    const doc = JSON.parse(readFileSync(out, 'utf8')) as { openapi: string; info: { version: string } };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe(pkg.version);
  });

  it('tmkit check against its embedded fake passes', async () => {
    const { code } = await installed(['check', '--runs', '2', '--format', 'json', '--report-dir', join(work, 'embedded')]);
    expect(code).toBe(0);
  });

  it('every door of the exports map loads in plain Node, with its documented names', async () => {
    const script = `
      const root = await import('${pkg.name}');
      const contract = await import('${pkg.name}/contract');
      const generators = await import('${pkg.name}/generators');
      const msw = await import('${pkg.name}/msw');
      const fake = root.createFakeServer({ seed: 2 });
      const result = await root.runConformance({ seed: 2, runs: 1, only: ['not_a_server_error'] });
      const dataset = generators.generateDataset({ seed: 2, hosts: 3, transfers: 5, ownHostId: 'server1', now: 0, hostKey: generators.displayHostKey });
      const monitor = msw.transferMonitorHandlers({ baseUrl: 'http://monitor.test' });
      console.log(JSON.stringify({
        status: fake.handle({ method: 'GET', url: '/server', headers: {}, body: '' }).status,
        deviations: result.deviations.length,
        operations: contract.OPERATIONS.length,
        transfers: [...dataset.transfers].length,
        handlers: monitor.handlers.length,
      }));`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: app });
    const seen = JSON.parse(stdout) as Record<string, number>;
    expect(seen).toMatchObject({ status: 200, deviations: 0, transfers: 5, handlers: 1 });
    expect(seen.operations).toBe(OPERATIONS.length);
  });

  it('loads with require() from CommonJS too (Node 20.19 and later require ES modules)', async () => {
    const script = `
      const root = require('${pkg.name}');
      const contract = require('${pkg.name}/contract');
      const fake = root.createFakeServer({ seed: 2 });
      console.log(JSON.stringify({ status: fake.handle({ method: 'GET', url: '/server', headers: {}, body: '' }).status, operations: contract.OPERATIONS.length }));`;
    const { stdout, stderr } = await run(process.execPath, ['--input-type=commonjs', '-e', script], { cwd: app });
    // The packed contract carries the whole operations table, v1 and v2, as the sources do.
    expect(JSON.parse(stdout)).toMatchObject({ status: 200, operations: OPERATIONS.length });
    expect(stderr).not.toMatch(/ExperimentalWarning|Error/);
  });

  it('its type declarations compile in a strict TypeScript project', async () => {
    writeFileSync(join(app, 'use.ts'), `
      import { createFakeServer, runConformance, type RunResult } from '${pkg.name}';
      import { transferSchema, type Transfer } from '${pkg.name}/contract';
      import { generateDataset, transferArb } from '${pkg.name}/generators';
      import { transferMonitorHandlers } from '${pkg.name}/msw';
      const fake = createFakeServer({ seed: 1, dataset: 'small' });
      const pending: Promise<RunResult> = runConformance({ target: fake, runs: 1 });
      const t: Transfer | undefined = undefined;
      export { fake, pending, t, transferSchema, generateDataset, transferArb, transferMonitorHandlers };
    `);
    writeFileSync(join(app, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, module: 'NodeNext', moduleResolution: 'NodeNext', target: 'ES2022', noEmit: true, skipLibCheck: false, types: ['node'] }, files: ['use.ts'] }));
    const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    const compiled = await run(process.execPath, [tsc, '-p', app]).then(() => '', (e: { stdout: string }) => e.stdout);
    expect(compiled).toBe('');
  });
});
