// /hosts through the public door: filters, create/upsert, HOSTKEY encoding, update, delete, rejections.
import { describe, expect, it } from 'vitest';
import { testFake } from '../support/fake-app.ts';
import { describeCommonMechanics } from './common-mechanics.ts';
import { expectJsonError, expectList, expectSingle, ids, sortedIds, unchangedBy } from './collection-helpers.ts';
import { DEFAULT_DATASET } from '../support/dataset.ts';
const { otherPartner: OTHER_PARTNER, partner: PARTNER } = DEFAULT_DATASET;

interface Host {
  HOSTID: string;
  ADDRESS: string;
  PORT: number;
  HOSTKEY: string | null;
  ISSSL: boolean;
  ISCLIENT: boolean;
  ISPROXIFIED: boolean;
  ADMINROLE: boolean;
  ISACTIVE: boolean;
  UPDATEDINFO: number;
}

const newHost = (id: string, extra: Record<string, unknown> = {}) => ({ HOSTID: id, ADDRESS: '10.9.8.7', HOSTKEY: 'pwd-of-' + id, ...extra });

describeCommonMechanics({ collection: 'hosts', existingId: PARTNER, otherId: OTHER_PARTNER, createBody: (id) => newHost(id) });

async function allHosts(http: ReturnType<typeof testFake>['http']): Promise<Host[]> {
  return expectList<Host>(await http.get('/hosts'), 'hosts');
}

async function postHost(http: ReturnType<typeof testFake>['http'], body: Record<string, unknown>): Promise<Host> {
  return expectSingle<Host>(await http.post('/hosts').send(body), 'hosts', 'CREATE');
}

/** The text a HOSTKEY answer stands for: base64 decoded. */
const decodedKey = (hostKey: string | null): string => Buffer.from(String(hostKey), 'base64').toString('latin1');

describe('GET /hosts filters', () => {
  it('lists every host, active or not, SSL or not, when ISSSL and ISACTIVE are absent', async () => {
    const { http } = testFake();
    const all = await allHosts(http);
    expect(all.length).toBe(10);
    expect(all.some((h) => h.ISACTIVE === false)).toBe(true);
    expect(all.some((h) => h.ISSSL === true)).toBe(true);
  });

  it('orders the list by HOSTID ascending, new hosts included', async () => {
    const { http } = testFake();
    await postHost(http, newHost('zzz-last'));
    await postHost(http, newHost('aaa-first'));
    const list = ids(await allHosts(http));
    expect(list).toEqual(sortedIds(list));
    expect(list[0]).toBe('aaa-first');
    expect(list.at(-1)).toBe('zzz-last');
  });

  it('filters HOSTID by exact match, not by substring', async () => {
    const { http } = testFake();
    expect(ids(expectList(await http.get(`/hosts?HOSTID=${PARTNER}`), 'hosts'))).toEqual([PARTNER]);
    expect(expectList(await http.get('/hosts?HOSTID=athens'), 'hosts')).toEqual([]);
  });

  it('filters ADDRESS by exact match', async () => {
    const { http } = testFake();
    const all = await allHosts(http);
    const target = all.find((h) => h.HOSTID === PARTNER) as Host;
    const res = expectList<Host>(await http.get(`/hosts?ADDRESS=${target.ADDRESS}`), 'hosts');
    expect(ids(res)).toEqual(ids(all.filter((h) => h.ADDRESS === target.ADDRESS)));
    expect(expectList(await http.get(`/hosts?ADDRESS=${target.ADDRESS.slice(0, -1)}`), 'hosts')).toEqual([]);
  });

  it('filters ISSSL and ISACTIVE when given in the query, `true` meaning true', async () => {
    const { http } = testFake();
    const all = await allHosts(http);
    const ssl = expectList<Host>(await http.get('/hosts?ISSSL=true'), 'hosts');
    expect(ids(ssl)).toEqual(ids(all.filter((h) => h.ISSSL)));
    expect(ssl.length).toBeGreaterThan(0);
    const both = expectList<Host>(await http.get('/hosts?ISSSL=false&ISACTIVE=true'), 'hosts');
    expect(ids(both)).toEqual(ids(all.filter((h) => !h.ISSSL && h.ISACTIVE)));
  });

  it.each(['TRUE', '1', 'yes', 'false'])('reads query ISACTIVE=%s as false and lists only inactive hosts', async (value) => {
    const { http } = testFake();
    const all = await allHosts(http);
    const res = expectList<Host>(await http.get(`/hosts?ISACTIVE=${value}`), 'hosts');
    expect(ids(res)).toEqual(ids(all.filter((h) => !h.ISACTIVE)));
    expect(res.length).toBeGreaterThan(0);
  });

  it.each([true, 1, 'true'])('reads body ISACTIVE %j as true', async (value) => {
    const { http } = testFake();
    const all = await allHosts(http);
    const res = expectList<Host>(await http.get('/hosts').send({ ISACTIVE: value }), 'hosts');
    expect(ids(res)).toEqual(ids(all.filter((h) => h.ISACTIVE)));
    expect(res.length).toBeLessThan(all.length);
  });

  it.each([false, 0, 'false'])('reads body ISACTIVE %j as false', async (value) => {
    const { http } = testFake();
    const all = await allHosts(http);
    const res = expectList<Host>(await http.get('/hosts').send({ ISACTIVE: value }), 'hosts');
    expect(ids(res)).toEqual(ids(all.filter((h) => !h.ISACTIVE)));
  });

  it('lets a body ISSSL win over the query ISSSL', async () => {
    const { http } = testFake();
    const all = await allHosts(http);
    const res = expectList<Host>(await http.get('/hosts?ISSSL=true').send({ ISSSL: false }), 'hosts');
    expect(ids(res)).toEqual(ids(all.filter((h) => !h.ISSSL)));
  });
});

describe('GET /hosts lower-case limit', () => {
  // Reference §2.2: integers are read with Jackson asInt, "non-numeric text => the default"; §18: limit=abc gives 100.
  it('reads limit=5abc (not a number) as the default 100, not as 5', async () => {
    const { http } = testFake();
    const res = await http.get('/hosts?limit=5abc');
    expect(expectList(res, 'hosts')).toHaveLength(10);
    expect(res.body.answer).toMatchObject({ count: 10, limit: 100 });
  });

  it('reads limit=2.5 as 2, as Jackson asInt truncates', async () => {
    const { http } = testFake();
    const res = await http.get('/hosts?limit=2.5');
    expect(res.body.answer).toMatchObject({ count: 2, limit: 2 });
  });
});

describe('GET /hosts/:id', () => {
  it('answers the host record', async () => {
    const { http } = testFake();
    const host = expectSingle<Host>(await http.get(`/hosts/${PARTNER}`), 'hosts', 'GET');
    expect(host).toMatchObject({ '@model': 'DbHostAuth', HOSTID: PARTNER });
  });

  it('answers an unknown host with a 404 envelope whose detail starts "Issue while reading from database"', async () => {
    const { fake, http } = testFake();
    const res = await unchangedBy(fake, () => http.get('/hosts/no-such-host'));
    expectJsonError(res, 404, 'Issue while reading from database');
    expect(res.body).toMatchObject({ 'X-method': 'GET', path: '/hosts/no-such-host', base: 'hosts', subpath: ['no-such-host'], uri: { _id: 'no-such-host' }, message: 'Not Found' });
  });
});

describe('POST /hosts', () => {
  it('creates a host with defaults ADMINROLE true, ISACTIVE true, PORT 0, ISCLIENT/ISSSL/ISPROXIFIED false, UPDATEDINFO 3', async () => {
    const { http } = testFake();
    const host = await postHost(http, newHost('fresh-host'));
    expect(host).toMatchObject({
      '@model': 'DbHostAuth', HOSTID: 'fresh-host', ADDRESS: '10.9.8.7', PORT: 0, ISSSL: false, ISCLIENT: false,
      ISPROXIFIED: false, ADMINROLE: true, ISACTIVE: true, UPDATEDINFO: 3,
    });
    expect(expectSingle<Host>(await http.get('/hosts/fresh-host'), 'hosts', 'GET')).toEqual(host);
  });

  it('stores the given fields and forces UPDATEDINFO to 3 whatever the body says', async () => {
    const { http } = testFake();
    const host = await postHost(http, newHost('fresh-host', { PORT: 7001, ISSSL: true, ISPROXIFIED: true, ADMINROLE: false, ISACTIVE: false, UPDATEDINFO: 6 }));
    expect(host).toMatchObject({ PORT: 7001, ISSSL: true, ISPROXIFIED: true, ADMINROLE: false, ISACTIVE: false, UPDATEDINFO: 3 });
  });

  it('reads body booleans true, 1 and "true" as true and false, 0 and "false" as false on create', async () => {
    const { http } = testFake();
    const yes = await postHost(http, newHost('bools-yes', { ISSSL: 'true', ISPROXIFIED: 1, ISACTIVE: true }));
    expect(yes).toMatchObject({ ISSSL: true, ISPROXIFIED: true, ISACTIVE: true });
    const no = await postHost(http, newHost('bools-no', { ISSSL: 'false', ADMINROLE: 0, ISACTIVE: false }));
    expect(no).toMatchObject({ ISSSL: false, ADMINROLE: false, ISACTIVE: false });
  });

  it('accepts the fields from the query string alone, booleans and numbers as text', async () => {
    const { http } = testFake();
    const res = await http.post('/hosts?HOSTID=from-query&ADDRESS=10.1.1.1&HOSTKEY=abc&PORT=7002&ISSSL=true');
    expect(expectSingle<Host>(res, 'hosts', 'CREATE')).toMatchObject({ HOSTID: 'from-query', ADDRESS: '10.1.1.1', PORT: 7002, ISSSL: true });
  });

  it('lets body fields win over the same query fields on create', async () => {
    const { fake, http } = testFake();
    const res = await http.post('/hosts?HOSTID=query-id&ADDRESS=10.0.0.1&HOSTKEY=k&PORT=7006').send({ HOSTID: 'body-id', PORT: 7007 });
    expect(expectSingle<Host>(res, 'hosts', 'CREATE')).toMatchObject({ HOSTID: 'body-id', ADDRESS: '10.0.0.1', PORT: 7007 });
    expectJsonError(await unchangedBy(fake, () => http.get('/hosts/query-id')), 404, 'Issue while reading from database');
  });

  it('turns PORT -1 into a client-only host: ISCLIENT true and ADDRESS 0.0.0.0', async () => {
    const { http } = testFake();
    const host = await postHost(http, newHost('client-only', { PORT: -1, ISCLIENT: false, ADDRESS: '10.2.2.2' }));
    expect(host).toMatchObject({ PORT: -1, ISCLIENT: true, ADDRESS: '0.0.0.0' });
  });

  it.each([
    ['HOSTID missing', { ADDRESS: '10.0.0.1', HOSTKEY: 'k' }],
    ['ADDRESS missing', { HOSTID: 'fresh-host', HOSTKEY: 'k' }],
    ['HOSTKEY missing', { HOSTID: 'fresh-host', ADDRESS: '10.0.0.1' }],
    ['HOSTID empty', { HOSTID: '', ADDRESS: '10.0.0.1', HOSTKEY: 'k' }],
    ['ADDRESS empty', { HOSTID: 'fresh-host', ADDRESS: '', HOSTKEY: 'k' }],
    ['HOSTKEY empty', { HOSTID: 'fresh-host', ADDRESS: '10.0.0.1', HOSTKEY: '' }],
    ['an empty body', {}],
  ])('rejects a create with %s as 400 "Issue while inserting into database" and stores nothing', async (_label, body) => {
    const { fake, http } = testFake();
    const res = await unchangedBy(fake, () => http.post('/hosts').send(body));
    expectJsonError(res, 400, 'Issue while inserting into database');
    expect(res.body.command).toBeUndefined();
  });

  it.each([
    ['PORT "abc"', { PORT: 'abc' }],
    ['PORT 70000', { PORT: 70000 }],
    ['PORT 12.5', { PORT: 12.5 }],
    ['ISSSL "yes"', { ISSSL: 'yes' }],
    ['ISACTIVE 2', { ISACTIVE: 2 }],
    ['ADDRESS 42', { ADDRESS: 42 }],
  ])('rejects a create with %s as 400 and stores nothing', async (_label, extra) => {
    const { fake, http } = testFake();
    const res = await unchangedBy(fake, () => http.post('/hosts').send(newHost('fresh-host', extra)));
    expectJsonError(res, 400, 'Issue while inserting into database');
  });

  it('replaces the whole record on an upsert of an existing HOSTID (fields left out go back to defaults)', async () => {
    const { http } = testFake();
    await postHost(http, newHost('upsert-me', { PORT: 7003, ISSSL: true, ISPROXIFIED: true, ADMINROLE: false, ISACTIVE: false }));
    const res = await http.post('/hosts').send({ HOSTID: 'upsert-me', ADDRESS: '10.3.3.3', HOSTKEY: 'other' });
    const replaced = expectSingle<Host>(res, 'hosts', 'CREATE');
    expect(replaced).toMatchObject({ HOSTID: 'upsert-me', ADDRESS: '10.3.3.3', PORT: 0, ISSSL: false, ISPROXIFIED: false, ADMINROLE: true, ISACTIVE: true, UPDATEDINFO: 3 });
    expect(expectSingle<Host>(await http.get('/hosts/upsert-me'), 'hosts', 'GET')).toEqual(replaced);
    expect(ids(await allHosts(http)).filter((id) => id === 'upsert-me')).toHaveLength(1);
  });

  it('replaces a seeded host on upsert with 200', async () => {
    const { http } = testFake();
    const replaced = await postHost(http, newHost(PARTNER));
    expect(replaced).toMatchObject({ HOSTID: PARTNER, ADDRESS: '10.9.8.7', ISSSL: false, UPDATEDINFO: 3 });
  });
});

describe('HOSTKEY', () => {
  it('shows base64 of lower-case hex text, never the password', async () => {
    const { http } = testFake();
    const host = await postHost(http, newHost('keyed', { HOSTKEY: 'my secret!' }));
    expect(host.HOSTKEY).not.toBe('my secret!');
    expect(host.HOSTKEY).not.toBe(Buffer.from('my secret!').toString('base64'));
    expect(decodedKey(host.HOSTKEY)).toMatch(/^[0-9a-f]+$/);
    expect(decodedKey(host.HOSTKEY)).not.toContain('secret');
    const read = expectSingle<Host>(await http.get('/hosts/keyed'), 'hosts', 'GET');
    expect(read.HOSTKEY).toBe(host.HOSTKEY);
  });

  it('shows every seeded host key as base64 of lower-case hex text', async () => {
    const { http } = testFake();
    for (const h of await allHosts(http)) {
      expect(decodedKey(h.HOSTKEY)).toMatch(/^[0-9a-f]+$/);
      expect(decodedKey(h.HOSTKEY)).not.toContain(h.HOSTID);
    }
  });

  it('gives the same HOSTKEY for the same password', async () => {
    const { http } = testFake();
    const a = await postHost(http, newHost('same-a', { HOSTKEY: 'shared-password' }));
    const b = await postHost(http, newHost('same-b', { HOSTKEY: 'shared-password' }));
    expect(a.HOSTKEY).toBe(b.HOSTKEY);
  });

  it('decodes valid base64 first: "test" and "dGVzdA==" give different HOSTKEYs', async () => {
    const { http } = testFake();
    const plain = await postHost(http, newHost('plain', { HOSTKEY: 'test' }));
    const encoded = await postHost(http, newHost('encoded', { HOSTKEY: 'dGVzdA==' }));
    expect(plain.HOSTKEY).not.toBe(encoded.HOSTKEY);
  });

  it('takes "my secret!" (not base64) as its UTF-8 bytes: same HOSTKEY as its base64 form', async () => {
    const { http } = testFake();
    const raw = await postHost(http, newHost('raw', { HOSTKEY: 'my secret!' }));
    const encoded = await postHost(http, newHost('encoded', { HOSTKEY: Buffer.from('my secret!', 'utf8').toString('base64') }));
    expect(raw.HOSTKEY).toBe(encoded.HOSTKEY);
  });

  it('gives different HOSTKEYs for different passwords', async () => {
    const { http } = testFake();
    const a = await postHost(http, newHost('pw-a', { HOSTKEY: 'password-one' }));
    const b = await postHost(http, newHost('pw-b', { HOSTKEY: 'password-two' }));
    expect(a.HOSTKEY).not.toBe(b.HOSTKEY);
  });
});

describe('PUT /hosts/:id', () => {
  it('updates the given fields, keeps the others, and forces UPDATEDINFO 3', async () => {
    const { http } = testFake();
    const before = expectSingle<Host>(await http.get(`/hosts/${PARTNER}`), 'hosts', 'GET');
    const res = await http.put(`/hosts/${PARTNER}`).send({ ADDRESS: '10.4.4.4', PORT: 7004, UPDATEDINFO: 1 });
    const after = expectSingle<Host>(res, 'hosts', 'UPDATE');
    expect(after).toEqual({ ...before, ADDRESS: '10.4.4.4', PORT: 7004, UPDATEDINFO: 3 });
    expect(expectSingle<Host>(await http.get(`/hosts/${PARTNER}`), 'hosts', 'GET')).toEqual(after);
  });

  it('ignores a HOSTID in the body: no rename', async () => {
    const { fake, http } = testFake();
    const res = await http.put(`/hosts/${PARTNER}`).send({ HOSTID: 'renamed', ADDRESS: '10.5.5.5' });
    expect(expectSingle<Host>(res, 'hosts', 'UPDATE')).toMatchObject({ HOSTID: PARTNER, ADDRESS: '10.5.5.5' });
    expectJsonError(await unchangedBy(fake, () => http.get('/hosts/renamed')), 404, 'Issue while reading from database');
    const list = ids(await allHosts(http));
    expect(list).toContain(PARTNER);
    expect(list).not.toContain('renamed');
    expect(list).toHaveLength(10);
  });

  it('keeps the same HOSTKEY when the body has no HOSTKEY', async () => {
    const { http } = testFake();
    const created = await postHost(http, newHost('keep-key', { HOSTKEY: 'stable' }));
    const updated = expectSingle<Host>(await http.put('/hosts/keep-key').send({ PORT: 7005 }), 'hosts', 'UPDATE');
    expect(updated.HOSTKEY).toBe(created.HOSTKEY);
    const again = expectSingle<Host>(await http.put('/hosts/keep-key').send({}), 'hosts', 'UPDATE');
    expect(again.HOSTKEY).toBe(created.HOSTKEY);
  });

  it('changes the HOSTKEY to that of the new password when the body has one', async () => {
    const { http } = testFake();
    const reference = await postHost(http, newHost('reference', { HOSTKEY: 'new-password' }));
    await postHost(http, newHost('rekey', { HOSTKEY: 'old-password' }));
    const updated = expectSingle<Host>(await http.put('/hosts/rekey').send({ HOSTKEY: 'new-password' }), 'hosts', 'UPDATE');
    expect(updated.HOSTKEY).toBe(reference.HOSTKEY);
  });

  it('turns a host client-only when PORT becomes -1', async () => {
    const { http } = testFake();
    const res = await http.put(`/hosts/${PARTNER}`).send({ PORT: -1 });
    expect(expectSingle<Host>(res, 'hosts', 'UPDATE')).toMatchObject({ PORT: -1, ISCLIENT: true, ADDRESS: '0.0.0.0' });
  });

  it('answers an unknown host with 404 and stores nothing', async () => {
    const { fake, http } = testFake();
    const res = await unchangedBy(fake, () => http.put('/hosts/no-such-host').send({ ADDRESS: '10.6.6.6' }));
    expectJsonError(res, 404, 'Issue while reading from database');
  });

  it.each([
    ['PORT "abc"', { PORT: 'abc' }],
    ['PORT 70000', { PORT: 70000 }],
    ['ISSSL "yes"', { ISSSL: 'yes' }],
    ['ADDRESS ""', { ADDRESS: '' }],
    ['HOSTKEY ""', { HOSTKEY: '' }],
  ])('rejects an update with %s as 400 "Issue while updating to database" and changes nothing', async (_label, body) => {
    const { fake, http } = testFake();
    const res = await unchangedBy(fake, () => http.put(`/hosts/${PARTNER}`).send(body));
    expectJsonError(res, 400, 'Issue while updating to database');
  });
});

describe('DELETE /hosts/:id', () => {
  it('answers the deleted record, after which GET answers 404', async () => {
    const { fake, http } = testFake();
    const before = expectSingle<Host>(await http.get(`/hosts/${PARTNER}`), 'hosts', 'GET');
    const deleted = expectSingle<Host>(await http.delete(`/hosts/${PARTNER}`), 'hosts', 'DELETE');
    expect(deleted).toEqual(before);
    expectJsonError(await unchangedBy(fake, () => http.get(`/hosts/${PARTNER}`)), 404, 'Issue while reading from database');
    expect(ids(await allHosts(http))).not.toContain(PARTNER);
  });

  it('answers an unknown host with 404 and changes nothing', async () => {
    const { fake, http } = testFake();
    const res = await unchangedBy(fake, () => http.delete('/hosts/no-such-host'));
    expectJsonError(res, 404, 'Issue while reading from database');
  });
});

describe('/hosts round trip', () => {
  it('creates, reads, updates, reads, deletes, then reads 404', async () => {
    const { fake, http } = testFake();
    const created = await postHost(http, newHost('round-trip', { PORT: 7010 }));
    expect(expectSingle<Host>(await http.get('/hosts/round-trip'), 'hosts', 'GET')).toEqual(created);
    const updated = expectSingle<Host>(await http.put('/hosts/round-trip').send({ ISSSL: true, ISACTIVE: false }), 'hosts', 'UPDATE');
    expect(updated).toEqual({ ...created, ISSSL: true, ISACTIVE: false });
    expect(expectSingle<Host>(await http.get('/hosts/round-trip'), 'hosts', 'GET')).toEqual(updated);
    expect(expectSingle<Host>(await http.delete('/hosts/round-trip'), 'hosts', 'DELETE')).toEqual(updated);
    expectJsonError(await unchangedBy(fake, () => http.get('/hosts/round-trip')), 404, 'Issue while reading from database');
  });
});
