// /v2/limits through the public door: the lifecycle of reference §11 and the captures of §17
// (404 → POST 201 → POST again 400/8 → GET → PUT 201 → DELETE 204 → GET 404), on both spellings of
// the path, plus OPTIONS, refused methods and unknown /v2 paths.
import { describe, expect, it } from 'vitest';
import { testFake } from '../support/fake-app.ts';
import { expectEmpty, expectLimits, expectV2Errors, unchangedBy, withoutRow, withRow, ZERO, type Limits } from './support.ts';

const SOME: Limits = { downGlobalLimit: 50_000, upGlobalLimit: 40_000, downSessionLimit: 5_000, upSessionLimit: 4_000, delayLimit: 250 };

describe.each(['/v2/limits', '/v2/limits/'])('lifecycle on %s', (path) => {
  it('goes 404 → POST 201 → POST 400/8 → GET 200 → PUT 201 → DELETE 204 → 404', async () => {
    const { http } = withoutRow();
    expectEmpty(await http.get(path), 404);
    expectEmpty(await http.put(path).send({}), 404);
    expectEmpty(await http.delete(path), 404);

    expectLimits(await http.post(path).send({}), 201, ZERO);
    expectV2Errors(await http.post(path).send({}), [[8, "An entry of id 'server1' already exist."]]);
    expectLimits(await http.get(path), 200, ZERO);

    expectLimits(await http.put(path).send({ upGlobalLimit: 7000 }), 201, { ...ZERO, upGlobalLimit: 7000 });
    expectLimits(await http.get(path), 200, { ...ZERO, upGlobalLimit: 7000 });

    expectEmpty(await http.delete(path), 204);
    expectEmpty(await http.get(path), 404);
    expectEmpty(await http.delete(path), 404);
    expectLimits(await http.post(path).send({}), 201, ZERO);
  });
});

describe('POST /v2/limits', () => {
  it('answers the exact bytes the real server gives for `{}`', async () => {
    const res = await withoutRow().http.post('/v2/limits').send({});
    expect(res.text).toBe('{"downGlobalLimit":0,"upGlobalLimit":0,"downSessionLimit":0,"upSessionLimit":0,"delayLimit":0}');
  });

  it('stores the given fields and 0 for the others', async () => {
    const { http } = withoutRow();
    expectLimits(await http.post('/v2/limits').send({ downGlobalLimit: 1000, delayLimit: 5 }), 201, { ...ZERO, downGlobalLimit: 1000, delayLimit: 5 });
    expectLimits(await http.get('/v2/limits'), 200, { ...ZERO, downGlobalLimit: 1000, delayLimit: 5 });
  });

  it('stores all five fields', async () => {
    const { http } = await withRow(SOME);
    expectLimits(await http.get('/v2/limits'), 200, SOME);
  });

  it('matches field names case-insensitively', async () => {
    const { http } = withoutRow();
    const res = await http.post('/v2/limits').send({ DOWNGLOBALLIMIT: 1, upgloballimit: 2, DownSessionLimit: 3, UPSESSIONLIMIT: 4, delaylimit: 5 });
    expectLimits(res, 201, { downGlobalLimit: 1, upGlobalLimit: 2, downSessionLimit: 3, upSessionLimit: 4, delayLimit: 5 });
  });

  it('accepts the largest exact integer and 0', async () => {
    const { http } = withoutRow();
    const max = Number.MAX_SAFE_INTEGER;
    expectLimits(await http.post('/v2/limits').send({ upGlobalLimit: max, delayLimit: 0 }), 201, { ...ZERO, upGlobalLimit: max });
  });

  it('refuses a second POST before reading its body: errorCode 8 even for a broken body', async () => {
    const { fake, http } = await withRow(SOME);
    const res = await unchangedBy(fake, () => http.post('/v2/limits').set('Content-Type', 'application/json').send('{broken'));
    expectV2Errors(res, [[8, "An entry of id 'server1' already exist."]]);
  });

  it('names the configured host id in errorCode 8', async () => {
    const { http } = testFake({ dataset: 'empty', hostId: 'hosta' });
    await http.post('/v2/limits').send({});
    expectV2Errors(await http.post('/v2/limits').send({}), [[8, "An entry of id 'hosta' already exist."]]);
  });
});

describe('PUT /v2/limits', () => {
  it('replaces the given fields and keeps the others', async () => {
    const { http } = await withRow(SOME);
    const res = await http.put('/v2/limits').send({ downSessionLimit: 1, delayLimit: 0 });
    expectLimits(res, 201, { ...SOME, downSessionLimit: 1, delayLimit: 0 });
    expectLimits(await http.get('/v2/limits'), 200, { ...SOME, downSessionLimit: 1, delayLimit: 0 });
  });

  it('answers 201 with the row unchanged for `{}`', async () => {
    const { fake, http } = await withRow(SOME);
    expectLimits(await unchangedBy(fake, () => http.put('/v2/limits').send({})), 201, SOME);
  });

  it('needs a row: 404 with an empty body, whatever the body', async () => {
    const { fake, http } = withoutRow();
    expectEmpty(await unchangedBy(fake, () => http.put('/v2/limits').send({ upGlobalLimit: 1 })), 404);
    expectEmpty(await unchangedBy(fake, () => http.put('/v2/limits').send({ bogus: -1 })), 404);
  });
});

describe('the seeded dataset', () => {
  it('shows the own host row of the small dataset (read = down, write = up)', async () => {
    const { fake, http } = testFake();
    const row = fake.store.configurations.get(fake.config.hostId)?.record;
    if (!row) throw new Error('the small dataset has no configuration row for the own host');
    expectLimits(await http.get('/v2/limits'), 200, {
      downGlobalLimit: row.READGLOBALLIMIT, upGlobalLimit: row.WRITEGLOBALLIMIT,
      downSessionLimit: row.READSESSIONLIMIT, upSessionLimit: row.WRITESESSIONLIMIT, delayLimit: row.DELAYLIMIT,
    });
  });

  it('DELETE removes it, then POST creates it again', async () => {
    const { http } = testFake();
    expectEmpty(await http.delete('/v2/limits'), 204);
    expectEmpty(await http.get('/v2/limits'), 404);
    expectLimits(await http.post('/v2/limits').send({ delayLimit: 3 }), 201, { ...ZERO, delayLimit: 3 });
  });
});

describe('OPTIONS and other methods', () => {
  it.each(['/v2/limits', '/v2/limits/'])('OPTIONS %s: 200, Allow, empty body', async (path) => {
    const { fake, http } = withoutRow();
    const res = await unchangedBy(fake, () => http.options(path));
    expect(res.status).toBe(200);
    expect(res.headers['allow']).toBe('GET,POST,PUT,DELETE,OPTIONS');
    expect(res.text).toBe('');
  });

  it.each(['PATCH', 'TRACE'] as const)('%s: 405 with an empty body, nothing changed', async (method) => {
    const { fake, http } = await withRow(SOME);
    const res = await unchangedBy(fake, () => http[method === 'PATCH' ? 'patch' : 'trace']('/v2/limits').send({ upGlobalLimit: 1 }));
    expectEmpty(res, 405);
    expect(res.headers['allow']).toBe('GET,POST,PUT,DELETE,OPTIONS');
  });

  it('HEAD: 405', async () => {
    const { http } = await withRow(SOME);
    expect((await http.head('/v2/limits')).status).toBe(405);
  });

  it('answers 405 to every method when the limits entry point is disabled', async () => {
    const { fake, http } = testFake({ disabled: ['limits'] });
    for (const res of [await http.get('/v2/limits'), await http.options('/v2/limits'), await http.delete('/v2/limits')]) expectEmpty(res, 405);
    await unchangedBy(fake, () => http.post('/v2/limits').send({}));
  });
});

describe('unknown /v2 paths', () => {
  it.each([
    ['GET', '/v2/unknown'],
    ['GET', '/v2'],
    ['GET', '/v2/limits/extra'],
    ['POST', '/v2/limitsx'],
    ['OPTIONS', '/v2/unknown'],
  ])('%s %s: 404 with the real server text and, as 3.6.2, no Content-Type', async (method, path) => {
    const { fake, http } = testFake();
    const res = await unchangedBy(fake, () => (method === 'POST' ? http.post(path).send({}) : method === 'OPTIONS' ? http.options(path) : http.get(path)));
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toBeUndefined();
    expect(res.headers['connection']).toBe('close');
    expect(res.text).toBe(`Problem accessing: ${path}. Reason: Not Found`);
  });
});
