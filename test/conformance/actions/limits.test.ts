// The /v2/limits checks: no deviation against the clean fake, whatever state the limits row is
// in, the state as it was afterwards, and the deviation against a server with a planted bug.
import { describe, expect, it } from 'vitest';
import { limitsLifecycle } from '../../../conformance/checks/actions/limits-lifecycle.ts';
import { v2ErrorBody } from '../../../conformance/checks/actions/v2-error-body.ts';
import type { EmbeddedTarget } from '../../../composition/index.ts';
import { editJson, fakeTarget, found, misbehaving, pathOf, runOne, SEEDS, statusOf } from './support.ts';

type V2Errors = { errors: { message: string; errorCode: number }[] };

const limitsRow = (t: EmbeddedTarget) => {
  const r = t.fake.store.configurations.get(t.fake.config.hostId)?.record;
  return r && { READGLOBALLIMIT: r.READGLOBALLIMIT, WRITEGLOBALLIMIT: r.WRITEGLOBALLIMIT, READSESSIONLIMIT: r.READSESSIONLIMIT, WRITESESSIONLIMIT: r.WRITESESSIONLIMIT, DELAYLIMIT: r.DELAYLIMIT };
};
const withoutRow = (t: EmbeddedTarget) => (t.fake.store.configurations.delete(t.fake.config.hostId), t);
const isV2Limits = (url: string) => url.split('?')[0] === '/v2/limits';

describe.each([limitsLifecycle, v2ErrorBody])('$id on the clean fake', (check) => {
  it.each(SEEDS)('finds nothing and puts the row back (seed %i)', async (seed) => {
    const target = fakeTarget({ seed });
    const before = limitsRow(target);
    expect(before).toBeDefined();
    const r = await runOne(target, check, { seed });
    expect(found(r)).toEqual([]);
    expect(statusOf(r, check.id)).toBe('passed');
    expect(limitsRow(target)).toEqual(before);
  });

  it('finds nothing and leaves no row when there was none', async () => {
    const target = withoutRow(fakeTarget());
    const r = await runOne(target, check);
    expect(found(r)).toEqual([]);
    expect(limitsRow(target)).toBeUndefined();
  });
});

describe('limits_lifecycle', () => {
  it('sees a PUT answered 200 instead of 201', async () => {
    const target = misbehaving(fakeTarget(), { response: (req, res) => (req.method === 'PUT' && isV2Limits(req.url) && res.status === 201 ? { ...res, status: 200 } : res) });
    const r = await runOne(target, limitsLifecycle);
    expect(found(r)).toEqual(['limits_lifecycle PUT /v2/limits: PUT /v2/limits {}: not 201']);
  });

  it('sees a second POST that is not refused as already existing', async () => {
    const target = misbehaving(fakeTarget(), {
      response: (req, res) => (req.method === 'POST' && isV2Limits(req.url) && res.status === 400 ? { ...res, body: editJson<V2Errors>(res.body, (j) => j.errors.forEach((e) => (e.errorCode = 3))) } : res),
    });
    const r = await runOne(target, limitsLifecycle);
    expect(found(r)).toEqual(['limits_lifecycle POST /v2/limits: POST /v2/limits on an existing row: not errorCode 8 (already existing)']);
  });

  it('sees a DELETE that does not remove the row', async () => {
    const target = misbehaving(fakeTarget(), {
      request: (r) => (r.method === 'DELETE' && isV2Limits(r.url) ? { ...r, method: 'GET' } : r),
      response: (req, res) => (req.method === 'DELETE' && res.status === 200 ? { ...res, status: 204, body: '' } : res),
    });
    const r = await runOne(target, limitsLifecycle);
    expect(found(r)).toEqual(['limits_lifecycle GET /v2/limits: GET /v2/limits without a row: not 404 with an empty body']);
  });

  it('sees a record of other values than POST {} gives', async () => {
    const target = misbehaving(fakeTarget(), {
      response: (req, res) => (req.method === 'POST' && res.status === 201 ? { ...res, body: editJson<Record<string, number>>(res.body, (j) => void (j['delayLimit'] = 100)) } : res),
    });
    const r = await runOne(target, limitsLifecycle);
    expect(found(r)).toEqual(['limits_lifecycle POST /v2/limits: POST /v2/limits {} does not answer the limits row']);
  });
});

describe('v2_error_body', () => {
  it('sees a wrong errorCode for an unknown field', async () => {
    const target = misbehaving(fakeTarget(), {
      response: (req, res) => (isV2Limits(req.url) && res.status === 400 ? { ...res, body: editJson<V2Errors>(res.body, (j) => j.errors.forEach((e) => (e.errorCode = e.errorCode === 5 ? 4 : e.errorCode))) } : res),
    });
    const r = await runOne(target, v2ErrorBody);
    expect(found(r)).toEqual([
      'v2_error_body PUT /v2/limits: PUT /v2/limits with an unknown field: not errorCode 5',
      'v2_error_body POST /v2/limits: POST /v2/limits with an unknown field: not errorCode 5',
    ]);
  });

  it('sees an error body of another shape', async () => {
    const target = misbehaving(fakeTarget(), {
      response: (req, res) => (isV2Limits(req.url) && res.status === 400 ? { ...res, body: editJson<V2Errors | { error?: string }>(res.body, (j) => ({ error: 'errors' in j ? j.errors[0]?.message : undefined })) } : res),
    });
    const r = await runOne(target, v2ErrorBody);
    expect(found(r)).toEqual([
      'v2_error_body GET /v2/limits: GET /v2/limits with a query parameter: not a 400 with the v2 error body',
      'v2_error_body PUT /v2/limits: PUT /v2/limits with a body that is not JSON: not a 400 with the v2 error body',
      'v2_error_body POST /v2/limits: POST /v2/limits with a body that is not JSON: not a 400 with the v2 error body',
    ]);
  });

  it('sees a query parameter that is silently ignored', async () => {
    const target = misbehaving(fakeTarget(), { request: (r) => (r.method === 'GET' && isV2Limits(r.url) ? { ...r, url: pathOf(r) } : r) });
    const r = await runOne(target, v2ErrorBody);
    expect(found(r)).toEqual(['v2_error_body GET /v2/limits: GET /v2/limits with a query parameter: not a 400 with the v2 error body']);
  });

  it('sees a refused PUT that changed the limits, and puts them back', async () => {
    const target = misbehaving(fakeTarget(), {
      request: (r) => (r.method === 'PUT' && r.body.includes('UnknownField') ? { ...r, body: '{"upGlobalLimit":1000}' } : r),
      response: (req, res) => (req.method === 'PUT' && req.body.includes('UnknownField') ? { status: 400, headers: { 'content-type': 'application/json' }, body: '{"errors":[{"message":"Unknown field","errorCode":5}]}', truncated: false } : res),
    });
    const before = limitsRow(target);
    const r = await runOne(target, v2ErrorBody);
    expect(found(r)).toEqual(['v2_error_body GET /v2/limits: a refused PUT /v2/limits changed the limits']);
    expect(limitsRow(target)).toEqual(before);
  });
});
