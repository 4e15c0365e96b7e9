// The request journal: what one entry holds, the ring's bound, the control API's reads and clears,
// and that journalling changes no answer.
import { describe, expect, it } from 'vitest';
import supertest from 'supertest';
import { createFakeServer, createKoaApp, verify, VerificationError } from '../../fake-server/index.ts';
import { testFake } from '../support/fake-app.ts';

const get = (url: string, headers: Record<string, string> = {}) => ({ method: 'GET', url, headers, body: '' });
const hostBody = JSON.stringify({ HOSTID: 'journal-host', ADDRESS: '10.0.0.1', PORT: 6666, HOSTKEY: 'k' });

describe('the request journal', () => {
  it('records method, path, query, headers with credentials redacted, body, status, operation and both times', () => {
    const fake = createFakeServer({ clock: 'frozen:2025-03-01T10:00:00.000Z' });
    fake.handle({ method: 'POST', url: '/hosts?X-Auth-Key=abc&trace=1', headers: { 'Content-Type': 'application/json', Authorization: 'Basic eDp5', 'X-Auth-User': 'admin' }, body: hostBody });
    const [entry] = fake.journal.entries();
    expect(entry).toMatchObject({
      seq: 1, method: 'POST', path: '/hosts', query: { 'X-Auth-Key': '[redacted]', trace: '1' }, body: hostBody, status: 200, operation: 'createHost',
      headers: { 'content-type': 'application/json', authorization: '[redacted]', 'x-auth-user': 'admin' }, fakeTime: '2025-03-01T10:00:00.000Z',
    });
    expect(Math.abs(Date.parse(entry?.wallTime ?? '') - Date.now())).toBeLessThan(60_000);
    expect(entry?.mishap).toBeUndefined();
  });

  it('keeps the newest journalSize entries in arrival order; the arrival numbers show what the ring dropped', () => {
    const fake = createFakeServer({ journalSize: 3 });
    for (let i = 0; i < 5; i += 1) fake.handle(get(`/hosts?n=${i}`));
    expect(fake.journal.entries().map((e) => [e.seq, e.query['n']])).toEqual([[3, '2'], [4, '3'], [5, '4']]);
    expect(fake.journal.received).toBe(5);
    expect(createFakeServer().journal.capacity).toBe(5000);
  });

  it('with journalSize 0 records nothing, and the answers are the same bytes either way', () => {
    const on = createFakeServer({ seed: 4 });
    const off = createFakeServer({ seed: 4, journalSize: 0 });
    for (const raw of [get('/transfers?LIMIT=3'), { method: 'POST', url: '/hosts', headers: {}, body: hostBody }, get('/hosts/journal-host')]) {
      expect(on.handle(raw)).toEqual(off.handle(raw));
    }
    expect(off.journal.entries()).toEqual([]);
    expect(on.journal.size).toBe(3);
  });

  it('is emptied by reset(), with the data', () => {
    const fake = createFakeServer();
    fake.handle(get('/hosts'));
    fake.reset();
    expect(fake.journal.entries()).toEqual([]);
  });
});

describe('GET and DELETE /_fake/requests', () => {
  it('lists requests of the interface only (control requests are not journalled), filtered by method, path or operation, with a count', async () => {
    const { http } = testFake();
    await http.get('/hosts').query({ LIMIT: 2 });
    await http.post('/hosts').set('Content-Type', 'application/json').send(hostBody);
    await http.get('/transfers/1').query({ REQUESTER: 'a', REQUESTED: 'b' });
    await http.get('/_fake/health');
    const all = await http.get('/_fake/requests');
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ count: 3, received: 3, capacity: 5000 });
    expect(all.body.requests.map((e: { method: string; path: string }) => `${e.method} ${e.path}`)).toEqual(['GET /hosts', 'POST /hosts', 'GET /transfers/1']);
    expect((await http.get('/_fake/requests').query({ method: 'post' })).body.count).toBe(1);
    expect((await http.get('/_fake/requests').query({ path: '/hosts' })).body.count).toBe(2);
    expect((await http.get('/_fake/requests').query({ operation: 'getTransfer' })).body.requests[0].query).toEqual({ REQUESTER: 'a', REQUESTED: 'b' });
    expect((await http.get('/_fake/requests').query({ operation: 'GET /transfers/:id' })).body.count).toBe(1);
    expect((await http.delete('/_fake/requests')).body).toEqual({ cleared: 3 });
    expect((await http.get('/_fake/requests')).body).toMatchObject({ count: 0, received: 3 });
  });

  it('are not there with the control API off', async () => {
    const { http } = testFake();
    const off = supertest(createKoaApp(createFakeServer(), { control: false }).callback());
    expect((await off.get('/_fake/requests')).status).toBe(405);
    expect((await http.get('/_fake/requests')).status).toBe(200);
  });
});

describe('verify', () => {
  const fake = createFakeServer();
  fake.handle(get('/hosts?LIMIT=5'));
  fake.handle({ method: 'POST', url: '/hosts', headers: {}, body: hostBody });
  fake.handle({ method: 'DELETE', url: '/hosts/other', headers: {}, body: '' });

  it('answers the matching entries: by method and path, operation, query, a JSON subset or a text of the body', () => {
    expect(verify(fake, { method: 'POST', path: '/hosts', body: { HOSTID: 'journal-host' } })).toHaveLength(1);
    expect(verify(fake.journal, { operation: 'listHosts', query: { LIMIT: '5' } }, { times: 1 })).toHaveLength(1);
    expect(verify(fake.journal.entries(), { body: '10.0.0.1' })).toHaveLength(1);
    expect(verify(fake, { operation: 'deleteTransfer' }, { times: 0 })).toEqual([]);
  });

  it('fails with the near misses and what differs in each', () => {
    let error: unknown;
    try {
      verify(fake, { method: 'PUT', path: '/hosts', body: { HOSTID: 'journal-host' } });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(VerificationError);
    const message = (error as Error).message;
    expect(message).toContain('verify: expected at least one request matching {method: PUT, path: /hosts, body: {"HOSTID":"journal-host"}}, found 0 among 3 journalled.');
    // The closest first: same path and body, other method.
    expect(message.split('\n').slice(1, 3)).toEqual(['Near misses:', '  #2 POST /hosts → 200 (createHost): method POST, not PUT']);
    expect(message).toContain('#1 GET /hosts?LIMIT=5 → 200 (listHosts): method GET, not PUT; body (empty) does not match');
  });

  it('fails when the count differs, listing the matches', () => {
    expect(() => verify(fake, { path: '/hosts' }, { times: 1 })).toThrow(/exactly 1 request matching \{path: \/hosts\}, found 2 among 3 journalled\.\nMatching:\n  #1 GET/);
  });
});
