// negative_data_rejection: silent on the clean fake (several seeds, also the empty dataset without
// a limits row), reads only in a read-only run, leaves the fake's records as they were, and
// reports each planted bug once, with the seed and fast-check path that replay it.
import { describe, expect, it } from 'vitest';
import { negativeDataRejection } from '../../../conformance/checks/robustness/negative-data-rejection.ts';
import { snapshot } from '../../support/fake-app.ts';
import { fakeTarget, found, jsonBody, misbehaving, NONE, ofCheck, pathOf, queryOf, recording, rewriting, runChecks, SEEDS, statusOf, withBody, writesIn } from './support.ts';

const ID = 'negative_data_rejection';
const check = [negativeDataRejection];

describe('negative_data_rejection on the clean fake', () => {
  it.each(SEEDS)('reports nothing (seed %i)', async (seed) => {
    const target = fakeTarget({ seed });
    const result = await runChecks(target, check, { seed, runs: 25 });
    expect(found(result)).toEqual([]);
    expect(statusOf(result, ID)).toBe('passed');
  });

  it('reports nothing without a limits row and without transfers (POST /v2/limits is the negative case)', async () => {
    const target = fakeTarget({ seed: 4, dataset: 'empty' });
    const { target: rec, sent } = recording(target);
    const result = await runChecks(rec, check, { seed: 4 });
    expect(found(result)).toEqual([]);
    expect(sent).toContain('POST /v2/limits');
    expect(sent).not.toContain('PUT /v2/limits');
  });

  it('leaves every record of the fake as it was (its own records are removed again)', async () => {
    const target = fakeTarget({ seed: 2 });
    const before = snapshot(target.fake);
    await runChecks(target, check, { seed: 2 });
    expect(snapshot(target.fake)).toBe(before);
  });

  it('sends only reads in a read-only run, and still checks them', async () => {
    const { target, sent } = recording(fakeTarget({ seed: 1 }));
    const result = await runChecks(target, check, { permissions: NONE });
    expect(writesIn(sent)).toEqual([]);
    expect(sent.some((s) => s.startsWith('GET /info'))).toBe(true);
    expect(sent.some((s) => s.startsWith('GET /hosts/'))).toBe(true);
    expect(statusOf(result, ID)).toBe('passed');
  });
});

describe('negative_data_rejection finds planted bugs', () => {
  const expectFound = async (target: ReturnType<typeof fakeTarget>, operation: string, title: RegExp) => {
    const result = await runChecks(target, check);
    const mine = ofCheck(result, ID).filter((d) => d.operation === operation);
    expect(found(result)).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^${ID} ${operation}: ${title.source}`))]));
    expect(statusOf(result, ID)).toBe('failed');
    // One finding per operation, with what replays it.
    expect(mine).toHaveLength(1);
    expect(mine[0]?.seed).toBe(1);
    expect(mine[0]?.path).toMatch(/^\d+(:\d+)*$/);
    expect(mine[0]?.curl).toContain('curl');
    return result;
  };

  it('an unreadable STARTTRANS/STOPTRANS that is ignored (200) instead of refused', async () => {
    const target = misbehaving(fakeTarget(), (r, send) => {
      const q = queryOf(r);
      for (const k of ['STARTTRANS', 'STOPTRANS']) q.delete(k);
      const body = jsonBody(r.body);
      if (body) for (const k of ['STARTTRANS', 'STOPTRANS']) delete body[k];
      const qs = q.toString();
      return send(pathOf(r) === '/transfers' && r.method === 'GET' ? { ...r, url: `${pathOf(r)}${qs ? `?${qs}` : ''}`, body: body ? JSON.stringify(body) : r.body } : r);
    });
    await expectFound(target, 'GET /transfers', /GET \/transfers with (STARTTRANS|STOPTRANS)=.*: status 200/);
  });

  it('a body filter that fails the sanity filter answered with another detail', async () => {
    const target = rewriting(fakeTarget(), (r, res) => (r.method === 'GET' && pathOf(r) === '/hostconfigs' ? withBody(res, res.body.replace('"Issue on values"', '"Bad filter"')) : res));
    await expectFound(target, 'GET /hostconfigs', /.*unexpected detail/);
  });

  it('an unknown host read answered 400 instead of 404', async () => {
    const target = rewriting(fakeTarget(), (r, res) => (r.method === 'GET' && /^\/hosts\/tmkit1-nx/.test(pathOf(r)) ? { ...res, status: 400, body: res.body.replace('"code":404', '"code":400') } : res));
    await expectFound(target, 'GET /hosts/:id', /GET \/hosts\/:id of an unknown record: status 400/);
  });

  it('an unknown configuration read answered 404 instead of the zero record', async () => {
    const target = rewriting(fakeTarget(), (r, res) => (r.method === 'GET' && /^\/configurations\/tmkit1-nx/.test(pathOf(r)) ? { ...res, status: 404, body: '{"message":"Not Found","code":404}' } : res));
    await expectFound(target, 'GET /configurations/:id', /.*status 404/);
  });

  it('a rejected POST /hosts that stores the host all the same', async () => {
    const fake = fakeTarget();
    const target = misbehaving(fake, async (r, send) => {
      const res = await send(r);
      const body = jsonBody(r.body);
      if (r.method === 'POST' && pathOf(r) === '/hosts' && res.status === 400 && typeof body?.['HOSTID'] === 'string' && body['HOSTID'] !== '') {
        await send({ ...r, body: JSON.stringify({ HOSTID: body['HOSTID'], ADDRESS: 'stored.anyway', HOSTKEY: 'c2VjcmV0' }) });
      }
      return res;
    });
    const before = snapshot(fake.fake);
    await expectFound(target, 'POST /hosts', /POST \/hosts with .*: a rejected (create stored a record|write changed the data)/);
    // The cleanup removed what the broken server stored.
    expect(snapshot(fake.fake)).toBe(before);
  });

  it('a PUT of an unknown host that creates it (upsert), which the check then removes', async () => {
    const fake = fakeTarget();
    const before = snapshot(fake.fake);
    const target = misbehaving(fake, async (r, send) => {
      const res = await send(r);
      const id = pathOf(r).split('/')[2] ?? '';
      if (r.method === 'PUT' && pathOf(r).startsWith('/hosts/tmkit1-nx') && res.status === 404) {
        return send({ ...r, method: 'POST', url: '/hosts', body: JSON.stringify({ HOSTID: id, ADDRESS: '10.0.0.9', HOSTKEY: 'c2VjcmV0' }) });
      }
      return res;
    });
    await expectFound(target, 'PUT /hosts/:id', /PUT \/hosts\/:id of an unknown record: status 200/);
    expect(snapshot(fake.fake)).toBe(before);
  });

  it('a rejected PUT /transfers/:id that applies a change all the same', async () => {
    const target = misbehaving(fakeTarget(), async (r, send) => {
      const res = await send(r);
      if (r.method === 'PUT' && pathOf(r).startsWith('/transfers/') && res.status >= 400) await send({ ...r, body: '{"RANK":77}' });
      return res;
    });
    await expectFound(target, 'PUT /transfers/:id', /.*a rejected write changed the data/);
  });

  it('a packet without @class answered with the full envelope instead of the short body', async () => {
    const target = rewriting(fakeTarget(), (r, res) => (pathOf(r) === '/info' && res.status === 400 && res.body.startsWith('{"message"') ? withBody(res, res.body.replace('{"message"', '{"X-method":"GET","path":"/info","message"')) : res));
    await expectFound(target, 'GET /info', /GET \/info with .* packet: not the short error body/);
  });

  it('a packet of the wrong kind answered with JSON code 400 instead of 412', async () => {
    const target = rewriting(fakeTarget(), (r, res) => (pathOf(r) === '/bandwidth' && r.method === 'GET' ? withBody(res, res.body.replace('"message":"Precondition Failed","code":412', '"message":"Bad Request","code":400')) : res));
    await expectFound(target, 'GET /bandwidth', /GET \/bandwidth with wrong-kind packet: no JSON error with code 412/);
  });

  it('a rejected PUT /bandwidth that changes the limits all the same', async () => {
    const target = misbehaving(fakeTarget(), async (r, send) => {
      const res = await send(r);
      if (r.method === 'PUT' && pathOf(r) === '/bandwidth' && res.status === 400) {
        await send({ ...r, body: JSON.stringify({ '@class': 'org.vendor.openproto.protocol.localhandler.packet.json.BandwidthJsonPacket', setter: true, writeglobal: 777770 }) });
      }
      return res;
    });
    await expectFound(target, 'PUT /bandwidth', /.*a rejected setter changed the limits/);
  });

  it('a rejected PUT /v2/limits that applies its valid fields', async () => {
    const target = misbehaving(fakeTarget(), async (r, send) => {
      const res = await send(r);
      if (r.method === 'PUT' && pathOf(r) === '/v2/limits' && res.status === 400) await send({ ...r, body: '{"delayLimit":4242}' });
      return res;
    });
    await expectFound(target, 'PUT /v2/limits', /.*a rejected body changed the limits/);
  });

  it('an invalid /v2/limits body answered without the v2 error body', async () => {
    const target = rewriting(fakeTarget(), (r, res) => (pathOf(r) === '/v2/limits' && res.status === 400 ? withBody(res, '{"message":"Bad Request","code":400}') : res));
    await expectFound(target, 'PUT /v2/limits', /.*not the v2 error body/);
  });
});
