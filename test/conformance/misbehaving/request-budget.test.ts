// --budget spent in the middle of a check: the run stops (exit 2, partial report), and the
// records the run created are still removed: the cleanup is never refused for the budget.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { snapshot } from '../../support/fake-app.ts';
import { servedFake, type LocalServer } from './servers.ts';
import { checkTarget, removeReportDirs } from './support.ts';

const servers: LocalServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});
afterAll(removeReportDirs);

describe('--budget', () => {
  it('stops the checks when spent, removes the records created, and says so (exit 2)', async () => {
    const target = await servedFake(20);
    servers.push(target);
    const before = snapshot(target.fake);
    // Enough for the first check to create records, far from enough for the run.
    const { code, report } = await checkTarget(target.url, ['--budget', '30']);
    expect(code).toBe(2);
    expect(report.abortCause).toBe('request-budget');
    expect(report.aborted).toBe('the request budget of 30 requests is spent');
    expect(target.seen.some((s) => s.startsWith('POST '))).toBe(true);
    expect(target.seen.some((s) => s.startsWith('DELETE '))).toBe(true);
    expect(snapshot(target.fake)).toBe(before);
    // The checks sent 30; the cleanup went beyond, as few as it needed.
    expect(report.requests).toBeGreaterThan(30);
    expect(report.requests).toBeLessThan(60);
  });
});
