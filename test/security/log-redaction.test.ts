// Issue 7.4: no password, key or signature appears in the fake's logs. `tmkit serve --auth hmac` runs
// as a child process with a distinctive admin password and signature key; it gets correctly signed
// requests and wrong ones of every kind (v1 X-Auth-Key in a header and in the query, v2 Basic, v2
// HMAC, v2 body signature, the shutdown key of PUT /server), then a valid shutdown packet ends it.
// Everything it wrote to stdout and stderr is searched for each secret it was given or shown.
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CLASS_PREFIX, PACKET_CLASS, v1Signature, v1SignedText, v2BodySignature, v2HmacCredential } from '../../contract/index.ts';
import { httpCall, type HttpAnswer } from '../hostile/http-client.ts';
import { startServe, type ServeProcess } from '../support/serve-process.ts';

const ADMIN_PASSWORD = 'Adm1n-Pa55-q7Zx';
const SIGNATURE_KEY = 'S1gn-K3y-w8Yv';
const NOW = '2025-01-01T00:00:00.000Z';
const USER = 'admin';
const SHUTDOWN_KEY = createHash('md5').update(`${ADMIN_PASSWORD}GoldenGate`.repeat(16)).digest();

let serve: ServeProcess | undefined;
afterEach(async () => {
  await serve?.stop();
  serve = undefined;
});

/** Every secret value the run uses or sends, to be searched for in the output. */
const secrets = new Set<string>([ADMIN_PASSWORD, SIGNATURE_KEY, SHUTDOWN_KEY.toString('base64'), SHUTDOWN_KEY.toString('hex')]);
const remember = (...values: string[]) => values.forEach((v) => secrets.add(v));

function v1Headers(pathAndQuery: string, password = ADMIN_PASSWORD, key = SIGNATURE_KEY): Record<string, string> {
  const q = pathAndQuery.indexOf('?');
  const text = v1SignedText({ path: q < 0 ? pathAndQuery : pathAndQuery.slice(0, q), query: q < 0 ? '' : pathAndQuery.slice(q + 1), timestamp: NOW, user: USER, password });
  const signature = v1Signature(key, text);
  remember(signature);
  return { 'X-Auth-User': USER, 'X-Auth-Timestamp': NOW, 'X-Auth-Key': signature, 'content-type': 'application/json' };
}

const packet = (kind: keyof typeof PACKET_CLASS, values: Record<string, unknown>) => JSON.stringify({ '@class': DEFAULT_CLASS_PREFIX + PACKET_CLASS[kind], ...values });

describe('tmkit serve --auth hmac', () => {
  it('writes no password, key or signature to stdout or stderr', async () => {
    serve = await startServe(['--dataset', 'empty', '--auth', 'hmac', '--admin-password', ADMIN_PASSWORD, '--signature-key', SIGNATURE_KEY, '--clock', `frozen:${NOW}`]);
    const s = serve;
    const call = (method: string, url: string, headers: Record<string, string>, body = '') => httpCall(s.url, { method, url, headers, body });
    const answers: Array<[string, HttpAnswer]> = [];
    const send = async (what: string, p: Promise<HttpAnswer>) => answers.push([what, await p]);

    // v1: signed right, signed with the wrong password or key, a tampered signature, the key in the query.
    await send('v1 signed', call('GET', '/hosts?limit=1', v1Headers('/hosts?limit=1')));
    await send('v1 wrong password', call('GET', '/hosts', v1Headers('/hosts', 'not-the-password')));
    await send('v1 wrong key', call('GET', '/hosts', v1Headers('/hosts', ADMIN_PASSWORD, 'not-the-key')));
    await send('v1 tampered', call('GET', '/hosts', { ...v1Headers('/hosts'), 'X-Auth-Key': 'ab'.repeat(32) }));
    const inQuery = v1Headers('/transfers?LIMIT=1');
    await send('v1 key in the query', call('GET', `/transfers?LIMIT=1&X-Auth-User=${USER}&X-Auth-Timestamp=${NOW}&X-Auth-Key=${inQuery['X-Auth-Key']}`, {}));

    // v2: Basic right and wrong, HMAC right and wrong, a body signature right and wrong.
    const basic = (password: string) => {
      const value = `Basic ${Buffer.from(`${USER}:${password}`).toString('base64')}`;
      remember(value.slice(6), password);
      return value;
    };
    const hmac = v2HmacCredential(SIGNATURE_KEY, NOW, USER, ADMIN_PASSWORD);
    remember(hmac);
    await send('v2 basic', call('GET', '/v2/limits', { Authorization: basic(ADMIN_PASSWORD) }));
    await send('v2 basic wrong', call('GET', '/v2/limits', { Authorization: basic('Wr0ng-Pa55') }));
    await send('v2 hmac', call('GET', '/v2/limits', { Authorization: `HMAC ${hmac}`, 'X-Auth-User': USER, 'X-Auth-Timestamp': NOW }));
    await send('v2 hmac wrong', call('GET', '/v2/limits', { Authorization: `HMAC ${'cd'.repeat(32)}`, 'X-Auth-User': USER, 'X-Auth-Timestamp': NOW }));
    const authorization = basic(ADMIN_PASSWORD);
    const body = '{"delayLimit":100}';
    const bodySignature = v2BodySignature(SIGNATURE_KEY, authorization, body, '/v2/limits', 'PUT');
    remember(bodySignature);
    await send('v2 signed body', call('PUT', '/v2/limits', { Authorization: authorization, 'X-Auth-Signature': bodySignature, 'content-type': 'application/json' }, body));
    await send('v2 wrong body signature', call('PUT', '/v2/limits', { Authorization: authorization, 'X-Auth-Signature': 'ef'.repeat(32), 'content-type': 'application/json' }, body));

    // PUT /server: a block with a wrong key, a block with the key, then the shutdown that ends the process.
    const wrongKey = Buffer.from('not the key at all').toString('base64');
    remember(wrongKey);
    await send('block wrong key', call('PUT', '/server', v1Headers('/server'), packet('shutdownOrBlock', { key: wrongKey, restartOrBlock: true })));
    await send('block', call('PUT', '/server', v1Headers('/server'), packet('shutdownOrBlock', { key: SHUTDOWN_KEY.toString('base64'), restartOrBlock: true })));
    await send('shutdown', call('PUT', '/server', v1Headers('/server'), packet('shutdownOrBlock', { key: SHUTDOWN_KEY.toString('base64'), shutdownOrBlock: true })));
    expect(await s.exited).toBe(0);

    // The requests did what they should: right credentials pass, wrong ones are refused.
    const status = Object.fromEntries(answers.map(([what, a]) => [what, a.status]));
    expect(status).toMatchObject({
      'v1 signed': 200, 'v1 wrong password': 401, 'v1 wrong key': 401, 'v1 tampered': 401, 'v1 key in the query': 200,
      'v2 hmac wrong': 401, 'v2 basic wrong': 401, 'v2 wrong body signature': 401, 'block wrong key': 400, block: 200, shutdown: 200,
    });
    for (const what of ['v2 basic', 'v2 hmac', 'v2 signed body']) expect(status[what], what).not.toBe(401);

    const { stdout, stderr } = s.output();
    expect(stdout).toMatch(/listening on http:\/\/127\.0\.0\.1:\d+ .*auth hmac/);
    expect(stdout).toMatch(/shutdown requested through PUT \/server/);
    const output = `${stdout}\n${stderr}`;
    for (const secret of secrets) expect(output.includes(secret), `the output shows ${secret}:\n${output}`).toBe(false);
    // Nor in another case or encoding.
    for (const secret of [ADMIN_PASSWORD, SIGNATURE_KEY]) {
      expect(output.toLowerCase()).not.toContain(secret.toLowerCase());
      expect(output).not.toContain(Buffer.from(secret).toString('base64'));
    }
  });
});
