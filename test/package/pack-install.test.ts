// The package as a user gets it: `npm pack`, the tarball installed once into an empty folder (with
// msw and vitest, the optional peers, and @types/node 20, the oldest we support), then what the
// README tells an installed user, run from there: serve, check (embedded and --target), generate,
// snapshot, diff --known, openapi, a vitest file through the msw, vitest and generators doors, and
// a strict tsc (NodeNext, no skipLibCheck) against @types/node 20 and the newest the registry has.
// No file of the checkout is reachable, no TypeScript loader is installed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, normalize } from 'node:path';
import { promisify } from 'node:util';
import { startServe, type ServeProcess } from '../support/serve-process.ts';
import { OPERATIONS } from '../../contract/index.ts';
import { dataFilePaths } from '../../data-files.ts';

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '../..');
const NPM_FLAGS = ['--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'];
const BIG = { maxBuffer: 64 * 1024 * 1024 };
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { name: string; version: string };
const TSC = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
/** The largest tarball we publish (issue 34: under 1 MB). */
const MAX_PACKED_BYTES = 1_000_000;

/** The newest @types/node the registry has, or why it cannot say (no registry here). */
function newestTypesNode(): { version: string } | { skip: string } {
  const asked = spawnSync('npm', ['view', '@types/node', 'version', '--loglevel=error'], { encoding: 'utf8', timeout: 30_000 });
  const version = asked.stdout?.trim() ?? '';
  return asked.status === 0 && /^\d+\.\d+\.\d+/.test(version) ? { version } : { skip: `the npm registry cannot be reached (npm view @types/node: ${(asked.stderr || asked.error?.message || `exit ${asked.status}`).trim().split('\n')[0]})` };
}
const newest = newestTypesNode();

let work: string;
let app: string;
let tmkit: string;
let installedRoot: string;
let tarball: string;
let packedSize: number;

/** Runs the installed `tmkit` with `args` from the app folder: its exit code and output. */
async function installed(args: readonly string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [tmkit, ...args], { cwd: app, env: { ...process.env, CI: 'true' }, ...BIG });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}

/** The type errors of `tsc -p app` (empty: it compiles). */
const typeErrors = (): Promise<string> => run(process.execPath, [TSC, '-p', app], BIG).then(() => '', (e: { stdout: string }) => e.stdout);

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'tmkit-pack-'));
  // prepack builds dist/ first: the tarball is what `npm publish` would upload.
  const packed = await run('npm', ['pack', '--json', '--pack-destination', work, ...NPM_FLAGS], { cwd: ROOT, ...BIG });
  const [{ filename, size }] = JSON.parse(packed.stdout.slice(packed.stdout.indexOf('['))) as [{ filename: string; size: number }];
  tarball = join(work, filename);
  packedSize = size;
  app = join(work, 'app');
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'downstream-app', private: true, type: 'module' }));
  await run('npm', ['install', tarball, 'msw@2', 'vitest@4', '@types/node@20', ...NPM_FLAGS], { cwd: app, ...BIG });
  installedRoot = join(app, 'node_modules', pkg.name);
  tmkit = join(installedRoot, 'bin', 'tmkit.js');
}, 300_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
}, 60_000);

// Commands that start Node, npm and tsc from scratch: minutes on a slow CI machine, not the default seconds.
describe('the packed package, installed into an empty folder', { timeout: 180_000 }, () => {
  it(`is lean: compiled code, its data, LICENSE and docs; no sources, tests, test support or build-only code; under ${MAX_PACKED_BYTES / 1e6} MB packed`, async () => {
    const { stdout } = await run('tar', ['-tzf', tarball]);
    const files = stdout.split('\n').filter((f) => f !== '');
    expect(files).toContain('package/dist/index.js');
    expect(files).toContain('package/dist/index.d.ts');
    expect(files).toContain('package/bin/tmkit.js');
    expect(files).toContain('package/LICENSE');
    // Every data file a command reads at run time (data-files.ts), where the compiled code looks.
    expect(dataFilePaths(ROOT).filter((p) => !files.includes(`package/dist/${p}`))).toEqual([]);
    expect(files.filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))).toEqual([]);
    expect(files.filter((f) => /\.test\.|\.test-support\.|\/test\/|\/cli\/exe\/|\/exe\//.test(f))).toEqual([]);
    expect(packedSize).toBeLessThan(MAX_PACKED_BYTES);
    const license = readFileSync(join(installedRoot, 'LICENSE'), 'utf8');
    expect(license).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} Transfer Monitor Kit contributors\n/);
  });

  it('is publishable: not private, and npm publish --dry-run accepts the tarball', async () => {
    // npm's dry run does not refuse a private package: asked here.
    expect((JSON.parse(readFileSync(join(installedRoot, 'package.json'), 'utf8')) as { private?: boolean }).private).toBeUndefined();
    const { stdout } = await run('npm', ['publish', tarball, '--dry-run', '--tag', 'pack-test', '--loglevel=error'], { cwd: work, ...BIG });
    expect(stdout.trim()).toBe(`+ ${pkg.name}@${pkg.version}`);
  });

  it('every relative link of the shipped Markdown leads to a shipped file', () => {
    const documents = ['README.md', ...readdirSync(join(installedRoot, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
    const dead = documents.flatMap((doc) =>
      [...readFileSync(join(installedRoot, doc), 'utf8').matchAll(/\]\(([^)#\s]*)(?:#[^)\s]*)?\)/g)]
        .map((m) => m[1] as string)
        .filter((target) => target !== '' && !/^[a-z]+:/.test(target))
        .filter((target) => !existsSync(join(installedRoot, normalize(join(dirname(doc), target)))))
        .map((target) => `${doc}: ${target}`),
    );
    expect(dead).toEqual([]);
  });

  it('npx tmkit --help lists the commands, --version names the package version', async () => {
    const { stdout } = await run('npx', ['--no-install', 'tmkit', '--help'], { cwd: app });
    for (const command of ['check', 'serve', 'generate', 'snapshot', 'diff', 'openapi']) expect(stdout).toMatch(new RegExp(`^\\s+${command}\\b`, 'm'));
    expect((await installed(['--version'])).stdout.trim()).toBe(pkg.version);
  });

  it('tmkit check against its embedded fake passes', async () => {
    const { code, stdout } = await installed(['check', '--runs', '2', '--format', 'console,json', '--report-dir', join(work, 'embedded')]);
    expect(code, stdout).toBe(0);
    expect(stdout).toContain('PASS (exit 0)');
  });

  describe('tmkit serve, then check, snapshot and diff against it, all from the installed package', () => {
    let served: ServeProcess;
    let copy: ServeProcess | undefined;
    const site = () => join(work, 'site.json');
    beforeAll(async () => {
      served = await startServe(['--dataset', 'small', '--seed', '4'], { bin: tmkit, cwd: app });
    }, 60_000);
    afterAll(async () => {
      expect(await copy?.stop()).not.toBe(1);
      expect(await served?.stop()).toBe(0);
    }, 60_000);

    it('serves the dataset over HTTP', async () => {
      const res = await fetch(`${served.url}/hosts?LIMIT=1`);
      expect(res.status).toBe(200);
    });

    it('check --target passes read-only with the shipped baseline, and writes its reports', async () => {
      const reports = join(work, 'reports');
      const { code, stdout, stderr } = await installed(['check', '--target', served.url, '--max-rps', '0', '--baseline', 'r66-3.6.2', '--format', 'console,json,html', '--report-dir', reports]);
      expect(stderr + stdout).not.toMatch(/Error:|at .*\.js:\d+/);
      expect(code).toBe(0);
      const report = JSON.parse(readFileSync(join(reports, 'report.json'), 'utf8')) as { deviations: unknown[] };
      expect(report.deviations).toEqual([]);
      expect(readFileSync(join(reports, 'index.html'), 'utf8')).toMatch(/^<!doctype html>/);
    });

    it('snapshot copies it, serve --dataset serves the copy, diff --known r66-3.6.2 finds nothing beyond the list (exit 0)', async () => {
      const snapshot = await installed(['snapshot', '--target', served.url, '--out', site(), '--max-rps', '0']);
      expect(snapshot.code, snapshot.stderr).toBe(0);
      // The README serves a real deployment's copy with --clock system (a real server's clock); a
      // fake's copy keeps the fake's frozen clock, so that the two answer alike.
      copy = await startServe(['--dataset', site()], { bin: tmkit, cwd: app });
      const diff = await installed(['diff', '--target', served.url, '--against', copy.url, '--known', 'r66-3.6.2', '--max-rps', '0']);
      expect(diff.stderr).toBe('');
      expect(diff.code, diff.stdout).toBe(0);
    });
  });

  it('--known and --baseline with a name the kit does not ship name the ones it does (exit 2)', async () => {
    const known = await installed(['diff', '--target', 'http://127.0.0.1:9', '--against', 'http://127.0.0.1:9', '--known', 'r66-0.0.0']);
    expect(known.code).toBe(2);
    expect(known.stderr.trim()).toBe('tmkit: --known r66-0.0.0: no such file, nor a known-differences list the kit ships (it ships r66-3.5.2, r66-3.6.0, r66-3.6.1, r66-3.6.2)');
    const baseline = await installed(['check', '--baseline', 'r66-0.0.0']);
    expect(baseline.code).toBe(2);
    expect(baseline.stderr).toContain('--baseline r66-0.0.0: no such file, nor a baseline the kit ships (it ships r66-3.5.2, r66-3.6.0, r66-3.6.1, r66-3.6.2)');
  });

  it('tmkit generate writes a dataset, tmkit openapi the document', async () => {
    const dataset = join(work, 'dataset.json');
    expect((await installed(['generate', '--kind', 'all', '--count', '200', '--seed', '5', '--out', dataset, '--quiet'])).code).toBe(0);
    expect((JSON.parse(readFileSync(dataset, 'utf8')) as { transfers: unknown[] }).transfers).toHaveLength(200);
    const out = join(work, 'openapi.json');
    expect((await installed(['openapi', '--out', out])).code).toBe(0);
    const doc = JSON.parse(readFileSync(out, 'utf8')) as { openapi: string; info: { version: string } };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe(pkg.version);
  });

  it('a vitest file through the msw, vitest and generators doors passes', async () => {
    writeFileSync(join(app, 'doors.test.ts'), `
      import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
      import { setupServer } from 'msw/node';
      import { transferMonitorHandlers } from '${pkg.name}/msw';
      import { useFakeServer } from '${pkg.name}/vitest';
      import { generateDataset, transferArb } from '${pkg.name}/generators';
      import fc from 'fast-check';

      const monitor = transferMonitorHandlers({ baseUrl: 'https://monitor.example.test/api', seed: 3, dataset: 'small' });
      const server = setupServer(...monitor.handlers);
      beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
      afterEach(() => { server.resetHandlers(); monitor.reset(); });
      afterAll(() => server.close());
      const fake = useFakeServer({ seed: 5, dataset: 'small' });

      it('msw answers the interface', async () => {
        expect((await fetch('https://monitor.example.test/api/transfers?LIMIT=5')).status).toBe(200);
      });
      it('the vitest door serves a fake on loopback', async () => {
        expect((await fetch(fake.url + '/hosts?LIMIT=1')).status).toBe(200);
      });
      it('the generators make records', () => {
        const data = generateDataset({ seed: 5, hosts: 3, transfers: 10, ownHostId: 'server1', now: 0 });
        expect([...data.transfers]).toHaveLength(10);
        expect(fc.sample(transferArb(), 2)).toHaveLength(2);
      });
    `);
    const vitest = join(app, 'node_modules', 'vitest', 'vitest.mjs');
    const { stdout } = await run(process.execPath, [vitest, 'run', 'doors.test.ts', '--root', app], { cwd: app, env: { ...process.env, CI: 'true' }, ...BIG });
    expect(stdout).toMatch(/Tests\s+.*3 passed/);
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

  describe('its type declarations, every one of them, in a strict TypeScript project (NodeNext, no skipLibCheck)', () => {
    beforeAll(() => {
      writeFileSync(join(app, 'use.ts'), `
        import { createFakeServer, runConformance, type RunResult } from '${pkg.name}';
        import { transferSchema, type Transfer } from '${pkg.name}/contract';
        import { generateDataset, transferArb } from '${pkg.name}/generators';
        import { transferMonitorHandlers } from '${pkg.name}/msw';
        import { useFakeServer } from '${pkg.name}/vitest';
        const fake = createFakeServer({ seed: 1, dataset: 'small' });
        const pending: Promise<RunResult> = runConformance({ target: fake, runs: 1 });
        const t: Transfer | undefined = undefined;
        export { fake, pending, t, transferSchema, generateDataset, transferArb, transferMonitorHandlers, useFakeServer };
      `);
      // use.ts and the doors it opens, and every declaration file of dist/ besides (one a door does not reach still ships).
      writeFileSync(join(app, 'tsconfig.json'), JSON.stringify({
        compilerOptions: { strict: true, module: 'NodeNext', moduleResolution: 'NodeNext', target: 'ES2022', noEmit: true, skipLibCheck: false, types: ['node'] },
        include: ['use.ts', `node_modules/${pkg.name}/dist/**/*.d.ts`],
      }));
    });

    it('with @types/node 20, the oldest supported', async () => {
      expect(await typeErrors()).toBe('');
    });

    const skip = 'skip' in newest ? newest.skip : undefined;
    it.skipIf(skip !== undefined)(`with the newest @types/node the registry has${skip ? ` (skipped: ${skip})` : ` (${'version' in newest ? newest.version : ''})`}`, async () => {
      if (!('version' in newest)) return;
      await run('npm', ['install', '--no-save', `@types/node@${newest.version}`, ...NPM_FLAGS], { cwd: app, ...BIG });
      expect(await typeErrors()).toBe('');
    });
  });
});
