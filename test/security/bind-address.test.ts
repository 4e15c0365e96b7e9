// Issue 7.4: the fake binds to 127.0.0.1 unless told otherwise, and `tmkit serve` warns when it is
// told to listen on all interfaces.
import { networkInterfaces } from 'node:os';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeServer, listen, type RunningServer } from '../../fake-server/index.ts';
import { httpCall } from '../hostile/http-client.ts';
import { startServe, type ServeProcess } from '../support/serve-process.ts';

/** An IPv4 address of this machine that is not loopback, if it has one. */
const externalAddress = (): string | undefined =>
  Object.values(networkInterfaces()).flat().find((i) => i !== undefined && i.family === 'IPv4' && !i.internal)?.address;

let running: RunningServer[] = [];
let processes: ServeProcess[] = [];
afterEach(async () => {
  await Promise.all(running.map((r) => r.close()));
  await Promise.all(processes.map((p) => p.stop()));
  running = [];
  processes = [];
});

describe('listen()', () => {
  it('binds to 127.0.0.1 by default, and nothing else answers', async () => {
    const r = await listen(createFakeServer({ dataset: 'empty' }), { port: 0 });
    running.push(r);
    const address = r.server.address() as AddressInfo;
    expect(address.address).toBe('127.0.0.1');
    expect(r.url).toBe(`http://127.0.0.1:${address.port}`);
    const external = externalAddress();
    if (external !== undefined) {
      await expect(httpCall(`http://${external}:${address.port}`, { method: 'GET', url: '/hosts' })).rejects.toThrow(/ECONNREFUSED/);
    }
  });

  it('binds to all interfaces only when told, and then answers on them', async () => {
    const r = await listen(createFakeServer({ dataset: 'empty' }), { port: 0, host: '0.0.0.0' });
    running.push(r);
    const address = r.server.address() as AddressInfo;
    expect(address.address).toBe('0.0.0.0');
    const external = externalAddress();
    if (external !== undefined) expect((await httpCall(`http://${external}:${address.port}`, { method: 'GET', url: '/hosts' })).status).toBe(200);
  });
});

describe('tmkit serve', () => {
  it('listens on 127.0.0.1 by default without a warning, and warns on 0.0.0.0', async () => {
    const [local, everywhere] = await Promise.all([startServe(['--dataset', 'empty']), startServe(['--dataset', 'empty', '--host', '0.0.0.0'])]);
    processes.push(local, everywhere);

    expect(local.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(local.output().stderr).not.toMatch(/warning/i);
    expect((await httpCall(local.url, { method: 'GET', url: '/hosts' })).status).toBe(200);

    expect(everywhere.url).toMatch(/^http:\/\/0\.0\.0\.0:\d+$/);
    expect(everywhere.output().stderr).toMatch(/warning: listening on all interfaces \(0\.0\.0\.0\)/);
    const port = new URL(everywhere.url).port;
    expect((await httpCall(`http://127.0.0.1:${port}`, { method: 'GET', url: '/hosts' })).status).toBe(200);
  });
});
