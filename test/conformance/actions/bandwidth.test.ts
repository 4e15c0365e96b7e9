// The /bandwidth checks: no deviation against the clean fake (and the limits as they were
// afterwards), the deviation against a fake wrapped into a server with a planted bug.
import { describe, expect, it } from 'vitest';
import { bandwidthSetThenGet } from '../../../conformance/checks/actions/bandwidth-set-then-get.ts';
import { bandwidthGetterSetterMismatch } from '../../../conformance/checks/actions/bandwidth-getter-setter-mismatch.ts';
import { editJson, fakeTarget, found, misbehaving, pathOf, runOne, SEEDS, statusOf } from './support.ts';
import type { EmbeddedTarget } from '../../../composition/index.ts';

type Packet = Record<string, unknown>;
type Answer = { answer?: { results?: Packet[] } };

/** The own limits row as the fake holds it (undefined when there is none). */
const limitsRow = (t: EmbeddedTarget) => t.fake.store.configurations.get(t.fake.config.hostId)?.record;

describe('bandwidth_set_then_get', () => {
  it.each(SEEDS)('finds nothing on the clean fake and puts the limits back (seed %i)', async (seed) => {
    const target = fakeTarget({ seed });
    const before = limitsRow(target);
    const r = await runOne(target, bandwidthSetThenGet, { seed, runs: 25 });
    expect(found(r)).toEqual([]);
    expect(statusOf(r, 'bandwidth_set_then_get')).toBe('passed');
    expect(limitsRow(target)).toMatchObject({ ...before, UPDATEDINFO: expect.any(Number) });
  });

  it('leaves no limits row behind when there was none', async () => {
    const target = fakeTarget();
    target.fake.store.configurations.delete(target.fake.config.hostId);
    const r = await runOne(target, bandwidthSetThenGet);
    expect(found(r)).toEqual([]);
    expect(limitsRow(target)).toBeUndefined();
  });

  it('sees limits rounded up instead of truncated', async () => {
    const target = misbehaving(fakeTarget(), {
      request: (r) =>
        r.method === 'PUT' && pathOf(r) === '/bandwidth' && r.body !== ''
          ? { ...r, body: editJson<Packet>(r.body, (p) => void (typeof p['writeglobal'] === 'number' && p['writeglobal'] > 0 && (p['writeglobal'] = Math.ceil(p['writeglobal'] / 10) * 10))) }
          : r,
    });
    const r = await runOne(target, bandwidthSetThenGet, { runs: 25 });
    expect(found(r)).toEqual(['bandwidth_set_then_get PUT /bandwidth: PUT /bandwidth answered limits that the set rules do not give']);
    expect(r.deviations[0]?.path).toBeTypeOf('string');
    expect(r.deviations[0]?.seed).toBe(1);
  });

  it('sees a GET that does not read back what was set', async () => {
    const target = misbehaving(fakeTarget(), {
      response: (req, res) =>
        req.method === 'GET' && pathOf(req) === '/bandwidth' && res.status === 200
          ? { ...res, body: editJson<Answer>(res.body, (j) => void j.answer?.results?.forEach((p) => (p['readsession'] = Number(p['readsession']) + 10))) }
          : res,
    });
    const r = await runOne(target, bandwidthSetThenGet);
    expect(found(r)).toEqual(['bandwidth_set_then_get GET /bandwidth: GET /bandwidth does not read back the limits just set']);
  });
});

describe('bandwidth_getter_setter_mismatch', () => {
  it.each(SEEDS)('finds nothing on the clean fake and changes no limit (seed %i)', async (seed) => {
    const target = fakeTarget({ seed });
    const before = limitsRow(target);
    const r = await runOne(target, bandwidthGetterSetterMismatch, { seed });
    expect(found(r)).toEqual([]);
    expect(statusOf(r, 'bandwidth_getter_setter_mismatch')).toBe('passed');
    expect(limitsRow(target)).toEqual(before);
  });

  it('sees a setter packet served on GET', async () => {
    const target = misbehaving(fakeTarget(), {
      request: (r) => (r.method === 'GET' && pathOf(r) === '/bandwidth' && r.body.includes('"setter":true') ? { ...r, body: '' } : r),
    });
    const r = await runOne(target, bandwidthGetterSetterMismatch);
    expect(found(r)).toEqual(['bandwidth_getter_setter_mismatch GET /bandwidth: GET /bandwidth with a setter packet was not refused as a conflict']);
  });

  it('sees a getter packet obeyed on PUT, and puts the limits back', async () => {
    const target = misbehaving(fakeTarget(), {
      request: (r) => (r.method === 'PUT' && pathOf(r) === '/bandwidth' ? { ...r, body: r.body.replace('"setter":false', '"setter":true') } : r),
    });
    const before = limitsRow(target);
    const r = await runOne(target, bandwidthGetterSetterMismatch);
    expect(found(r)).toEqual([
      'bandwidth_getter_setter_mismatch PUT /bandwidth: PUT /bandwidth with a getter packet was not refused as a conflict',
      'bandwidth_getter_setter_mismatch GET /bandwidth: a refused /bandwidth request changed the limits',
    ]);
    expect(limitsRow(target)).toMatchObject({ ...before, UPDATEDINFO: expect.any(Number) });
  });

  it('sees a PUT without a packet answered with another code', async () => {
    const target = misbehaving(fakeTarget(), {
      response: (req, res) => (req.method === 'PUT' && req.body === '' ? { ...res, body: editJson<Packet>(res.body, (j) => void (j['code'] = 400)) } : res),
    });
    const r = await runOne(target, bandwidthGetterSetterMismatch);
    expect(found(r)).toEqual(['bandwidth_getter_setter_mismatch PUT /bandwidth: PUT /bandwidth without a packet was not refused as a conflict']);
    expect(r.deviations[0]?.received).toBe('Received: HTTP 400 with JSON code 400');
  });
});
