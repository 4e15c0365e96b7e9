// v2 authentication through HTTP on /v2/limits (reference §10.2). /v2/limits belongs to another
// area: these tests only tell the answers of authentication and roles (401, 403) from "got past
// them" (anything else), so they do not depend on what the limits handler answers.
import { describe, expect, it } from 'vitest';
import { authFake, TS, USERS } from './support.ts';
import { testFake } from '../support/fake-app.ts';

const ADMIN_BASIC = 'Basic YWRtaW46cHdk'; // admin:pwd

describe('v2 over HTTP', () => {
  it('challenges a request without credentials: 401, empty, WWW-Authenticate', async () => {
    const { http } = authFake('basic');
    const res = await http.get('/v2/limits');
    expect(res.status).toBe(401);
    expect(res.text).toBe('');
    expect(res.headers['www-authenticate']).toBe('Basic, HMAC');
  });

  it('refuses a wrong Basic password and lets the right one through', async () => {
    const { http } = authFake('hmac');
    expect((await http.get('/v2/limits').set('Authorization', `Basic ${Buffer.from('admin:nope').toString('base64')}`)).status).toBe(401);
    expect((await http.get('/v2/limits').set('Authorization', ADMIN_BASIC)).status).not.toBe(401);
  });

  it('lets the HMAC worked example through', async () => {
    const { http } = authFake('hmac');
    const res = await http
      .get('/v2/limits')
      .set({ Authorization: 'HMAC 74fdc9e56eef01290f668118b47024e5865615b7e850e220d3bc8867dcf5a38e', 'X-Auth-User': 'admin', 'X-Auth-Timestamp': TS });
    expect(res.status).not.toBe(401);
  });

  it('answers 403 empty to an authenticated user without LIMIT', async () => {
    const { http } = authFake('basic');
    const res = await http.get('/v2/limits').set('Authorization', `Basic ${Buffer.from(`${USERS.reader.id}:${USERS.reader.password}`).toString('base64')}`);
    expect(res.status).toBe(403);
    expect(res.text).toBe('');
  });

  it('in hmac mode, refuses a body without X-Auth-Signature (401, no challenge) and accepts the worked example', async () => {
    const t = authFake('hmac');
    const before = t.fake.store.configurations.get('server1')?.json;
    const unsigned = await t.http.post('/v2/limits').set({ Authorization: ADMIN_BASIC, 'Content-Type': 'application/json' }).send('{}');
    expect(unsigned.status).toBe(401);
    expect(unsigned.text).toBe('');
    expect(unsigned.headers['www-authenticate']).toBeUndefined();
    expect(t.fake.store.configurations.get('server1')?.json).toBe(before);
    const signed = await t.http
      .post('/v2/limits')
      .set({ Authorization: ADMIN_BASIC, 'X-Auth-Signature': '1bc62069779d8086ebae02579cf802bdd220dbba3760c7562eb695a3ccf77210', 'Content-Type': 'application/json' })
      .send('{}');
    expect(signed.status).not.toBe(401);
  });

  it('asks nothing of OPTIONS, nor of anyone with --auth none', async () => {
    expect((await authFake('hmac').http.options('/v2/limits')).status).not.toBe(401);
    expect((await testFake().http.get('/v2/limits')).status).not.toBe(401);
  });
});
