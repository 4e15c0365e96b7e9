// The fake over HTTPS (`listen(fake, { tls })`, `useFakeServer({ tls })`): a client trusting the
// certificate it hands over gets the same answers as over HTTP, on one kept-alive connection
// through the direct path, the Koa app (/_fake) and node's path after a hand-over; the direct path
// writes the same bytes behind TLS as node:https alone; a client that does not trust it is refused.
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:tls';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeServer, createRequestListener, listen, TlsOptionError, type RunningServer } from '../../fake-server/index.ts';
import { makeCertificate, makeLoopbackCertificate } from '../../fake-server/tls/certificate.ts';
import { useFakeServer } from '../../fake-server/vitest.ts';
import { httpsClient, httpsRequest } from './https-client.ts';

const SEED = 33;
const closing: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  await Promise.all(closing.splice(0).map((close) => close()));
});

async function serving(tls: Parameters<typeof listen>[1]): Promise<RunningServer> {
  const running = await listen(createFakeServer({ seed: SEED }), { port: 0, ...tls });
  closing.push(() => running.close());
  return running;
}

function trusting(ca: string | undefined) {
  const agent = httpsClient(ca);
  closing.push(() => agent.destroy());
  return agent;
}

describe('listen({ tls: true })', () => {
  it('answers a client that trusts running.ca, on one kept-alive connection, on every path', async () => {
    const running = await serving({ tls: true });
    expect(running.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(running.ca).toContain('-----BEGIN CERTIFICATE-----');
    const agent = trusting(running.ca);
    // node:http's 'request' event sees only the requests it serves: none of those the direct path answers.
    const seenByNode: string[] = [];
    running.server.on('request', (req: { url: string }) => seenByNode.push(req.url));
    const overHttp = createFakeServer({ seed: SEED }).handle({ method: 'GET', url: '/transfers?LIMIT=3', headers: {}, body: '' });

    const direct = await httpsRequest(agent, `${running.url}/transfers?LIMIT=3`);
    expect(direct).toMatchObject({ status: 200, body: overHttp.body, reused: false });
    expect(seenByNode).toEqual([]);
    // A control route: the Koa app's, the connection handed over to node:https...
    const control = await httpsRequest(agent, `${running.url}/_fake/health`);
    expect(control).toMatchObject({ status: 200, reused: true });
    expect(JSON.parse(control.body)).toMatchObject({ status: 'ok', seed: SEED });
    // ...which answers the interface from then on, on the same connection.
    const afterHandOver = await httpsRequest(agent, `${running.url}/transfers?LIMIT=3`);
    expect(afterHandOver).toMatchObject({ status: 200, body: overHttp.body, reused: true });
    expect(seenByNode).toEqual(['/_fake/health', '/transfers?LIMIT=3']);
    const journal = await httpsRequest(agent, `${running.url}/_fake/requests`);
    expect((JSON.parse(journal.body) as { requests: { path: string }[] }).requests.map((r) => r.path)).toEqual(['/transfers', '/transfers']);
  });

  it('is refused by a client that does not trust the certificate', async () => {
    const running = await serving({ tls: true });
    await expect(httpsRequest(trusting(undefined), `${running.url}/server`)).rejects.toMatchObject({ code: 'DEPTH_ZERO_SELF_SIGNED_CERT' });
  });

  it('serves a certificate signed by a CA, which the client trusts instead', async () => {
    const ca = makeCertificate({ commonName: 'Test CA', ca: true });
    const server = makeCertificate({ commonName: 'fake', names: ['127.0.0.1'], issuer: ca, usage: ['serverAuth'] });
    const running = await serving({ tls: server });
    expect(running.ca).toBe(server.cert);
    expect(await httpsRequest(trusting(ca.cert), `${running.url}/server`)).toMatchObject({ status: 200 });
  });
});

describe('listen refuses TLS options that cannot serve, naming the part', () => {
  const fake = createFakeServer({ seed: SEED });
  const pair = makeLoopbackCertificate();
  const other = makeLoopbackCertificate();
  it.each([
    ['a key that is not its certificate\'s', { cert: pair.cert, key: other.key }, 'key', /does not match the certificate/],
    ['a certificate without its key', { cert: pair.cert }, 'key', /needs its private key/],
    ['a key without its certificate', { key: pair.key }, 'cert', /needs its certificate/],
    ['a certificate that is not PEM', { cert: 'hello', key: pair.key }, 'cert', /not a PEM certificate/],
    ['a key that is not PEM', { cert: pair.cert, key: pair.cert }, 'key', /not a PEM private key/],
    ['a client CA that is not PEM', { clientCa: '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n' }, 'clientCa', /not a readable PEM certificate/],
  ])('%s', async (_what, tls, part, message) => {
    const refusal = listen(fake, { port: 0, tls });
    await expect(refusal).rejects.toBeInstanceOf(TlsOptionError);
    await expect(refusal).rejects.toMatchObject({ part, message: expect.stringMatching(message) });
  });
});

/** Every byte a TLS connection gets for `script`, the last request asking the server to close. */
function exchange(port: number, ca: string, script: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', ca, servername: 'localhost' });
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.once('secureConnect', () => socket.write(script));
  });
}

describe('the direct path behind TLS', () => {
  it('writes the bytes node:https alone writes, across a hand-over in the middle of the connection', async () => {
    const pair = makeLoopbackCertificate();
    const running = await serving({ tls: pair });
    const bare: Server = createServer(pair, createRequestListener(createFakeServer({ seed: SEED })));
    await new Promise<void>((r) => bare.listen(0, '127.0.0.1', () => r()));
    closing.push(() => new Promise<void>((r) => { bare.closeAllConnections(); bare.close(() => r()); }));
    const request = (method: string, path: string, last = false) => `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${last ? 'Connection: close\r\n' : ''}\r\n`;
    const script = [
      request('GET', '/transfers?LIMIT=2'), request('GET', '/hosts'), request('GET', '/_fake/health'), request('GET', '/transfers?LIMIT=2'), request('GET', '/rules', true),
    ].join('');
    const viaListen = await exchange(Number(new URL(running.url).port), pair.cert, script);
    const viaNode = await exchange((bare.address() as AddressInfo).port, pair.cert, script);
    expect(viaListen.match(/HTTP\/1\.1 200/g)).toHaveLength(5);
    expect(viaListen).toBe(viaNode);
  });
});

describe('useFakeServer({ tls: true })', () => {
  const monitor = useFakeServer({ seed: SEED, tls: true });
  it('hands the test the certificate to trust', async () => {
    expect(monitor.url).toMatch(/^https:/);
    expect(await httpsRequest(trusting(monitor.ca), `${monitor.url}/server`)).toMatchObject({ status: 200 });
  });
});
