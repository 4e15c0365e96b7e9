// The fake, served over HTTP, dies in the middle of the run (right after the run created its
// first record): the run stops at once (exit 2), writes a partial report that says the target
// stopped answering, and lists the cleanup it could not do; every record of the run left on the
// dead fake is named there.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { servedFake, type LocalServer } from './servers.ts';
import { checkTarget, removeReportDirs, titles } from './support.ts';

const servers: LocalServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});
afterAll(removeReportDirs);

describe('a target that dies mid-run', () => {
  it('stops the run (target gone, exit 2) with a partial report naming the records left behind', async () => {
    let wrote = false;
    let requestsAfterDeath = 0;
    const target = await servedFake(19, (req, res, { server }) => {
      if (!wrote) {
        wrote = req.method === 'POST';
        return false;
      }
      // Dies: stops listening and drops every connection, this request's included.
      requestsAfterDeath++;
      void server.close();
      res.socket?.destroy();
      return true;
    });
    servers.push(target);
    const { code, report, stderr } = await checkTarget(target.url, []);
    expect(code).toBe(2);
    expect(report.abortCause).toBe('target-gone');
    expect(report.aborted).toMatch(/^the target stopped answering: .* got no answer .*ECONN/);
    expect(stderr).toContain('the run stopped early');
    // Nothing after the death is blamed on a check: the stop says it all.
    expect(titles(report).filter((t) => t.includes('no answer'))).toEqual([]);
    expect(report.checks.filter((c) => c.reason?.startsWith('not run: the target stopped answering')).length).toBeGreaterThan(10);
    expect(requestsAfterDeath).toBe(1);

    // What the run created is still on the dead fake; each such record is named in cleanupIncomplete.
    const prefix = `tmkit${report.seed}`;
    const leftHosts = [...target.fake.store.hosts.values()].map((h) => JSON.parse(h.json).HOSTID as string).filter((id) => id.startsWith(prefix));
    expect(leftHosts.length).toBeGreaterThan(0);
    const incomplete = (report.cleanupIncomplete ?? []).join('\n');
    for (const id of leftHosts) expect(incomplete).toContain(`/hosts/${id}`);
    expect(stderr).toContain('may remain on the target');
  });
});
