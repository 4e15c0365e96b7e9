// The msw door as a downstream front-end suite uses it: `msw/node`, plain `fetch`, a base URL of the
// suite's own choosing, a reset per test. Imported by the package's name, as a user imports it.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { transferMonitorHandlers } from 'transfer-monitor-kit/msw';
import { createFakeServer } from 'transfer-monitor-kit';

// Any base URL: a host that does not exist and a path prefix, as a gateway would put it.
const BASE = 'https://monitor.example.test/api/monitor';
const monitor = transferMonitorHandlers({ baseUrl: BASE, seed: 3, dataset: 'small' });
const server = setupServer(...monitor.handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  monitor.reset();
});
afterAll(() => server.close());

const hostBody = { HOSTID: 'msw-host', ADDRESS: '10.1.2.3', PORT: 6666, HOSTKEY: 'secret!' };
const postHost = () => fetch(`${BASE}/hosts`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(hostBody) });

describe('transfer-monitor-kit/msw', () => {
  it('answers with the bytes the fake answers over any transport, for the same seed', async () => {
    const res = await fetch(`${BASE}/transfers?LIMIT=3&ORDERBYID=true`);
    const direct = createFakeServer({ seed: 3, dataset: 'small' }).handle({ method: 'GET', url: '/transfers?LIMIT=3&ORDERBYID=true', headers: {}, body: '' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(direct.headers['Content-Type']);
    expect(await res.text()).toBe(direct.body);
  });

  it('stores a created host for the rest of the test, and answers 404 for an unknown one', async () => {
    expect((await postHost()).status).toBe(200);
    const read = await fetch(`${BASE}/hosts/msw-host`);
    expect(read.status).toBe(200);
    expect(((await read.json()) as { answer: { HOSTID: string } }).answer.HOSTID).toBe('msw-host');
    expect((await fetch(`${BASE}/hosts/nope`)).status).toBe(404);
  });

  it('has forgotten the previous test\'s host: reset() puts the seeded state back', async () => {
    expect((await fetch(`${BASE}/hosts/msw-host`)).status).toBe(404);
  });

  it('gives the interface\'s error shape to a bad request, and stores nothing', async () => {
    const before = await (await fetch(`${BASE}/hosts?LIMIT=1000`)).text();
    const res = await fetch(`${BASE}/hosts`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"HOSTID": ' });
    expect(res.status).toBe(400);
    expect(await fetch(`${BASE}/hosts?LIMIT=1000`).then((r) => r.text())).toBe(before);
  });

  it('leaves requests outside the base URL to other handlers, and lets a test override one operation', async () => {
    server.use(http.get(`${BASE}/server`, () => HttpResponse.json({ overridden: true }, { status: 503 })));
    const overridden = await fetch(`${BASE}/server`);
    expect(overridden.status).toBe(503);
    // Outside the base URL: onUnhandledRequest 'error' makes fetch fail.
    await expect(fetch('https://monitor.example.test/elsewhere/transfers')).rejects.toThrow();
  });

  it('moves the frozen clock for one test only', async () => {
    const at = Date.parse('2030-06-01T00:00:00.000Z');
    monitor.fake.clock.set(at);
    expect(monitor.fake.clock.now()).toBe(at);
  });

  it('is back at the starting instant after the clock test', () => {
    expect(new Date(monitor.fake.clock.now()).toISOString()).toBe('2025-01-01T00:00:00.000Z');
  });
});
