// A reader that goes away (`tmkit generate ... | head`, `tmkit check | head`) closes the pipe
// under tmkit's output: the command still ends as it would (exit code of its own outcome, reports
// written), with nothing on stderr, never an "Unhandled 'error' event" stack trace.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const TMKIT = new URL('../../bin/tmkit.js', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'tmkit-pipe-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs tmkit with its stdout a pipe nobody reads: closed before tmkit writes a byte; its exit code and stderr. */
function closedEarly(args: readonly string[]): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [TMKIT, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CI: 'true' } });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
  child.stdout.destroy();
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stderr })));
}

describe('a closed pipe on stdout', () => {
  it('tmkit generate ends with exit 0 and nothing on stderr', async () => {
    const r = await closedEarly(['generate', '--kind', 'transfers', '--count', '20000', '--seed', '5', '--format', 'json']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  it('tmkit check still writes its reports and exits with its verdict', async () => {
    const reportDir = join(dir, 'reports');
    const r = await closedEarly(['check', '--seed', '1', '--runs', '2', '--format', 'json', '--report-dir', reportDir]);
    expect(r.stderr).not.toMatch(/Unhandled|EPIPE|at .*\.js:\d+/);
    expect(r.code).toBe(0);
    expect(existsSync(join(reportDir, 'report.json'))).toBe(true);
  });
});
