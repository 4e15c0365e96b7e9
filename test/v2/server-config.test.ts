// GET and PUT /v2/server/config (docs/rest-v2-3.6.2.md §1 S6-S7, §2.7): real XML files of the
// store's hosts, rules and own business/aliases/roles in the fake's folder, imported back; an
// export then import round trip leaves the store as it was; refusals change nothing.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listen } from '../../fake-server/index.ts';
import { snapshot, testFake, violations } from '../support/fake-app.ts';
import { expectEmpty, expectV2Errors, unchangedBy } from './support.ts';

/** A rule in the store (the small dataset holds none), with every task list used. */
function withRule(t: ReturnType<typeof testFake>) {
  const task = (type: string) => [{ type, path: `/x/${type} & <y>`, delay: 5 }];
  t.fake.store.rules.put({
    IDRULE: 'rule1', HOSTIDS: ['hosta', 'hostb'], MODETRANS: 2, RECVPATH: 'in', SENDPATH: 'out', ARCHIVEPATH: 'arch', WORKPATH: 'work', UPDATEDINFO: 1,
    RPRETASKS: task('LOG'), RPOSTTASKS: [], RERRORTASKS: task('DELETE'), SPRETASKS: [], SPOSTTASKS: task('COPY'), SERRORTASKS: [],
  });
  return t;
}

const ALL = 'exportHosts=true&exportRules=true&exportBusiness=true&exportAliases=true&exportRoles=true';
const rulesOf = (t: ReturnType<typeof testFake>) => JSON.stringify([...t.fake.store.rules.values()].map((r) => r.json).sort());
const secretsOf = (t: ReturnType<typeof testFake>) => [...t.fake.store.hosts.values()].map((r) => `${r.id}:${Buffer.from(r.secret ?? []).toString('hex')}`).sort();

describe('GET /v2/server/config', () => {
  it('answers {} when nothing is asked', async () => {
    const res = await testFake().http.get('/v2/server/config');
    expect(res.status).toBe(200);
    expect(res.text).toBe('{}');
  });

  it('writes the five files in the shapes of 3.6.2 and answers their paths', async () => {
    const t = withRule(testFake());
    const res = await unchangedBy(t.fake, () => t.http.get(`/v2/server/config?${ALL}`));
    expect(res.status, res.text).toBe(200);
    expect(violations('urn:tmkit:v2-config-export', res.body)).toEqual([]);
    expect(Object.keys(res.body)).toEqual(['fileHost', 'fileRule', 'fileBusiness', 'fileAlias', 'fileRoles']);
    const hosts = readFileSync(res.body.fileHost, 'utf8');
    expect(hosts).toMatch(/^<authent>\n  <entry>\n    <hostid>/);
    expect((hosts.match(/<entry>/g) ?? []).length).toBe(t.fake.store.hosts.size);
    const rules = readFileSync(res.body.fileRule, 'utf8');
    expect(rules).toMatch(/^<rules>\n  <rule>\n    <idrule>/);
    expect(rules).toContain('<rpretasks>');
    expect((rules.match(/<rule>/g) ?? []).length).toBe(t.fake.store.rules.size);
    expect(res.body.fileHost).toMatch(new RegExp(`${t.fake.config.hostId}_hosts\\.xml$`));
  });

  it('refuses a flag that is not a boolean with errorCode 4 (all of them listed)', async () => {
    const t = testFake();
    expectV2Errors(await t.http.get('/v2/server/config?exportHosts=maybe&exportRoles=1'), [
      [4, "The value 'maybe' is not valid for query parameter 'exportHosts'."],
      [4, "The value '1' is not valid for query parameter 'exportRoles'."],
    ]);
  });
});

describe('PUT /v2/server/config', () => {
  it('an export then an import (with and without purge) leaves the store as it was', async () => {
    const t = withRule(testFake());
    const before = snapshot(t.fake);
    const rules = rulesOf(t);
    const secrets = secretsOf(t);
    const files = (await t.http.get(`/v2/server/config?${ALL}`)).body;
    const query = `hostsFile=${encodeURIComponent(files.fileHost)}&rulesFile=${encodeURIComponent(files.fileRule)}&businessFile=${encodeURIComponent(files.fileBusiness)}&aliasesFile=${encodeURIComponent(files.fileAlias)}&rolesFile=${encodeURIComponent(files.fileRoles)}`;
    for (const purge of ['', '&purgeHosts=true&purgeRules=true&purgeBusiness=true&purgeAliases=true&purgeRoles=true']) {
      const res = await t.http.put(`/v2/server/config?${query}${purge}`);
      expect(res.status, res.text).toBe(200);
      expect(violations('urn:tmkit:v2-config-import', res.body)).toEqual([]);
      expect(snapshot(t.fake)).toBe(before);
      expect(rulesOf(t)).toBe(rules);
      expect(secretsOf(t)).toEqual(secrets);
    }
  });

  it('upserts without purge and replaces with purge', async () => {
    const t = testFake();
    const dir = t.fake.server.archiveDir();
    const path = join(dir, 'one-host.xml');
    writeFileSync(path, '<authent>\n  <entry>\n    <hostid>newhost</hostid>\n    <address>10.0.0.9</address>\n    <port>6666</port>\n  </entry>\n</authent>\n');
    const size = t.fake.store.hosts.size;
    const res = await t.http.put(`/v2/server/config?hostsFile=${encodeURIComponent(path)}`);
    expect(res.body).toEqual({ purgedHost: 'true' });
    expect(t.fake.store.hosts.size).toBe(size + 1);
    expect(t.fake.store.hosts.get('newhost')?.record).toMatchObject({ ADDRESS: '10.0.0.9', PORT: 6666, ADMINROLE: true, ISACTIVE: true, HOSTKEY: null });
    await t.http.put(`/v2/server/config?hostsFile=${encodeURIComponent(path)}&purgeHosts=true`);
    expect([...t.fake.store.hosts.values()].map((r) => r.id)).toEqual(['newhost']);
  });

  it('a missing file is errorCode 9, and nothing is imported, not even the files that exist', async () => {
    const t = testFake();
    const files = (await t.http.get('/v2/server/config?exportHosts=true')).body;
    const missing = join(t.fake.server.archiveDir(), 'nothing-here.xml');
    const res = await unchangedBy(t.fake, () => t.http.put(`/v2/server/config?purgeHosts=true&hostsFile=${encodeURIComponent(files.fileHost)}&rulesFile=${encodeURIComponent(missing)}`));
    expectV2Errors(res, [[9, `The file ${missing} does not exist on the server.`]]);
    // A file outside the fake's folder is not read.
    expectV2Errors(await unchangedBy(t.fake, () => t.http.put('/v2/server/config?hostsFile=%2Fetc%2Fpasswd')), [[9, 'The file /etc/passwd does not exist on the server.']]);
  });

  it('refuses wrong flags with errorCode 4 naming them, and a JSON Content-Type with 415', async () => {
    const t = testFake();
    expectV2Errors(await unchangedBy(t.fake, () => t.http.put('/v2/server/config?purgeHosts=x')), [[4, "The value 'x' is not valid for query parameter 'purgeHosts'."]]);
    expectEmpty(await t.http.put('/v2/server/config').set('Content-Type', 'application/json').send('{}'), 415);
  });

  it('answers over real HTTP', async () => {
    const running = await listen(testFake().fake, { port: 0 });
    try {
      const res = await fetch(`${running.url}/v2/server/config?exportRules=true`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { fileRule: string };
      const put = await fetch(`${running.url}/v2/server/config?rulesFile=${encodeURIComponent(body.fileRule)}`, { method: 'PUT' });
      expect(await put.json()).toEqual({ purgedRule: 'true' });
    } finally {
      await running.close();
    }
  });
});
