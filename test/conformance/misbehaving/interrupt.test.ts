// Ctrl-C: `tmkit check` as a real process against the fake served over HTTP, interrupted with
// SIGINT once the run has created its first record. It stops sending the checks' requests,
// removes what it created, writes a partial report (abortCause "interrupted") and exits 130.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { RunResult } from '../../../conformance/index.ts';
import { snapshot } from '../../support/fake-app.ts';
import { servedFake, type LocalServer } from './servers.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const reportDir = mkdtempSync(join(tmpdir(), 'tmkit-interrupt-'));

const servers: LocalServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});
afterAll(() => rmSync(reportDir, { recursive: true, force: true }));

describe('Ctrl-C', () => {
  it('removes the records the run created, writes a partial report and exits 130', async () => {
    let interrupt = () => undefined as void;
    let interrupted = false;
    // The first write the run makes is answered, then the signal goes.
    const target = await servedFake(21, (req, res) => {
      if (req.method === 'POST' && !interrupted) {
        interrupted = true;
        res.once('finish', () => interrupt());
      }
      return false;
    });
    servers.push(target);
    const before = snapshot(target.fake);

    const child = spawn(process.execPath, ['bin/tmkit.js', 'check', '--target', target.url, '--allow-writes', '--max-rps', '0', '--format', 'json', '--report-dir', reportDir], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    interrupt = () => void child.kill('SIGINT');
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.stdout.resume();
    const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));

    expect(interrupted, stderr).toBe(true);
    expect(code, stderr).toBe(130);
    expect(stderr).toContain('SIGINT: stopping');
    const file = join(reportDir, 'report.json');
    expect(existsSync(file)).toBe(true);
    const report = JSON.parse(readFileSync(file, 'utf8')) as RunResult;
    expect(report.abortCause).toBe('interrupted');
    expect(report.aborted).toContain('SIGINT');
    expect(report.checks.some((c) => c.reason?.startsWith('not run: interrupted'))).toBe(true);
    expect(report.cleanupIncomplete).toBeUndefined();
    // The run wrote, was interrupted, cleaned up: the fake holds exactly what it held before.
    expect(target.seen.some((s) => s.startsWith('DELETE '))).toBe(true);
    expect(snapshot(target.fake)).toBe(before);
  }, 60_000);
});
