// `tmkit check --allow-limits` (DESIGN §6): against a target, the server's own limits (PUT
// /bandwidth, /v2/limits) are changed only with it, and it only goes with --allow-writes (the
// limits are changed and put back through writes). The command line is run in process against the
// fake served on loopback; each run reads the report.json it wrote.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../../cli/main.ts';
import type { RunResult } from '../../../conformance/index.ts';
import { servedFake, type ServedFake } from './support.ts';

let served: ServedFake | undefined;
afterEach(async () => {
  await served?.close();
  served = undefined;
});
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** `tmkit check ...args` with its console captured: the exit code, stderr, and report.json when one was written. */
async function check(args: readonly string[]): Promise<{ code: number; stderr: string; report?: RunResult }> {
  const dir = mkdtempSync(join(tmpdir(), 'tmkit-allow-limits-'));
  dirs.push(dir);
  const errors: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const error = vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void errors.push(a.join(' ')));
  try {
    const code = await main(['check', ...args, '--format', 'json', '--report-dir', dir]);
    let report: RunResult | undefined;
    try {
      report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as RunResult;
    } catch {
      report = undefined;
    }
    return { code, stderr: errors.join('\n'), ...(report ? { report } : {}) };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

const statusOf = (report: RunResult | undefined, id: string) => report?.checks.find((c) => c.id === id);

describe('tmkit check --allow-limits', () => {
  it('without --allow-writes is a usage error (exit 2), before any request', async () => {
    served = await servedFake({ seed: 3 });
    const { code, stderr, report } = await check(['--target', served.url, '--allow-limits']);
    expect(code).toBe(2);
    expect(stderr).toContain('--allow-limits changes the server\'s limits through writes: give --allow-writes too');
    expect(report).toBeUndefined();
    expect(served.received).toEqual([]);
  });

  it('runs limits_lifecycle against a target only when given; --allow-writes alone skips it, saying why', async () => {
    served = await servedFake({ seed: 3 });
    const common = ['--target', served.url, '--only', 'limits_lifecycle', '--max-rps', '0'];

    // With its only check skipped the run judged nothing: exit 2, never a pass.
    const writesOnly = await check([...common, '--allow-writes']);
    expect(writesOnly.code).toBe(2);
    expect(writesOnly.stderr).toMatch(/no answer to judge: no scenario check ran/);
    expect(statusOf(writesOnly.report, 'limits_lifecycle')).toMatchObject({ status: 'skipped', reason: 'needs --allow-limits' });
    expect(served.received.filter((r) => r.path === '/v2/limits' && r.method !== 'GET')).toEqual([]);

    const withLimits = await check([...common, '--allow-writes', '--allow-limits']);
    expect(withLimits.code).toBe(0);
    expect(statusOf(withLimits.report, 'limits_lifecycle')?.status).toBe('passed');
    expect(served.received.some((r) => r.path === '/v2/limits' && r.method === 'DELETE')).toBe(true);
  });
});
