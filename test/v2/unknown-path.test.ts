// An unknown /v2 path is answered as a running 3.6.2 answers it (reference, observed): 404, the
// text `Problem accessing: <path>. Reason: Not Found`, `Connection: close`, and no Content-Type.
// Every way the fake is served says the same: listen's direct socket path and node:http's path
// write the same bytes, and the msw door adds no type of the Fetch API's own.
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createFakeServer, createRequestListener, listen } from '../../fake-server/index.ts';
import { transferMonitorHandlers } from '../../fake-server/msw/index.ts';

const opened: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((close) => close()));
});

/** The raw answer to one request on a new connection (the fake closes it after this answer). */
function rawAnswer(port: number, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`));
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
  });
}

async function viaListen(): Promise<number> {
  const running = await listen(createFakeServer({ seed: 2 }), { port: 0, host: '127.0.0.1' });
  opened.push(() => running.close());
  return Number(new URL(running.url).port);
}

async function viaNode(): Promise<number> {
  const server: Server = createServer(createRequestListener(createFakeServer({ seed: 2 })));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  opened.push(() => new Promise((r) => { server.closeAllConnections(); server.close(() => r()); }));
  return (server.address() as AddressInfo).port;
}

describe('GET /v2/<unknown>', () => {
  for (const path of ['/v2/unknown', '/v2/limits/extra']) {
    it(`${path}: 404, 3.6.2's text, no Content-Type, the same bytes on the direct and on node's path`, async () => {
      const [direct, node] = [await rawAnswer(await viaListen(), path), await rawAnswer(await viaNode(), path)];
      expect(direct).toBe(node);
      const [head = '', body] = direct.split('\r\n\r\n');
      expect(head.split('\r\n')[0]).toBe('HTTP/1.1 404 Not Found');
      expect(head).not.toMatch(/^content-type:/im);
      expect(head).toMatch(/^Connection: close$/m);
      expect(body).toBe(`Problem accessing: ${path}. Reason: Not Found`);
    });
  }

  describe('through the msw door', () => {
    const BASE = 'http://monitor.example.test';
    const monitor = transferMonitorHandlers({ baseUrl: BASE, seed: 2 });
    const server = setupServer(...monitor.handlers);
    server.listen({ onUnhandledRequest: 'error' });
    afterAll(() => server.close());

    it('answers the same, without the text/plain the Fetch API gives a text body', async () => {
      const res = await fetch(`${BASE}/v2/unknown`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toBeNull();
      expect(await res.text()).toBe('Problem accessing: /v2/unknown. Reason: Not Found');
    });

    it('a reply that names its type keeps it', async () => {
      const res = await fetch(`${BASE}/transfers?LIMIT=1`);
      expect(res.headers.get('content-type')).toBe('application/json');
    });
  });
});
