// The rate of a URL target (targets/rate.ts): a default cap goes for the tmkit fake, a given one
// never does; and the client's OPTIONS / probe is what tells the fake.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { Client } from '../client/client.ts';
import { httpTarget } from './http-target.ts';
import { answersAsStandIn, targetRate } from './rate.ts';

describe('targetRate', () => {
  it('lifts a default cap for the stand-in, once, and tells whoever listens', () => {
    const heard: unknown[] = [];
    const rate = targetRate({ maxRps: 20, source: 'default' }, (s) => heard.push(s));
    expect(rate.liftForStandIn()).toEqual({ maxRps: 0, source: 'stand-in' });
    expect(rate.liftForStandIn()).toEqual({ maxRps: 0, source: 'stand-in' });
    expect(heard).toEqual([{ maxRps: 0, source: 'stand-in' }]);
  });

  it('keeps a given rate, whatever the target says', () => {
    const rate = targetRate({ maxRps: 5, source: 'given' }, () => expect.unreachable());
    expect(rate.liftForStandIn()).toEqual({ maxRps: 5, source: 'given' });
    expect(rate.setting()).toEqual({ maxRps: 5, source: 'given' });
  });

  it('knows the fake by X-Stand-In: tmkit only', () => {
    expect(answersAsStandIn({ headers: { 'x-stand-in': 'tmkit' } })).toBe(true);
    expect(answersAsStandIn({ headers: { 'x-stand-in': 'someone-else' } })).toBe(false);
    expect(answersAsStandIn({ headers: {} })).toBe(false);
  });
});

describe('the probe of a URL target', () => {
  it('lifts the default cap when OPTIONS / answers as the fake, and only then', async () => {
    let standIn = true;
    const server = createServer((_, res) => {
      res.writeHead(200, standIn ? { 'X-Stand-In': 'tmkit' } : {});
      res.end('{}');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const probe = async (options: Parameters<typeof httpTarget>[1]) => {
      const target = httpTarget(url, options);
      try {
        await new Client(target, { mode: 'none' }, { writes: false, purge: false, shutdown: false }, () => Date.now()).probe();
        return target.rate?.setting();
      } finally {
        await target.close();
      }
    };
    try {
      expect(await probe({ timeoutMs: 5000, maxRps: 20, maxRpsSource: 'default' })).toEqual({ maxRps: 0, source: 'stand-in' });
      expect(await probe({ timeoutMs: 5000, maxRps: 5 })).toEqual({ maxRps: 5, source: 'given' });
      standIn = false;
      expect(await probe({ timeoutMs: 5000, maxRps: 20, maxRpsSource: 'default' })).toEqual({ maxRps: 20, source: 'default' });
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });
});
