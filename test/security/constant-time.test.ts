// Issue 7.4: every signature, password and key comparison of the fake is constant-time. Not a
// timing test (those are flaky and prove little): the compare helper is unit-tested, including
// inputs of different lengths (timingSafeEqual itself throws on those), each kind of secret is
// shown to reach crypto.timingSafeEqual through the fake's public door, and the sources are
// checked for a secret compared with === or by length.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const crypto = vi.hoisted(() => ({ calls: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:crypto')>();
  const timingSafeEqual = ((a: NodeJS.ArrayBufferView, b: NodeJS.ArrayBufferView) => {
    crypto.calls++;
    return real.timingSafeEqual(a, b);
  }) as typeof real.timingSafeEqual;
  return { ...real, default: { ...real, timingSafeEqual }, timingSafeEqual };
});

const { sameSecret } = await import('../../fake-server/auth/secrets.ts');
const { isShutdownKey, shutdownKey } = await import('../../fake-server/handlers/server/shutdown-key.ts');
const { authFake, packet, signedHeaders, USERS } = await import('../auth/support.ts');

beforeEach(() => {
  crypto.calls = 0;
});

describe('sameSecret, the one compare helper', () => {
  it.each([
    ['equal texts', 'secret', 'secret', true],
    ['different texts of the same length', 'secret', 'secreT', false],
    ['a prefix', 'secret', 'secret-and-more', false],
    ['a longer given value', 'secret-and-more', 'secret', false],
    ['empty against a value', '', 'secret', false],
    ['empty against empty', '', '', true],
    ['bytes against the same text', Buffer.from('pwd'), 'pwd', true],
    ['one byte against 10,000', 'x', 'x'.repeat(10_000), false],
  ] as const)('%s: %s', (_what, given, expected, equal) => {
    expect(sameSecret(given, expected)).toBe(equal);
    // Every comparison went through timingSafeEqual, whatever the lengths (it throws on unequal ones: the helper digests first).
    expect(crypto.calls).toBe(1);
  });

  it('compares the shutdown key through it, whatever the length of the given key', () => {
    const good = shutdownKey('pwdhttp').toString('base64');
    for (const [key, valid] of [[good, true], [good.replace(/=+$/, ''), true], ['AAAA', false], ['', false], ['AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', false]] as const) {
      crypto.calls = 0;
      expect(isShutdownKey(key, 'pwdhttp'), key).toBe(valid);
      expect(crypto.calls, key).toBe(1);
    }
  });

  it('reads only the plain base64 spelling of a key: the key with junk after its padding is refused', () => {
    // Node's base64 decoder stops at the padding and skips unknown characters: both spellings below
    // decode to the key itself, and were accepted before.
    const good = shutdownKey('pwdhttp').toString('base64');
    for (const key of [`${good}${good}`, `${good}!!`, `${good.slice(0, 4)} ${good.slice(4)}`]) expect(isShutdownKey(key, 'pwdhttp'), key).toBe(false);
  });
});

describe('each kind of secret reaches timingSafeEqual', () => {
  it('the v1 signature (X-Auth-Key), right and wrong', async () => {
    const { http } = authFake('hmac');
    for (const key of [undefined, 'wrong', 'ab'.repeat(64)]) {
      crypto.calls = 0;
      const headers = { ...signedHeaders('/hosts', { user: USERS.admin }), ...(key === undefined ? {} : { 'X-Auth-Key': key }) };
      const res = await http.get('/hosts').set(headers);
      expect(res.status).toBe(key === undefined ? 200 : 401);
      expect(crypto.calls).toBe(1);
    }
  });

  it('the v2 Basic password, the v2 HMAC credential and the v2 body signature', async () => {
    const { http } = authFake('hmac');
    const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
    for (const password of [USERS.admin.password, 'wrong']) {
      crypto.calls = 0;
      await http.get('/v2/limits').set('Authorization', basic(USERS.admin.id, password));
      expect(crypto.calls).toBe(1);
    }
    crypto.calls = 0;
    await http.get('/v2/limits').set({ Authorization: 'HMAC 00ff', 'X-Auth-User': USERS.admin.id, 'X-Auth-Timestamp': '2024-01-01T00:00:00.000Z' });
    expect(crypto.calls).toBe(1);
    crypto.calls = 0;
    const res = await http.put('/v2/limits').set({ Authorization: basic(USERS.admin.id, USERS.admin.password), 'X-Auth-Signature': 'bad', 'content-type': 'application/json' }).send('{}');
    expect(res.status).toBe(401);
    // The password, then the body signature.
    expect(crypto.calls).toBe(2);
  });

  it('the shutdown key of PUT /server', async () => {
    const { http } = authFake('none');
    crypto.calls = 0;
    const res = await http.put('/server').send(packet('shutdownOrBlock', { key: 'AAAA', restartOrBlock: true }));
    expect(res.status).toBe(400);
    expect(crypto.calls).toBe(1);
  });
});

describe('the sources', () => {
  const root = join(import.meta.dirname, '../../fake-server');
  const files = [
    ...readdirSync(join(root, 'auth')).map((f) => join(root, 'auth', f)),
    join(root, 'handlers/server/shutdown-key.ts'),
    join(root, 'handlers/server/server-endpoint.ts'),
  ].filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  const code = (f: string) => readFileSync(f, 'utf8').split('\n').filter((l) => !/^\s*(\/\/|\*|\/\*)/.test(l)).join('\n');

  it('call timingSafeEqual only in the helper', () => {
    const callers = files.filter((f) => /timingSafeEqual\s*\(/.test(code(f))).map((f) => f.slice(root.length + 1));
    expect(callers).toEqual(['auth/secrets.ts']);
  });

  it('never compare a secret with === or !== (nor its length)', () => {
    // A name that holds a secret, compared to anything but undefined, null or a literal.
    const secret = String.raw`\w*(?:[kK]ey|[sS]ignature|[pP]assword|[sS]ecret|[cC]redential|[hH]mac)\w*(?:\.length)?`;
    const other = String.raw`(?!undefined\b|null\b|['"\`])[\w.[\]()]+`;
    const compare = new RegExp(String.raw`\b${secret}\s*[!=]==\s*${other}|${other}\s*[!=]==\s*${secret}\b`);
    const offending = files.flatMap((f) => code(f).split('\n').filter((l) => compare.test(l)).map((l) => `${f.slice(root.length + 1)}: ${l.trim()}`));
    expect(offending).toEqual([]);
  });
});
