// SIGTERM always ends a run: `tmkit check` (and `tmkit diff`, at the end) as a real process against the fake served over HTTP,
// signalled while a request of the run gets no answer (its --timeout far beyond the test, so only
// the signal can end it). The first SIGTERM drops the request, removes the run's records, writes a
// partial report and exits 130; a second one quits at once, even while the cleanup gets no answer.
// Every step waits for an event (a request arriving, a line on stderr), never for time.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { RunResult } from '../../conformance/index.ts';
import { snapshot } from '../support/fake-app.ts';
import { servedFake, type LocalServer } from '../conformance/misbehaving/servers.ts';

const TMKIT = new URL('../../bin/tmkit.js', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'tmkit-sigterm-'));

const servers: LocalServer[] = [];
const children: ChildProcess[] = [];
afterEach(async () => {
  // A test that failed half-way leaves no process behind: only the ones this file started.
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const s of servers.splice(0)) await s.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `tmkit check` against `url`, with a --timeout no test waits for; its exit code and stderr. */
function check(url: string, reportDir: string) {
  const child = spawn(process.execPath, [TMKIT, 'check', '--target', url, '--allow-writes', '--max-rps', '0', '--timeout', '600000', '--format', 'json', '--report-dir', reportDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, CI: 'true' },
  });
  children.push(child);
  let stderr = '';
  const onStderr: (() => void)[] = [];
  child.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString('utf8');
    for (const f of onStderr) f();
  });
  child.stdout?.resume();
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, stderr: () => stderr, onStderr: (f: () => void) => void onStderr.push(f) };
}

/** A request the run sent after it created its first record (the writes before are answered). */
const afterFirstWrite = () => {
  let wrote = false;
  return (req: http.IncomingMessage): boolean => {
    if (wrote) return true;
    wrote = req.method === 'POST';
    return false;
  };
};

describe('SIGTERM', () => {
  it('while a request gets no answer: dropped, the records removed, a partial report, exit 130', async () => {
    const reportDir = join(dir, 'one');
    let run: ReturnType<typeof check> | undefined;
    let stalled = 0;
    const later = afterFirstWrite();
    // One request is left without an answer, and the signal goes when it arrives; all others are answered.
    const target = await servedFake(31, (req) => {
      if (!later(req) || stalled > 0) return false;
      stalled++;
      run?.child.kill('SIGTERM');
      return true;
    });
    servers.push(target);
    const before = snapshot(target.fake);
    run = check(target.url, reportDir);

    const code = await run.exited;
    expect(stalled, run.stderr()).toBe(1);
    expect(code, run.stderr()).toBe(130);
    expect(run.stderr()).toContain('SIGTERM: stopping');
    expect(run.stderr()).not.toMatch(/\n\s+at /);
    const file = join(reportDir, 'report.json');
    expect(existsSync(file)).toBe(true);
    const report = JSON.parse(readFileSync(file, 'utf8')) as RunResult;
    expect(report.abortCause).toBe('interrupted');
    expect(report.aborted).toContain('SIGTERM');
    expect(report.cleanupIncomplete).toBeUndefined();
    // The run wrote, was stopped with a request in flight, and cleaned up: the fake is as it was.
    expect(target.seen.some((s) => s.startsWith('DELETE '))).toBe(true);
    expect(snapshot(target.fake)).toBe(before);
  }, 60_000);

  it('a second one quits at once, while the cleanup gets no answer either: exit 130', async () => {
    let run: ReturnType<typeof check> | undefined;
    let signals = 0;
    let stalledSinceFirst = 0;
    const later = afterFirstWrite();
    // The second signal goes once the first was handled (its line is on stderr) and a request sent
    // after it (the cleanup's) gets no answer.
    const maybeSecond = () => {
      if (signals === 1 && stalledSinceFirst > 0 && run?.stderr().includes('SIGTERM: stopping')) {
        signals++;
        run.child.kill('SIGTERM');
      }
    };
    // After the first write nothing is answered.
    const target = await servedFake(32, (req) => {
      if (!later(req)) return false;
      if (signals === 0) {
        signals++;
        run?.child.kill('SIGTERM');
      } else {
        stalledSinceFirst++;
        maybeSecond();
      }
      return true;
    });
    servers.push(target);
    run = check(target.url, join(dir, 'two'));
    run.onStderr(maybeSecond);

    const code = await run.exited;
    expect(signals, run.stderr()).toBe(2);
    expect(code, run.stderr()).toBe(130);
    expect(run.stderr()).toContain('SIGTERM again: quitting now; records the run created may remain on the target');
    expect(run.stderr()).not.toMatch(/\n\s+at /);
  }, 60_000);
});

// tmkit diff --allow-writes the same way: the script's request in flight dropped, the cleanup steps
// sent to both servers (the records of its script gone from both), a partial report, exit 130.
describe('tmkit diff and SIGTERM', () => {
  it('while a request gets no answer: dropped, both servers cleaned, a partial report, exit 130', async () => {
    let child: ChildProcess | undefined;
    let wrote = false;
    let stalled = 0;
    // After the script's first write on A, one request of A is left without an answer and the signal goes.
    const a = await servedFake(41, (req: http.IncomingMessage) => {
      if (!wrote) {
        wrote = req.method === 'POST';
        return false;
      }
      if (stalled > 0) return false;
      stalled++;
      child?.kill('SIGTERM');
      return true;
    });
    const b = await servedFake(41);
    servers.push(a, b);
    const [beforeA, beforeB] = [snapshot(a.fake), snapshot(b.fake)];
    const reportDir = join(dir, 'diff');
    child = spawn(process.execPath, [TMKIT, 'diff', '--target', a.url, '--against', b.url, '--allow-writes', '--max-rps', '0', '--timeout', '600000', '--format', 'json', '--report-dir', reportDir], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, CI: 'true' },
    });
    children.push(child);
    let stderr = '';
    child.stderr?.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
    child.stdout?.resume();
    const code = await new Promise<number | null>((resolve) => child!.once('exit', (c) => resolve(c)));

    expect(stalled, stderr).toBe(1);
    expect(code, stderr).toBe(130);
    expect(stderr).toContain('tmkit diff: SIGTERM: stopping');
    expect(stderr).not.toMatch(/\n\s+at /);
    const report = JSON.parse(readFileSync(join(reportDir, 'report.json'), 'utf8')) as RunResult;
    expect(existsSync(join(reportDir, 'report.json'))).toBe(true);
    expect(report.abortCause).toBe('interrupted');
    expect(report.aborted).toContain('SIGTERM');
    expect(a.seen.some((s) => s.startsWith('DELETE '))).toBe(true);
    expect(snapshot(a.fake)).toBe(beforeA);
    expect(snapshot(b.fake)).toBe(beforeB);
  }, 60_000);
});
