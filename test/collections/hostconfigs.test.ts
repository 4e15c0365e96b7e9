// /hostconfigs through the public door: exact and substring filters, whitespace collapsing, create/upsert, update, delete.
import { describe, expect, it } from 'vitest';
import { testFake } from '../support/fake-app.ts';
import { describeCommonMechanics } from './common-mechanics.ts';
import { expectJsonError, expectList, expectSingle, ids, sortedIds, unchangedBy } from './collection-helpers.ts';
import { DEFAULT_DATASET } from '../support/dataset.ts';
const { otherPartner: OTHER_PARTNER, partner: PARTNER } = DEFAULT_DATASET;

interface HostConfig {
  HOSTID: string;
  BUSINESS: string | null;
  ROLES: string | null;
  ALIASES: string | null;
  OTHERS: string | null;
  UPDATEDINFO: number;
}

const FIELDS = ['BUSINESS', 'ROLES', 'ALIASES', 'OTHERS'] as const;

const fullConfig = (id: string) => ({
  HOSTID: id,
  BUSINESS: `<business><businessid>${id}</businessid></business>`,
  ROLES: `<roles><role><roleid>${id}</roleid><roleset>FULLADMIN</roleset></role></roles>`,
  ALIASES: `<aliases><alias><realid>${id}</realid><aliasid>${id}-alias</aliasid></alias></aliases>`,
  OTHERS: '<root><version>3.6.2</version></root>',
});

describeCommonMechanics({ collection: 'hostconfigs', existingId: PARTNER, otherId: OTHER_PARTNER, createBody: (id) => ({ HOSTID: id }) });

type Http = ReturnType<typeof testFake>['http'];

async function allConfigs(http: Http): Promise<HostConfig[]> {
  return expectList<HostConfig>(await http.get('/hostconfigs'), 'hostconfigs');
}

async function postConfig(http: Http, body: Record<string, unknown>): Promise<HostConfig> {
  return expectSingle<HostConfig>(await http.post('/hostconfigs').send(body), 'hostconfigs', 'CREATE');
}

describe('GET /hostconfigs filters', () => {
  it('orders the list by HOSTID ascending, new rows included', async () => {
    const { http } = testFake();
    await postConfig(http, { HOSTID: 'zzz-last' });
    await postConfig(http, { HOSTID: 'aaa-first' });
    const list = ids(await allConfigs(http));
    expect(list).toEqual(sortedIds(list));
    expect(list[0]).toBe('aaa-first');
    expect(list.at(-1)).toBe('zzz-last');
  });

  it('filters HOSTID by exact match, not by substring', async () => {
    const { http } = testFake();
    expect(ids(expectList(await http.get(`/hostconfigs?HOSTID=${PARTNER}`), 'hostconfigs'))).toEqual([PARTNER]);
    expect(expectList(await http.get('/hostconfigs?HOSTID=athens'), 'hostconfigs')).toEqual([]);
  });

  it.each([
    ['BUSINESS', `<businessid>${PARTNER}</businessid>`],
    ['ROLES', '<roleid>server1</roleid>'],
    ['ALIASES', `${OTHER_PARTNER}-alias`],
    ['OTHERS', '3.6.2'],
    ['OTHERS', 'not-in-any-row'],
  ] as const)('filters %s by substring %j', async (field, part) => {
    const { http } = testFake();
    const all = await allConfigs(http);
    const res = expectList<HostConfig>(await http.get('/hostconfigs').query({ [field]: part }), 'hostconfigs');
    expect(ids(res)).toEqual(ids(all.filter((r) => r[field]?.includes(part) ?? false)));
  });

  it('combines substring filters with AND, also from the body', async () => {
    const { http } = testFake();
    const all = await allConfigs(http);
    // A business partner and a role holder named by the same row, so the AND selects something.
    const row = all.find((r) => (r.BUSINESS ?? '').includes('<businessid>') && (r.ROLES ?? '').includes('<roleid>')) as HostConfig;
    const filter = { BUSINESS: /<businessid>([^<]+)/.exec(row.BUSINESS ?? '')?.[1] as string, ROLES: /<roleid>([^<]+)/.exec(row.ROLES ?? '')?.[1] as string };
    const res = expectList<HostConfig>(await http.get('/hostconfigs').send(filter), 'hostconfigs');
    const expected = all.filter((r) => (r.BUSINESS ?? '').includes(filter.BUSINESS) && (r.ROLES ?? '').includes(filter.ROLES));
    expect(ids(res)).toEqual(ids(expected));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);
  });

  it('does not match a row whose field is null with a substring filter', async () => {
    const { http } = testFake({ dataset: 'empty' });
    await postConfig(http, { HOSTID: 'nulls-only' });
    await postConfig(http, { HOSTID: 'with-business', BUSINESS: '<business>x</business>' });
    expect(ids(expectList(await http.get('/hostconfigs?BUSINESS=business'), 'hostconfigs'))).toEqual(['with-business']);
  });
});

describe('GET /hostconfigs/:id', () => {
  it('answers the record', async () => {
    const { http } = testFake();
    const record = expectSingle<HostConfig>(await http.get(`/hostconfigs/${PARTNER}`), 'hostconfigs', 'GET');
    expect(record).toMatchObject({ '@model': 'DbHostConfiguration', HOSTID: PARTNER });
  });

  it('answers an unknown id with 404 "Issue while reading from database"', async () => {
    const { fake, http } = testFake();
    expectJsonError(await unchangedBy(fake, () => http.get('/hostconfigs/no-such-host')), 404, 'Issue while reading from database');
  });
});

describe('POST /hostconfigs', () => {
  it('creates a record from HOSTID alone with the four fields null and UPDATEDINFO 3', async () => {
    const { http } = testFake();
    const created = await postConfig(http, { HOSTID: 'bare' });
    expect(created).toEqual({ '@model': 'DbHostConfiguration', HOSTID: 'bare', BUSINESS: null, ROLES: null, ALIASES: null, OTHERS: null, UPDATEDINFO: 3 });
    expect(expectSingle<HostConfig>(await http.get('/hostconfigs/bare'), 'hostconfigs', 'GET')).toEqual(created);
  });

  it('stores all four fields and forces UPDATEDINFO 3', async () => {
    const { http } = testFake();
    const created = await postConfig(http, { ...fullConfig('full'), UPDATEDINFO: 5 });
    expect(created).toEqual({ '@model': 'DbHostConfiguration', ...fullConfig('full'), UPDATEDINFO: 3 });
  });

  it('collapses every run of whitespace to one space on input', async () => {
    const { http } = testFake();
    const created = await postConfig(http, {
      HOSTID: 'spaces',
      BUSINESS: '<business>\n   <businessid>x</businessid>  </business>',
      ROLES: '<roles>\t\t<role>\r\n</role></roles>',
      ALIASES: 'a  \n\t  b',
      OTHERS: '<root> <version>1</version>\n</root>',
    });
    expect(created).toMatchObject({
      BUSINESS: '<business> <businessid>x</businessid> </business>',
      ROLES: '<roles> <role> </role></roles>',
      ALIASES: 'a b',
      OTHERS: '<root> <version>1</version> </root>',
    });
    expect(expectSingle<HostConfig>(await http.get('/hostconfigs/spaces'), 'hostconfigs', 'GET')).toEqual(created);
  });

  it.each([
    ['HOSTID missing', { BUSINESS: '<business/>' }],
    ['HOSTID empty', { HOSTID: '' }],
    ['an empty body', {}],
    ['BUSINESS a number', { HOSTID: 'typed', BUSINESS: 42 }],
    ['ROLES an object', { HOSTID: 'typed', ROLES: { role: 'x' } }],
  ])('rejects a create with %s as 400 "Issue while inserting into database" and stores nothing', async (_label, body) => {
    const { fake, http } = testFake();
    expectJsonError(await unchangedBy(fake, () => http.post('/hostconfigs').send(body)), 400, 'Issue while inserting into database');
  });

  it('replaces an existing record on upsert (200), fields left out becoming null', async () => {
    const { http } = testFake();
    const replaced = await postConfig(http, { HOSTID: PARTNER, ALIASES: '<aliases/>' });
    expect(replaced).toEqual({ '@model': 'DbHostConfiguration', HOSTID: PARTNER, BUSINESS: null, ROLES: null, ALIASES: '<aliases/>', OTHERS: null, UPDATEDINFO: 3 });
    expect(expectSingle<HostConfig>(await http.get(`/hostconfigs/${PARTNER}`), 'hostconfigs', 'GET')).toEqual(replaced);
    expect(ids(await allConfigs(http)).filter((id) => id === PARTNER)).toHaveLength(1);
  });
});

describe('PUT /hostconfigs/:id', () => {
  it('updates only the given field, keeps the others, and forces UPDATEDINFO 3', async () => {
    const { http } = testFake();
    const before = expectSingle<HostConfig>(await http.get(`/hostconfigs/${PARTNER}`), 'hostconfigs', 'GET');
    const after = expectSingle<HostConfig>(await http.put(`/hostconfigs/${PARTNER}`).send({ OTHERS: '<root>\n<version>9</version></root>', UPDATEDINFO: 1 }), 'hostconfigs', 'UPDATE');
    expect(after).toEqual({ ...before, OTHERS: '<root> <version>9</version></root>', UPDATEDINFO: 3 });
    expect(expectSingle<HostConfig>(await http.get(`/hostconfigs/${PARTNER}`), 'hostconfigs', 'GET')).toEqual(after);
  });

  it('ignores a HOSTID in the body: no rename', async () => {
    const { fake, http } = testFake();
    const res = await http.put(`/hostconfigs/${PARTNER}`).send({ HOSTID: 'renamed', ROLES: '<roles/>' });
    expect(expectSingle<HostConfig>(res, 'hostconfigs', 'UPDATE')).toMatchObject({ HOSTID: PARTNER, ROLES: '<roles/>' });
    expectJsonError(await unchangedBy(fake, () => http.get('/hostconfigs/renamed')), 404, 'Issue while reading from database');
  });

  it('answers an unknown id with 404 and stores nothing', async () => {
    const { fake, http } = testFake();
    expectJsonError(await unchangedBy(fake, () => http.put('/hostconfigs/no-such-host').send({ BUSINESS: '<business/>' })), 404, 'Issue while reading from database');
  });

  it('rejects a field of the wrong type as 400 "Issue while updating to database" and changes nothing', async () => {
    const { fake, http } = testFake();
    expectJsonError(await unchangedBy(fake, () => http.put(`/hostconfigs/${PARTNER}`).send({ ALIASES: 7 })), 400, 'Issue while updating to database');
  });
});

describe('DELETE /hostconfigs/:id', () => {
  it('answers the deleted record, after which GET answers 404', async () => {
    const { fake, http } = testFake();
    const before = expectSingle<HostConfig>(await http.get(`/hostconfigs/${PARTNER}`), 'hostconfigs', 'GET');
    expect(expectSingle<HostConfig>(await http.delete(`/hostconfigs/${PARTNER}`), 'hostconfigs', 'DELETE')).toEqual(before);
    expectJsonError(await unchangedBy(fake, () => http.get(`/hostconfigs/${PARTNER}`)), 404, 'Issue while reading from database');
  });

  it('answers an unknown id with 404 and changes nothing', async () => {
    const { fake, http } = testFake();
    expectJsonError(await unchangedBy(fake, () => http.delete('/hostconfigs/no-such-host')), 404, 'Issue while reading from database');
  });
});

describe('/hostconfigs round trip', () => {
  it('creates, reads, updates, reads, deletes, then reads 404', async () => {
    const { fake, http } = testFake();
    const created = await postConfig(http, fullConfig('round-trip'));
    expect(expectSingle<HostConfig>(await http.get('/hostconfigs/round-trip'), 'hostconfigs', 'GET')).toEqual(created);
    const updated = expectSingle<HostConfig>(await http.put('/hostconfigs/round-trip').send({ BUSINESS: '<business></business>' }), 'hostconfigs', 'UPDATE');
    expect(updated).toEqual({ ...created, BUSINESS: '<business></business>' });
    for (const f of FIELDS.filter((f) => f !== 'BUSINESS')) expect(updated[f]).toBe(created[f]);
    expect(expectSingle<HostConfig>(await http.get('/hostconfigs/round-trip'), 'hostconfigs', 'GET')).toEqual(updated);
    expect(expectSingle<HostConfig>(await http.delete('/hostconfigs/round-trip'), 'hostconfigs', 'DELETE')).toEqual(updated);
    expectJsonError(await unchangedBy(fake, () => http.get('/hostconfigs/round-trip')), 404, 'Issue while reading from database');
  });
});
