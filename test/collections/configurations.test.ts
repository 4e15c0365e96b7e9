// /configurations through the public door: HOSTID and BANDWIDTH filters, the real server's answers for unknown ids, limits validation.
import { describe, expect, it } from 'vitest';
import { snapshot, testFake } from '../support/fake-app.ts';
import { describeCommonMechanics } from './common-mechanics.ts';
import { expectJsonError, expectList, expectSingle, ids, sortedIds, unchangedBy } from './collection-helpers.ts';
import { DEFAULT_DATASET } from '../support/dataset.ts';
const { otherPartner: OTHER_PARTNER, partner: PARTNER } = DEFAULT_DATASET;

interface Configuration {
  HOSTID: string;
  READGLOBALLIMIT: number;
  WRITEGLOBALLIMIT: number;
  READSESSIONLIMIT: number;
  WRITESESSIONLIMIT: number;
  DELAYLIMIT: number;
  UPDATEDINFO: number;
}

const LIMITS = ['READGLOBALLIMIT', 'WRITEGLOBALLIMIT', 'READSESSIONLIMIT', 'WRITESESSIONLIMIT'] as const;

const limits = (id: string, r: number, w: number, rs: number, ws: number, delay: number) => ({
  HOSTID: id, READGLOBALLIMIT: r, WRITEGLOBALLIMIT: w, READSESSIONLIMIT: rs, WRITESESSIONLIMIT: ws, DELAYLIMIT: delay,
});

const zeroRecord = (id: string) => ({ '@model': 'DbConfiguration', ...limits(id, 0, 0, 0, 0, 0), UPDATEDINFO: 0 });

describeCommonMechanics({ collection: 'configurations', existingId: PARTNER, otherId: OTHER_PARTNER, createBody: (id) => ({ HOSTID: id }) });

type Http = ReturnType<typeof testFake>['http'];

async function allConfigurations(http: Http): Promise<Configuration[]> {
  return expectList<Configuration>(await http.get('/configurations'), 'configurations');
}

async function postConfiguration(http: Http, body: Record<string, unknown>): Promise<Configuration> {
  return expectSingle<Configuration>(await http.post('/configurations').send(body), 'configurations', 'CREATE');
}

/** A dataset of known rows: limits all zero with a delay, one limit each, a delay only. */
async function knownRows(): Promise<ReturnType<typeof testFake>> {
  const t = testFake({ dataset: 'empty' });
  await postConfiguration(t.http, limits('all-zero', 0, 0, 0, 0, 0));
  await postConfiguration(t.http, limits('delay-only', 0, 0, 0, 0, 900_000));
  await postConfiguration(t.http, limits('read-global', 50_000, 0, 0, 0, 0));
  await postConfiguration(t.http, limits('write-global', 0, 20_000, 0, 0, 0));
  await postConfiguration(t.http, limits('read-session', 0, 0, 30_000, 0, 0));
  await postConfiguration(t.http, limits('write-session', 0, 0, 0, 10_000, 100));
  return t;
}

describe('GET /configurations filters', () => {
  it('orders the list by HOSTID ascending', async () => {
    const { http } = testFake();
    await postConfiguration(http, { HOSTID: 'zzz-last' });
    await postConfiguration(http, { HOSTID: 'aaa-first' });
    const list = ids(await allConfigurations(http));
    expect(list).toEqual(sortedIds(list));
    expect(list[0]).toBe('aaa-first');
    expect(list.at(-1)).toBe('zzz-last');
  });

  it('filters HOSTID by exact match', async () => {
    const { http } = testFake();
    expect(ids(expectList(await http.get(`/configurations?HOSTID=${PARTNER}`), 'configurations'))).toEqual([PARTNER]);
    expect(expectList(await http.get('/configurations?HOSTID=athens'), 'configurations')).toEqual([]);
  });

  it.each(['-1', '-100', 'abc', ''])('applies no filter for BANDWIDTH=%j', async (value) => {
    const { http } = await knownRows();
    const res = expectList<Configuration>(await http.get(`/configurations?BANDWIDTH=${value}`), 'configurations');
    expect(res).toHaveLength(6);
  });

  it('lists only rows whose four limits are 0 for BANDWIDTH=0, whatever DELAYLIMIT', async () => {
    const { http } = await knownRows();
    expect(ids(expectList(await http.get('/configurations?BANDWIDTH=0'), 'configurations'))).toEqual(['all-zero', 'delay-only']);
    expect(ids(expectList(await http.get('/configurations').send({ BANDWIDTH: 0 }), 'configurations'))).toEqual(['all-zero', 'delay-only']);
  });

  it('lists rows where any of the four limits is greater than BANDWIDTH>0, ignoring DELAYLIMIT', async () => {
    const { http } = await knownRows();
    expect(ids(expectList(await http.get('/configurations?BANDWIDTH=15000'), 'configurations'))).toEqual(['read-global', 'read-session', 'write-global']);
    expect(ids(expectList(await http.get('/configurations?BANDWIDTH=30000'), 'configurations'))).toEqual(['read-global']);
    expect(expectList(await http.get('/configurations?BANDWIDTH=50000'), 'configurations')).toEqual([]);
    expect(ids(expectList(await http.get('/configurations').send({ BANDWIDTH: 9999 }), 'configurations'))).toEqual(['read-global', 'read-session', 'write-global', 'write-session']);
  });

  it('applies BANDWIDTH to the seeded data as "any limit above the value"', async () => {
    const { http } = testFake();
    const all = await allConfigurations(http);
    const res = expectList<Configuration>(await http.get('/configurations?BANDWIDTH=100000'), 'configurations');
    expect(ids(res)).toEqual(ids(all.filter((c) => LIMITS.some((k) => c[k] > 100_000))));
    const none = expectList<Configuration>(await http.get('/configurations?BANDWIDTH=0'), 'configurations');
    expect(ids(none)).toEqual(ids(all.filter((c) => LIMITS.every((k) => c[k] === 0))));
  });

  it('combines HOSTID and BANDWIDTH', async () => {
    const { http } = await knownRows();
    expect(ids(expectList(await http.get('/configurations?HOSTID=read-global&BANDWIDTH=1'), 'configurations'))).toEqual(['read-global']);
    expect(expectList(await http.get('/configurations?HOSTID=all-zero&BANDWIDTH=1'), 'configurations')).toEqual([]);
  });
});

describe('GET /configurations/:id', () => {
  it('answers a stored record', async () => {
    const { http } = testFake();
    expect(expectSingle<Configuration>(await http.get(`/configurations/${PARTNER}`), 'configurations', 'GET')).toMatchObject({ '@model': 'DbConfiguration', HOSTID: PARTNER });
  });

  it('answers an unknown id with 200 and a record of zero limits, UPDATEDINFO 0, storing nothing', async () => {
    const { fake, http } = testFake();
    const res = await unchangedBy(fake, () => http.get('/configurations/no-such-host'));
    expect(expectSingle(res, 'configurations', 'GET')).toEqual(zeroRecord('no-such-host'));
    expect(ids(await allConfigurations(http))).not.toContain('no-such-host');
  });
});

describe('POST /configurations', () => {
  it('creates a record, missing limits being 0, UPDATEDINFO forced to 3', async () => {
    const { http } = testFake();
    const created = await postConfiguration(http, { HOSTID: 'fresh', READGLOBALLIMIT: 1000, DELAYLIMIT: 50, UPDATEDINFO: 6 });
    expect(created).toEqual({ '@model': 'DbConfiguration', ...limits('fresh', 1000, 0, 0, 0, 50), UPDATEDINFO: 3 });
    expect(expectSingle(await http.get('/configurations/fresh'), 'configurations', 'GET')).toEqual(created);
  });

  it('accepts lower-case `updatedinfo` and ignores it', async () => {
    const { http } = testFake();
    const res = await http.post('/configurations').send({ HOSTID: 'lower', updatedinfo: 5 });
    const created = expectSingle<Record<string, unknown>>(res, 'configurations', 'CREATE');
    expect(created['UPDATEDINFO']).toBe(3);
    expect(created).not.toHaveProperty('updatedinfo');
    const updated = expectSingle<Record<string, unknown>>(await http.put('/configurations/lower').send({ updatedinfo: 1, DELAYLIMIT: 7 }), 'configurations', 'UPDATE');
    expect(updated).toMatchObject({ DELAYLIMIT: 7, UPDATEDINFO: 3 });
    expect(updated).not.toHaveProperty('updatedinfo');
  });

  it('stores negative limits as given, as real 3.6.2 does (the interface types them bigint, with no bound)', async () => {
    const { http } = testFake();
    const created = await postConfiguration(http, { HOSTID: 'negative', WRITEGLOBALLIMIT: -999988, DELAYLIMIT: -5 });
    expect(created).toMatchObject({ WRITEGLOBALLIMIT: -999988, DELAYLIMIT: -5 });
    const updated = expectSingle(await http.put('/configurations/negative').send({ READSESSIONLIMIT: -1 }), 'configurations', 'UPDATE');
    expect(updated).toMatchObject({ WRITEGLOBALLIMIT: -999988, READSESSIONLIMIT: -1 });
    expect(expectSingle(await http.get('/configurations/negative'), 'configurations', 'GET')).toEqual(updated);
  });

  it('accepts limits given as query text', async () => {
    const { http } = testFake();
    const res = await http.post('/configurations?HOSTID=from-query&WRITEGLOBALLIMIT=4096');
    expect(expectSingle(res, 'configurations', 'CREATE')).toMatchObject({ HOSTID: 'from-query', WRITEGLOBALLIMIT: 4096 });
  });

  it.each([
    ['HOSTID missing', { READGLOBALLIMIT: 1 }],
    ['HOSTID empty', { HOSTID: '' }],
    ['an empty body', {}],
    ['a READGLOBALLIMIT beyond 2^53', { HOSTID: 'bad', READGLOBALLIMIT: 2 ** 53 + 2 }],
    ['WRITESESSIONLIMIT "abc"', { HOSTID: 'bad', WRITESESSIONLIMIT: 'abc' }],
    ['READSESSIONLIMIT 1.5', { HOSTID: 'bad', READSESSIONLIMIT: 1.5 }],
  ])('rejects a create with %s as 400 "Issue while inserting into database" and stores nothing', async (_label, body) => {
    const { fake, http } = testFake();
    expectJsonError(await unchangedBy(fake, () => http.post('/configurations').send(body)), 400, 'Issue while inserting into database');
  });

  it('rejects a limit in the query string that is not an integer as 400 and stores nothing', async () => {
    const { fake, http } = testFake();
    expectJsonError(await unchangedBy(fake, () => http.post('/configurations?HOSTID=bad&READGLOBALLIMIT=ten')), 400, 'Issue while inserting into database');
  });

  it('never answers 200 with a limit beyond 2^53 silently replaced: it is rejected (400, nothing stored) or kept exactly', async () => {
    const { fake, http } = testFake();
    const before = snapshot(fake);
    const res = await http.post('/configurations').set('Content-Type', 'application/json').send('{"HOSTID":"huge","READGLOBALLIMIT":9007199254740993}');
    if (res.status === 400) {
      expectJsonError(res, 400, 'Issue while inserting into database');
      expect(snapshot(fake)).toBe(before);
    } else {
      expect(res.status).toBe(200);
      expect(res.text).toContain('"READGLOBALLIMIT":9007199254740993');
      expect((await http.get('/configurations/huge')).text).toContain('"READGLOBALLIMIT":9007199254740993');
    }
  });

  it('replaces an existing record on upsert (200), limits left out becoming 0', async () => {
    const { http } = testFake();
    const replaced = await postConfiguration(http, { HOSTID: PARTNER, WRITEGLOBALLIMIT: 8192 });
    expect(replaced).toEqual({ '@model': 'DbConfiguration', ...limits(PARTNER, 0, 8192, 0, 0, 0), UPDATEDINFO: 3 });
    expect(expectSingle(await http.get(`/configurations/${PARTNER}`), 'configurations', 'GET')).toEqual(replaced);
    expect(ids(await allConfigurations(http)).filter((id) => id === PARTNER)).toHaveLength(1);
  });
});

describe('PUT /configurations/:id', () => {
  it('updates the given limits, keeps the others, forces UPDATEDINFO 3', async () => {
    const { http } = testFake();
    const before = expectSingle<Configuration>(await http.get(`/configurations/${PARTNER}`), 'configurations', 'GET');
    const after = expectSingle<Configuration>(await http.put(`/configurations/${PARTNER}`).send({ DELAYLIMIT: 1234, READSESSIONLIMIT: 0 }), 'configurations', 'UPDATE');
    expect(after).toEqual({ ...before, DELAYLIMIT: 1234, READSESSIONLIMIT: 0, UPDATEDINFO: 3 });
    expect(expectSingle(await http.get(`/configurations/${PARTNER}`), 'configurations', 'GET')).toEqual(after);
  });

  it('answers an unknown id with 200 but stores nothing: a later list does not contain it', async () => {
    const { fake, http } = testFake();
    const res = await unchangedBy(fake, () => http.put('/configurations/no-such-host').send({ READGLOBALLIMIT: 4096 }));
    expect(expectSingle(res, 'configurations', 'UPDATE')).toMatchObject({ HOSTID: 'no-such-host', READGLOBALLIMIT: 4096 });
    expect(ids(await allConfigurations(http))).not.toContain('no-such-host');
    expect(expectSingle(await http.get('/configurations/no-such-host'), 'configurations', 'GET')).toEqual(zeroRecord('no-such-host'));
  });

  it('never answers 200 to an update with a limit beyond 2^53 while keeping the old value: it is rejected (400) or kept exactly', async () => {
    const { fake, http } = testFake();
    const before = snapshot(fake);
    const res = await http.put(`/configurations/${PARTNER}`).set('Content-Type', 'application/json').send('{"DELAYLIMIT":9007199254740993}');
    if (res.status === 400) {
      expectJsonError(res, 400, 'Issue while updating to database');
      expect(snapshot(fake)).toBe(before);
    } else {
      expect(res.status).toBe(200);
      expect(res.text).toContain('"DELAYLIMIT":9007199254740993');
    }
  });

  it.each([
    ['a limit beyond 2^53', { WRITEGLOBALLIMIT: 2 ** 53 + 2 }],
    ['a non-numeric limit', { READGLOBALLIMIT: 'abc' }],
  ])('rejects an update with %s as 400 "Issue while updating to database" and changes nothing', async (_label, body) => {
    const { fake, http } = testFake();
    expectJsonError(await unchangedBy(fake, () => http.put(`/configurations/${PARTNER}`).send(body)), 400, 'Issue while updating to database');
  });
});

describe('DELETE /configurations/:id', () => {
  it('answers the deleted record; a later GET answers the zero record', async () => {
    const { http } = testFake();
    const before = expectSingle(await http.get(`/configurations/${PARTNER}`), 'configurations', 'GET');
    expect(expectSingle(await http.delete(`/configurations/${PARTNER}`), 'configurations', 'DELETE')).toEqual(before);
    expect(expectSingle(await http.get(`/configurations/${PARTNER}`), 'configurations', 'GET')).toEqual(zeroRecord(PARTNER));
    expect(ids(await allConfigurations(http))).not.toContain(PARTNER);
  });

  it('answers an unknown id with 200, also an id just deleted, changing nothing', async () => {
    const { fake, http } = testFake();
    expectSingle(await unchangedBy(fake, () => http.delete('/configurations/no-such-host')), 'configurations', 'DELETE');
    await http.delete(`/configurations/${PARTNER}`);
    const before = snapshot(fake);
    expectSingle(await http.delete(`/configurations/${PARTNER}`), 'configurations', 'DELETE');
    expect(snapshot(fake)).toBe(before);
  });
});

describe('/configurations round trip', () => {
  it('creates, reads, updates, reads, deletes, then reads the zero record', async () => {
    const { http } = testFake();
    const created = await postConfiguration(http, limits('round-trip', 1, 2, 3, 4, 5));
    expect(expectSingle(await http.get('/configurations/round-trip'), 'configurations', 'GET')).toEqual(created);
    const updated = expectSingle<Configuration>(await http.put('/configurations/round-trip').send({ WRITESESSIONLIMIT: 40 }), 'configurations', 'UPDATE');
    expect(updated).toEqual({ ...created, WRITESESSIONLIMIT: 40 });
    expect(expectSingle(await http.get('/configurations/round-trip'), 'configurations', 'GET')).toEqual(updated);
    expect(expectSingle(await http.delete('/configurations/round-trip'), 'configurations', 'DELETE')).toEqual(updated);
    expect(expectSingle(await http.get('/configurations/round-trip'), 'configurations', 'GET')).toEqual(zeroRecord('round-trip'));
  });
});
