import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { transferMonitorHandlers, verify } from 'transfer-monitor-kit/msw';

const BASE = 'https://monitor.example.test/api';
const monitor = transferMonitorHandlers({ baseUrl: BASE, seed: 3 });
const server = setupServer(...monitor.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => { server.resetHandlers(); monitor.reset(); });   // also empties the journal, clears mishaps
afterAll(() => server.close());

it('sends the host it was given (journal)', async () => {
  await fetch(`${BASE}/hosts`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ HOSTID: 'h1', ADDRESS: '10.0.0.1', PORT: 6666, HOSTKEY: 'k' }) });
  verify(monitor.fake, { operation: 'createHost', body: { HOSTID: 'h1' } }, { times: 1 });
});

it('retries after a connection reset (mishap)', async () => {
  monitor.fake.mishaps.schedule({ kind: 'reset', match: { operation: 'getServerStatus' } });
  const client = async () => { for (;;) try { return await fetch(`${BASE}/server`); } catch { /* retry */ } };
  expect((await client()).status).toBe(200);
  expect(verify(monitor.fake, { path: '/server' }, { times: 2 })[0]?.mishap?.kind).toBe('reset');
});
