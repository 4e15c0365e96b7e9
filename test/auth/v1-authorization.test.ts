// v1 role checks (reference §3.1, §4, §6, §7, §10.3) through HTTP, each with the answer style of
// its entry point, and proof that a refused request changes nothing. Roles come from ADMINROLE
// or the own host configuration's ROLES; requests use basic mode (roles do not depend on signing)
// except where the signature matters.
import { describe, expect, it } from 'vitest';
import type { Test } from 'supertest';
import { authFake, expectForbiddenHtml, expectUnauthorizedJson, OWN_HOST, packet, PREFIX, signedHeaders, unchanged, userHeaders, USERS, type User } from './support.ts';
import type { TestFake } from '../support/fake-app.ts';
import { DEFAULT_DATASET } from '../support/dataset.ts';
const { rule: RULE } = DEFAULT_DATASET;

const SHUTDOWN_KEY = '7cSYejBa7V8hBXju4rl3mQ=='; // admin password `pwdhttp` (reference §7.2)
const as = (req: Test, user: User) => req.set(userHeaders(user));

describe('data-model collections: 403 HTML without the role', () => {
  const cases = [
    { path: '/transfers', allowed: [USERS.sys, USERS.admin], refused: [USERS.hostman, USERS.cfg, USERS.nobody, USERS.limiter] },
    { path: '/hosts', allowed: [USERS.hostman, USERS.cfg, USERS.admin], refused: [USERS.sys, USERS.partial, USERS.nobody] },
    { path: '/hostconfigs', allowed: [USERS.cfg, USERS.admin], refused: [USERS.partial, USERS.hostman, USERS.sys, USERS.nobody] },
    { path: '/configurations', allowed: [USERS.cfg, USERS.admin], refused: [USERS.partial, USERS.hostman, USERS.reader, USERS.nobody] },
  ];
  for (const c of cases) {
    it(`${c.path}: ${c.allowed.map((u) => u.id).join(', ')} in; ${c.refused.map((u) => u.id).join(', ')} refused`, async () => {
      const t = authFake('basic');
      for (const u of c.allowed) expect((await as(t.http.get(`${c.path}?limit=1`), u)).status, u.id).toBe(200);
      for (const u of c.refused) {
        expectForbiddenHtml(await as(t.http.get(`${c.path}?limit=1`), u));
        // The role check applies to OPTIONS as well (reference §2.5).
        expectForbiddenHtml(await as(t.http.options(c.path), u));
      }
    });
  }

  it('a composite (CONFIGADMIN) needs every bit: READONLY TRANSFER RULE is not enough', async () => {
    const t = authFake('basic');
    expectForbiddenHtml(await as(t.http.get('/hostconfigs/server1'), USERS.partial));
    expect((await as(t.http.get('/hostconfigs/server1'), USERS.cfg)).status).toBe(200);
  });

  it('a refused write changes nothing', async () => {
    const t = authFake('basic');
    await unchanged(t, async () => {
      expectForbiddenHtml(await as(t.http.post('/transfers'), USERS.hostman).send({ IDRULE: RULE, REQUESTER: 'server1', REQUESTED: 'admin', FILENAME: 'x' }));
      expectForbiddenHtml(await as(t.http.delete('/hosts/admin'), USERS.sys));
      expectForbiddenHtml(await as(t.http.put(`/hostconfigs/${OWN_HOST}`), USERS.partial).send({ ROLES: `<roles><role><roleid>nobody</roleid><roleset>FULLADMIN</roleset></role></roles>` }));
      expectForbiddenHtml(await as(t.http.delete(`/configurations/${OWN_HOST}`), USERS.limiter));
    });
  });

  it('reads the roles live: a new ROLES entry on the own host configuration takes effect at once', async () => {
    const t = authFake('hmac');
    const url = '/transfers?LIMIT=1';
    expectForbiddenHtml(await t.http.get(url).set(signedHeaders(url, { user: USERS.nobody })));
    const own = t.fake.store.hostconfigs.get(OWN_HOST)?.record.ROLES ?? '';
    const roles = own.replace('</roles>', '<role><roleid>nobody</roleid><roleset>SYSTEM</roleset></role></roles>');
    const put = await t.http.put(`/hostconfigs/${OWN_HOST}`).set(signedHeaders(`/hostconfigs/${OWN_HOST}`, { user: USERS.admin })).send({ ROLES: roles });
    expect(put.status, put.text).toBe(200);
    expect((await t.http.get(url).set(signedHeaders(url, { user: USERS.nobody }))).status).toBe(200);
  });

  it('no own host configuration: nobody but an ADMINROLE host has a role', async () => {
    const t = authFake('basic');
    t.fake.store.hostconfigs.delete(OWN_HOST);
    expectForbiddenHtml(await as(t.http.get('/transfers?LIMIT=1'), USERS.sys));
    expect((await as(t.http.get('/transfers?LIMIT=1'), USERS.admin)).status).toBe(200);
  });
});

describe('GET /log: own host id or LOGCONTROL', () => {
  const purgeAll = () => packet('log', { purge: true, statuspending: true, statustransfer: true, statuserror: true, statusdone: true });

  it('refuses another caller with 401 JSON (interface, DESIGN §2.4; the real server answers 400), and purges nothing', async () => {
    const t = authFake('basic');
    const res = await unchanged(t, async () => as(t.http.get('/log'), USERS.sys).send(purgeAll()));
    const body = expectUnauthorizedJson(res);
    expect(body['X-Auth-User']).toBe(USERS.sys.id);
    expect(body.command).toBe('GetLog');
    expect(body.answer).toEqual({ '@model': 'Log' });
    expect(body.detail).toBe(`${PREFIX}protocol.exception.OpenR66ProtocolNoCorrectAuthenticationException: Not correctly authenticated`);
  });

  it('lets LOGCONTROL, ADMINROLE and the server itself export', async () => {
    const t = authFake('basic');
    for (const u of [USERS.logger, USERS.admin, USERS.self]) {
      const res = await as(t.http.get('/log'), u).send(packet('log'));
      expect(res.status, `${u.id}: ${res.text}`).toBe(200);
      expect(res.body.command).toBe('GetLog');
    }
  });

  it('answers a packet error before the role (the real server reads the body first)', async () => {
    const t = authFake('basic');
    const none = await as(t.http.get('/log'), USERS.sys);
    expect(none.status).toBe(400);
    expect(none.body.detail).toBe('not enough information');
    const other = await as(t.http.get('/log'), USERS.sys).send(packet('bandwidth'));
    expect(other.status).toBe(400);
    expect(other.body.code).toBe(412);
  });
});

describe('/bandwidth: own host id or LIMIT', () => {
  const limitsOf = async (t: TestFake) => (await as(t.http.get('/bandwidth'), USERS.admin)).body.answer.results[0];

  it('refuses a getter with 401 JSON without Content-Type and Referer', async () => {
    const t = authFake('basic');
    const body = expectUnauthorizedJson(await as(t.http.get('/bandwidth'), USERS.sys));
    expect(body.command).toBe('GetBandwidth');
    expect(body.answer).toEqual({ '@model': 'Bandwidth' });
    expect(body.detail).toBe(`${PREFIX}protocol.exception.OpenR66ProtocolNotAuthenticatedException: Not correctly authenticated`);
  });

  it('refuses a setter the same way and leaves the limits alone', async () => {
    const t = authFake('basic');
    const before = await limitsOf(t);
    const body = expectUnauthorizedJson(
      await unchanged(t, async () => as(t.http.put('/bandwidth'), USERS.cfg).send(packet('bandwidth', { setter: true, writeglobal: 12340, readglobal: 12340 }))),
    );
    expect(body.command).toBe('SetBandwidth');
    expect(await limitsOf(t)).toEqual(before);
  });

  it('answers a method/packet mismatch (409 in 400) before the role', async () => {
    const t = authFake('basic');
    const res = await as(t.http.put('/bandwidth'), USERS.sys).send(packet('bandwidth', { setter: false }));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(409);
  });

  it('lets LIMIT, ADMINROLE and the server itself read and set', async () => {
    const t = authFake('basic');
    for (const u of [USERS.limiter, USERS.admin, USERS.self]) {
      expect((await as(t.http.get('/bandwidth'), u)).status, u.id).toBe(200);
      expect((await as(t.http.put('/bandwidth'), u).send(packet('bandwidth', { setter: true, writeglobal: 5000 }))).status, u.id).toBe(200);
    }
  });
});

describe('/server and /info', () => {
  it('GET /server needs no role, GET /info only authentication', async () => {
    const t = authFake('basic');
    expect((await as(t.http.get('/server'), USERS.nobody)).status).toBe(200);
    const info = await as(t.http.get('/info'), USERS.nobody).send(packet('information', { idRequest: true, rulename: 'nowhere', id: 1 }));
    // Not a role failure: the transfer lookup itself answers (unknown remote host).
    expect(info.status).toBe(400);
    expect(info.body.detail).toContain('Remote Host is unknown');
  });

  it('PUT /server without SYSTEM is refused like a wrong key, even with the right key, and blocks nothing', async () => {
    const t = authFake('basic');
    let shutdowns = 0;
    t.fake.onShutdown(() => void shutdowns++);
    const block = await unchanged(t, async () => as(t.http.put('/server'), USERS.hostman).send(packet('shutdownOrBlock', { key: SHUTDOWN_KEY, restartOrBlock: true })));
    expect(block.status).toBe(400);
    expect(block.headers['content-type']).toBe('application/json');
    expect(block.body.command).toBe('ShutdownOrBlock');
    expect(block.body.detail).toBe(`${PREFIX}protocol.exception.OpenR66ProtocolBusinessException: Invalid Block comand`);
    const shutdown = await as(t.http.put('/server'), USERS.hostman).send(packet('shutdownOrBlock', { key: SHUTDOWN_KEY, shutdownOrBlock: true }));
    expect(shutdown.status).toBe(400);
    expect(shutdown.body.detail).toBe(`${PREFIX}protocol.exception.OpenR66ProtocolBusinessException: Invalid Shutdown comand`);
    expect(shutdowns).toBe(0);
    expect(t.fake.server.blocked).toBe(false);
  });

  it('PUT /server with SYSTEM and the key blocks', async () => {
    const t = authFake('basic');
    const res = await as(t.http.put('/server'), USERS.sys).send(packet('shutdownOrBlock', { key: SHUTDOWN_KEY, restartOrBlock: true }));
    expect(res.status, res.text).toBe(200);
    expect(t.fake.server.blocked).toBe(true);
  });
});
