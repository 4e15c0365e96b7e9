// `tmkit check --allow-limits` (DESIGN §6): against a target, the server's own limits (PUT
// /bandwidth, /v2/limits) are changed only with it, and it only goes with --allow-writes (the
// limits are changed and put back through writes). The command line is run in process against the
// fake served on loopback; each run reads the report.json it wrote.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { RunResult } from '../../../conformance/index.ts';
import { removeCheckReportDirs, tmkitCheck } from '../../support/check-cli.ts';
import { servedFake, type ServedFake } from './support.ts';

let served: ServedFake | undefined;
afterEach(async () => {
  await served?.close();
  served = undefined;
});
afterAll(removeCheckReportDirs);

/** `tmkit check ...args --format json`: the exit code, stderr, and report.json when one was written. */
const check = (args: readonly string[]) => tmkitCheck([...args, '--format', 'json']);

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
