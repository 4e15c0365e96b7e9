// Mishaps in process (`fake.mishaps`, `fake.handle`): which requests they fire for, what the reply
// is, what the journal says, and that the answers stay the fake's own bytes when none fires.
import { describe, expect, it } from 'vitest';
import { createFakeServer, type RawRequest } from '../../fake-server/index.ts';

const get = (url: string, headers: Record<string, string> = {}): RawRequest => ({ method: 'GET', url, headers, body: '' });
const postHost = (id: string): RawRequest => ({ method: 'POST', url: '/hosts', headers: {}, body: JSON.stringify({ HOSTID: id, ADDRESS: '10.0.0.1', PORT: 6666, HOSTKEY: 'k' }) });

describe('a status mishap', () => {
  it('answers the interface-shaped error (v1 envelope by default) instead of processing the request', () => {
    const fake = createFakeServer();
    fake.mishaps.schedule({ kind: 'status', status: 503, match: { operation: 'createHost' } });
    const reply = fake.handle(postHost('h1'));
    expect(reply.status).toBe(503);
    expect(JSON.parse(reply.body)).toMatchObject({ 'X-method': 'POST', path: '/hosts', message: 'Service Unavailable', code: 503 });
    expect(fake.handle(get('/hosts/h1')).status).toBe(404);
    expect(fake.journal.entries()[0]?.mishap).toEqual({ kind: 'status', id: 1, source: 'scheduled', status: 503 });
  });

  it('answers the HTML page, the v2 error body, or a body of the test\'s own', () => {
    const fake = createFakeServer();
    fake.mishaps.schedule({ kind: 'status', status: 500, style: 'html' });
    expect(fake.handle(get('/transfers')).body).toBe('<html><body>Error Internal Server Error</body></html>');
    fake.mishaps.schedule({ kind: 'status', status: 503 });
    expect(JSON.parse(fake.handle(get('/v2/limits')).body)).toEqual({ errors: [{ message: 'Service Unavailable: a mishap scheduled through the fake (README "Stand-in for client tests")', errorCode: 0 }] });
    fake.mishaps.schedule({ kind: 'status', status: 429, body: 'slow down', contentType: 'text/plain' });
    expect(fake.handle(get('/hosts'))).toEqual({ status: 429, headers: { 'Content-Type': 'text/plain' }, body: 'slow down' });
  });
});

describe('which requests a mishap fires for', () => {
  it('the next one by default, the n-th, the next N, or all until cleared', () => {
    const fake = createFakeServer();
    const statuses = (n: number) => Array.from({ length: n }, () => fake.handle(get('/hosts')).status);
    fake.mishaps.schedule({ kind: 'status', status: 500 });
    expect(statuses(2)).toEqual([500, 200]);
    fake.mishaps.schedule({ kind: 'status', status: 500, nth: 3 });
    expect(statuses(4)).toEqual([200, 200, 500, 200]);
    fake.mishaps.schedule({ kind: 'status', status: 500, times: 2 });
    expect(statuses(3)).toEqual([500, 500, 200]);
    const id = fake.mishaps.schedule({ kind: 'status', status: 500, times: 'all' });
    expect(statuses(3)).toEqual([500, 500, 500]);
    expect(fake.mishaps.list()).toMatchObject([{ id, left: null, fired: 3 }]);
    fake.mishaps.clear(id);
    expect(statuses(1)).toEqual([200]);
  });

  it('only matching requests: method, path, operation, a query or body predicate', () => {
    const fake = createFakeServer();
    fake.mishaps.schedule({ kind: 'status', status: 502, times: 'all', match: { method: 'GET', path: '/hosts', query: { LIMIT: '1' } } });
    fake.mishaps.schedule({ kind: 'status', status: 409, times: 'all', match: { operation: 'createHost', body: (text) => text.includes('"h-bad"') } });
    expect(fake.handle(get('/hosts?LIMIT=1')).status).toBe(502);
    expect(fake.handle(get('/hosts?LIMIT=2')).status).toBe(200);
    expect(fake.handle(postHost('h-good')).status).toBe(200);
    expect(fake.handle(postHost('h-bad')).status).toBe(409);
    fake.mishaps.schedule({ kind: 'status', status: 418, match: { body: { HOSTID: 'h-json' } } });
    expect(fake.handle(postHost('h-json')).status).toBe(418);
  });

  it('none fires, none is scheduled: the same bytes as a fake without any, and reset() clears them', () => {
    const plain = createFakeServer({ seed: 9 });
    const other = createFakeServer({ seed: 9 });
    other.mishaps.schedule({ kind: 'reset', times: 'all', match: { path: '/nowhere' } });
    for (const raw of [get('/transfers?LIMIT=2'), postHost('same'), get('/hosts/same')]) expect(other.handle(raw)).toEqual(plain.handle(raw));
    other.reset();
    expect(other.mishaps.list()).toEqual([]);
  });
});

describe('the wire kinds in process', () => {
  it('ride on the reply as reply.mishap; reset and stall have no status; the journal says null', () => {
    const fake = createFakeServer();
    for (const kind of ['reset', 'stall'] as const) {
      fake.mishaps.schedule({ kind });
      expect(fake.handle(postHost(`h-${kind}`))).toEqual({ status: 0, headers: {}, body: '', mishap: { kind } });
    }
    // Not processed: neither host exists.
    expect(fake.handle(get('/hosts/h-reset')).status).toBe(404);
    fake.mishaps.schedule({ kind: 'truncate' });
    const truncated = fake.handle(get('/hosts'));
    expect(truncated.mishap).toEqual({ kind: 'truncate' });
    expect(truncated.status).toBe(200);
    expect(fake.journal.entries().map((e) => [e.status, e.mishap?.kind])).toEqual([[null, 'reset'], [null, 'stall'], [404, undefined], [200, 'truncate']]);
  });

  it('malformed-json: a 200 whose body is not JSON', () => {
    const fake = createFakeServer();
    fake.mishaps.schedule({ kind: 'malformed-json' });
    const reply = fake.handle(get('/hosts/nope'));
    expect(reply.status).toBe(200);
    expect(() => JSON.parse(reply.body)).toThrow();
  });

  it('delay: a fixed one, or one drawn from the seed, the same for the same seed and order', () => {
    const draws = (seed: number) => {
      const fake = createFakeServer({ seed });
      fake.mishaps.schedule({ kind: 'delay', ms: { min: 10, max: 1000 }, times: 'all' });
      return Array.from({ length: 5 }, () => fake.handle(get('/server')).mishap);
    };
    expect(draws(3)).toEqual(draws(3));
    expect(draws(3)).not.toEqual(draws(4));
    const fake = createFakeServer();
    fake.mishaps.schedule({ kind: 'delay', ms: 250 });
    expect(fake.handle(get('/server')).mishap).toEqual({ kind: 'delay', ms: 250 });
    expect(fake.journal.entries()[0]?.mishap).toEqual({ kind: 'delay', id: 1, source: 'scheduled', ms: 250 });
  });
});

describe('the X-Fake-Mishap header', () => {
  it('fires for that request only, and is ignored when mishapHeader is off (--no-control)', () => {
    const fake = createFakeServer();
    expect(fake.handle(get('/hosts', { 'x-fake-mishap': 'status=503' })).status).toBe(503);
    expect(fake.handle(get('/hosts', { 'x-fake-mishap': 'status=500; style=html' })).body).toContain('<html>');
    expect(fake.handle(get('/hosts', { 'x-fake-mishap': 'delay=40' })).mishap).toEqual({ kind: 'delay', ms: 40 });
    expect(fake.handle(get('/hosts', { 'x-fake-mishap': 'reset' })).mishap).toEqual({ kind: 'reset' });
    expect(fake.handle(get('/hosts', { 'x-fake-mishap': 'no-such-thing' })).status).toBe(200);
    expect(fake.journal.entries()[0]?.mishap).toEqual({ kind: 'status', source: 'header', status: 503 });
    const off = createFakeServer({ mishapHeader: false });
    expect(off.handle(get('/hosts', { 'x-fake-mishap': 'status=503' })).status).toBe(200);
  });
});
