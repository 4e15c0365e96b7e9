// The direct path of `listen` (fake-server/direct-http/) against node:http alone (the listener of
// node-listener.ts on a plain node:http server): the same bytes on a kept-alive connection,
// whatever the requests and however TCP cuts them, including every hand-over to node:http in the
// middle of a connection (a HEAD, a mishap, a control route, a chunked body, HTTP/1.0, a fault of
// the fake); and node's connection handling kept: close() and closeIdleConnections(), the
// keep-alive timeout, a limit of requests per connection. Each side serves its own fake of the
// same options, fed the same bytes.
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeServer, createRequestListener, listen, type FakeServer, type RunningServer } from '../../fake-server/index.ts';

const MAX_BODY = 4096;
const SEED = 1825;

const opened: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((close) => close()));
});

async function viaNode(fake: FakeServer): Promise<number> {
  const server: Server = createServer(createRequestListener(fake, { maxBodyBytes: MAX_BODY }));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  opened.push(() => new Promise((r) => { server.closeAllConnections(); server.close(() => r()); }));
  return (server.address() as AddressInfo).port;
}

async function viaListen(fake: FakeServer): Promise<RunningServer> {
  const running = await listen(fake, { port: 0, maxBodyBytes: MAX_BODY });
  opened.push(() => running.close());
  return running;
}
const portOf = (r: RunningServer) => Number(new URL(r.url).port);

/**
 * Writes `pieces` one after the other on one connection and reads every byte until the server
 * closes it (every script ends with a request that asks it to). The client does not end its side
 * first: node:http drops pipelined answers not yet written when the client half-closes.
 */
function exchange(port: number, pieces: readonly Buffer[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
    let i = 0;
    const next = (): void => {
      if (i === pieces.length) return;
      socket.write(pieces[i++] as Buffer, () => setImmediate(next));
    };
    socket.once('connect', next);
  });
}

const plain = (method: string, path: string, body = '', extra = ''): string =>
  `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extra}${body === '' ? '' : `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n`}\r\n${body}`;

/** Requests of every kind; the ones after a non-200 answer are not read (the fake closes then, as the real server). */
const REQUESTS: readonly string[] = [
  plain('GET', '/transfers?LIMIT=3'),
  plain('GET', '/transfers?LIMIT=2&OWNERREQ=*', '{"STATUS":"RUNNING"}'),
  plain('GET', '/server'),
  plain('GET', '/hosts?LIMIT=2', '', 'Connection: keep-alive\r\n'),
  plain('POST', '/transfers', '{"IDRULE":"rule-x","REQUESTER":"server1","REQUESTED":"hostas","FILENAME":"/in/a.csv"}'),
  plain('GET', '/transfers?LIMIT=2', '', 'Origin: http://client.example\r\n'),
  plain('GET', '/transfers/1?REQUESTER=nobody&REQUESTED=none'),
  plain('HEAD', '/transfers?LIMIT=3'),
  plain('OPTIONS', '/hosts'),
  plain('GET', '/server', '', 'X-Fake-Mishap: delay=3\r\n'),
  plain('GET', '/transfers?LIMIT=2', '', 'X-Fake-Mishap: truncate\r\n'),
  plain('GET', '/_fake/health'),
  plain('GET', '/hosts', '{not json'),
  plain('POST', '/hosts', `{"HOSTID":"${'x'.repeat(MAX_BODY)}"}`),
  `POST /hosts HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n4\r\n{"a"\r\n2\r\n:1\r\n1\r\n}\r\n0\r\n\r\n`,
  'GET /server HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padded:  value \r\n\r\n',
  'GET /server HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: 127.0.0.1\r\n\r\n',
  'GET /server HTTP/1.1\r\n\r\n',
];
// A request that closes the connection (`Connection: close`, HTTP/1.0) comes last in a script: bytes
// after it are an error to node:http's parser, which then drops the answers still waiting behind
// one being written; on the direct path, where node reads the closing request first, it answers
// it. No client sends more after asking to close (HTTP/1.0 as a first request: the test below).
const HTTP_1_0 = 'GET /server HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n';
// Answered 200, so the connection stays open after them (most of a script is made of these).
const KEPT = [0, 1, 2, 3, 5];

const LAST = 'GET /server HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n';
const scriptArb = fc
  .tuple(fc.array(fc.constantFrom(...KEPT), { maxLength: 5 }), fc.nat(REQUESTS.length - 1), fc.array(fc.constantFrom(...KEPT), { maxLength: 3 }))
  .map(([before, any, after]) => [...[...before, any, ...after].map((i) => REQUESTS[i] as string), LAST]);

/** Requests the fake itself does not answer (the control API; a body over the limit is refused before it is read). */
const notJournalled = (request: string) => request.includes(' /_fake/') || request.includes(`Content-Length: ${MAX_BODY + 12}`);
const answerCount = (bytes: string) => bytes.match(/(?:^|\}|\r\n\r\n)HTTP\/1\.1 \d{3} /g)?.length ?? 0;

/** `text` cut at the given fractions of its length (sorted, repeated cuts merge). */
const cut = (text: string, at: readonly number[]): Buffer[] => {
  const bytes = Buffer.from(text, 'latin1');
  const points = [...new Set(at.map((f) => Math.floor(f * bytes.length)))].sort((a, b) => a - b);
  const out: Buffer[] = [];
  let from = 0;
  for (const p of [...points, bytes.length]) if (p > from) out.push(bytes.subarray(from, (from = p)));
  return out;
};

describe('the direct path of listen, against node:http alone', () => {
  it('answers any script of requests, cut anywhere by TCP, with the same bytes, and no request reaches the fake twice', async () => {
    const direct = createFakeServer({ seed: 4 });
    const node = createFakeServer({ seed: 4 });
    const directPort = portOf(await viaListen(direct));
    const nodePort = await viaNode(node);
    await fc.assert(
      fc.asyncProperty(scriptArb, fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 6 }), async (requests, at) => {
        const pieces = cut(requests.join(''), at);
        const seen = direct.journal.entries().at(-1)?.seq ?? 0;
        const [a, b] = [await exchange(directPort, pieces), await exchange(nodePort, pieces)];
        expect(a).toBe(b);
        // Every answered request reached the fake, none twice (node:http also hands the fake requests pipelined
        // behind an answer that closes the connection, whose answers it then drops).
        const answered = requests.slice(0, answerCount(a)).filter((r) => !notJournalled(r)).length;
        const grown = (direct.journal.entries().at(-1)?.seq ?? 0) - seen;
        expect(grown).toBeGreaterThanOrEqual(answered);
        expect(grown).toBeLessThanOrEqual(requests.filter((r) => !notJournalled(r)).length);
      }),
      { seed: SEED, numRuns: 60, verbose: true },
    );
  });

  it('puts a request whose answer node:http writes (a mishap, a HEAD) to the fake once', async () => {
    const fake = createFakeServer({ seed: 4 });
    const port = portOf(await viaListen(fake));
    const scripts = [
      [plain('GET', '/server'), plain('GET', '/transfers?LIMIT=1', '', 'X-Fake-Mishap: delay=2\r\n'), LAST],
      [plain('GET', '/server'), plain('HEAD', '/transfers?LIMIT=3')], // 403, closing
    ];
    const answers = [];
    for (const script of scripts) answers.push(answerCount(await exchange(port, [Buffer.from(script.join(''))])));
    expect(answers).toEqual([3, 2]);
    expect(fake.journal.entries().map((e) => `${e.method} ${e.path} ${e.status}`)).toEqual([
      'GET /server 200', 'GET /transfers 200', 'GET /server 200', 'GET /server 200', 'HEAD /transfers 403',
    ]);
  });

  it('gives a connection that starts with an HTTP/1.0 request to node:http', async () => {
    const script = [Buffer.from(HTTP_1_0)];
    const a = await exchange(portOf(await viaListen(createFakeServer({ seed: 4 }))), script);
    expect(a).toMatch(/^HTTP\/1.1 200 OK\r\n[\s\S]*Connection: close\r\n\r\n\{/);
    expect(a).toBe(await exchange(await viaNode(createFakeServer({ seed: 4 })), script));
  });

  it('answers a fault of the fake on a kept-alive connection as node:http does (500, fake server fault)', async () => {
    const broken = (): FakeServer => {
      const fake = createFakeServer();
      return Object.assign(Object.create(fake) as FakeServer, { handle: () => { throw new Error('broken on purpose'); } });
    };
    const script = [Buffer.from(plain('GET', '/server') + plain('GET', '/server') + LAST)];
    const a = await exchange(portOf(await viaListen(broken())), script);
    const b = await exchange(await viaNode(broken()), script);
    expect(a).toMatch(/^HTTP\/1.1 500 Internal Server Error[\s\S]*fake server fault: broken on purpose/);
    expect(a).toBe(b);
  });
});

/** A kept-alive connection: send bytes, wait for a number of bytes or the close. */
function openConnection(port: number) {
  const socket = connect(port, '127.0.0.1');
  let got = '';
  let closed = false;
  const waiters: (() => void)[] = [];
  const wake = () => waiters.splice(0).forEach((w) => w());
  socket.on('data', (c) => { got += c.toString('latin1'); wake(); });
  socket.on('close', () => { closed = true; wake(); });
  socket.on('error', () => undefined);
  const until = (done: () => boolean) => new Promise<void>((r) => { const check = () => (done() ? r() : waiters.push(check)); check(); });
  return {
    send: (text: string) => socket.write(text),
    answers: async (n: number) => { await until(() => closed || answerCount(got) >= n); return got; },
    closed: async () => { await until(() => closed); return got; },
    destroy: () => socket.destroy(),
  };
}

describe("the direct path keeps node:http's handling of connections", () => {
  it('close() ends kept-alive direct connections, idle or with half a request', async () => {
    const running = await listen(createFakeServer({ seed: 4 }), { port: 0 });
    const idle = openConnection(portOf(running));
    const partial = openConnection(portOf(running));
    idle.send(plain('GET', '/server'));
    await idle.answers(1);
    partial.send('GET /server HTTP/1.1\r\nHost: 127');
    await new Promise((r) => setTimeout(r, 20));
    await running.close();
    await Promise.all([idle.closed(), partial.closed()]);
  });

  it('closes a connection idle past keepAliveTimeout, and gives one with half a request to node:http', async () => {
    const running = await viaListen(createFakeServer({ seed: 4 }));
    running.server.keepAliveTimeout = 150;
    const idle = openConnection(portOf(running));
    idle.send(plain('GET', '/server'));
    expect(await idle.answers(1)).toMatch(/\r\nKeep-Alive: timeout=0\r\n/);
    await idle.closed();
    const slow = openConnection(portOf(running));
    slow.send('GET /server HTTP/1.1\r\nHost: 127');
    await new Promise((r) => setTimeout(r, 400)); // past the timeout: node:http has it now
    slow.send('.0.0.1\r\n\r\n');
    expect(await slow.answers(1)).toMatch(/^HTTP\/1.1 200 OK\r\n/);
    slow.destroy();
  });

  it('leaves connections to node:http when the server limits requests per connection', async () => {
    const running = await viaListen(createFakeServer({ seed: 4 }));
    running.server.maxRequestsPerSocket = 2;
    const c = openConnection(portOf(running));
    c.send(plain('GET', '/server') + plain('GET', '/server'));
    const got = await c.answers(2);
    expect(got).toMatch(/\r\nKeep-Alive: timeout=5, max=2\r\n/);
    expect(got).toMatch(/\r\nConnection: close\r\n/);
    c.destroy();
  });
});
