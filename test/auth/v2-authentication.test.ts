// v2 authentication and roles (reference §10.2, §10.3). /v2/limits is built elsewhere, so these
// tests drive the two functions the /v2 router calls (with the table's operation), on requests parsed as the fake parses them,
// so every rule is checked whatever the limits handler does; v2-http.test.ts covers the main paths over HTTP.
import { describe, expect, it } from 'vitest';
import { authenticateV2, authorizeV2 } from '../../fake-server/auth/index.ts';
import { v2BodySignature, v2HmacCredential } from '../../contract/index.ts';
import type { AuthMode, FakeServerOptions, Reply } from '../../fake-server/index.ts';
import type { Deps } from '../../fake-server/deps.ts';
import { parseRequest } from '../../fake-server/http/request.ts';
import { operationOf } from '../../contract/index.ts';
import { createSpecialIds } from '../../generators/index.ts';
import type { TestFake } from '../support/fake-app.ts';
import { authFake, SIGNATURE_KEY, TS, USERS, type User } from './support.ts';

const PASSED: Reply = { status: 200, headers: {}, body: 'passed' };

/** What the /v2 router would do before its handler: authenticate, then authorise; PASSED when both hold. */
function guard(t: TestFake, method: string, url: string, headers: Record<string, string> = {}, body = ''): Reply {
  const deps: Deps = { store: t.fake.store, clock: t.fake.clock, config: t.fake.config, server: t.fake.server, ids: createSpecialIds({ mode: 'sequence', seed: 1, start: 0n }) };
  const req = parseRequest({ method, url, headers, body });
  const who = authenticateV2(req, deps);
  if (!who.ok) return who.reply;
  // The operation the router hands over: the table's row for this method and path (none: no role needed).
  const op = operationOf(req.method, req.path);
  return (op && authorizeV2(op, req, who.caller, deps)) ?? PASSED;
}

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;
const basicOf = (u: User) => ({ Authorization: basic(u.id, u.password) });
const hmacOf = (u: User, timestamp = TS, password: string = u.password) => ({
  Authorization: `HMAC ${v2HmacCredential(SIGNATURE_KEY, timestamp, u.id, password)}`,
  'X-Auth-User': u.id,
  'X-Auth-Timestamp': timestamp,
});

function expectChallenge(r: Reply): void {
  expect(r.status).toBe(401);
  expect(r.body).toBe('');
  expect(r.headers['WWW-Authenticate']).toBe('Basic, HMAC');
}

const fakes: Record<AuthMode, (o?: FakeServerOptions) => TestFake> = { none: (o) => authFake('none', o), basic: (o) => authFake('basic', o), hmac: (o) => authFake('hmac', o) };

describe('--auth none', () => {
  it('asks nothing of anyone', () => {
    const t = fakes.none();
    expect(guard(t, 'GET', '/v2/limits')).toBe(PASSED);
    expect(guard(t, 'DELETE', '/v2/limits', {}, '')).toBe(PASSED);
    expect(guard(t, 'POST', '/v2/limits', {}, '{}')).toBe(PASSED);
  });
});

for (const mode of ['basic', 'hmac'] as const) {
  describe(`--auth ${mode}: credentials`, () => {
    it('accepts Basic with the right password (worked example: admin:pwd)', () => {
      expect(guard(fakes[mode](), 'GET', '/v2/limits', { Authorization: 'Basic YWRtaW46cHdk' })).toBe(PASSED);
    });

    it('refuses Basic with a wrong password, an unknown user, no colon, or no Authorization at all', () => {
      const t = fakes[mode]();
      expectChallenge(guard(t, 'GET', '/v2/limits', { Authorization: basic('admin', 'pwe') }));
      expectChallenge(guard(t, 'GET', '/v2/limits', { Authorization: basic('admin', '') }));
      expectChallenge(guard(t, 'GET', '/v2/limits', { Authorization: basic('stranger', 'pwd') }));
      expectChallenge(guard(t, 'GET', '/v2/limits', { Authorization: `Basic ${Buffer.from('adminpwd').toString('base64')}` }));
      expectChallenge(guard(t, 'GET', '/v2/limits'));
      expectChallenge(guard(t, 'GET', '/v2/limits', { Authorization: 'Bearer abc' }));
    });

    it('reads the whole base64 value, `+` and `/` included (the real server cuts it there), and a password with a colon', () => {
      const t = fakes[mode]();
      for (const password of ['~~~?', 'pw/?>', 'a:b:c']) {
        t.fake.store.hosts.put({ ...t.fake.store.hosts.get(USERS.admin.id)!.record, HOSTID: 'odd' }, Buffer.from(password, 'utf8'));
        expect(guard(t, 'GET', '/v2/limits', { Authorization: basic('odd', password) }), password).toBe(PASSED);
      }
      expect(basic('odd', 'pw/?>')).toMatch(/[+/]/);
    });

    it('accepts any existing host, whatever its PORT or ISACTIVE (as the real server)', () => {
      const t = fakes[mode]();
      expect(guard(t, 'GET', '/v2/limits', basicOf(USERS.partner))).toBe(PASSED);
      expect(guard(t, 'GET', '/v2/limits', basicOf(USERS.sleeper))).toBe(PASSED);
    });

    it('accepts HMAC over timestamp + user + password (worked example)', () => {
      const headers = { Authorization: 'HMAC 74fdc9e56eef01290f668118b47024e5865615b7e850e220d3bc8867dcf5a38e', 'X-Auth-User': 'admin', 'X-Auth-Timestamp': TS };
      expect(guard(fakes[mode](), 'GET', '/v2/limits', headers)).toBe(PASSED);
    });

    it('refuses HMAC with a wrong password, upper-case hex, a missing header or the user in the query only', () => {
      const t = fakes[mode]();
      const good = hmacOf(USERS.admin);
      expectChallenge(guard(t, 'GET', '/v2/limits', hmacOf(USERS.admin, TS, 'wrong')));
      expectChallenge(guard(t, 'GET', '/v2/limits', { ...good, Authorization: good.Authorization.replace(/[a-f]/g, (c) => c.toUpperCase()) }));
      expectChallenge(guard(t, 'GET', '/v2/limits', { Authorization: good.Authorization, 'X-Auth-Timestamp': TS }));
      expectChallenge(guard(t, 'GET', '/v2/limits', { Authorization: good.Authorization, 'X-Auth-User': 'admin' }));
      expectChallenge(guard(t, 'GET', `/v2/limits?X-Auth-User=admin&X-Auth-Timestamp=${TS}`, { Authorization: good.Authorization }));
      expectChallenge(guard(t, 'GET', '/v2/limits', { ...hmacOf({ id: 'stranger', password: 'x' }) }));
    });

    it('expires HMAC one-sidedly: past the limit refused, any future timestamp accepted', () => {
      const t = fakes[mode]();
      t.fake.clock.advance(60_000); // now = TS + 90 s
      expectChallenge(guard(t, 'GET', '/v2/limits', hmacOf(USERS.admin)));
      expect(guard(t, 'GET', '/v2/limits', hmacOf(USERS.admin, '2030-01-01T00:00:00.000Z'))).toBe(PASSED);
      expectChallenge(guard(t, 'GET', '/v2/limits', hmacOf(USERS.admin, 'not-a-date')));
    });

    it('with a time limit of 0 every past timestamp has expired (as the real server)', () => {
      expectChallenge(guard(fakes[mode]({ timeLimitMs: 0 }), 'GET', '/v2/limits', hmacOf(USERS.admin)));
    });

    it('asks nothing of OPTIONS', () => {
      expect(guard(fakes[mode](), 'OPTIONS', '/v2/limits')).toBe(PASSED);
    });

    it('never names the secret it refused', () => {
      const r = guard(fakes[mode](), 'GET', '/v2/limits', { Authorization: basic('admin', 'my-guess') });
      expect(JSON.stringify(r)).not.toContain('my-guess');
    });
  });

  describe(`--auth ${mode}: roles (403 empty)`, () => {
    const cases: Array<[string, User, boolean]> = [
      ['GET', USERS.limiter, true], ['GET', USERS.reader, false], ['GET', USERS.sys, false], ['GET', USERS.admin, true],
      ['PUT', USERS.limiter, true], ['PUT', USERS.reader, false],
      ['DELETE', USERS.limiter, true], ['DELETE', USERS.cfg, false],
      // POST needs only READONLY (sic, reference §10.3).
      ['POST', USERS.reader, true], ['POST', USERS.cfg, true], ['POST', USERS.limiter, false], ['POST', USERS.nobody, false],
    ];
    for (const [method, user, allowed] of cases) {
      it(`${method} /v2/limits as ${user.id}: ${allowed ? 'allowed' : '403'}`, () => {
        const t = fakes[mode]();
        // Bodies are left out here: the body signature has its own tests.
        const r = guard(t, method, '/v2/limits/', basicOf(user));
        if (allowed) expect(r).toBe(PASSED);
        else expect(r).toEqual({ status: 403, headers: {}, body: '' });
      });
    }

    it('requires no role on OPTIONS nor on an unknown /v2 path', () => {
      const t = fakes[mode]();
      expect(guard(t, 'OPTIONS', '/v2/limits', basicOf(USERS.nobody))).toBe(PASSED);
      expect(guard(t, 'GET', '/v2/unknown', basicOf(USERS.nobody))).toBe(PASSED);
    });
  });
}

describe('body signature (X-Auth-Signature, hmac mode only)', () => {
  const auth = 'Basic YWRtaW46cHdk';

  it('accepts the worked example: Basic YWRtaW46cHdk + {} + /v2/limits + POST', () => {
    const sig = '1bc62069779d8086ebae02579cf802bdd220dbba3760c7562eb695a3ccf77210';
    expect(guard(fakes.hmac(), 'POST', '/v2/limits', { Authorization: auth, 'X-Auth-Signature': sig }, '{}')).toBe(PASSED);
  });

  it('refuses a body without, or with a wrong, signature: 401 empty, no challenge, connection closed', () => {
    const t = fakes.hmac();
    const unsigned = { status: 401, headers: { Connection: 'close' }, body: '' };
    expect(guard(t, 'POST', '/v2/limits', { Authorization: auth }, '{}')).toEqual(unsigned);
    // Signed for another body, URI or method.
    expect(guard(t, 'POST', '/v2/limits', { Authorization: auth, 'X-Auth-Signature': v2BodySignature(SIGNATURE_KEY, auth, '{ }', '/v2/limits', 'POST') }, '{}')).toEqual(unsigned);
    expect(guard(t, 'POST', '/v2/limits', { Authorization: auth, 'X-Auth-Signature': v2BodySignature(SIGNATURE_KEY, auth, '{}', '/v2/limits/', 'POST') }, '{}')).toEqual(unsigned);
    expect(guard(t, 'PUT', '/v2/limits', { Authorization: auth, 'X-Auth-Signature': v2BodySignature(SIGNATURE_KEY, auth, '{}', '/v2/limits', 'POST') }, '{}')).toEqual(unsigned);
  });

  it('checks credentials first: a bad password with a body gets the challenge', () => {
    expectChallenge(guard(fakes.hmac(), 'POST', '/v2/limits', { Authorization: basic('admin', 'x') }, '{}'));
  });

  it('signs with HMAC credentials too', () => {
    const t = fakes.hmac();
    const h = hmacOf(USERS.limiter);
    const sig = v2BodySignature(SIGNATURE_KEY, h.Authorization, '{"upGlobalLimit":0}', '/v2/limits', 'PUT');
    expect(guard(t, 'PUT', '/v2/limits', { ...h, 'X-Auth-Signature': sig }, '{"upGlobalLimit":0}')).toBe(PASSED);
  });

  it('is not needed without a body, nor in basic mode', () => {
    expect(guard(fakes.hmac(), 'GET', '/v2/limits', { Authorization: auth })).toBe(PASSED);
    expect(guard(fakes.basic(), 'POST', '/v2/limits', { Authorization: auth }, '{}')).toBe(PASSED);
  });
});
