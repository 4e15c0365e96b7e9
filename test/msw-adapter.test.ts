// The msw adapter answers a client's fetch from the in-process fake, with the fake's own bytes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { createFakeServer, createMswHandlers } from '../fake-server/index.ts';

const BASE = 'http://monitor.test:8088';
const server = setupServer(...createMswHandlers(createFakeServer({ seed: 3 }), BASE));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('msw adapter', () => {
  it('answers GET /transfers with the same bytes as the transport-free fake for the same seed', async () => {
    const res = await fetch(`${BASE}/transfers?LIMIT=3&ORDERBYID=true`);
    const direct = createFakeServer({ seed: 3 }).handle({ method: 'GET', url: '/transfers?LIMIT=3&ORDERBYID=true', headers: {}, body: '' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(await res.text()).toBe(direct.body);
  });

  it('stores a POST and answers 404 for an unknown host', async () => {
    const created = await fetch(`${BASE}/hosts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ HOSTID: 'msw-host', ADDRESS: '10.1.2.3', HOSTKEY: 'secret!' }),
    });
    expect(created.status).toBe(200);
    expect((await fetch(`${BASE}/hosts/msw-host`)).status).toBe(200);
    expect((await fetch(`${BASE}/hosts/nope`)).status).toBe(404);
  });
});
