// Issue 7.4: the control endpoints under /_fake (reset, reseed, clock) can be switched off, for an
// instance several clients share. Off, /_fake is an unknown base of the interface: 405 HTML, and
// nothing is reset, reseeded or moved.
import supertest from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTROL_PREFIX, createFakeServer, createKoaApp, listen, type RunningServer } from '../../fake-server/index.ts';
import { snapshot } from '../support/fake-app.ts';
import { httpCall } from '../hostile/http-client.ts';
import { startServe, type ServeProcess } from '../support/serve-process.ts';

const CALLS = [
  { method: 'GET', path: '/health', body: '' },
  { method: 'POST', path: '/reset', body: '' },
  { method: 'POST', path: '/reseed', body: '{"seed":9}' },
  { method: 'GET', path: '/clock', body: '' },
  { method: 'PUT', path: '/clock', body: '{"now":"2030-01-01T00:00:00.000Z"}' },
  { method: 'POST', path: '/clock/advance', body: '{"ms":60000}' },
] as const;

let running: RunningServer | undefined;
let serve: ServeProcess | undefined;
afterEach(async () => {
  await running?.close();
  await serve?.stop();
  running = undefined;
  serve = undefined;
});

/** A fake whose store differs from its seeded state, so a reset would show. */
function changedFake() {
  const fake = createFakeServer({});
  const host = [...fake.store.hosts.values()][1]?.record;
  if (!host) throw new Error('the dataset has fewer than two hosts');
  fake.store.hosts.delete(host.HOSTID);
  return fake;
}

describe('the control API switched off', () => {
  it('answers every control call with the 405 page and changes nothing (in process)', async () => {
    const fake = changedFake();
    const http = supertest(createKoaApp(fake, { control: false }).callback());
    const before = snapshot(fake);
    const clock = fake.clock.now();
    for (const c of CALLS) {
      const res = await http[c.method.toLowerCase() as 'get'](`${CONTROL_PREFIX}${c.path}`).set('content-type', 'application/json').send(c.body);
      expect(res.status, `${c.method} ${c.path}`).toBe(405);
      expect(res.headers['content-type']).toBe('text/html');
      expect(res.text).toBe('<html><body>Error Method Not Allowed</body></html>');
    }
    expect(snapshot(fake)).toBe(before);
    expect(fake.clock.now()).toBe(clock);
    expect(fake.config.seed).toBe(1);
  });

  it('is on by default', async () => {
    const http = supertest(createKoaApp(createFakeServer({ dataset: 'empty' })).callback());
    expect((await http.get(`${CONTROL_PREFIX}/health`)).status).toBe(200);
  });

  it('is off over HTTP with listen({ control: false }), the interface still served', async () => {
    const fake = changedFake();
    running = await listen(fake, { port: 0, control: false });
    const before = snapshot(fake);
    expect((await httpCall(running.url, { method: 'POST', url: `${CONTROL_PREFIX}/reset` })).status).toBe(405);
    expect(snapshot(fake)).toBe(before);
    expect((await httpCall(running.url, { method: 'GET', url: '/hosts' })).status).toBe(200);
  });

  it('is off with tmkit serve --no-control', async () => {
    serve = await startServe(['--dataset', 'empty', '--no-control']);
    expect((await httpCall(serve.url, { method: 'GET', url: `${CONTROL_PREFIX}/health` })).status).toBe(405);
    expect((await httpCall(serve.url, { method: 'POST', url: `${CONTROL_PREFIX}/reseed`, body: '{"seed":3}', headers: { 'content-type': 'application/json' } })).status).toBe(405);
    expect((await httpCall(serve.url, { method: 'GET', url: '/hosts' })).status).toBe(200);
  });
});
