// The fake over real HTTP on 127.0.0.1 (port 0): body limit, CORS, non-ASCII escaping, connection handling.
import { request, Agent, type IncomingHttpHeaders } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeServer, listen, type FakeServer, type RunningServer } from '../../fake-server/index.ts';
import { snapshot, violations } from '../support/fake-app.ts';
import { DEFAULT_DATASET } from '../support/dataset.ts';
const { partner: PARTNER } = DEFAULT_DATASET;

interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly text: string;
  /** Resolves once the socket is closed. */
  readonly socketClosed: Promise<boolean>;
}

interface Call {
  readonly method?: string;
  readonly headers?: Record<string, string>;
  readonly body?: string | Buffer;
  /** Send the body in chunks without Content-Length. */
  readonly chunked?: boolean;
  readonly agent?: Agent;
}

/** One request with node:http, which (unlike fetch) sends a body with GET and shows every header. */
function call(base: string, path: string, c: Call = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = c.body === undefined ? undefined : Buffer.from(c.body);
    const headers: Record<string, string> = { ...(c.headers ?? {}) };
    if (body && !c.chunked) headers['Content-Length'] = String(body.length);
    const req = request(`${base}${path}`, { method: c.method ?? 'GET', headers, agent: c.agent ?? false }, (res) => {
      const chunks: Buffer[] = [];
      const socket = res.socket;
      // Settles only when the socket closes: awaited only where the server must close it.
      const socketClosed = new Promise<boolean>((done) => {
        if (socket.destroyed) done(true);
        else socket.once('close', () => done(true));
      });
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8'), socketClosed }));
      res.on('error', reject);
    });
    req.on('error', reject);
    if (body && c.chunked) {
      for (let i = 0; i < body.length; i += 256) req.write(body.subarray(i, i + 256));
    } else if (body) req.write(body);
    req.end();
  });
}

let running: RunningServer | undefined;
let agent: Agent | undefined;

afterEach(async () => {
  agent?.destroy();
  agent = undefined;
  await running?.close();
  running = undefined;
});

async function start(options: { maxBodyBytes?: number } = {}): Promise<{ fake: FakeServer; url: string }> {
  const fake = createFakeServer({});
  running = await listen(fake, { port: 0, ...options });
  return { fake, url: running.url };
}

/** A valid POST /hosts body padded to exactly `size` bytes. */
function hostBody(id: string, size: number): string {
  const base = JSON.stringify({ HOSTID: id, ADDRESS: '10.0.0.1', HOSTKEY: 'k', pad: '' });
  return base.replace('"pad":""', `"pad":"${'x'.repeat(size - base.length)}"`);
}

describe('listen on 127.0.0.1, port 0', () => {
  it('answers on a free 127.0.0.1 port with exactly application/json and no Date header', async () => {
    const { url } = await start();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await call(url, '/hosts');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json');
    expect(res.headers['date']).toBeUndefined();
    expect(violations('urn:tmkit:v1-list-hosts', JSON.parse(res.text))).toEqual([]);
  });

  it('reads a JSON body sent with GET as the list filter', async () => {
    const { url } = await start();
    const res = await call(url, '/hosts', { body: JSON.stringify({ HOSTID: PARTNER }), headers: { 'Content-Type': 'application/json' } });
    const body = JSON.parse(res.text);
    expect(body.answer.count).toBe(1);
    expect(body.answer.filter).toEqual({ HOSTID: PARTNER });
  });
});

describe('request body limit', () => {
  it('accepts a body within the limit', async () => {
    const { url } = await start({ maxBodyBytes: 1024 });
    const body = hostBody('small-body', 1000);
    const res = await call(url, '/hosts', { method: 'POST', body, headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(200);
  });

  it('answers a 2048-byte body over a 1024-byte limit with 413 and stores nothing', async () => {
    const { fake, url } = await start({ maxBodyBytes: 1024 });
    const before = snapshot(fake);
    const body = hostBody('big-body', 2048);
    expect(Buffer.byteLength(body)).toBe(2048);
    const res = await call(url, '/hosts', { method: 'POST', body, headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(413);
    expect(res.headers['connection']).toBe('close');
    expect(snapshot(fake)).toBe(before);
    expect((await call(url, '/hosts/big-body')).status).toBe(404);
  });

  it('answers a chunked 2048-byte body without Content-Length with 413 and stores nothing', async () => {
    const { fake, url } = await start({ maxBodyBytes: 1024 });
    const before = snapshot(fake);
    const res = await call(url, '/hosts', { method: 'POST', body: hostBody('chunked-body', 2048), chunked: true, headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(413);
    expect(snapshot(fake)).toBe(before);
  });

  it('applies the limit to the control API too', async () => {
    const { fake, url } = await start({ maxBodyBytes: 1024 });
    const res = await call(url, '/_fake/reseed', { method: 'POST', body: `{"seed":7,"pad":"${'x'.repeat(2048)}"}`, headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(413);
    expect(fake.config.seed).toBe(1);
  });
});

describe('CORS', () => {
  it('answers a pre-flight with 200, an empty body, `access-control-allow-origin: *` and the allowed methods', async () => {
    const { fake, url } = await start();
    const before = snapshot(fake);
    const res = await call(url, '/hosts', { method: 'OPTIONS', headers: { Origin: 'http://example.test', 'Access-Control-Request-Method': 'PUT' } });
    expect(res.status).toBe(200);
    expect(res.text).toBe('');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const methods = String(res.headers['access-control-allow-methods']).split(',').map((m) => m.trim()).sort();
    expect(methods).toEqual(['DELETE', 'GET', 'OPTIONS', 'POST', 'PUT']);
    expect(snapshot(fake)).toBe(before);
  });

  it('adds `access-control-allow-origin: *` to an ordinary GET with an Origin', async () => {
    const { url } = await start();
    const res = await call(url, '/hosts', { headers: { Origin: 'http://example.test' } });
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('adds `access-control-allow-origin: *` to an error answer with an Origin', async () => {
    const { url } = await start();
    const res = await call(url, '/hosts/no-such-host', { headers: { Origin: 'http://example.test' } });
    expect(res.status).toBe(404);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('sends no CORS header without an Origin', async () => {
    const { url } = await start();
    const res = await call(url, '/hosts');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('non-ASCII', () => {
  it('echoes é of a query value in `uri` as \\u00E9 in the raw text, all bytes ASCII', async () => {
    const { url } = await start();
    const res = await call(url, '/hosts?ADDRESS=caf%C3%A9');
    expect(res.status).toBe(200);
    expect(res.text).toContain('"uri":{"ADDRESS":"caf\\u00E9"}');
    expect(res.text).not.toContain('é');
    expect(/^[\x20-\x7e]*$/.test(res.text)).toBe(true);
    expect(JSON.parse(res.text).uri.ADDRESS).toBe('café');
  });

  it('escapes é stored in a record as \\u00E9 in the raw answer', async () => {
    const { url } = await start();
    const body = JSON.stringify({ HOSTID: 'accent', BUSINESS: '<business>café</business>' });
    const res = await call(url, '/hostconfigs', { method: 'POST', body, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
    expect(res.status).toBe(200);
    expect(res.text).toContain('"BUSINESS":"<business>caf\\u00E9</business>"');
  });
});

describe('connection handling', () => {
  it('closes the connection after a 404 answer (`connection: close`)', async () => {
    const { url } = await start();
    agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const res = await call(url, '/hosts/no-such-host', { agent });
    expect(res.status).toBe(404);
    expect(res.headers['connection']).toBe('close');
    expect(await res.socketClosed).toBe(true);
  });

  it('closes the connection after a 403 HTML answer', async () => {
    const { url } = await start();
    agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const res = await call(url, '/hosts', { method: 'PATCH', agent });
    expect(res.status).toBe(403);
    expect(res.headers['connection']).toBe('close');
  });

  it('keeps the connection open after a 200 answer on a keep-alive client', async () => {
    const { url } = await start();
    agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const res = await call(url, `/hosts/${PARTNER}`, { agent });
    expect(res.status).toBe(200);
    expect(res.headers['connection']).not.toBe('close');
    const again = await call(url, '/hosts', { agent });
    expect(again.status).toBe(200);
  });
});
