// Mishaps on a real connection (`listen`, as `tmkit serve` runs it), scheduled through the control
// API: the client sees a reset, a cut body, a stall it must give up on, a late answer, broken JSON,
// and the server still closes at once with stalled requests open.
import { request } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFakeServer, listen, type FakeServer, type RunningServer } from '../../fake-server/index.ts';

interface Outcome {
  readonly status?: number;
  readonly contentLength?: string;
  readonly body?: string;
  readonly error?: string;
}

/** One request with node:http: what came, and the error code (ECONNRESET, ...) if the exchange broke. */
function exchange(base: string, path: string, timeoutMs = 5000): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = request(`${base}${path}`, { agent: false, timeout: timeoutMs }, (res) => {
      let body = '';
      res.setEncoding('latin1');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode, contentLength: res.headers['content-length'], body }));
      res.on('error', (e: NodeJS.ErrnoException) => resolve({ status: res.statusCode, contentLength: res.headers['content-length'], body, error: e.code ?? e.message }));
      res.on('aborted', () => resolve({ status: res.statusCode, contentLength: res.headers['content-length'], body, error: 'aborted' }));
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    req.end();
  });
}

const schedule = (base: string, spec: unknown): Promise<{ status: number; body: any }> =>
  fetch(`${base}/_fake/mishaps`, { method: 'POST', body: JSON.stringify(spec) }).then(async (r) => ({ status: r.status, body: await r.json() }));

describe('mishaps scheduled through /_fake/mishaps, on the wire', () => {
  let fake: FakeServer;
  let running: RunningServer;
  beforeAll(async () => {
    fake = createFakeServer();
    running = await listen(fake);
  });
  beforeEach(() => fetch(`${running.url}/_fake/reset`, { method: 'POST' }).then((r) => r.arrayBuffer()));
  afterAll(() => running.close());

  it('reset: the connection closes without an answer', async () => {
    expect((await schedule(running.url, { kind: 'reset', match: { path: '/hosts' } })).status).toBe(201);
    expect(await exchange(running.url, '/hosts')).toEqual({ error: 'ECONNRESET' });
    expect((await exchange(running.url, '/hosts')).status).toBe(200);
  });

  it('truncate: the full Content-Length, half the body, then the connection closes', async () => {
    const whole = await exchange(running.url, '/hosts');
    await schedule(running.url, { kind: 'truncate' });
    const cut = await exchange(running.url, '/hosts');
    expect(cut.status).toBe(200);
    expect(cut.contentLength).toBe(whole.contentLength);
    expect(cut.error).toBeDefined();
    expect(cut.body).toBe(whole.body?.slice(0, Math.floor(Number(whole.contentLength) / 2)));
  });

  it('stall: no answer until the client gives up', async () => {
    await schedule(running.url, { kind: 'stall', match: { operation: 'getServerStatus' } });
    expect(await exchange(running.url, '/server', 300)).toEqual({ error: 'TIMEOUT' });
  });

  it('delay: the real answer, late', async () => {
    await schedule(running.url, { kind: 'delay', ms: 300 });
    const started = performance.now();
    const late = await exchange(running.url, '/server');
    expect(late.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('malformed-json and status: the bytes of a broken 200 and of an interface-shaped error', async () => {
    await schedule(running.url, { kind: 'malformed-json' });
    const broken = await exchange(running.url, '/transfers?LIMIT=1');
    expect(broken.status).toBe(200);
    expect(() => JSON.parse(broken.body ?? '')).toThrow();
    await schedule(running.url, { kind: 'status', status: 503, style: 'html', times: 2 });
    expect(await exchange(running.url, '/hosts')).toMatchObject({ status: 503, body: '<html><body>Error Service Unavailable</body></html>' });
  });

  it('lists, clears and refuses mishaps; the journal records what was injected; POST /_fake/reset clears them', async () => {
    expect(await schedule(running.url, { kind: 'explode' })).toEqual({ status: 400, body: { error: 'kind must be one of status, delay, reset, truncate, stall, malformed-json' } });
    expect((await schedule(running.url, { kind: 'status', status: 503, match: { verb: 'GET' } })).body).toEqual({ error: 'match: unknown field(s) verb' });
    const { body } = await schedule(running.url, { kind: 'status', status: 500, times: 'all', match: { method: 'DELETE' } });
    await schedule(running.url, { kind: 'status', status: 502, nth: 2 });
    const listed: any = await (await fetch(`${running.url}/_fake/mishaps`)).json();
    expect(listed.mishaps.map((m: { id: number; left: number | null; waiting: number }) => [m.id, m.left, m.waiting])).toEqual([[body.id, null, 0], [body.id + 1, 1, 1]]);
    expect((await fetch(`${running.url}/_fake/mishaps/${body.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await fetch(`${running.url}/_fake/mishaps/${body.id}`, { method: 'DELETE' })).status).toBe(404);
    await exchange(running.url, '/hosts');
    await exchange(running.url, '/hosts');
    const journal: any = await (await fetch(`${running.url}/_fake/requests`)).json();
    expect(journal.requests.map((e: { status: number; mishap?: { kind: string; status: number } }) => [e.status, e.mishap?.status])).toEqual([[200, undefined], [502, 502]]);
    await schedule(running.url, { kind: 'reset', times: 'all' });
    await fetch(`${running.url}/_fake/reset`, { method: 'POST' });
    expect(((await (await fetch(`${running.url}/_fake/mishaps`)).json()) as any).mishaps).toEqual([]);
    expect((await exchange(running.url, '/hosts')).status).toBe(200);
  });

  it('the X-Fake-Mishap header works on the wire, and not with --no-control', async () => {
    const res = await fetch(`${running.url}/hosts`, { headers: { 'X-Fake-Mishap': 'status=503' } });
    expect(res.status).toBe(503);
    const closed = createFakeServer({ mishapHeader: false });
    const off = await listen(closed, { control: false });
    try {
      expect((await fetch(`${off.url}/hosts`, { headers: { 'X-Fake-Mishap': 'status=503' } })).status).toBe(200);
    } finally {
      await off.close();
    }
  });
});

describe('closing a server with stalled and delayed requests open', () => {
  it('closes at once, and the clients see the connection close', async () => {
    const fake = createFakeServer();
    const running = await listen(fake);
    fake.mishaps.schedule({ kind: 'stall', times: 2 });
    fake.mishaps.schedule({ kind: 'delay', ms: 60_000 });
    const pending = [exchange(running.url, '/server', 60_000), exchange(running.url, '/server', 60_000), exchange(running.url, '/server', 60_000)];
    await new Promise((r) => setTimeout(r, 200));
    const started = performance.now();
    await running.close();
    expect(performance.now() - started).toBeLessThan(1000);
    for (const outcome of await Promise.all(pending)) expect(outcome.error).toBe('ECONNRESET');
  });
});
