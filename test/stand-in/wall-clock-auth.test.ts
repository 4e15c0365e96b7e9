// Clients sign with their own clock: `tmkit serve --auth hmac|basic` under default options accepts
// a request signed with the wall clock; the skew rule stays testable against the fake's clock
// (`--clock`, `--auth-clock fake`) moved through the control API, and POST /_fake/reset puts that
// clock back where it started.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sign, FAKE_ADMIN_CREDENTIALS, type Credentials } from '../../conformance/client/signing.ts';
import { startServe, type ServeProcess } from '../support/serve-process.ts';

const BASIC: Credentials = { ...FAKE_ADMIN_CREDENTIALS, mode: 'basic' };

/** A request signed at `now` (the client's own clock), sent with fetch. */
async function signed(base: string, credentials: Credentials, now: number, method = 'GET', url = '/transfers?LIMIT=1', body = ''): Promise<number> {
  const request = sign({ method, url, headers: body ? { 'Content-Type': 'application/json' } : {}, body }, credentials, now);
  const res = await fetch(`${base}${request.url}`, { method, headers: request.headers, ...(body ? { body } : {}) });
  await res.arrayBuffer();
  return res.status;
}

const LIMITS = JSON.stringify({ upGlobalLimit: 0, downGlobalLimit: 0, upSessionLimit: 0, downSessionLimit: 0, delayLimit: 1000 });

describe.each([
  ['hmac', FAKE_ADMIN_CREDENTIALS],
  ['basic', BASIC],
] as const)('tmkit serve --auth %s, default options', (mode, credentials) => {
  let serve: ServeProcess;
  beforeAll(async () => {
    serve = await startServe(['--auth', mode]);
  });
  afterAll(() => serve.stop());

  it('accepts v1 and v2 requests signed with the wall clock, and says which clock it measures against', async () => {
    expect(serve.output().stdout).toContain(`auth ${mode} against the system clock`);
    expect(await signed(serve.url, credentials, Date.now())).toBe(200);
    expect(await signed(serve.url, credentials, Date.now(), 'GET', '/v2/limits')).not.toBe(401);
    expect(await signed(serve.url, credentials, Date.now(), 'PUT', '/v2/limits', LIMITS)).toBe(201);
  });

  it('refuses a v1 timestamp two minutes off the wall clock (the skew rule, --time-limit 60000)', async () => {
    expect(await signed(serve.url, credentials, Date.now() - 120_000)).toBe(401);
    expect(await signed(serve.url, credentials, Date.now() + 120_000)).toBe(401);
  });
});

describe('tmkit serve --auth hmac --clock frozen:... (the fake clock, moved through the control API)', () => {
  const START = Date.parse('2025-06-01T12:00:00.000Z');
  let serve: ServeProcess;
  beforeAll(async () => {
    serve = await startServe(['--auth', 'hmac', '--clock', 'frozen:2025-06-01T12:00:00.000Z']);
  });
  afterAll(() => serve.stop());
  const moveTo = (ms: number) => fetch(`${serve.url}/_fake/clock`, { method: 'PUT', body: JSON.stringify({ now: ms }) }).then((r) => r.status);

  it('measures the window against the fake clock: refused past it, accepted once the clock is moved, back after a reset', async () => {
    expect(serve.output().stdout).toContain('auth hmac against the fake clock');
    expect(await signed(serve.url, FAKE_ADMIN_CREDENTIALS, START + 30_000)).toBe(200);
    expect(await signed(serve.url, FAKE_ADMIN_CREDENTIALS, START + 90_000)).toBe(401);
    expect(await moveTo(START + 60_000)).toBe(200);
    expect(await signed(serve.url, FAKE_ADMIN_CREDENTIALS, START + 90_000)).toBe(200);
    expect((await fetch(`${serve.url}/_fake/reset`, { method: 'POST' })).status).toBe(200);
    expect(await (await fetch(`${serve.url}/_fake/clock`)).json()).toMatchObject({ now: '2025-06-01T12:00:00.000Z' });
    expect(await signed(serve.url, FAKE_ADMIN_CREDENTIALS, START + 90_000)).toBe(401);
  });
});

describe('--auth-clock', () => {
  it('fake, without --clock: the frozen default clock judges, so a wall-clock signature is refused', async () => {
    const serve = await startServe(['--auth', 'hmac', '--auth-clock', 'fake']);
    try {
      expect(await signed(serve.url, FAKE_ADMIN_CREDENTIALS, Date.now())).toBe(401);
      expect(await signed(serve.url, FAKE_ADMIN_CREDENTIALS, Date.parse('2025-01-01T00:00:10.000Z'))).toBe(200);
    } finally {
      await serve.stop();
    }
  });
});
