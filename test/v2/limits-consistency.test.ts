// /v2/limits, /bandwidth and the own host's /configurations row are one state (fake-server/
// limits-state.ts): what one sets, the others show, in both directions. "down" is the read limit,
// "up" the write limit (reference §11).
import { describe, expect, it } from 'vitest';
import type { Response } from 'supertest';
import { PACKET_CLASS, DEFAULT_CLASS_PREFIX } from '../../contract/index.ts';
import { expectEmpty, expectLimits, LIMITS, withoutRow, withRow, ZERO, type Limits } from './support.ts';

type Http = Awaited<ReturnType<typeof withRow>>['http'];

const BANDWIDTH_CLASS = `${DEFAULT_CLASS_PREFIX}${PACKET_CLASS.bandwidth}`;
const SET: Limits = { downGlobalLimit: 50_000, upGlobalLimit: 40_000, downSessionLimit: 5_000, upSessionLimit: 4_000, delayLimit: 250 };

function bandwidthOf(res: Response) {
  expect(res.status, res.text).toBe(200);
  const p = res.body.answer.results[0];
  return { readglobal: p.readglobal, writeglobal: p.writeglobal, readsession: p.readsession, writesession: p.writesession };
}

async function ownConfiguration(http: Http) {
  const res = await http.get('/configurations/server1');
  expect(res.status, res.text).toBe(200);
  const { READGLOBALLIMIT, WRITEGLOBALLIMIT, READSESSIONLIMIT, WRITESESSIONLIMIT, DELAYLIMIT } = res.body.answer;
  return { READGLOBALLIMIT, WRITEGLOBALLIMIT, READSESSIONLIMIT, WRITESESSIONLIMIT, DELAYLIMIT };
}

async function storedHostIds(http: Http): Promise<string[]> {
  const res = await http.get('/configurations');
  return ((res.body.answer.results ?? []) as { HOSTID: string }[]).map((r) => r.HOSTID);
}

describe('/v2/limits → /bandwidth and /configurations', () => {
  it('POST shows in GET /bandwidth and GET /configurations/server1', async () => {
    const { http } = await withRow(SET);
    expect(bandwidthOf(await http.get('/bandwidth'))).toEqual({ readglobal: 50_000, writeglobal: 40_000, readsession: 5_000, writesession: 4_000 });
    expect(await ownConfiguration(http)).toEqual({ READGLOBALLIMIT: 50_000, WRITEGLOBALLIMIT: 40_000, READSESSIONLIMIT: 5_000, WRITESESSIONLIMIT: 4_000, DELAYLIMIT: 250 });
    expect(await storedHostIds(http)).toContain('server1');
  });

  it('PUT shows there too, values as given (no /bandwidth rounding)', async () => {
    const { http } = await withRow(SET);
    await http.put(LIMITS).send({ upSessionLimit: 1234, delayLimit: 7 });
    expect(bandwidthOf(await http.get('/bandwidth')).writesession).toBe(1234);
    expect(await ownConfiguration(http)).toMatchObject({ WRITESESSIONLIMIT: 1234, DELAYLIMIT: 7 });
  });

  it('DELETE: /bandwidth shows no limits and the row is gone from /configurations', async () => {
    const { http } = await withRow(SET);
    expectEmpty(await http.delete(LIMITS), 204);
    expect(bandwidthOf(await http.get('/bandwidth'))).toEqual({ readglobal: 0, writeglobal: 0, readsession: 0, writesession: 0 });
    expect(await storedHostIds(http)).not.toContain('server1');
  });
});

describe('/bandwidth and /configurations → /v2/limits', () => {
  it('PUT /bandwidth shows in GET /v2/limits, with its own set rules; the delay is kept', async () => {
    const { http } = await withRow(SET);
    const res = await http.put('/bandwidth').send({ '@class': BANDWIDTH_CLASS, setter: true, readglobal: 30_005, writeglobal: -10, readsession: 90_000, writesession: 2_000 });
    expect(res.status, res.text).toBe(200);
    // 30_005 truncated to 30_000; -10 keeps 40_000; the read session is capped at the read global.
    expectLimits(await http.get(LIMITS), 200, { downGlobalLimit: 30_000, upGlobalLimit: 40_000, downSessionLimit: 30_000, upSessionLimit: 2_000, delayLimit: 250 });
  });

  it('PUT /bandwidth without a row creates it: GET /v2/limits then answers 200 and POST 8', async () => {
    const { http } = withoutRow();
    expectEmpty(await http.get(LIMITS), 404);
    await http.put('/bandwidth').send({ '@class': BANDWIDTH_CLASS, setter: true, readglobal: 100, writeglobal: 200, readsession: 10, writesession: 20 });
    expectLimits(await http.get(LIMITS), 200, { downGlobalLimit: 100, upGlobalLimit: 200, downSessionLimit: 10, upSessionLimit: 20, delayLimit: 0 });
    expect((await http.post(LIMITS).send({})).body.errors[0].errorCode).toBe(8);
  });

  it('PUT /configurations/server1 shows in GET /v2/limits', async () => {
    const { http } = await withRow(SET);
    const res = await http.put('/configurations/server1').send({ READGLOBALLIMIT: 11, WRITEGLOBALLIMIT: 22, READSESSIONLIMIT: 3, WRITESESSIONLIMIT: 4, DELAYLIMIT: 5 });
    expect(res.status, res.text).toBe(200);
    expectLimits(await http.get(LIMITS), 200, { downGlobalLimit: 11, upGlobalLimit: 22, downSessionLimit: 3, upSessionLimit: 4, delayLimit: 5 });
  });

  it('POST /configurations of the own host creates the row; DELETE removes it', async () => {
    const { http } = withoutRow();
    expect((await http.post('/configurations').send({ HOSTID: 'server1', DELAYLIMIT: 60 })).status).toBe(200);
    expectLimits(await http.get(LIMITS), 200, { ...ZERO, delayLimit: 60 });
    expect((await http.delete('/configurations/server1')).status).toBe(200);
    expectEmpty(await http.get(LIMITS), 404);
  });

  it('other hosts rows are not the server limits', async () => {
    const { http } = withoutRow();
    await http.post('/configurations').send({ HOSTID: 'partner', READGLOBALLIMIT: 1 });
    expectEmpty(await http.get(LIMITS), 404);
  });
});

describe('a refused /v2 request leaves /bandwidth and /configurations as they were', () => {
  it('refused PUT, POST and DELETE', async () => {
    const { http } = await withRow(SET);
    const before = [bandwidthOf(await http.get('/bandwidth')), await ownConfiguration(http)];
    await http.put(LIMITS).send({ upGlobalLimit: 1, bogus: 2 });
    await http.post(LIMITS).send({ upGlobalLimit: 1 });
    await http.delete(`${LIMITS}?all=true`);
    await http.put(LIMITS).set('Content-Type', 'text/plain').send('{"upGlobalLimit":1}');
    await http.patch(LIMITS).send({ upGlobalLimit: 1 });
    expect([bandwidthOf(await http.get('/bandwidth')), await ownConfiguration(http)]).toEqual(before);
  });
});
