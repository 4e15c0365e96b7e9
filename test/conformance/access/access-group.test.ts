// The access group as a whole: its ids and order in the registry (after every other group), no
// finding on the clean fake (with and without authentication on the fake under check), the
// statuses its requests reach, what it does against a URL target, and a read-only run.
import { describe, expect, it } from 'vitest';
import { access_CHECKS } from '../../../conformance/checks/access/index.ts';
import { CHECKS, FAKE_ADMIN_CREDENTIALS } from '../../../conformance/index.ts';
import { ACCESS_IDS, asUrlTarget, fakeTarget, found, GENERIC, NONE, runChecks, seen, statusOf } from './support.ts';

describe('the access checks', () => {
  it('come last in the registry, in a stable order, with snake_case ids', () => {
    expect(access_CHECKS.map((c) => c.id)).toEqual(ACCESS_IDS);
    expect(CHECKS.slice(-ACCESS_IDS.length).map((c) => c.id)).toEqual(ACCESS_IDS);
    for (const c of access_CHECKS) expect(c.id).toMatch(/^[a-z]+(_[a-z0-9]+)*$/);
  });

  it.each([1, 2])('find nothing on the clean fake, with the generic response checks (seed %i)', async (seed) => {
    const result = await runChecks(fakeTarget({ seed }), [...GENERIC, ...access_CHECKS], { seed });
    expect(found(result)).toEqual([]);
    expect(ACCESS_IDS.map((id) => statusOf(result, id)?.status)).toEqual(ACCESS_IDS.map(() => 'passed'));
  });

  it('find nothing either when the fake under check authenticates itself', async () => {
    const result = await runChecks(fakeTarget({ auth: 'hmac' }), [...GENERIC, ...access_CHECKS], { credentials: FAKE_ADMIN_CREDENTIALS });
    expect(found(result)).toEqual([]);
  });

  it('reach 401, 403 and 405 on the operations that document them, and a 200 of PUT /server', async () => {
    const result = await runChecks(fakeTarget(), access_CHECKS);
    expect(seen(result, 'listTransfers')).toEqual(expect.arrayContaining([401, 403, 405]));
    expect(seen(result, 'optionsHosts')).toEqual(expect.arrayContaining([200, 401, 403]));
    expect(seen(result, 'exportHistory')).toEqual(expect.arrayContaining([401, 405]));
    expect(seen(result, 'getBandwidth')).toEqual(expect.arrayContaining([200, 401, 405]));
    expect(seen(result, 'deleteLimits')).toEqual(expect.arrayContaining([401, 403, 405]));
    expect(seen(result, 'optionsLimits')).toEqual([200, 405]);
    expect(seen(result, 'shutdownOrBlock')).toEqual(expect.arrayContaining([200, 400, 401, 405]));
  });

  it('against a URL target: only ignored_auth runs, and finds a server that does not authenticate has nothing to check', async () => {
    const result = await runChecks(asUrlTarget(fakeTarget()), access_CHECKS);
    const runAlone = await runChecks(asUrlTarget(fakeTarget()), []);
    expect(statusOf(result, 'ignored_auth')?.status).toBe('passed');
    for (const id of ACCESS_IDS.slice(1)) {
      expect(statusOf(result, id)?.status).toBe('skipped');
      expect(statusOf(result, id)?.reason).toMatch(/embedded fake/);
    }
    // One request of their own: ignored_auth's unsigned GET /server, which is served.
    expect(result.requests - runAlone.requests).toBe(1);
  });

  it('send no write in a read-only run, to the fake under check or to the fakes they build', async () => {
    const result = await runChecks(fakeTarget(), access_CHECKS, { permissions: NONE });
    const writes = result.coverage.filter((c) => c.calls > 0 && (c.operation.startsWith('POST') || c.operation.startsWith('PUT') || c.operation.startsWith('DELETE') || c.operation === 'GET /log'));
    expect(writes.map((c) => c.operation)).toEqual([]);
    expect(found(result)).toEqual([]);
  });
});
