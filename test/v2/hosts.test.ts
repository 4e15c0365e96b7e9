// /v2/hosts (docs/rest-v2-3.6.2.md §1 H1-H5, §2.2, §3.2, §8.3) in process and over real HTTP:
// the list's filters, order, paging and count; POST, GET, PUT, DELETE; v1 and v2 showing the same
// record after a write through either; every refusal leaving the store as it was.
import { describe, expect, it } from 'vitest';
import { hostToV2, type Host } from '../../contract/index.ts';
import { createFakeServer } from '../../fake-server/index.ts';
import { DOORS, expectEmpty, expectErrors, freshFake, unchangedBy, type Call } from './records-support.ts';

const HOST = { name: 'alpha', address: '10.0.0.1', port: 6666, password: 'secret', isSSL: false, isClient: false, isAdmin: false, isActive: true, isProxy: false };

async function withHosts(call: Call) {
  for (const [name, address, isSSL, isActive] of [['charlie', '10.0.0.2', true, true], ['alpha', '10.0.0.9', false, true], ['bravo', '10.0.0.2', true, false], ['delta', '10.0.0.1', false, true]] as const) {
    expect((await call('POST', '/v2/hosts', { ...HOST, name, address, isSSL, isActive })).status).toBe(201);
  }
}
const names = (body: { results: { name: string }[] }) => body.results.map((h) => h.name);

describe.each(DOORS)('/v2/hosts %s', (_door, open) => {
  it('POST creates a new host: 201, header host-uri, the host with the password as v1 shows HOSTKEY', async () => {
    const fake = freshFake();
    const call = await open(fake);
    const res = await call('POST', '/v2/hosts', HOST);
    expect(res.status).toBe(201);
    expect(res.headers['host-uri']).toBe('/v2/hosts/alpha');
    const stored = fake.store.hosts.get('alpha')?.record as Host;
    expect(res.text).toBe(JSON.stringify(hostToV2(stored)));
    expect(Object.keys(res.body)).toEqual(['name', 'address', 'port', 'password', 'isSSL', 'isClient', 'isAdmin', 'isActive', 'isProxy']);
    const v1 = await call('GET', '/hosts/alpha');
    expect(v1.body.answer.HOSTKEY).toBe(res.body.password);
    expect(res.body.password).not.toContain('secret');
    expect((await call('GET', '/v2/hosts/alpha')).text).toBe(res.text);
  });

  it('POST of an existing name: errorCode 8 and nothing changed', async () => {
    const fake = freshFake();
    const call = await open(fake);
    await call('POST', '/v2/hosts', HOST);
    const res = await unchangedBy(fake, () => call('POST', '/v2/hosts', { ...HOST, address: '10.9.9.9' }));
    expectErrors(res, [[8, "An entry of id 'alpha' already exist."]]);
  });

  it('POST lists every body error: wrong types 7, unknown 5, then the missing fields 6', async () => {
    const fake = freshFake();
    const call = await open(fake);
    const res = await unchangedBy(fake, () => call('POST', '/v2/hosts', { address: 1, zzz: 2, port: 65536, isSSL: 'yes' }));
    expectErrors(res, [
      [7, "The value '1' is not valid for field 'address'."], [5, "Unknown field : 'zzz'."], [7, "The value '65536' is not valid for field 'port'."],
      [7, "The value '\"yes\"' is not valid for field 'isSSL'."], [6, "The required field 'name' is missing or empty."],
      [6, "The required field 'address' is missing or empty."], [6, "The required field 'port' is missing or empty."], [6, "The required field 'password' is missing or empty."],
    ]);
  });

  it('POST matches field names case-insensitively and defaults isActive to true', async () => {
    const call = await open(freshFake());
    const res = await call('POST', '/v2/hosts', { NAME: 'h1', Address: 'x', PORT: 0, password: 'p' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'h1', port: 0, isActive: true, isSSL: false, isClient: false, isAdmin: false, isProxy: false });
  });

  it('POST with a text body: 415', async () => {
    const fake = freshFake();
    const call = await open(fake);
    expectEmpty(await unchangedBy(fake, () => call('POST', '/v2/hosts', JSON.stringify(HOST), { 'content-type': 'text/plain' })), 415);
  });

  it('GET of an unknown host: 404 empty', async () => {
    expectEmpty(await (await open(freshFake()))('GET', '/v2/hosts/nosuchhost'), 404);
  });

  it('PUT changes the fields given, keeps the key unless a password is given, answers 201 with the host', async () => {
    const fake = freshFake();
    const call = await open(fake);
    const made = await call('POST', '/v2/hosts', HOST);
    const moved = await call('PUT', '/v2/hosts/alpha', { address: '10.1.1.2', isSSL: true });
    expect(moved.status).toBe(201);
    expect(moved.body).toEqual({ ...made.body, address: '10.1.1.2', isSSL: true });
    const rekeyed = await call('PUT', '/v2/hosts/alpha', { password: 'other' });
    expect(rekeyed.body.password).not.toBe(made.body.password);
    // The same text gives the same key as a v1 POST of that text.
    await call('POST', '/hosts', { HOSTID: 'viaone', ADDRESS: 'x', PORT: 1, HOSTKEY: 'other' });
    expect((await call('GET', '/hosts/viaone')).body.answer.HOSTKEY).toBe(rekeyed.body.password);
  });

  it('PUT refuses another name (13), a bad port (7), an empty address (6), unknown fields (5); nothing changes', async () => {
    const fake = freshFake();
    const call = await open(fake);
    await call('POST', '/v2/hosts', HOST);
    expectErrors(await unchangedBy(fake, () => call('PUT', '/v2/hosts/alpha', { name: 'ALPHA' })), [[13, "The field 'name' is a primary key and thus cannot be changed after creation."]]);
    expectErrors(await unchangedBy(fake, () => call('PUT', '/v2/hosts/alpha', { port: -1 })), [[7, "The value '-1' is not valid for field 'port'."]]);
    expectErrors(await unchangedBy(fake, () => call('PUT', '/v2/hosts/alpha', { address: '' })), [[6, "The required field 'address' is missing or empty."]]);
    expectErrors(await unchangedBy(fake, () => call('PUT', '/v2/hosts/alpha', { zzz: 1 })), [[5, "Unknown field : 'zzz'."]]);
  });

  it('PUT of an unknown host: 404 before the body is read', async () => {
    const fake = freshFake();
    expectEmpty(await unchangedBy(fake, async () => (await open(fake))('PUT', '/v2/hosts/nosuchhost', '{broken', { 'content-type': 'application/json' })), 404);
  });

  it('DELETE: 204, then 404; 404 and kept for this server itself', async () => {
    const fake = freshFake();
    const call = await open(fake);
    await call('POST', '/v2/hosts', HOST);
    await call('POST', '/v2/hosts', { ...HOST, name: fake.config.hostId });
    expectEmpty(await call('DELETE', '/v2/hosts/alpha'), 204);
    expectEmpty(await call('GET', '/v2/hosts/alpha'), 404);
    expect((await call('GET', '/hosts/alpha')).status).toBe(404);
    expectEmpty(await call('DELETE', '/v2/hosts/alpha'), 404);
    expectEmpty(await unchangedBy(fake, () => call('DELETE', `/v2/hosts/${fake.config.hostId}`)), 404);
  });

  it('list: count before paging first, ascId by default; filters, orders, limit 0, offset past the end', async () => {
    const call = await open(freshFake());
    await withHosts(call);
    const all = await call('GET', '/v2/hosts');
    expect(all.text.startsWith('{"totalResults":4,"results":[')).toBe(true);
    expect(names(all.body)).toEqual(['alpha', 'bravo', 'charlie', 'delta']);
    expect(names((await call('GET', '/v2/hosts?order=descId')).body)).toEqual(['delta', 'charlie', 'bravo', 'alpha']);
    // Equal addresses keep the order the hosts were stored in, both ways (observed: a stable sort of the rows).
    expect(names((await call('GET', '/v2/hosts?order=ascAddress')).body)).toEqual(['delta', 'charlie', 'bravo', 'alpha']);
    expect(names((await call('GET', '/v2/hosts?order=descAddress')).body)).toEqual(['alpha', 'charlie', 'bravo', 'delta']);
    expect(names((await call('GET', '/v2/hosts?address=10.0.0.2')).body)).toEqual(['bravo', 'charlie']);
    expect(names((await call('GET', '/v2/hosts?isSSL=TRUE&isActive=true')).body)).toEqual(['charlie']);
    expect(names((await call('GET', '/v2/hosts?isActive=false')).body)).toEqual(['bravo']);
    const page = await call('GET', '/v2/hosts?limit=2&offset=1');
    expect(page.body).toMatchObject({ totalResults: 4 });
    expect(names(page.body)).toEqual(['bravo', 'charlie']);
    expect((await call('GET', '/v2/hosts?limit=0')).text).toBe('{"totalResults":4,"results":[]}');
    expect((await call('GET', '/v2/hosts?offset=9')).text).toBe('{"totalResults":4,"results":[]}');
    expect((await call('GET', '/v2/hosts?countOrder=true&isSSL=true')).text).toBe('{"totalResults":2}');
    expect(names((await call('GET', '/v2/hosts?countOrder=1')).body)).toHaveLength(4);
  });

  it('list refusals: errorCode 4 for each bad parameter, only limit when both signs are wrong; JSON typed: 415', async () => {
    const call = await open(freshFake());
    expectErrors(await call('GET', '/v2/hosts?limit=x&order=ascHostID&offset=y&isSSL=1&isActive=no'), [
      [4, "The value 'x' is not valid for query parameter 'limit'."], [4, "The value 'ascHostID' is not valid for query parameter 'order'."],
      [4, "The value 'y' is not valid for query parameter 'offset'."], [4, "The value '1' is not valid for query parameter 'isSSL'."],
      [4, "The value 'no' is not valid for query parameter 'isActive'."],
    ]);
    expectErrors(await call('GET', '/v2/hosts?limit=-1&offset=-1'), [[4, "The value '-1' is not valid for query parameter 'limit'."]]);
    expectEmpty(await call('GET', '/v2/hosts', undefined, { 'content-type': 'application/json' }), 415);
  });
});

describe('one host record, two views', () => {
  it('a v1 write shows through v2 and a v2 write through v1', async () => {
    const fake = createFakeServer({});
    const [, open] = DOORS[0];
    const call = await open(fake);
    expect((await call('POST', '/hosts', { HOSTID: 'both', ADDRESS: '10.1.1.1', PORT: 7000, HOSTKEY: 'pw', ISSSL: true })).status).toBe(200);
    const v1 = (await call('GET', '/hosts/both')).body.answer;
    expect((await call('GET', '/v2/hosts/both')).body).toEqual({ name: 'both', address: '10.1.1.1', port: 7000, password: v1.HOSTKEY, isSSL: true, isClient: v1.ISCLIENT, isAdmin: v1.ADMINROLE, isActive: v1.ISACTIVE, isProxy: v1.ISPROXIFIED });
    await call('PUT', '/v2/hosts/both', { port: 7001, isProxy: true });
    expect((await call('GET', '/hosts/both')).body.answer).toMatchObject({ PORT: 7001, ISPROXIFIED: true, HOSTKEY: v1.HOSTKEY, UPDATEDINFO: v1.UPDATEDINFO });
  });

  it('DELETE of a host that transfers name: 404 and kept', async () => {
    const fake = createFakeServer({});
    const call = await DOORS[0][1](fake);
    const partner = [...fake.store.transfers.values()].map((t) => t.record.REQUESTED).find((id) => fake.store.hosts.get(id) && id !== fake.config.hostId) as string;
    expect(partner).toBeDefined();
    expectEmpty(await unchangedBy(fake, () => call('DELETE', `/v2/hosts/${partner}`)), 404);
  });
});
