// v1 authentication through HTTP (reference §10.1, §18): every way a request can fail in `basic`
// and `hmac` modes answers the 401 HTML page and changes nothing; the right credentials pass and
// the envelope echoes the user first.
import { describe, expect, it } from 'vitest';
import { testFake } from '../support/fake-app.ts';
import { authFake, expectUnauthorizedHtml, NOW, packet, signedHeaders, TS, unchanged, userHeaders, USERS } from './support.ts';
import { DEFAULT_DATASET } from '../support/dataset.ts';
const { rule: RULE } = DEFAULT_DATASET;

const EXAMPLE_SIGNATURE = 'a6ecbfa18bc1835e218a590e3b26659982f7f12b6804deaaa82c1d6f0f578578';
const at = (offsetMs: number) => new Date(Date.parse(NOW) + offsetMs).toISOString();

describe('--auth none', () => {
  it('lets anyone in as the administrator, and echoes a user who names himself', async () => {
    const { http } = testFake({ dataset: 'small' });
    expect((await http.get('/transfers?LIMIT=1')).status).toBe(200);
    expect((await http.get('/hostconfigs')).status).toBe(200);
    const res = await http.get('/hosts?limit=1').set('X-Auth-User', 'whoever');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)[0]).toBe('X-Auth-User');
    expect(res.body['X-Auth-User']).toBe('whoever');
  });
});

describe('--auth basic (signature off)', () => {
  it('accepts an active client-only user by name alone: the password is never checked (reference §10.1)', async () => {
    const { http } = authFake('basic');
    const res = await http.get('/transfers?LIMIT=2').set(userHeaders(USERS.admin));
    expect(res.status, res.text).toBe(200);
    expect(Object.keys(res.body)[0]).toBe('X-Auth-User');
    expect(res.body['X-Auth-User']).toBe('admin');
    expect((await http.get('/transfers?LIMIT=2').set({ ...userHeaders(USERS.admin), 'X-Auth-Key': 'anything' })).status).toBe(200);
  });

  it('takes X-Auth-User and X-Auth-Timestamp from the query too', async () => {
    const { http } = authFake('basic');
    const res = await http.get(`/transfers?LIMIT=2&X-Auth-User=admin&X-Auth-Timestamp=${TS}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body['X-Auth-User']).toBe('admin');
    expect(res.body.uri).toEqual({ LIMIT: '2' });
  });

  it('refuses a request without X-Auth-User', async () => {
    const { http } = authFake('basic');
    expectUnauthorizedHtml(await http.get('/transfers').set('X-Auth-Timestamp', TS));
    expectUnauthorizedHtml(await http.get('/transfers').set({ 'X-Auth-User': '', 'X-Auth-Timestamp': TS }));
  });

  it('refuses an unknown user, a user with a positive PORT and an inactive user', async () => {
    const { http } = authFake('basic');
    expectUnauthorizedHtml(await http.get('/transfers').set({ 'X-Auth-User': 'stranger', 'X-Auth-Timestamp': TS }));
    expectUnauthorizedHtml(await http.get('/transfers').set(userHeaders(USERS.partner)));
    expectUnauthorizedHtml(await http.get('/transfers').set(userHeaders(USERS.sleeper)));
  });

  it('refuses a missing timestamp while a time limit is set, and accepts it without one', async () => {
    expectUnauthorizedHtml(await authFake('basic').http.get('/transfers').set('X-Auth-User', 'admin'));
    expect((await authFake('basic', { timeLimitMs: 0 }).http.get('/transfers?LIMIT=1').set('X-Auth-User', 'admin')).status).toBe(200);
  });

  it('refuses an unparseable timestamp with 401 (the real server answers 500)', async () => {
    const { http } = authFake('basic');
    expectUnauthorizedHtml(await http.get('/transfers').set(userHeaders(USERS.admin, 'yesterday')));
    expectUnauthorizedHtml(await authFake('basic', { timeLimitMs: 0 }).http.get('/transfers').set(userHeaders(USERS.admin, 'yesterday')));
  });

  it('checks the skew on both sides, strictly below the limit', async () => {
    const { http } = authFake('basic');
    const status = async (ts: string) => (await http.get('/transfers?LIMIT=1').set(userHeaders(USERS.admin, ts))).status;
    expect(await status(at(30_000))).toBe(200);
    expect(await status(at(-59_999))).toBe(200);
    expect(await status(at(-60_000))).toBe(401);
    expect(await status(at(60_000))).toBe(401);
    expect(await status(at(-120_000))).toBe(401);
    expect(await status(at(120_000))).toBe(401);
  });

  it('follows the fake clock', async () => {
    const t = authFake('basic');
    t.fake.clock.advance(10 * 60_000);
    expectUnauthorizedHtml(await t.http.get('/transfers').set(userHeaders(USERS.admin)));
  });
});

describe('--auth hmac (signature on)', () => {
  it('accepts the worked example of reference §10.1 verbatim', async () => {
    const { http } = authFake('hmac');
    const res = await http.get('/transfers?LIMIT=5').set({ 'X-Auth-User': 'admin', 'X-Auth-Timestamp': TS, 'X-Auth-Key': EXAMPLE_SIGNATURE });
    expect(res.status, res.text).toBe(200);
    expect(Object.keys(res.body)[0]).toBe('X-Auth-User');
    expect(res.body.answer.count).toBe(5);
  });

  it('accepts upper-case hex, and the key, user and timestamp as query arguments', async () => {
    const { http } = authFake('hmac');
    expect((await http.get('/transfers?LIMIT=5').set({ 'X-Auth-User': 'admin', 'X-Auth-Timestamp': TS, 'X-Auth-Key': EXAMPLE_SIGNATURE.toUpperCase() })).status).toBe(200);
    const res = await http.get(`/transfers?LIMIT=5&X-Auth-User=admin&X-Auth-Timestamp=${TS}&X-Auth-Key=${EXAMPLE_SIGNATURE}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.uri).toEqual({ LIMIT: '5' });
  });

  it('accepts a signed request of any user with its own password', async () => {
    const { http } = authFake('hmac');
    const url = '/hosts?HOSTID=admin&limit=3';
    const res = await http.get(url).set(signedHeaders(url, { user: USERS.hostman }));
    expect(res.status, res.text).toBe(200);
    expect(res.body['X-Auth-User']).toBe(USERS.hostman.id);
  });

  it('refuses a request without X-Auth-Key', async () => {
    const { http } = authFake('hmac');
    expectUnauthorizedHtml(await http.get('/transfers?LIMIT=5').set(userHeaders(USERS.admin)));
  });

  it('refuses a query changed after signing: value changed, argument added, argument removed', async () => {
    const { http } = authFake('hmac');
    const headers = signedHeaders('/transfers?LIMIT=5', { user: USERS.admin });
    expectUnauthorizedHtml(await http.get('/transfers?LIMIT=6').set(headers));
    expectUnauthorizedHtml(await http.get('/transfers?LIMIT=5&PENDING=true').set(headers));
    expectUnauthorizedHtml(await http.get('/transfers').set(headers));
    expectUnauthorizedHtml(await http.get('/hosts?LIMIT=5').set(headers));
  });

  it('refuses a signature computed with a wrong password or another key', async () => {
    const { http } = authFake('hmac');
    expectUnauthorizedHtml(await http.get('/transfers?LIMIT=5').set(signedHeaders('/transfers?LIMIT=5', { user: USERS.admin, password: 'wrong' })));
    expectUnauthorizedHtml(await http.get('/transfers?LIMIT=5').set(signedHeaders('/transfers?LIMIT=5', { user: USERS.admin, signatureKey: 'other-key' })));
    // Signed as another user, sent as admin.
    const forged = { ...signedHeaders('/transfers?LIMIT=5', { user: USERS.sys }), 'X-Auth-User': 'admin' };
    expectUnauthorizedHtml(await http.get('/transfers?LIMIT=5').set(forged));
  });

  it('refuses stale and future-skewed timestamps even when the signature is right', async () => {
    const { http } = authFake('hmac');
    for (const ts of [at(-120_000), at(120_000), at(-60_000), at(60_000)]) {
      expectUnauthorizedHtml(await http.get('/transfers?LIMIT=5').set(signedHeaders('/transfers?LIMIT=5', { user: USERS.admin, timestamp: ts })));
    }
    expect((await http.get('/transfers?LIMIT=5').set(signedHeaders('/transfers?LIMIT=5', { user: USERS.admin, timestamp: at(30_000) }))).status).toBe(200);
  });

  it('refuses a missing or unparseable timestamp with 401 (the real server answers 500), even without a time limit', async () => {
    for (const timeLimitMs of [60_000, 0]) {
      const { http } = authFake('hmac', { timeLimitMs });
      const { 'X-Auth-Timestamp': _dropped, ...noTimestamp } = signedHeaders('/transfers?LIMIT=5', { user: USERS.admin });
      expectUnauthorizedHtml(await http.get('/transfers?LIMIT=5').set(noTimestamp));
      expectUnauthorizedHtml(await http.get('/transfers?LIMIT=5').set(signedHeaders('/transfers?LIMIT=5', { user: USERS.admin, timestamp: 'not-a-date' })));
    }
  });

  it('without a time limit, accepts an old timestamp that is signed', async () => {
    const { http } = authFake('hmac', { timeLimitMs: 0 });
    expect((await http.get('/transfers?LIMIT=5').set(signedHeaders('/transfers?LIMIT=5', { user: USERS.admin, timestamp: '2020-01-01T00:00:00.000Z' }))).status).toBe(200);
  });

  it('refuses an unknown user, a positive PORT and an inactive user, even correctly signed', async () => {
    const { http } = authFake('hmac');
    const stranger = { id: 'stranger', password: 'x' };
    for (const user of [stranger, USERS.partner, USERS.sleeper]) {
      expectUnauthorizedHtml(await http.get('/transfers?LIMIT=5').set(signedHeaders('/transfers?LIMIT=5', { user })));
    }
  });

  it('refuses an unauthenticated signature (no user)', async () => {
    const { http } = authFake('hmac');
    expectUnauthorizedHtml(await http.get('/log').set(signedHeaders('/log')));
  });

  it('honours a query X-method only after authentication', async () => {
    const t = authFake('hmac');
    const url = '/hosts/nobody?X-method=DELETE';
    await unchanged(t, async () => expectUnauthorizedHtml(await t.http.get(url).set(signedHeaders('/hosts/nobody', { user: USERS.admin }))));
    const res = await t.http.get(url).set(signedHeaders(url, { user: USERS.admin }));
    expect(res.status, res.text).toBe(200);
    expect(res.body.command).toBe('DELETE');
    expect(t.fake.store.hosts.get('nobody')).toBeUndefined();
  });
});

describe('v1 OPTIONS needs authentication too (reference §2.5, §18)', () => {
  it('refuses OPTIONS on a collection, an action and the root without credentials', async () => {
    const { http } = authFake('hmac');
    for (const path of ['/transfers', '/log', '/', '/unknown']) expectUnauthorizedHtml(await http.options(path));
  });

  it('answers OPTIONS with credentials', async () => {
    const { http } = authFake('hmac');
    const res = await http.options('/transfers').set(signedHeaders('/transfers', { user: USERS.admin }));
    expect(res.status, res.text).toBe(200);
    expect(res.body.command).toBe('OPTIONS');
  });

  it('still answers a CORS pre-flight without credentials (the CORS layer runs first, reference §1.2)', async () => {
    const { http } = authFake('hmac');
    const res = await http.options('/transfers').set({ Origin: 'https://ui.example', 'Access-Control-Request-Method': 'GET' });
    expect(res.status).toBe(200);
    expect(res.text).toBe('');
  });
});

describe('a refused request changes nothing', () => {
  it('leaves the store and the block flag alone, whatever the failure', async () => {
    const t = authFake('hmac');
    const transfer = { IDRULE: RULE, REQUESTER: 'server1', REQUESTED: 'admin', FILENAME: 'x.csv' };
    const host = { HOSTID: 'intruder', ADDRESS: '1.2.3.4', HOSTKEY: 'secret', PORT: -1 };
    const stale = at(-120_000);
    await unchanged(t, async () => {
      expectUnauthorizedHtml(await t.http.post('/transfers').send(transfer));
      expectUnauthorizedHtml(await t.http.post('/hosts').set(userHeaders(USERS.admin)).send(host));
      expectUnauthorizedHtml(await t.http.post('/hosts').set(signedHeaders('/hosts', { user: USERS.admin, password: 'guess' })).send(host));
      expectUnauthorizedHtml(await t.http.post('/hosts').set(signedHeaders('/hosts', { user: USERS.admin, timestamp: stale })).send(host));
      expectUnauthorizedHtml(await t.http.post('/hosts').set(signedHeaders('/hosts', { user: USERS.partner })).send(host));
      expectUnauthorizedHtml(await t.http.delete('/hosts/nobody').set(signedHeaders('/hosts/nobody', { user: USERS.sleeper })));
      expectUnauthorizedHtml(await t.http.put('/hostconfigs/server1').set(signedHeaders('/hostconfigs/server1?x=1', { user: USERS.admin })).send({ ROLES: '<roles/>' }));
      expectUnauthorizedHtml(await t.http.put('/bandwidth').send(packet('bandwidth', { setter: true, writeglobal: 1000 })));
      expectUnauthorizedHtml(await t.http.put('/server').send(packet('shutdownOrBlock', { key: '7cSYejBa7V8hBXju4rl3mQ==', restartOrBlock: true })));
      expectUnauthorizedHtml(await t.http.get('/log').send(packet('log', { purge: true })));
    });
  });

  it('in basic mode too', async () => {
    const t = authFake('basic');
    await unchanged(t, async () => {
      expectUnauthorizedHtml(await t.http.delete('/hosts/nobody').set(userHeaders(USERS.partner)));
      expectUnauthorizedHtml(await t.http.delete('/hosts/nobody').set(userHeaders(USERS.admin, at(-120_000))));
      expectUnauthorizedHtml(await t.http.get('/log').set(userHeaders(USERS.sleeper)).send(packet('log', { purge: true })));
    });
  });
});
