// The fake answering as a release (`release`, `tmkit serve --release`; contract/release-facts.ts):
// each v1 difference 3.5.2 shows beside 3.6.2, over real HTTP, against a fake of 3.5.2 and one of
// the default release. Every 3.5.2 answer here was seen on a real 3.5.2 (docs/releases.md).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CLASS_PREFIX, serialize, SQL_TYPES } from '../../contract/index.ts';
import { createFakeServer } from '../../fake-server/index.ts';
import { storeTransfer } from '../support/fake-app.ts';
import { bothReleases, served, type Call } from './support.ts';

const OWN = 'server1';
const listOf = (body: any): any[] => body.answer.results ?? [];

/** The type map of the first GET entry of a collection's OPTIONS document. */
async function optionsTypes(call: Call, collection: string): Promise<Record<string, number>> {
  const res = await call('OPTIONS', `/${collection}`);
  expect(res.status).toBe(200);
  return res.body.answer.DetailedAllow[0].GET.answer;
}

describe('v1 as 3.5.2 answers it, 3.6.2 by default', () => {
  it('body values are used as sent: no sanity filter (3.6.2 refuses them: 400 on a list, 404 on one record)', async () => {
    const { old, current } = await bothReleases();
    const filter = { HOSTID: 'a\u0001b' };
    expect((await current.call('GET', '/hosts', filter)).status).toBe(400);
    const list = await old.call('GET', '/hosts', filter);
    expect(list.status).toBe(200);
    expect(list.body.answer.count).toBe(0);
    expect((await current.call('GET', `/hosts/${OWN}`, { ADDRESS: '<script>' })).status).toBe(404);
    expect((await old.call('GET', `/hosts/${OWN}`, { ADDRESS: '<script>' })).status).toBe(200);
    // An action packet too: /bandwidth reads its comment as sent.
    const packet = { '@class': `${DEFAULT_CLASS_PREFIX}protocol.localhandler.packet.json.BandwidthJsonPacket`, comment: 'x\u0007' };
    expect((await current.call('GET', '/bandwidth', packet)).status).toBe(400);
    expect((await old.call('GET', '/bandwidth', packet)).status).toBe(200);
  });

  it('OPTIONS shows 3.5.2 column types: FILEINFO and TRANSFERINFO LONGVARCHAR, ADDRESS VARCHAR, the rule paths NVARCHAR', async () => {
    const { old, current } = await bothReleases();
    for (const [collection, column, was, is] of [
      ['transfers', 'FILEINFO', 'LONGVARCHAR', 'VARCHAR'],
      ['transfers', 'TRANSFERINFO', 'LONGVARCHAR', 'VARCHAR'],
      ['hosts', 'ADDRESS', 'VARCHAR', 'NVARCHAR'],
      ['rules', 'RECVPATH', 'NVARCHAR', 'VARCHAR'],
      ['rules', 'WORKPATH', 'NVARCHAR', 'VARCHAR'],
    ] as const) {
      expect((await optionsTypes(old.call, collection))[column], `${collection} ${column}`).toBe(SQL_TYPES[was]);
      expect((await optionsTypes(current.call, collection))[column], `${collection} ${column}`).toBe(SQL_TYPES[is]);
    }
    // The root document and /info carry the same transfer map.
    const root = await old.call('OPTIONS', '/');
    const transfers = root.body.answer.DetailedAllow.find((e: object) => 'transfers' in e).transfers;
    expect(transfers[0].GET.answer.FILEINFO).toBe(SQL_TYPES.LONGVARCHAR);
  });

  it('the name filters of the v1 lists match a LIKE subtext, % and _ as wildcards (3.6.2: the whole name)', async () => {
    const { old, current } = await bothReleases();
    const id = listOf((await current.call('GET', '/hostconfigs')).body)[0].HOSTID as string;
    const part = encodeURIComponent(id.slice(1, -1));
    expect(listOf((await old.call('GET', `/hostconfigs?HOSTID=${part}`)).body).map((h) => h.HOSTID)).toContain(id);
    expect(listOf((await current.call('GET', `/hostconfigs?HOSTID=${part}`)).body)).toEqual([]);
    const hosts = (call: Call, query: string) => call('GET', `/hosts?${query}`).then((r) => listOf(r.body).map((h) => h.HOSTID as string));
    expect(await hosts(old.call, 'HOSTID=server')).toEqual(['server1']);
    expect(await hosts(current.call, 'HOSTID=server')).toEqual([]);
    expect(await hosts(old.call, 'HOSTID=s_rver%25')).toEqual(['server1']);
    expect(await hosts(old.call, 'ADDRESS=10.0.0')).toContain('server1');
    expect(await hosts(current.call, 'ADDRESS=10.0.0')).toEqual([]);
    const configurations = await old.call('GET', '/configurations?HOSTID=erver');
    expect(listOf(configurations.body).map((c) => c.HOSTID)).toContain('server1');
    // IDRULE and PARTNER of /transfers, IDRULE of /rules.
    const rule = listOf((await current.call('GET', '/transfers?LIMIT=1')).body)[0].IDRULE as string;
    const byRule = (call: Call) => call('GET', `/transfers?IDRULE=${encodeURIComponent(rule.slice(0, -1))}&limit=1000`).then((r) => r.body.answer.count as number);
    expect(await byRule(old.call)).toBeGreaterThan(0);
    expect(await byRule(current.call)).toBe(0);
    const partner = listOf((await current.call('GET', '/transfers?LIMIT=1')).body)[0].REQUESTED as string;
    const byPartner = (call: Call) => call('GET', `/transfers?PARTNER=${encodeURIComponent(partner.slice(1))}&limit=1000`).then((r) => r.body.answer.count as number);
    expect(await byPartner(old.call)).toBeGreaterThan(0);
    expect(await byPartner(current.call)).toBe(0);
    await old.call('POST', '/rules', { IDRULE: 'tmkit37-out', MODETRANS: 1 });
    await current.call('POST', '/rules', { IDRULE: 'tmkit37-out', MODETRANS: 1 });
    const rules = (call: Call) => call('GET', '/rules?IDRULE=kit37&MODETRANS=1').then((r) => listOf(r.body).map((x) => x.IDRULE));
    expect(await rules(old.call)).toEqual(['tmkit37-out']);
    expect(await rules(current.call)).toEqual([]);
  });

  it('a transfer without a follow id shows follow "none" (3.6.2: "")', async () => {
    const { old, current } = await bothReleases({ dataset: 'empty' });
    const body = { REQUESTER: OWN, REQUESTED: 'hostb', IDRULE: 'rule1', FILENAME: 'f.txt' };
    expect((await old.call('POST', '/transfers', body)).body.answer.follow).toBe('none');
    expect((await current.call('POST', '/transfers', body)).body.answer.follow).toBe('');
    const followed = { ...body, TRANSFERINFO: 'x {"follow":42}' };
    expect((await old.call('POST', '/transfers', followed)).body.answer.follow).toBe('42');
  });

  it('POST /hosts stores the host as sent (HOSTKEY as text, a negative PORT keeps ADDRESS and ISCLIENT, UPDATEDINFO 0) and answers it as written', async () => {
    const { old, current } = await bothReleases({ dataset: 'empty' });
    const host = { HOSTID: 'client1', ADDRESS: '10.1.1.1', PORT: -1, HOSTKEY: 'YWJj', ISCLIENT: false };
    const answered = (await old.call('POST', '/hosts', host)).body.answer;
    expect(answered).toMatchObject({ ADDRESS: '0.0.0.0', ISCLIENT: true, UPDATEDINFO: 3 });
    const listed = listOf((await old.call('GET', '/hosts?HOSTID=client1')).body);
    // The HOSTKEY is the text's bytes, "YWJj", in base64: 3.5.2 does not decode it.
    expect(listed).toEqual([{ ...answered, ADDRESS: '10.1.1.1', ISCLIENT: false, HOSTKEY: Buffer.from('YWJj').toString('base64'), UPDATEDINFO: 0 }]);
    // One-record reads come from the server's cache for 180 s: the host as written, then as stored.
    expect((await old.call('GET', '/hosts/client1')).body.answer).toEqual(answered);
    old.fake.clock.advance(180_001);
    expect((await old.call('GET', '/hosts/client1')).body.answer).toEqual(listed[0]);
    // 3.6.2 stores what it answers (its HOSTKEY decoded from base64 first).
    const now = (await current.call('POST', '/hosts', host)).body.answer;
    expect(now).toMatchObject({ ADDRESS: '0.0.0.0', ISCLIENT: true, UPDATEDINFO: 3 });
    expect(now.HOSTKEY).not.toBe(answered.HOSTKEY);
    expect(listOf((await current.call('GET', '/hosts?HOSTID=client1')).body)).toEqual([now]);
  });

  it('POST /configurations and /rules store UPDATEDINFO 0 and answer 3; a rule read alone shows 3 while cached', async () => {
    const { old, current } = await bothReleases({ dataset: 'empty' });
    expect((await old.call('POST', '/configurations', { HOSTID: 'c1', READGLOBALLIMIT: 5 })).body.answer.UPDATEDINFO).toBe(3);
    expect((await old.call('GET', '/configurations/c1')).body.answer.UPDATEDINFO).toBe(0);
    expect((await current.call('POST', '/configurations', { HOSTID: 'c1', READGLOBALLIMIT: 5 })).body.answer.UPDATEDINFO).toBe(3);
    expect((await current.call('GET', '/configurations/c1')).body.answer.UPDATEDINFO).toBe(3);
    expect((await old.call('POST', '/rules', { IDRULE: 'r1', MODETRANS: 1 })).body.answer.UPDATEDINFO).toBe(3);
    expect(listOf((await old.call('GET', '/rules?MODETRANS=1')).body).map((r) => r.UPDATEDINFO)).toEqual([0]);
    expect((await old.call('GET', '/rules/r1')).body.answer.UPDATEDINFO).toBe(3);
    // A write through the record replaces it: the cache no longer shows anything else.
    expect((await old.call('PUT', '/rules/r1', { RECVPATH: 'in' })).body.answer.UPDATEDINFO).toBe(3);
    expect(listOf((await old.call('GET', '/rules?MODETRANS=1')).body).map((r) => r.UPDATEDINFO)).toEqual([3]);
  });

  it('GET /log with clean marks DONE the finished transfers of owners after its host id, none of its own (3.6.2: its own)', async () => {
    const { old, current } = await bothReleases({ dataset: 'empty' });
    const finished = (SPECIALID: number, OWNERREQ: string) => ({
      SPECIALID, OWNERREQ, REQUESTER: OWNERREQ, REQUESTED: 'hostb', IDRULE: 'rule1', FILENAME: 'f.txt', GLOBALSTEP: 4, GLOBALLASTSTEP: 4, STEPSTATUS: 'T', INFOSTATUS: 'O',
    });
    for (const { fake } of [old, current]) for (const [id, owner] of [[1, OWN], [2, 'alpha'], [3, 'zeta']] as const) storeTransfer(fake, finished(id, owner), 3);
    const clean = { '@class': `${DEFAULT_CLASS_PREFIX}protocol.localhandler.packet.json.LogJsonPacket`, clean: true, stopid: 0 };
    const doneOf = async (call: Call) =>
      Object.fromEntries(listOf((await call('GET', '/transfers?OWNERREQ=*&ORDERBYID=true')).body).map((t) => [t.OWNERREQ, t.UPDATEDINFO]));
    expect((await old.call('GET', '/log', clean)).status).toBe(200);
    expect(await doneOf(old.call)).toEqual({ [OWN]: 3, alpha: 3, zeta: 6 });
    expect((await current.call('GET', '/log', clean)).status).toBe(200);
    expect(await doneOf(current.call)).toEqual({ [OWN]: 6, alpha: 3, zeta: 3 });
  });

  it('a dataset file made on either release shows follow as the release serving it does', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tmkit-follow-'));
    try {
      const source = createFakeServer({ dataset: 'small' });
      const hosts = [...source.store.hosts.values()].map((h) => h.record);
      const [a, b] = [...source.store.transfers.values()].map((t) => t.record);
      const file = join(dir, 'mixed.json');
      // One transfer as a 3.5.2 snapshot holds it, one as a 3.6.2 one: neither has a follow id.
      writeFileSync(file, serialize({ hosts, transfers: [{ ...a, TRANSFERINFO: '{}', follow: 'none' }, { ...b, TRANSFERINFO: '{}', follow: '' }] } as never));
      for (const [release, shown] of [['3.5.2', 'none'], ['3.6.2', '']] as const) {
        const { call } = await served(release, { dataset: file });
        const follows = listOf((await call('GET', '/transfers?OWNERREQ=*&limit=10')).body).map((t) => t.follow);
        expect(follows, release).toEqual([shown, shown]);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('3.6.0 and 3.6.1 answer v1 as 3.6.2 does', async () => {
    for (const release of ['3.6.0', '3.6.1'] as const) {
      const { call } = await served(release);
      expect((await call('GET', '/hosts', { HOSTID: 'a\u0001b' })).status, release).toBe(400);
      expect((await optionsTypes(call, 'hosts'))['ADDRESS'], release).toBe(SQL_TYPES.NVARCHAR);
    }
  });
});
