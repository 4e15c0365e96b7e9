// The control API under /_fake: health, reset, reseed and the clock.
import { describe, expect, it } from 'vitest';
import { lossless, snapshot, testFake, violations } from '../support/fake-app.ts';
import { DEFAULT_DATASET } from '../support/dataset.ts';
const { partner: PARTNER, rule: RULE } = DEFAULT_DATASET;

const FROZEN_MS = Date.parse('2025-01-01T00:00:00.000Z');
const NEW_YEAR = '2026-01-01T00:00:00Z';
const NEW_YEAR_MS = Date.parse(NEW_YEAR);

const TRANSFER = { IDRULE: RULE, REQUESTER: 'server1', REQUESTED: PARTNER, FILENAME: '/data/out/clock.csv' };

describe('GET /_fake/health', () => {
  it('answers status ok with seed, dataset, hostId, clock {kind, now, ms} and the counts of each collection', async () => {
    const { http } = testFake({ seed: 3 });
    const res = await http.get('/_fake/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'ok', seed: 3, dataset: 'small', hostId: 'server1',
      clock: { kind: 'frozen', now: '2025-01-01T00:00:00.000Z', ms: FROZEN_MS },
    });
    const counts = res.body.counts as Record<string, number>;
    expect(Object.keys(counts).sort()).toEqual(['configurations', 'hostconfigs', 'hosts', 'transfers']);
    expect(counts['transfers']).toBe(200);
    for (const c of ['hosts', 'hostconfigs', 'configurations']) {
      expect(counts[c], c).toBe((await http.get(`/${c}`)).body.answer.count);
    }
  });

  it('reports the configured host id and dataset', async () => {
    const { http } = testFake({ hostId: 'hub-a', dataset: 'empty' });
    const res = await http.get('/_fake/health');
    expect(res.body).toMatchObject({ hostId: 'hub-a', dataset: 'empty', counts: { transfers: 0, hosts: 0, hostconfigs: 0, configurations: 0 } });
  });

  it('counts a host created through the interface', async () => {
    const { http } = testFake();
    await http.post('/hosts').send({ HOSTID: 'counted', ADDRESS: '10.0.0.1', HOSTKEY: 'k' });
    expect((await http.get('/_fake/health')).body.counts.hosts).toBe(11);
  });
});

describe('POST /_fake/reset', () => {
  it('restores the seeded state after writes to every collection (snapshot equal to a fresh fake)', async () => {
    const { fake, http } = testFake({ seed: 5 });
    const fresh = snapshot(testFake({ seed: 5 }).fake);
    expect((await http.post('/hosts').send({ HOSTID: 'w', ADDRESS: '10.0.0.1', HOSTKEY: 'k' })).status).toBe(200);
    expect((await http.delete('/hostconfigs/server1')).status).toBe(200);
    expect((await http.put('/configurations/server1').send({ DELAYLIMIT: 1 })).status).toBe(200);
    expect((await http.post('/transfers').send(TRANSFER)).status).toBe(200);
    expect(snapshot(fake)).not.toBe(fresh);
    const res = await http.post('/_fake/reset');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', seed: 5 });
    expect(snapshot(fake)).toBe(fresh);
  });

  it('continues the transfer id sequence as a fresh fake does after a reset', async () => {
    const { http } = testFake({ seed: 5 });
    const other = testFake({ seed: 5 });
    await http.post('/transfers').send(TRANSFER);
    await http.post('/_fake/reset');
    const a = await http.post('/transfers').send(TRANSFER);
    const b = await other.http.post('/transfers').send(TRANSFER);
    expect(a.text).toBe(b.text);
  });

  it('puts back the clock the fake started with (a test that moved it does not move it for the next)', async () => {
    const { http } = testFake();
    await http.put('/_fake/clock').send({ now: NEW_YEAR });
    expect((await http.get('/_fake/clock')).body).toEqual({ kind: 'frozen', now: '2026-01-01T00:00:00.000Z', ms: NEW_YEAR_MS });
    await http.post('/_fake/reset');
    expect((await http.get('/_fake/clock')).body).toEqual({ kind: 'frozen', now: '2025-01-01T00:00:00.000Z', ms: Date.parse('2025-01-01T00:00:00.000Z') });
  });
});

describe('POST /_fake/reseed', () => {
  it('changes the data to that of a fresh fake with seed 7', async () => {
    const { fake, http } = testFake({ seed: 1 });
    const before = snapshot(fake);
    const res = await http.post('/_fake/reseed').send({ seed: 7 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', seed: 7, dataset: 'small' });
    expect(snapshot(fake)).not.toBe(before);
    expect(snapshot(fake)).toBe(snapshot(testFake({ seed: 7 }).fake));
    expect((await http.get('/_fake/health')).body.seed).toBe(7);
  });

  it('answers the interface with the new data: GET /hosts equals that of a fresh seed-7 fake', async () => {
    const { http } = testFake({ seed: 1 });
    await http.post('/_fake/reseed').send({ seed: 7 });
    const expected = await testFake({ seed: 7 }).http.get('/hosts');
    expect((await http.get('/hosts')).text).toBe(expected.text);
  });

  it('switches the dataset when one is given', async () => {
    const { fake, http } = testFake({ seed: 1 });
    const res = await http.post('/_fake/reseed').send({ seed: 2, dataset: 'empty' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ seed: 2, dataset: 'empty', counts: { transfers: 0, hosts: 0, hostconfigs: 0, configurations: 0 } });
    expect(snapshot(fake)).toBe(snapshot(testFake({ seed: 2, dataset: 'empty' }).fake));
  });

  it.each([
    ['no body', undefined],
    ['a body that is not JSON', '{seed: 7'],
    ['a JSON array', '[7]'],
    ['no seed', '{}'],
    ['a seed as text', '{"seed":"7"}'],
    ['a fractional seed', '{"seed":1.5}'],
    ['an unknown dataset', '{"seed":7,"dataset":"huge"}'],
  ])('rejects %s with 400 {error} and changes nothing', async (_label, body) => {
    const { fake, http } = testFake({ seed: 1 });
    const before = snapshot(fake);
    const req = http.post('/_fake/reseed');
    const res = body === undefined ? await req : await req.set('Content-Type', 'application/json').send(body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual(['error']);
    expect(typeof res.body.error).toBe('string');
    expect(res.body.error.length).toBeGreaterThan(0);
    expect(snapshot(fake)).toBe(before);
    expect((await http.get('/_fake/health')).body.seed).toBe(1);
  });
});

describe('/_fake/clock', () => {
  it('GET answers the frozen default instant as {kind, now, ms}', async () => {
    const { http } = testFake();
    const res = await http.get('/_fake/clock');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ kind: 'frozen', now: '2025-01-01T00:00:00.000Z', ms: FROZEN_MS });
  });

  it('PUT {"now": ISO} sets the instant, and POST /transfers with STARTTRANS 0 then stores that instant', async () => {
    const { http } = testFake();
    const set = await http.put('/_fake/clock').send({ now: NEW_YEAR });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ kind: 'frozen', now: '2026-01-01T00:00:00.000Z', ms: NEW_YEAR_MS });
    expect((await http.get('/_fake/clock')).body.ms).toBe(NEW_YEAR_MS);

    const created = await http.post('/transfers').send({ ...TRANSFER, STARTTRANS: 0 });
    expect(created.status).toBe(200);
    expect(violations('urn:tmkit:v1-single-transfers', created.body)).toEqual([]);
    const answer = lossless(created.text).answer;
    expect(answer.STARTTRANS).toBe(NEW_YEAR_MS);
    const read = await http.get(`/transfers/${String(answer.SPECIALID)}?REQUESTER=server1&REQUESTED=${PARTNER}`);
    expect(read.status).toBe(200);
    expect(lossless(read.text).answer.STARTTRANS).toBe(NEW_YEAR_MS);
  });

  it('PUT {"now": epoch ms} sets the instant', async () => {
    const { http } = testFake();
    const res = await http.put('/_fake/clock').send({ now: NEW_YEAR_MS + 5 });
    expect(res.status).toBe(200);
    expect(res.body.ms).toBe(NEW_YEAR_MS + 5);
  });

  it('POST /advance {"ms": 60000} moves the clock one minute on', async () => {
    const { http } = testFake();
    const res = await http.post('/_fake/clock/advance').send({ ms: 60000 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ kind: 'frozen', now: '2025-01-01T00:01:00.000Z', ms: FROZEN_MS + 60000 });
    expect((await http.get('/_fake/clock')).body.ms).toBe(FROZEN_MS + 60000);
    expect((await http.get('/_fake/health')).body.clock.ms).toBe(FROZEN_MS + 60000);
  });

  it.each([
    ['PUT', '/_fake/clock', '{"now":"yesterday"}'],
    ['PUT', '/_fake/clock', '{"now":1.5}'],
    ['PUT', '/_fake/clock', '{"now":true}'],
    ['PUT', '/_fake/clock', '{}'],
    ['PUT', '/_fake/clock', '{"now":'],
    ['PUT', '/_fake/clock', '"2026-01-01T00:00:00Z"'],
    ['POST', '/_fake/clock/advance', '{"ms":"60000"}'],
    ['POST', '/_fake/clock/advance', '{"ms":1.5}'],
    ['POST', '/_fake/clock/advance', '{}'],
    ['POST', '/_fake/clock/advance', 'sixty'],
  ])('rejects %s %s with body %s as 400 {error} and leaves the clock as it was', async (method, url, body) => {
    const { fake, http } = testFake();
    const before = snapshot(fake);
    const req = method === 'PUT' ? http.put(url) : http.post(url);
    const res = await req.set('Content-Type', 'application/json').send(body);
    expect(res.status).toBe(400);
    expect(snapshot(fake)).toBe(before);
    expect(typeof res.body.error).toBe('string');
    expect((await http.get('/_fake/clock')).body.ms).toBe(FROZEN_MS);
  });

  it('refuses to set or advance a system clock with 409 {error}', async () => {
    const { fake, http } = testFake({ clock: 'system' });
    const before = snapshot(fake);
    expect((await http.get('/_fake/clock')).body.kind).toBe('system');
    const set = await http.put('/_fake/clock').send({ now: NEW_YEAR });
    expect(set.status).toBe(409);
    expect(typeof set.body.error).toBe('string');
    const advance = await http.post('/_fake/clock/advance').send({ ms: 60000 });
    expect(advance.status).toBe(409);
    expect(typeof advance.body.error).toBe('string');
    expect(snapshot(fake)).toBe(before);
  });
});
