// /v2/hostconfig (docs/rest-v2-3.6.2.md §1 C1-C4, §2.4, §8.5) in process and over real HTTP on
// this server's hostconfigs row, v1's /hostconfigs/<own id> showing what v2 wrote; and the
// contract's XML ⇔ array conversion both ways.
import { describe, expect, it } from 'vitest';
import { aliasesFromXml, aliasesToXml, businessFromXml, businessToXml, rolesFromXml, rolesToXml } from '../../contract/index.ts';
import { createFakeServer } from '../../fake-server/index.ts';
import { DOORS, expectEmpty, expectErrors, freshFake, unchangedBy, type Call } from './records-support.ts';

const PATH = '/v2/hostconfig';
const EMPTY_POSTED = { business: [], roles: [], aliases: [], others: '<root><version></version></root>' };

/** A fake with this server's row made through POST `{}`. */
async function withRow(open: (f: ReturnType<typeof freshFake>) => Promise<Call>) {
  const fake = freshFake();
  const call = await open(fake);
  const res = await call('POST', PATH, {});
  expect(res.status, res.text).toBe(201);
  return { fake, call };
}

describe.each(DOORS)('/v2/hostconfig %s', (_door, open) => {
  it('goes 404 → POST 201 → POST 8 → GET with the versions → DELETE 204 → 404', async () => {
    const fake = freshFake();
    const call = await open(fake);
    expectEmpty(await call('GET', PATH), 404);
    expectEmpty(await call('PUT', PATH, {}), 404);
    expectEmpty(await call('DELETE', PATH), 404);
    const made = await call('POST', PATH, {});
    expect(made.status).toBe(201);
    expect(made.text).toBe(JSON.stringify(EMPTY_POSTED));
    expect(fake.store.hostconfigs.get(fake.config.hostId)?.record).toMatchObject({ BUSINESS: '', ROLES: '<roles></roles>', ALIASES: '<aliases></aliases>', UPDATEDINFO: 0 });
    expectErrors(await unchangedBy(fake, () => call('POST', PATH, '{broken', { 'content-type': 'application/json' })), [[8, "An entry of id 'server1' already exist."]]);
    expect((await call('GET', PATH)).text).toBe(JSON.stringify({ ...EMPTY_POSTED, versionR66: '3.1.0', versionBin: 'WaarpR66.3.6.2' }));
    expectEmpty(await call('DELETE', PATH), 204);
    expectEmpty(await call('GET', PATH), 404);
    expect((await call('GET', `/hostconfigs/${fake.config.hostId}`)).status).toBe(404);
  });

  it('POST takes the JSON body typed as 3.6.2 declares it (form) and as documented (JSON); another type: 415', async () => {
    const fake = freshFake();
    const call = await open(fake);
    expectEmpty(await unchangedBy(fake, () => call('POST', PATH, '{}', { 'content-type': 'text/plain' })), 415);
    const body = JSON.stringify({ business: ['hostb'], others: '<root><version>3.6.2</version></root>' });
    const res = await call('POST', PATH, body, { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toEqual({ business: ['hostb'], roles: [], aliases: [], others: '<root><version>3.6.2</version></root>' });
  });

  it('PUT replaces the parts given, keeps the others, answers 201 without the versions; v1 shows the XML', async () => {
    const { fake, call } = await withRow(open);
    expect((await call('PUT', PATH, { business: ['hostb', 'x'] })).text).toBe(JSON.stringify({ ...EMPTY_POSTED, business: ['hostb', 'x'] }));
    const res = await call('PUT', PATH, { roles: [{ hostName: 'hostc', roleList: ['READONLY', 'TRANSFER'] }], aliases: [{ hostName: 'hostb', aliasList: ['bee', 'bea'] }], others: '<root><version>3.6.2</version></root>' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ business: ['hostb', 'x'], roles: [{ hostName: 'hostc', roleList: ['READONLY', 'TRANSFER'] }], aliases: [{ hostName: 'hostb', aliasList: ['bee', 'bea'] }], others: '<root><version>3.6.2</version></root>' });
    const v1 = (await call('GET', `/hostconfigs/${fake.config.hostId}`)).body.answer;
    expect(v1).toMatchObject({
      BUSINESS: '<business><businessid>hostb</businessid><businessid>x</businessid></business>',
      ROLES: '<roles><role><roleid>hostc</roleid><roleset>READONLY TRANSFER</roleset></role></roles>',
      ALIASES: '<aliases><alias><realid>hostb</realid><aliasid>bee bea</aliasid></alias></aliases>',
      OTHERS: '<root><version>3.6.2</version></root>',
    });
    await call('PUT', PATH, { business: [], roles: [], aliases: [] });
    expect((await call('GET', `/hostconfigs/${fake.config.hostId}`)).body.answer).toMatchObject({ BUSINESS: '<business/>', ROLES: '<roles/>', ALIASES: '<aliases/>' });
  });

  it('PUT refusals, all listed: a bad role 7 and its empty list 6, a bad others 7, unknown 5, wrong types 7; nothing changed', async () => {
    const { fake, call } = await withRow(open);
    expectErrors(await unchangedBy(fake, () => call('PUT', PATH, { roles: [{ hostName: 'hostc', roleList: ['BOGUS'] }], others: '<root></root>', zzz: 1, business: 'x' })), [
      [7, "The value '\"BOGUS\"' is not valid for field 'roleList'."], [6, "The required field 'roleList' is missing or empty."],
      [7, "The value '\"<root></root>\"' is not valid for field 'others'."], [5, "Unknown field : 'zzz'."], [7, "The value '\"x\"' is not valid for field 'business'."],
    ]);
    expectErrors(await unchangedBy(fake, () => call('PUT', PATH, { aliases: [{ aliasList: ['a'] }] })), [[6, "The required field 'hostName' is missing or empty."]]);
    expectEmpty(await unchangedBy(fake, () => call('PUT', PATH, '{}', { 'content-type': 'application/x-www-form-urlencoded' })), 415);
  });
});

describe('one host configuration record, two views', () => {
  it('a v1 write shows through v2 GET', async () => {
    const fake = createFakeServer({ dataset: 'empty' });
    const call = await DOORS[0][1](fake);
    const roles = '<roles><role><roleid>h1</roleid><roleset>READONLY TRANSFER</roleset></role></roles>';
    expect((await call('POST', '/hostconfigs', { HOSTID: fake.config.hostId, BUSINESS: '<business><businessid>h1</businessid></business>', ROLES: roles, ALIASES: '', OTHERS: '<root><version>3.6.2</version></root>' })).status).toBe(200);
    expect((await call('GET', PATH)).body).toEqual({ business: ['h1'], roles: [{ hostName: 'h1', roleList: ['READONLY', 'TRANSFER'] }], aliases: [], others: '<root><version>3.6.2</version></root>', versionR66: '3.1.0', versionBin: 'WaarpR66.3.6.2' });
  });

  it('the generated own row reads back through the contract and writes the same XML again', async () => {
    const fake = createFakeServer({});
    const row = fake.store.hostconfigs.get(fake.config.hostId)?.record;
    expect(row).toBeDefined();
    const roles = rolesFromXml(row?.ROLES);
    expect(roles.length).toBeGreaterThan(0);
    expect(rolesToXml(roles)).toBe(row?.ROLES);
    expect(businessToXml(businessFromXml(row?.BUSINESS))).toBe(row?.BUSINESS);
    expect(aliasesToXml(aliasesFromXml(row?.ALIASES))).toBe(row?.ALIASES);
  });
});

describe('host configuration XML ⇔ v2 arrays (contract)', () => {
  it('reads entities, white space lists and unknown role names as 3.6.2 does, and anything else as empty', () => {
    expect(businessFromXml('<business> <businessid>a&amp;b</businessid><businessid/></business>')).toEqual(['a&b', '']);
    expect(rolesFromXml('<roles><role><roleid>h</roleid><roleset> READONLY  BOGUS\nPARTNER </roleset></role></roles>')).toEqual([{ hostName: 'h', roleList: ['READONLY', 'PARTNER'] }]);
    expect(aliasesFromXml('<aliases><alias><realid>h</realid><aliasid>x y</aliasid></alias></aliases>')).toEqual([{ hostName: 'h', aliasList: ['x', 'y'] }]);
    for (const bad of ['', null, 'business', '<roles>', '<other/>']) expect(businessFromXml(bad)).toEqual([]);
  });

  it('writes what JAXB writes: escaped text, <tag/> when empty', () => {
    expect(businessToXml(['a<b'])).toBe('<business><businessid>a&lt;b</businessid></business>');
    expect(businessToXml([])).toBe('<business/>');
    expect(rolesToXml([])).toBe('<roles/>');
    expect(aliasesToXml([{ hostName: 'h', aliasList: ['x', 'y'] }])).toBe('<aliases><alias><realid>h</realid><aliasid>x y</aliasid></alias></aliases>');
  });
});
