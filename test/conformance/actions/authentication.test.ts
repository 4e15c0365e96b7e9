// authentication_required against the fake in its three auth modes, with and without the run's
// credentials (the `admin` account: password = the admin password, default pwdhttp; signature key
// default secret-key), and against servers with a planted bug.
//
// The variants (unsigned, tampered, stale requests built by the check) are sent with `sign: false`,
// as built, without the run's credentials.
import { describe, expect, it } from 'vitest';
import { authenticationRequired } from '../../../conformance/checks/actions/authentication-required.ts';
import { Client, type Credentials, type WireRequest } from '../../../conformance/index.ts';
import { v1Signature, v1SignedText, v2HmacCredential } from '../../../contract/index.ts';
import { fakeTarget, found, misbehaving, NONE, pathOf, runOne, SEEDS, statusOf } from './support.ts';

const ADMIN_HMAC: Credentials = { mode: 'hmac', user: 'admin', password: 'pwdhttp', signatureKey: 'secret-key' };
const ADMIN_BASIC: Credentials = { mode: 'basic', user: 'admin', password: 'pwdhttp' };
const header = (r: WireRequest, name: string) => Object.entries(r.headers).find(([k]) => k.toLowerCase() === name)?.[1];

describe('the client', () => {
  it('sends a `sign: false` request without the run credentials', async () => {
    const target = fakeTarget({ auth: 'hmac' });
    const client = new Client(target, ADMIN_HMAC, NONE, () => target.fake.clock.now());
    const ex = await client.call({ method: 'GET', path: '/server', sign: false });
    expect(header(ex.request, 'x-auth-user')).toBeUndefined();
    expect(header(ex.request, 'x-auth-key')).toBeUndefined();
  });
});

describe('authentication_required finds nothing on the clean fake', () => {
  it.each([
    ['none', { mode: 'none' }],
    ['none', ADMIN_HMAC],
    ['basic', { mode: 'none' }],
    ['basic', ADMIN_BASIC],
    ['hmac', { mode: 'none' }],
    ['hmac', ADMIN_HMAC],
  ] as const)('auth %s, credentials %o', async (auth, credentials) => {
    for (const seed of SEEDS) {
      const r = await runOne(fakeTarget({ auth, seed }), authenticationRequired, { seed, credentials });
      expect(found(r)).toEqual([]);
      expect(statusOf(r, 'authentication_required')).toBe('passed');
    }
  });
});

describe('authentication_required sees', () => {
  it('an unsigned request refused with another status than 401', async () => {
    const target = misbehaving(fakeTarget({ auth: 'hmac' }), { response: (_req, res) => (res.status === 401 ? { ...res, status: 403 } : res) });
    const r = await runOne(target, authenticationRequired);
    expect(found(r)).toEqual(['authentication_required GET /server: an unsigned request was not refused with 401']);
  });

  it('a correctly signed request that is refused', async () => {
    const target = misbehaving(fakeTarget({ auth: 'hmac' }), {
      response: (req, res) => (header(req, 'x-auth-key') !== undefined ? { status: 401, headers: { 'content-type': 'text/html' }, body: '<html><body>Error Unauthorized</body></html>', truncated: false } : res),
    });
    const r = await runOne(target, authenticationRequired, { credentials: ADMIN_HMAC });
    expect(found(r)).toEqual(["authentication_required GET /server: a request signed with the run's credentials was refused"]);
  });
});

/** A server that does not check v1 signatures: it signs every v1 request again before checking it. */
function resignV1(r: WireRequest): WireRequest {
  const user = header(r, 'x-auth-user');
  const timestamp = header(r, 'x-auth-timestamp');
  if (pathOf(r).startsWith('/v2') || user === undefined || timestamp === undefined) return r;
  const q = r.url.indexOf('?');
  const text = v1SignedText({ path: pathOf(r), query: q < 0 ? '' : r.url.slice(q + 1), timestamp, user, password: 'pwdhttp' });
  const headers = Object.fromEntries(Object.entries(r.headers).filter(([k]) => k.toLowerCase() !== 'x-auth-key'));
  return { ...r, headers: { ...headers, 'X-Auth-Key': v1Signature('secret-key', text) } };
}

describe('authentication_required variants (client sends sign: false as built)', () => {
  it('sends the unsigned, tampered and stale variants, each refused by the clean fake', async () => {
    const sent: string[] = [];
    const target = misbehaving(fakeTarget({ auth: 'hmac' }), {
      response: (req, res) => (sent.push(`${req.method} ${req.url} ${header(req, 'x-auth-key') ? 'key' : 'nokey'} ${header(req, 'x-auth-timestamp') ?? '-'} ${header(req, 'authorization')?.split(' ')[0] ?? '-'} → ${res.status}`), res),
    });
    const r = await runOne(target, authenticationRequired, { credentials: ADMIN_HMAC });
    expect(found(r)).toEqual([]);
    expect(sent).toEqual([
      // The run reads the target's release first, signed as its requests are (v2: HMAC).
      'GET /v2/hostconfig nokey 2025-01-01T00:00:00.000Z HMAC → 200',
      'GET /server nokey - - → 401',
      'GET /server key 2025-01-01T00:00:00.000Z - → 200',
      'GET /server?tmkit=1 key 2025-01-01T00:00:00.000Z - → 200',
      'GET /server?tmkit=1 nokey 2025-01-01T00:00:00.000Z - → 401',
      'GET /server?tmkit=2 key 2025-01-01T00:00:00.000Z - → 401',
      'GET /server?tmkit=1 key 2024-12-31T23:00:00.000Z - → 401',
      'GET /v2/limits nokey - - → 401',
      'GET /v2/limits nokey 2025-01-01T00:00:00.000Z HMAC → 200',
      'GET /v2/limits nokey 2024-12-31T23:00:00.000Z HMAC → 401',
    ]);
  });

  it('a server that does not check v1 signatures', async () => {
    const r = await runOne(misbehaving(fakeTarget({ auth: 'hmac' }), { request: resignV1 }), authenticationRequired, { credentials: ADMIN_HMAC });
    expect(r.deviations.map((d) => d.title)).toEqual(['a v1 request without X-Auth-Key was not refused']);
    expect(r.deviations[0]?.occurrences).toBe(2);
  });

  it('a server that does not check timestamps', async () => {
    const now = '2025-01-01T00:00:00.000Z';
    const fresh = (r: WireRequest): WireRequest => {
      const ts = header(r, 'x-auth-timestamp');
      if (ts === undefined || ts === now) return r;
      const headers: Record<string, string> = { ...r.headers, 'X-Auth-Timestamp': now };
      if (pathOf(r).startsWith('/v2')) headers['Authorization'] = `HMAC ${v2HmacCredential('secret-key', now, 'admin', 'pwdhttp')}`;
      return resignV1({ ...r, headers });
    };
    const r = await runOne(misbehaving(fakeTarget({ auth: 'hmac' }), { request: fresh }), authenticationRequired, { credentials: ADMIN_HMAC });
    expect(found(r)).toEqual([
      'authentication_required GET /server: a v1 request signed an hour ago was not refused',
      'authentication_required GET /v2/limits: a v2 HMAC request stamped an hour ago was not refused',
    ]);
  });

  it('a server that serves v2 without Authorization', async () => {
    const admin = (r: WireRequest): WireRequest =>
      pathOf(r).startsWith('/v2') && header(r, 'authorization') === undefined ? { ...r, headers: { ...r.headers, Authorization: `Basic ${Buffer.from('admin:pwdhttp').toString('base64')}` } } : r;
    const r = await runOne(misbehaving(fakeTarget({ auth: 'basic' }), { request: admin }), authenticationRequired, { credentials: ADMIN_BASIC });
    expect(found(r)).toEqual(['authentication_required GET /v2/limits: a v2 request without Authorization was not refused']);
  });
});
