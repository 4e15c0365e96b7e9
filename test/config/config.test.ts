// /config, 3.6.2's HttpRestConfigR66Handler (docs/real-server-3.6.2.md "/config and /business"):
// GET writes the parts asked as XML files named as 3.6.2 names them and answers their paths; PUT
// imports such files back, and an export then import changes nothing; the refusals are 3.6.2's
// (406 and 412 inside an HTTP 400, 400 without a body, JSON 401 without Content-Type without the
// CONFIGADMIN role) and change nothing.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lossless, snapshot, testFake, violations } from '../support/fake-app.ts';
import { authFake, userHeaders, USERS } from '../auth/support.ts';


const P = 'org.vendor.openproto.protocol.localhandler.packet.json.';
const PARTS = ['host', 'rule', 'business', 'alias', 'roles'] as const;
const exportPacket = (...parts: string[]) => ({ '@class': `${P}ConfigExportJsonPacket`, requestUserPacket: 11, ...Object.fromEntries(parts.map((p) => [p, true])) });
const importPacket = (fields: Record<string, unknown>) => ({ '@class': `${P}ConfigImportJsonPacket`, requestUserPacket: 12, ...fields });
const rulesOf = (t: ReturnType<typeof testFake>) => JSON.stringify([...t.fake.store.rules.values()].map((r) => r.json).sort());
const stateOf = (t: ReturnType<typeof testFake>) => snapshot(t.fake) + rulesOf(t);

/** The files of an export of every part. */
async function exported(t: ReturnType<typeof testFake>): Promise<Record<string, string>> {
  const res = await t.http.get('/config').send(exportPacket(...PARTS));
  expect(res.status, res.text).toBe(200);
  const r = lossless(res.text).answer.results[0];
  return Object.fromEntries(PARTS.map((p) => [p, r[`file${p}`] as string]));
}

describe('GET /config', () => {
  it('writes every part asked, named as 3.6.2 names them, and echoes the flags', async () => {
    const t = testFake();
    const res = await t.http.get('/config').send(exportPacket(...PARTS));
    expect(res.status, res.text).toBe(200);
    const body = lossless(res.text);
    expect(violations('urn:tmkit:v1-action-config-export', body)).toEqual([]);
    expect(body.command).toBe('ExportConfig');
    const r = body.answer.results[0];
    expect(PARTS.map((p) => r[p])).toEqual([true, true, true, true, true]);
    const host = t.fake.config.hostId;
    expect(r.filehost).toMatch(new RegExp(`/${host}_Authentications\\.xml$`));
    expect(r.filerule).toMatch(new RegExp(`/${host}\\.rules\\.xml$`));
    expect(r.fileroles).toMatch(new RegExp(`/${host}_Roles\\.xml$`));
    expect(readFileSync(r.filehost, 'utf8')).toMatch(/^<authent>\n {2}<entry>/);
    for (const p of PARTS) expect(existsSync(r[`file${p}`]), p).toBe(true);
  });

  it('with one part asked, writes only that file', async () => {
    const r = lossless((await testFake().http.get('/config').send(exportPacket('rule'))).text).answer.results[0];
    expect(r.filerule).toMatch(/\.rules\.xml$/);
    expect([r.filehost, r.filebusiness, r.filealias, r.fileroles]).toEqual([null, null, null, null]);
  });

  it('refuses no part with JSON 406 in an HTTP 400, the answer packet with every file null', async () => {
    const res = await testFake().http.get('/config').send(exportPacket());
    expect(res.status).toBe(400);
    const body = lossless(res.text);
    expect([body.code, body.message, body.detail, body.command]).toEqual([406, 'Not Acceptable', 'Export configuration in error', 'ExportConfig']);
    expect(PARTS.map((p) => body.answer.results[0][`file${p}`])).toEqual([null, null, null, null, null]);
  });

  it('refuses no body with 400 "not enough information", an import packet with JSON 412', async () => {
    const t = testFake();
    expect(lossless((await t.http.get('/config')).text)).toMatchObject({ code: 400, detail: 'not enough information' });
    const wrong = await t.http.get('/config').send(importPacket({}));
    expect([wrong.status, lossless(wrong.text).code, lossless(wrong.text).detail]).toEqual([400, 412, 'Unknown command']);
  });
});

describe('PUT /config', () => {
  it('imports the files just exported: every part imported, the store as it was, also purging', async () => {
    const t = testFake();
    const files = await exported(t);
    const before = stateOf(t);
    for (const purge of [false, true]) {
      const flags = purge ? Object.fromEntries(PARTS.map((p) => [`purge${p}`, true])) : {};
      const res = await t.http.put('/config').send(importPacket({ ...files, ...flags }));
      expect(res.status, res.text).toBe(200);
      const body = lossless(res.text);
      // JSON.parse's numbers, as the schemas read them (ILLEGAL_VALUE ids are past 2^53).
      expect(violations('urn:tmkit:v1-action-config-import', res.body)).toEqual([]);
      const r = body.answer.results[0];
      expect(PARTS.map((p) => [r[`imported${p}`], r[`purged${p}`]])).toEqual(PARTS.map(() => [true, purge]));
      expect(stateOf(t)).toBe(before);
    }
  });

  it('a purging import of the rules replaces them with the file', async () => {
    const t = testFake();
    const files = await exported(t);
    const rules = rulesOf(t);
    t.fake.store.rules.put({ ...JSON.parse([...t.fake.store.rules.values()][0]!.json), IDRULE: 'made-after-export' });
    await t.http.put('/config').send(importPacket({ rule: files['rule'], purgerule: true })).expect(200);
    expect(rulesOf(t)).toBe(rules);
  });

  it('refuses an import of nothing, of a file outside its folder or not XML, with JSON 406, and changes nothing', async () => {
    const t = testFake();
    const before = stateOf(t);
    const outside = join(t.fake.server.archiveDir(), '..', 'elsewhere.xml');
    const bad = join(t.fake.server.archiveDir(), 'bad.xml');
    writeFileSync(bad, 'not xml');
    for (const fields of [{}, { rule: outside, purgerule: true }, { host: bad, purgehost: true }, { ruleid: 5, rule: (await exported(t))['rule'] }]) {
      const res = await t.http.put('/config').send(importPacket(fields));
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(lossless(res.text)).toMatchObject({ code: 406, detail: 'Import configuration in error', command: 'ImportConfig' });
    }
    expect(stateOf(t)).toBe(before);
  });

  it('refuses an export packet with JSON 412, the packet echoed', async () => {
    const res = await testFake().http.put('/config').send(exportPacket());
    expect(res.status).toBe(400);
    const body = lossless(res.text);
    expect([body.code, body.detail, body.answer['@model'], body.answer.results[0]['@class']]).toEqual([412, 'Unknown command', 'Config', `${P}ConfigExportJsonPacket`]);
  });
});

describe('/config without the CONFIGADMIN role', () => {
  it('is JSON 401 without Content-Type, after the packet is read, and changes nothing', async () => {
    const t = authFake('basic');
    const before = stateOf(t);
    expect((await t.http.get('/config').set(userHeaders(USERS.reader))).body.detail).toBe('not enough information');
    const put = await t.http.put('/config').set(userHeaders(USERS.reader)).send(importPacket({ rule: '/x.xml', purgerule: true }));
    expect(put.status).toBe(401);
    expect(stateOf(t)).toBe(before);
    const res = await t.http.get('/config').set(userHeaders(USERS.reader)).send(exportPacket('rule'));
    expect(res.status).toBe(401);
    expect(res.headers['content-type']).toBeUndefined();
    expect(lossless(res.text).detail).toBe('org.vendor.openproto.protocol.exception.OpenR66ProtocolNoCorrectAuthenticationException: Not correctly authenticated');
  });
});
