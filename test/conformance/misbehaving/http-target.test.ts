// The HTTP target's transport rules against small servers: a connection dropped before any
// answer is tried again, an answer never is; the timeout covers the whole exchange, so a server
// that trickles bytes cannot hold a request; the run's signal aborts the request in flight.
import { afterEach, describe, expect, it } from 'vitest';
import { httpTarget, TransportError, type Target } from '../../../conformance/index.ts';
import { serve, type LocalServer } from './servers.ts';

const GET = { method: 'GET', url: '/hosts', headers: {}, body: '' } as const;

const servers: LocalServer[] = [];
const targets: Target[] = [];
afterEach(async () => {
  for (const t of targets.splice(0)) await t.close();
  for (const s of servers.splice(0)) await s.close();
});

async function setUp(handler: Parameters<typeof serve>[0], timeoutMs = 5_000): Promise<Target> {
  const server = await serve(handler);
  servers.push(server);
  const target = httpTarget(server.url, { timeoutMs, maxRps: 0 });
  targets.push(target);
  return target;
}

const failureOf = (p: Promise<unknown>) =>
  p.then(
    () => 'answered',
    (e: unknown) => (e instanceof TransportError ? e.failure : `not a TransportError: ${String(e)}`),
  );

describe('HTTP target', () => {
  it('sends a request again when its connection was dropped before any answer', async () => {
    let requests = 0;
    const target = await setUp((_req, res) => {
      if (++requests === 1) return void res.socket?.destroy();
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
    const res = await target.send(GET);
    expect(res.status).toBe(200);
    expect(requests).toBe(2);
  });

  it('never sends it again after an answer, even a 503', async () => {
    let requests = 0;
    const target = await setUp((_req, res) => void (requests++, res.writeHead(503).end('busy')));
    expect((await target.send(GET)).status).toBe(503);
    expect(requests).toBe(1);
  });

  it('gives up on a server that trickles its answer slower than the timeout allows for the whole of it', async () => {
    const target = await setUp((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      // A byte every 50 ms: never idle for long, never done.
      const drip = setInterval(() => res.write(' '), 50);
      res.on('close', () => clearInterval(drip));
    }, 300);
    expect(await failureOf(target.send(GET))).toBe('timeout');
  });

  it('aborts the request in flight when the run stops', async () => {
    const target = await setUp(() => undefined);
    const stop = new AbortController();
    const pending = failureOf(target.send(GET, stop.signal));
    stop.abort();
    expect(await pending).toBe('aborted');
  });
});
