// A target whose port is closed: no check runs, the run ends at once with exit 2 (DESIGN §4:
// target unreachable), a clear message, and a report that says why.
import { afterAll, describe, expect, it } from 'vitest';
import { closedPort } from './servers.ts';
import { checkTarget, removeReportDirs } from './support.ts';

afterAll(removeReportDirs);

describe('connection refused', () => {
  it('exits 2 with an "unreachable" report in which no scenario check ran and nothing is a deviation', async () => {
    const url = await closedPort();
    const { code, report, stderr } = await checkTarget(url, []);
    expect(code).toBe(2);
    expect(report.abortCause).toBe('unreachable');
    expect(report.aborted).toContain(`${url} is unreachable`);
    expect(report.aborted).toContain('ECONNREFUSED');
    expect(stderr).toContain('the run stopped early');
    expect(report.deviations).toEqual([]);
    expect(report.checks.filter((c) => c.status !== 'skipped').map((c) => c.id)).toEqual([]);
    // One probe: retried by the transport (a refused connection got no answer), counted once.
    expect(report.requests).toBe(1);
  });
});
