// The v2 client (v2-client.ts) under msw: global fetch intercepted, the fake's answers from
// `transfer-monitor-kit/msw`.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { transferMonitorHandlers } from 'transfer-monitor-kit/msw';
import { doorOf, sendOverFetch, v2ClientTests } from './v2-client.ts';

const BASE = 'https://monitor.example.test/api';
const monitor = transferMonitorHandlers({ baseUrl: BASE, seed: 3 });
const server = setupServer(...monitor.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => { server.resetHandlers(); monitor.reset(); });
afterAll(() => server.close());

describe('a v2 client under msw', () => v2ClientTests(() => doorOf(monitor.fake, sendOverFetch(BASE))));

it('answers HEAD without a body, as the wire does (msw gave the 405 its body)', async () => {
  const res = await fetch(`${BASE}/v2/transfers`, { method: 'HEAD' });
  expect([res.status, await res.text()]).toEqual([405, '']);
});
