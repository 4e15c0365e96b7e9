// Two defects of a real 3.6.2 server, played by the fake served over HTTP with a hook in front
// (docs/real-server-3.6.2.md): on a keep-alive connection that carried a /v2 request, v1 requests
// are never answered; and a non-empty POST/PUT /v2/limits body is never answered (the real one
// then spins). The suite reports the first once, by keep_alive_after_v2, and loses no other answer
// to it; it never sends the second when the target's profile withholds it, given (--baseline) or
// detected from OPTIONS /.
import type http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunResult } from '../../../conformance/index.ts';
import { runConformance } from '../../../composition/index.ts';
import { servedFake, type Hook, type ServedFake } from './servers.ts';

let served: ServedFake | undefined;
afterEach(async () => {
  await served?.close();
  served = undefined;
});

const pathOf = (req: http.IncomingMessage) => (req.url ?? '').split('?')[0] ?? '';
const isV2 = (req: http.IncomingMessage) => pathOf(req).startsWith('/v2');

/** v1 requests on a connection that carried a /v2 request get no answer, as on 3.6.2. */
function v1LostAfterV2(): Hook {
  const carriedV2 = new WeakSet<object>();
  return (req) => {
    if (isV2(req)) carriedV2.add(req.socket);
    return !isV2(req) && carriedV2.has(req.socket);
  };
}

const run = (url: string, only: readonly string[], extra: Partial<Parameters<typeof runConformance>[0]> = {}): Promise<RunResult> =>
  runConformance({ target: url, only, runs: 2, maxRps: 0, timeoutMs: 1500, ...extra });

/** Read-only checks that interleave v1 and /v2 requests. */
const MIXED = ['keep_alive_after_v2', 'v2_error_body', 'limits_match_bandwidth', 'positive_data_acceptance', 'options_self_description', 'unsupported_method'];

describe('a server that stops answering v1 on a connection after a /v2 request', () => {
  it('is reported once, by keep_alive_after_v2, and no other check loses an answer to it', { timeout: 60_000 }, async () => {
    served = await servedFake(1, v1LostAfterV2());
    const result = await run(served.url, MIXED);
    expect(result.deviations.map((d) => `${d.check} ${d.operation}: ${d.title}`)).toEqual([
      'keep_alive_after_v2 GET /transfers: a v1 request after a /v2 request on the same keep-alive connection got no answer',
    ]);
    expect(result.aborted).toBeUndefined();
  });

  it('passes keep_alive_after_v2 on the fake served as it is', { timeout: 60_000 }, async () => {
    served = await servedFake(1);
    const result = await run(served.url, MIXED);
    expect(result.deviations).toEqual([]);
    expect(result.checks.find((c) => c.id === 'keep_alive_after_v2')?.status).toBe('passed');
  });
});

describe('requests a target profile withholds', () => {
  /** Answers POST/PUT /v2/limits itself: `{}` as the fake would, anything else never (the 3.6.2 loop). */
  function loopsOnLimitsBodies(looped: string[], rootOptions?: string): Hook {
    return (req, res, { toFake }) => {
      if (rootOptions !== undefined && req.method === 'OPTIONS' && pathOf(req) === '/') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(rootOptions);
        return true;
      }
      if (!(pathOf(req).replace(/\/$/, '') === '/v2/limits' && (req.method === 'POST' || req.method === 'PUT'))) return false;
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('utf8')));
      req.on('end', () => {
        let value: unknown;
        try {
          value = JSON.parse(body);
        } catch {
          value = undefined;
        }
        if (value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0) {
          looped.push(`${req.method} ${body}`);
          return;
        }
        res.writeHead(400, { 'content-type': 'application/json' }).end('{"errors":[{"message":"refused here","errorCode":2}]}');
      });
      void toFake;
      return true;
    };
  }
  const LIMITS_CHECKS = ['negative_data_rejection', 'v2_error_body', 'limits_lifecycle'];
  const ALL = { writes: true, purge: true, shutdown: true, limits: true };

  it('never sends a non-empty POST/PUT /v2/limits body with --baseline r66-3.6.2, and says what it left out', { timeout: 120_000 }, async () => {
    const looped: string[] = [];
    served = await servedFake(1, loopsOnLimitsBodies(looped));
    const result = await run(served.url, LIMITS_CHECKS, { baseline: 'r66-3.6.2', allow: ALL });
    expect(looped).toEqual([]);
    expect(result.withheld?.source).toBe('given');
    expect(result.withheld?.requests.some((r) => r.startsWith('PUT /v2/limits'))).toBe(true);
    expect(result.deviations.filter((d) => d.exchange?.transportError !== undefined)).toEqual([]);
  });

  it('withholds them from a server whose OPTIONS / shows Waarp R66, without a baseline', { timeout: 120_000 }, async () => {
    const looped: string[] = [];
    const r66Root = JSON.stringify({ answer: { allow: 'GET,PUT,POST,DELETE,OPTIONS', UriAllowed: 'server,business,bandwidth,log,transfers,hosts,configurations,rules,control,config,hostconfigs,info' } });
    served = await servedFake(1, loopsOnLimitsBodies(looped, r66Root));
    const result = await run(served.url, LIMITS_CHECKS, { allow: ALL });
    expect(looped).toEqual([]);
    expect(result.withheld?.source).toMatch(/^detected: OPTIONS \/ lists the Waarp R66 entry points/);
  });

  it('sends them to a server that shows no such profile (the fake answers them)', { timeout: 120_000 }, async () => {
    served = await servedFake(1);
    const result = await run(served.url, LIMITS_CHECKS, { allow: ALL });
    expect(result.withheld).toBeUndefined();
    expect(result.deviations).toEqual([]);
  });
});
