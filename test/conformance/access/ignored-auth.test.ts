// ignored_auth against a URL target that authenticates: every operation it may send is refused
// without credentials (writes only when allowed, the server limits only with --allow-limits, the
// probes that are not harmless never: DELETE /v2/limits, DELETE /v2/hostconfig, the v2 server
// commands), and an operation the server serves without credentials is reported.
// Against the embedded fake, a planted fault of the fake under check carries over to the fake the
// check builds.
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../../contract/index.ts';
import { embeddedTarget, type EmbeddedTarget } from '../../../composition/index.ts';
import { ALL, asUrlTarget, byId, fakeTarget, found, GENERIC, NONE, runChecks, seen } from './support.ts';

const check = byId('ignored_auth');
const READS = OPERATIONS.filter((o) => o.effect === 'reads');

describe('ignored_auth', () => {
  it('against a URL target that authenticates: every read refused with 401, no write sent in a read-only run', async () => {
    const result = await runChecks(asUrlTarget(fakeTarget({ auth: 'hmac' })), [...GENERIC, check], { permissions: NONE });
    expect(found(result)).toEqual([]);
    for (const op of READS) expect(seen(result, op.id), op.id).toEqual([op.view === 'v2' && op.method === 'OPTIONS' ? 200 : 401]);
    const written = result.coverage.filter((c) => c.calls > 0 && !READS.some((o) => o.id === c.id));
    expect(written.map((c) => c.operation)).toEqual([]);
  });

  it('with writes allowed, probes them too, but never what could not be undone', async () => {
    const result = await runChecks(asUrlTarget(fakeTarget({ auth: 'hmac' })), [...GENERIC, check], { permissions: { ...ALL, limits: true, configImport: true } });
    expect(found(result)).toEqual([]);
    const writes = ['createTransfer', 'updateHost', 'deleteHostConfiguration', 'exportHistory', 'setBandwidth', 'shutdownOrBlock', 'initLimits', 'replaceLimits',
      'createTransferV2', 'cancelTransferV2', 'deleteTransferV2', 'updateHostV2', 'createRuleV2', 'replaceHostConfigV2', 'getLogsV2', 'exportConfigV2', 'importConfigV2'];
    for (const id of writes) expect(seen(result, id), id).toEqual([401]);
    for (const id of ['deleteLimits', 'deleteHostConfigV2', 'shutdownServerV2', 'restartServerV2', 'deactivateServerV2']) expect(seen(result, id), id).toEqual([]);
  });

  it('without --allow-config-import, sends no configuration import', async () => {
    const result = await runChecks(asUrlTarget(fakeTarget({ auth: 'hmac' })), [...GENERIC, check], { permissions: { ...ALL, limits: true } });
    expect(seen(result, 'replaceHostConfigV2')).toEqual([401]);
    expect(seen(result, 'importConfigV2')).toEqual([]);
  });

  it('without --allow-limits, sends nothing that could change the server limits', async () => {
    const result = await runChecks(asUrlTarget(fakeTarget({ auth: 'hmac' })), [...GENERIC, check], { permissions: ALL });
    expect(found(result)).toEqual([]);
    expect(seen(result, 'createTransfer')).toEqual([401]);
    for (const id of ['setBandwidth', 'initLimits', 'replaceLimits', 'deleteLimits']) expect(seen(result, id), id).toEqual([]);
  });

  it('reports an operation a URL target serves without credentials', async () => {
    const guarded = fakeTarget({ auth: 'hmac' });
    const open = embeddedTarget({ archiveDir: process.env['TMKIT_TEST_ARCHIVE'] });
    // A server whose GET /hosts forgot its authentication: unsigned, it is answered as if by an open server.
    const leaky: EmbeddedTarget = {
      ...asUrlTarget(guarded),
      send: (r, signal) => (r.method === 'GET' && r.url.split('?')[0] === '/hosts' && !('X-Auth-User' in r.headers) ? open.send(r) : guarded.send(r, signal)),
    };
    const result = await runChecks(leaky, [check]);
    expect(found(result)).toEqual(['ignored_auth GET /hosts: GET /hosts without credentials: status 200']);
  });

  it('against the embedded fake, sees a planted fault of it on the fake with authentication on', async () => {
    const result = await runChecks(fakeTarget({ faults: ['auth-v1-failure-answers-403'] }), [check]);
    expect(found(result)).toEqual(expect.arrayContaining(['ignored_auth GET /transfers: GET /transfers without credentials (the embedded fake with authentication on): status 403']));
  });
});
