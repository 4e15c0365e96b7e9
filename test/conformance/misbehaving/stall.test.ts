// A target that stalls for 30 seconds before answering. The per-request --timeout ends each
// stalled request (a deviation), a target that stalls on everything is declared gone, and
// --max-time cuts the request in flight: every run ends before the stall would, and writes its
// report. No assertion is about elapsed time: each is about the kind of failure, and the order
// of events (the stalled answer is never given, so nothing waited for it). The only speed the
// tests take for granted is that the fake answers well within ANSWER_TIMEOUT_MS, far above any
// answer it gives. A run stopped with records made is cleaned up: test/cli/sigterm.test.ts.
import type http from 'node:http';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { snapshot } from '../../support/fake-app.ts';
import { onHostList, servedFake, type LocalServer } from './servers.ts';
import { brokenChecks, checkTarget, removeReportDirs, SHORT_RUN, titles } from './support.ts';

const STALL_MS = 30_000;
/** --timeout where a request that is answered must not time out: far above what any answer of the fake takes, even on a loaded machine, and far below the stall. */
const ANSWER_TIMEOUT_MS = 3_000;

const servers: LocalServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});
afterAll(removeReportDirs);

/** Holds the request for `ms`, then lets `answer` run; forgets it when the client hangs up. Counts answers given. */
function stall(res: http.ServerResponse, ms: number, answer: () => void, answered: { count: number }): void {
  const timer = setTimeout(() => {
    answered.count++;
    answer();
  }, ms);
  res.on('close', () => clearTimeout(timer));
}

describe('a 30-second stall', () => {
  it('on GET /hosts: "no answer: timeout" after --timeout, the rest checked, exit 1, nothing waited for the stall', async () => {
    const answered = { count: 0 };
    const target = await servedFake(16, onHostList((res, { toFake }) => stall(res, STALL_MS, toFake, answered)));
    servers.push(target);
    const before = snapshot(target.fake);
    const { code, report } = await checkTarget(target.url, [...SHORT_RUN, '--timeout', String(ANSWER_TIMEOUT_MS)]);
    expect(code).toBe(1);
    expect(report.aborted).toBeUndefined();
    expect(titles(report)).toContain('positive_data_acceptance GET /hosts: no answer: timeout');
    expect(report.deviations.find((d) => d.title === 'no answer: timeout')?.received).toBe(`no whole answer within ${ANSWER_TIMEOUT_MS} ms`);
    // Nothing waited for the stall: the stalled answer was never given (no timing assertion).
    expect(answered.count).toBe(0);
    expect(brokenChecks(report)).toEqual([]);
    expect(snapshot(target.fake)).toBe(before);
  });

  it('on every request after the first: the target is declared gone, exit 2', async () => {
    const answered = { count: 0 };
    let first = true;
    const target = await servedFake(17, (_req, res, { toFake }) => {
      if (first) {
        first = false;
        return false;
      }
      stall(res, STALL_MS, toFake, answered);
      return true;
    });
    servers.push(target);
    // No --max-time: a time budget could only compete with what is under test.
    const { code, report, stderr } = await checkTarget(target.url, ['--timeout', String(ANSWER_TIMEOUT_MS)]);
    expect(code).toBe(2);
    expect(report.abortCause).toBe('target-gone');
    expect(report.aborted).toMatch(/got no answer \(timeout: .*\), and neither did OPTIONS \/ after it/);
    expect(stderr).toContain('the run stopped early: the target stopped answering');
    expect(answered.count).toBe(0);
  });
});

describe('--max-time', () => {
  it('cuts the request in flight when the time is spent: exit 2, a partial report', async () => {
    const answered = { count: 0 };
    let first = true;
    // Answers the first request (the probe), then nothing: the run waits on a request whose
    // --timeout is far beyond the budget, so the budget is what ends it, however fast or slow the
    // run got there (spent even before the probe, it ends the same way).
    const target = await servedFake(18, (_req, res, { toFake }) => {
      if (first) {
        first = false;
        return false;
      }
      stall(res, STALL_MS, toFake, answered);
      return true;
    });
    servers.push(target);
    const before = snapshot(target.fake);
    const { code, report } = await checkTarget(target.url, ['--timeout', '600000', '--max-time', '1']);
    expect(code).toBe(2);
    expect(report.abortCause).toBe('time-budget');
    expect(report.aborted).toContain('the time budget of 1000 ms is spent');
    expect(report.checks.some((c) => c.reason?.startsWith('not run: the time budget'))).toBe(true);
    // The request in flight was cut, not waited for: its stalled answer was never given.
    expect(answered.count).toBe(0);
    expect(brokenChecks(report)).toEqual([]);
    expect(snapshot(target.fake)).toBe(before);
  });
});
