// Issue 7.1 over real HTTP (127.0.0.1, port 0): a smaller run of the hostile requests through the
// whole transport (Koa, the body reader, the control API), with a body limit small enough that
// the long and padded bodies go over it. Same invariants as fuzz-dispatch (an answer the transport
// could not send would be a 500), plus a 413 for every body over the limit and the server still
// answering at the end.
import { Agent } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_PREFIX, listen, type RunningServer } from '../../fake-server/index.ts';
import { spoiltBodyArb } from './bodies.ts';
import { fuzzFake } from './fuzz-fake.ts';
import { httpCall } from './http-client.ts';
import { describeRequest, expectPrototypesIntact, expectSaneAnswer, expectStoredRecordsValid, StateGuard, watchUnhandled } from './invariants.ts';
import { contextOf, HTTP_METHODS, hostileRequestArb, type HostileRequest } from './requests.ts';

const SEED = 7102;
const RUNS = 250;
const MAX_BODY = 16 * 1024;

const { fake, archive, dispose } = fuzzFake();
let running: RunningServer;
const agent = new Agent({ keepAlive: true, maxSockets: 4 });
beforeAll(async () => {
  running = await listen(fake, { port: 0, maxBodyBytes: MAX_BODY });
});
afterAll(async () => {
  agent.destroy();
  await running.close();
  dispose();
});

/** The control API with hostile bodies (a reseed stays on the small preset; the clock moves within dates). */
const controlArb: fc.Arbitrary<HostileRequest> = fc
  .tuple(
    fc.constantFrom(
      { method: 'GET', path: '/health', valid: '' },
      { method: 'POST', path: '/reset', valid: '' },
      { method: 'POST', path: '/reseed', valid: '{"seed":2,"dataset":"small"}' },
      { method: 'GET', path: '/clock', valid: '' },
      { method: 'PUT', path: '/clock', valid: '{"now":"2025-01-01T00:00:00.000Z"}' },
      { method: 'POST', path: '/clock/advance', valid: '{"ms":60000}' },
      { method: 'DELETE', path: '/reset', valid: '' },
    ),
    fc.boolean(),
  )
  .chain(([c, spoil]) => (spoil ? spoiltBodyArb(fc.constant(c.valid || '{}')) : fc.constant(c.valid)).map((body) => ({
    method: c.method, url: `${CONTROL_PREFIX}${c.path}`, headers: { 'content-type': 'application/json' }, body,
  })));

/** A hostile request whose body is padded to the limit, one byte over it, or far over it. */
const oversizedArb = (base: fc.Arbitrary<HostileRequest>): fc.Arbitrary<HostileRequest> =>
  fc.tuple(base, fc.constantFrom(0, 1, 1000, 200_000)).map(([r, over]) => {
    const pad = Math.max(0, MAX_BODY + over - Buffer.byteLength(r.body) - '{"pad":"",}'.length);
    const inner = r.body.trim().startsWith('{') && r.body.trim() !== '{}' ? `,${r.body.trim().slice(1)}` : '}';
    return { ...r, body: `{"pad":"${'x'.repeat(pad)}"${inner}` };
  });

/** What node's client can send: a method that is a token, header values of Latin-1 without CR/LF. */
const sendable = (r: HostileRequest) => /^[A-Za-z-]+$/.test(r.method);

describe('hostile requests over HTTP', () => {
  it(`keep every invariant (seed ${SEED}, ${RUNS} runs, body limit ${MAX_BODY} bytes)`, async () => {
    const ctx = contextOf(fake);
    const guard = new StateGuard(fake, archive);
    const watch = watchUnhandled();
    let oversized = 0;
    try {
      await fc.assert(
        fc.asyncProperty(fc.oneof({ arbitrary: hostileRequestArb(ctx), weight: 6 }, { arbitrary: controlArb, weight: 1 }, { arbitrary: oversizedArb(hostileRequestArb(ctx)), weight: 1 }).filter(sendable), async (r) => {
          const what = describeRequest(r);
          const a = await httpCall(running.url, { ...r, agent });
          expectSaneAnswer(what, a);
          if (Buffer.byteLength(r.body) > MAX_BODY) {
            oversized++;
            expect(a.status, what).toBe(413);
          }
          guard.check(what, a.status);
          expectPrototypesIntact();
        }),
        { seed: SEED, numRuns: RUNS },
      );
    } finally {
      watch.stop();
    }
    expect(watch.errors).toEqual([]);
    expect(oversized, 'some bodies went over the limit').toBeGreaterThan(RUNS / 20);
    expect(guard.accepted).toBeGreaterThan(RUNS / 20);
    expectStoredRecordsValid(fake);
    // Still serving, on a fresh connection.
    expect((await httpCall(running.url, { method: 'GET', url: `${CONTROL_PREFIX}/health` })).status).toBe(200);
  });

  it('answers every method node can send on every base without a 5xx', async () => {
    for (const method of [...HTTP_METHODS, 'M-SEARCH', 'PROPFIND', 'PURGE']) {
      for (const path of ['/', '/transfers', '/hosts/x/y', '/log', '/v2/limits', '/v2/limits/1', `${CONTROL_PREFIX}/reset`, `${CONTROL_PREFIX}/nope`, '/%00', '/..%2f..%2fetc']) {
        const a = await httpCall(running.url, { method, url: path, agent });
        expectSaneAnswer(`${method} ${path}`, a);
      }
    }
  });
});
