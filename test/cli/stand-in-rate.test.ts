// The rate cap where it protects (issue 34, item 6; DESIGN §6): against a URL the run keeps to 20
// requests a second unless --max-rps says otherwise, but a target that answers `OPTIONS /` as the
// tmkit fake (X-Stand-In: tmkit) runs without the default cap, and says so (a first line on
// stderr, the console header, report.json's `rate`). A --max-rps given always holds. Asserted
// through what the runs report as their rate, never through timing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { main } from '../../cli/main.ts';
import { createFakeServer, listen, type RunningServer } from '../../fake-server/index.ts';
import { consoleSummary } from '../../reports/index.ts';
import { removeCheckReportDirs, tmkitCheck } from '../support/check-cli.ts';
import { closedPort, serve, type LocalServer } from '../conformance/misbehaving/servers.ts';

const STAND_IN_LINE = /: rate: no cap: the target answers as the tmkit fake \(X-Stand-In: tmkit\); --max-rps sets one$/m;
const dir = mkdtempSync(join(tmpdir(), 'tmkit-stand-in-rate-'));
let fake: RunningServer;
let other: LocalServer;
beforeAll(async () => {
  fake = await listen(createFakeServer({ seed: 3 }), { port: 0, host: '127.0.0.1' });
  // Not the fake: an OPTIONS / answer without X-Stand-In, as any other server gives.
  other = await serve((_, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('{}');
  });
});
afterAll(async () => {
  await fake.close();
  await other.close();
  removeCheckReportDirs();
  rmSync(dir, { recursive: true, force: true });
});

const check = (args: readonly string[]) => tmkitCheck([...args, '--only', 'options_self_description', '--format', 'json']);

describe('tmkit check --target: the default cap', () => {
  it('is lifted for a served fake without --max-rps: the run finishes, and says it ran without a cap', async () => {
    const { code, stderr, report } = await check(['--target', fake.url]);
    expect(code).toBe(0);
    expect(report?.rate).toEqual({ maxRps: 0, source: 'stand-in' });
    expect(stderr).toMatch(/^tmkit check: http:\/\/127\.0\.0\.1:\d+\/?: rate: no cap/m);
    expect(consoleSummary(report!, { color: false }).split('\n').slice(0, 3)).toContain('rate: no cap: the target answers as the tmkit fake (X-Stand-In: tmkit); --max-rps sets one');
  });

  it('holds when --max-rps is given, for the fake too (20 included)', async () => {
    for (const rps of ['5', '20']) {
      // A few requests are enough to read the rate the run kept to (the budget stops it: exit 2).
      const { stderr, report } = await check(['--target', fake.url, '--max-rps', rps, '--budget', '3']);
      expect(report?.rate).toEqual({ maxRps: Number(rps), source: 'given' });
      expect(stderr).not.toMatch(STAND_IN_LINE);
      expect(consoleSummary(report!, { color: false })).not.toContain('rate:');
    }
  });

  it('holds for a server that does not answer as the fake', async () => {
    const { stderr, report } = await check(['--target', other.url, '--budget', '3']);
    expect(report?.rate).toEqual({ maxRps: 20, source: 'default' });
    expect(stderr).not.toMatch(STAND_IN_LINE);
  });

  it('the embedded fake has no rate at all', async () => {
    const { report } = await check([]);
    expect(report?.rate).toBeUndefined();
  });
});

describe('tmkit snapshot and diff --target: the same rule', () => {
  const run = async (args: readonly string[]) => {
    const errors: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void errors.push(a.join(' ')));
    try {
      return { code: await main(args), stderr: errors.join('\n') };
    } finally {
      log.mockRestore();
      error.mockRestore();
    }
  };

  it('snapshot of a served fake: no cap without --max-rps, said once; none said with it', async () => {
    const lifted = await run(['snapshot', '--target', fake.url, '--out', join(dir, 'a.json')]);
    expect(lifted.code).toBe(0);
    expect(lifted.stderr.match(new RegExp(STAND_IN_LINE.source, 'gm'))).toHaveLength(1);
    expect(lifted.stderr).toMatch(/^tmkit snapshot: http:\/\/127\.0\.0\.1:\d+\/?: rate: no cap/m);
    // Read through the budget: what matters is that the given rate is not lifted, not a whole snapshot.
    const given = await run(['snapshot', '--target', fake.url, '--out', join(dir, 'b.json'), '--max-rps', '5', '--budget', '2']);
    expect(given.stderr).not.toMatch(STAND_IN_LINE);
  });

  it('diff: the side that answers as the fake is freed, said once, before anything else is sent', async () => {
    // B does not answer at all: the diff stops at its probe (exit 2), after A's said who it is.
    const { code, stderr } = await run(['diff', '--target', fake.url, '--against', await closedPort(), '--format', 'json', '--report-dir', join(dir, 'diff')]);
    expect(code).toBe(2);
    expect(stderr.match(new RegExp(STAND_IN_LINE.source, 'gm'))).toHaveLength(1);
    expect(stderr).toMatch(new RegExp(`^tmkit diff: ${fake.url.replace(/\/$/, '').replaceAll('.', '\\.')}/?: rate: no cap`, 'm'));
  });
});
