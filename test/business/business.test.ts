// /business, 3.6.2's HttpRestBusinessR66Handler (docs/fake.md "Business classes"): the fake runs
// no code; a registered class answers its canned text as 3.6.2 answers a run (200, the packet
// echoed with `arguments` and `detail` the result); any other class is 3.6.2's "Command not
// found" (JSON 406 in an HTTP 400); toApplied outside the business white list is JSON 401
// without Content-Type; the classes come from the `business` option or PUT /_fake/business.
import { describe, expect, it } from 'vitest';
import { snapshot, testFake } from '../support/fake-app.ts';
import { authFake, OWN_HOST, userHeaders, USERS } from '../auth/support.ts';

const P = 'org.vendor.openproto.protocol.localhandler.packet.json.';
const request = (className: string, more: Record<string, unknown> = {}) =>
  ({ '@class': `${P}BusinessRequestJsonPacket`, requestUserPacket: 22, className, arguments: 'business 100', ...more });

describe('GET /business', () => {
  it('a registered class answers 200, the packet echoed with its answer as arguments and detail', async () => {
    const t = testFake({ business: { 'org.example.Hello': '"Validated"' } });
    const res = await t.http.get('/business').send(request('org.example.Hello'));
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ command: 'ExecuteBusiness', detail: '"Validated"', code: 200, answer: { '@model': 'Business' } });
    expect(res.body.answer.results).toEqual([{
      '@class': `${P}BusinessRequestJsonPacket`, comment: null, requestUserPacket: 22, className: 'org.example.Hello',
      arguments: '"Validated"', extraArguments: null, delay: 0, toApplied: false, validated: false,
    }]);
  });

  it('any other class is JSON 406 "Command not found" in an HTTP 400, and changes nothing', async () => {
    const t = testFake();
    const before = snapshot(t.fake);
    const res = await t.http.get('/business').send(request('java.lang.String', { arguments: 'x' }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      'X-method': 'GET', path: '/business', base: 'business', uri: {}, answer: { '@model': 'Business' }, command: 'ExecuteBusiness',
      detail: 'Task in Error:java.lang.String  no file      no runner isAnswered: false Code: Command not found', message: 'Not Acceptable', code: 406,
    });
    expect(snapshot(t.fake)).toBe(before);
  });

  it('no body is 400 "not enough information"; another packet JSON 412; PUT 405', async () => {
    const t = testFake();
    expect((await t.http.get('/business')).body).toMatchObject({ code: 400, detail: 'not enough information' });
    expect((await t.http.get('/business').send({ '@class': `${P}ConfigExportJsonPacket` })).body).toMatchObject({ code: 412, detail: 'Unknown command' });
    expect((await t.http.put('/business').send(request('a.B'))).status).toBe(405);
  });
});

describe('toApplied and the business white list', () => {
  it('without authentication nobody is in it: JSON 401 without Content-Type, even for a registered class', async () => {
    const t = testFake({ business: { 'a.B': 'ran' } });
    const res = await t.http.get('/business').send(request('a.B', { toApplied: true }));
    expect(res.status).toBe(401);
    expect(res.headers['content-type']).toBeUndefined();
    expect(JSON.parse(res.text).detail).toBe('org.vendor.openproto.protocol.exception.OpenR66ProtocolNoCorrectAuthenticationException: Not allow to execute a BusinessRequest');
  });

  it("a caller named in this server's BUSINESS column is let through", async () => {
    const t = authFake('basic', { business: { 'a.B': 'ran' } });
    const own = t.fake.store.hostconfigs.get(OWN_HOST)!.record;
    t.fake.store.hostconfigs.put({ ...own, BUSINESS: `<business><businessid>${USERS.reader.id}</businessid></business>` });
    expect((await t.http.get('/business').set(userHeaders(USERS.reader)).send(request('a.B', { toApplied: true }))).status).toBe(200);
    expect((await t.http.get('/business').set(userHeaders(USERS.sys)).send(request('a.B', { toApplied: true }))).status).toBe(401);
  });
});

describe('/_fake/business', () => {
  it('lists, replaces, refuses a non-text answer, and POST /_fake/reset brings back the option', async () => {
    const t = testFake({ business: { 'a.B': 'one' } });
    expect((await t.http.get('/_fake/business')).body).toEqual({ classes: { 'a.B': 'one' } });
    expect((await t.http.put('/_fake/business').send({ 'c.D': 'two' })).body).toEqual({ classes: { 'c.D': 'two' } });
    expect((await t.http.get('/business').send(request('c.D'))).body.detail).toBe('two');
    expect((await t.http.get('/business').send(request('a.B'))).body.code).toBe(406);
    expect((await t.http.put('/_fake/business').send({ 'c.D': 2 })).status).toBe(400);
    await t.http.post('/_fake/reset').expect(200);
    expect((await t.http.get('/_fake/business')).body).toEqual({ classes: { 'a.B': 'one' } });
  });
});
