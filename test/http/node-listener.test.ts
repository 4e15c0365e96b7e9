// The bare node:http listener (`listen`, `tmkit serve`) against the Koa app (`createKoaApp`): the
// same bytes on the wire, status line and headers included, for answers of every kind: lists,
// reads, writes, HEAD, errors of the interface, a body too large, a fault of the fake, control
// routes, mishaps. Each side serves its own fake of the same options, fed the same requests.
import { createServer, type RequestListener, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeServer, createKoaApp, createRequestListener, type FakeServer } from '../../fake-server/index.ts';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

async function serve(listener: RequestListener): Promise<number> {
  const server = createServer(listener);
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return (server.address() as AddressInfo).port;
}

/** Sends `raw` on a fresh connection and reads until the server closes it (every request asks it to). */
function exchange(port: number, raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(raw));
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
  });
}

const request = (method: string, path: string, body = '', headers: Record<string, string> = {}): string => {
  const lines = [`${method} ${path} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  if (body !== '' && headers['Transfer-Encoding'] === undefined) lines.push('Content-Type: application/json', `Content-Length: ${Buffer.byteLength(body)}`);
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
};

const SCRIPT = [
  request('GET', '/transfers?LIMIT=3'),
  request('HEAD', '/transfers?LIMIT=3'),
  request('GET', '/server'),
  request('POST', '/transfers', '{"IDRULE":"rule-x","REQUESTER":"server1","REQUESTED":"hostas","FILENAME":"/in/a.csv"}'),
  request('GET', '/transfers/1?REQUESTER=nobody&REQUESTED=none'),
  request('PUT', '/hosts/nobody', '{"ADDRESS":"10.0.0.1"}'),
  request('DELETE', '/nowhere'),
  request('OPTIONS', '/hosts'),
  request('GET', '/hosts', '{not json'),
  request('POST', '/hosts', '{"HOSTID":"big"}', { 'Content-Type': 'application/json', 'Content-Length': String(2 * 1024 * 1024) }),
  request('POST', '/hosts', `${(4000).toString(16)}\r\n${'x'.repeat(4000)}\r\n0\r\n\r\n`, { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' }),
  request('GET', '/server', '', { 'X-Fake-Mishap': 'status=503' }),
  request('GET', '/server', '', { 'X-Fake-Mishap': 'status=599; style=html' }),
  request('GET', '/transfers?LIMIT=2', '', { 'X-Fake-Mishap': 'truncate' }),
  request('GET', '/transfers?LIMIT=4', '', { 'X-Fake-Mishap': 'delay=5' }),
  request('GET', '/transfers?LIMIT=3', '', { Origin: 'http://client.example' }),
  request('GET', '/transfers?LIMIT=2&OWNERREQ=*', '{"STATUS":"RUNNING"}'),
  request('GET', '/_fake/health'),
  request('POST', '/_fake/reset'),
  request('GET', '/_FAKE/health'),
  request('GET', 'http://127.0.0.1/transfers?LIMIT=1'),
];

async function answersOf(make: (fake: FakeServer) => RequestListener, fake: FakeServer): Promise<string[]> {
  const port = await serve(make(fake));
  const out: string[] = [];
  for (const raw of SCRIPT) out.push(await exchange(port, raw));
  return out;
}

const options = { seed: 4, maxBodyBytes: 1024 } as const;
const viaKoa = (fake: FakeServer) => createKoaApp(fake, { maxBodyBytes: options.maxBodyBytes }).callback();
const viaListener = (fake: FakeServer) => createRequestListener(fake, { maxBodyBytes: options.maxBodyBytes });

describe('the node:http listener', () => {
  it('answers every request of the script with the bytes the Koa app answers', async () => {
    const koa = await answersOf(viaKoa, createFakeServer({ seed: options.seed }));
    const bare = await answersOf(viaListener, createFakeServer({ seed: options.seed }));
    expect(bare.map((a) => a.split('\r\n')[0])).toContain('HTTP/1.1 413 Payload Too Large');
    expect(bare).toEqual(koa);
  });

  it('answers a fault of the fake itself as the Koa app does (500, fake server fault)', async () => {
    const broken = (): FakeServer => {
      const fake = createFakeServer();
      return Object.assign(Object.create(fake) as FakeServer, { handle: () => { throw new Error('broken on purpose'); } });
    };
    const koa = await answersOf(viaKoa, broken());
    const bare = await answersOf(viaListener, broken());
    expect(bare[0]).toMatch(/^HTTP\/1.1 500 Internal Server Error[\s\S]*fake server fault: broken on purpose/);
    expect(bare).toEqual(koa);
  });
});
