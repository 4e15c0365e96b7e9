// PUT /server: block, unblock and shutdown guarded by the admin key (reference §7.2, §18), the refusals, and the shutdown signal after the answer, in process and over real HTTP.
import { describe, expect, it } from 'vitest';
import { listen, type FakeServer } from '../../fake-server/index.ts';
import { snapshot, testFake, violations } from '../support/fake-app.ts';
import { ADMIN_KEY, ADMIN_PASSWORD, classOf, expectJson, leavesStateAlone, packet, routing, SCHEMA } from './action-helpers.ts';
import { DEFAULT_DATASET } from '../support/dataset.ts';
const { partner: PARTNER, rule: RULE } = DEFAULT_DATASET;

type ShutdownEvent = Parameters<Parameters<FakeServer['onShutdown']>[0]>[0];

const SHUTDOWN_CLASS = classOf('ShutdownOrBlockJsonPacket');
/** The admin password set explicitly; no seeded records (blocking and shutdown do not touch them). */
const fakeWithPassword = () => testFake({ adminPassword: ADMIN_PASSWORD, dataset: 'empty' });
const order = (fields: Record<string, unknown>) => packet('ShutdownOrBlockJsonPacket', fields);

/** The answer packet: every field of ShutdownOrBlockJsonPacket in the server's order. */
const answerPacket = (comment: string | null, key: string | null, restartOrBlock: boolean, shutdownOrBlock: boolean, requestUserPacket = 0) => ({
  '@class': SHUTDOWN_CLASS, comment, requestUserPacket, key, restartOrBlock, shutdownOrBlock,
});

/** Resolves with the next shutdown event of `fake`. */
const nextShutdown = (fake: FakeServer) => new Promise<ShutdownEvent>((resolve) => fake.onShutdown(resolve));

describe('PUT /server block and unblock', () => {
  it('blocks new requests with the key of admin password pwdhttp (7cSYejBa7V8hBXju4rl3mQ==), echoing the packet with comment "Block new request"', async () => {
    const { fake, http } = fakeWithPassword();
    const res = await http.put('/server').send(order({ comment: 'please', requestUserPacket: 24, key: ADMIN_KEY, shutdownOrBlock: false, restartOrBlock: true }));
    expectJson(res, 200, SCHEMA.shutdown);
    expect(res.body).toEqual({
      ...routing('PUT', 'server'),
      answer: { '@model': 'Server', results: [answerPacket('Block new request', ADMIN_KEY, true, false, 24)] },
      command: 'ShutdownOrBlock',
      detail: 'Block new request',
      message: 'OK',
      code: 200,
    });
    expect(fake.server.blocked).toBe(true);
  });

  it('blocking twice keeps the block', async () => {
    const { fake, http } = fakeWithPassword();
    const block = order({ key: ADMIN_KEY, shutdownOrBlock: false, restartOrBlock: true });
    await http.put('/server').send(block);
    const res = await http.put('/server').send(block);
    expectJson(res, 200, SCHEMA.shutdown);
    expect(res.body.detail).toBe('Block new request');
    expect(fake.server.blocked).toBe(true);
  });

  it('unblocks with restartOrBlock false: detail and comment "Unblock new request"', async () => {
    const { fake, http } = fakeWithPassword();
    await http.put('/server').send(order({ key: ADMIN_KEY, restartOrBlock: true }));
    expect(fake.server.blocked).toBe(true);
    const res = await http.put('/server').send(order({ key: ADMIN_KEY, shutdownOrBlock: false, restartOrBlock: false }));
    expectJson(res, 200, SCHEMA.shutdown);
    expect(res.body.detail).toBe('Unblock new request');
    expect(res.body.answer.results).toEqual([answerPacket('Unblock new request', ADMIN_KEY, false, false)]);
    expect(fake.server.blocked).toBe(false);
  });

  it('a packet with only the key unblocks', async () => {
    const { fake, http } = fakeWithPassword();
    await http.put('/server').send(order({ key: ADMIN_KEY, restartOrBlock: true }));
    const res = await http.put('/server').send(order({ key: ADMIN_KEY }));
    expectJson(res, 200, SCHEMA.shutdown);
    expect(res.body.detail).toBe('Unblock new request');
    expect(res.body.answer.results).toEqual([answerPacket('Unblock new request', ADMIN_KEY, false, false)]);
    expect(fake.server.blocked).toBe(false);
  });

  it('blocking changes no record, and POST /transfers still works while blocked (reference §18)', async () => {
    const { fake, http } = testFake({ adminPassword: ADMIN_PASSWORD });
    const before = snapshot(fake);
    await http.put('/server').send(order({ key: ADMIN_KEY, restartOrBlock: true }));
    expect(snapshot(fake)).toBe(before);
    const created = await http.post('/transfers').send({ FILENAME: 'b.txt', IDRULE: RULE, REQUESTER: 'server1', REQUESTED: PARTNER });
    expect(created.status).toBe(200);
  });
});

describe('PUT /server refusals (HTTP 400 JSON 400, state unchanged, no shutdown)', () => {
  const refusal = (what: 'Block' | 'Shutdown') => `OpenR66ProtocolBusinessException: Invalid ${what} comand`;

  it.each([
    ['a wrong key (base64 of "Key")', { key: 'S2V5' }],
    ['the key of the other reading of the formula, MD5(pwd × 16 ‖ salt)', { key: 'aLr652FfaPQ6LpOnNlhHfw==' }],
    ['no key', {}],
    ['a null key', { key: null }],
    ['an empty key', { key: '' }],
  ])('a block order with %s answers "Invalid Block comand"', async (_what, key) => {
    const { fake, http } = fakeWithPassword();
    const res = await leavesStateAlone(fake, () => http.put('/server').send(order({ ...key, shutdownOrBlock: false, restartOrBlock: true })));
    expectJson(res, 400, SCHEMA.error);
    expect(res.body).toMatchObject({ ...routing('PUT', 'server'), command: 'ShutdownOrBlock', message: 'Bad Request', code: 400 });
    expect(res.body.answer).toEqual({ '@model': 'Server' });
    expect(res.body.detail.endsWith(refusal('Block')), res.body.detail).toBe(true);
    expect(fake.server.blocked).toBe(false);
  });

  it('an unblock order with a wrong key leaves the server blocked', async () => {
    const { fake, http } = fakeWithPassword();
    await http.put('/server').send(order({ key: ADMIN_KEY, restartOrBlock: true }));
    const res = await leavesStateAlone(fake, () => http.put('/server').send(order({ key: 'S2V5', restartOrBlock: false })));
    expectJson(res, 400, SCHEMA.error);
    expect(res.body.detail.endsWith(refusal('Block'))).toBe(true);
    expect(fake.server.blocked).toBe(true);
  });

  it.each([
    ['a wrong key', { key: 'S2V5' }],
    ['no key', {}],
  ])('a shutdown order with %s answers "Invalid Shutdown comand" and signals nothing', async (_what, key) => {
    const { fake, http } = fakeWithPassword();
    const res = await leavesStateAlone(fake, () => http.put('/server').send(order({ ...key, shutdownOrBlock: true, restartOrBlock: false })));
    expectJson(res, 400, SCHEMA.error);
    expect(res.body).toMatchObject({ command: 'ShutdownOrBlock', code: 400, answer: { '@model': 'Server' } });
    expect(res.body.detail.endsWith(refusal('Shutdown')), res.body.detail).toBe(true);
  });

  it('the key follows the configured admin password: the pwdhttp key is refused when the password is another', async () => {
    const { fake, http } = testFake({ adminPassword: 'another', dataset: 'empty' });
    const res = await leavesStateAlone(fake, () => http.put('/server').send(order({ key: ADMIN_KEY, restartOrBlock: true })));
    expectJson(res, 400, SCHEMA.error);
    expect(res.body.detail.endsWith(refusal('Block'))).toBe(true);
  });
});

describe('PUT /server shutdown', () => {
  it('answers 200 "Shutdown on going" with the packet echoed; the signal comes only after the answer is sent', async () => {
    const { fake } = fakeWithPassword();
    const events: ShutdownEvent[] = [];
    fake.onShutdown((e) => events.push(e));
    const body = JSON.stringify(order({ comment: 'stop', key: ADMIN_KEY, shutdownOrBlock: true, restartOrBlock: false }));
    const reply = fake.handle({ method: 'PUT', url: '/server', headers: { 'content-type': 'application/json' }, body });
    expect(reply.status).toBe(200);
    expect(violations(SCHEMA.shutdown, JSON.parse(reply.body))).toEqual([]);
    expect(JSON.parse(reply.body)).toEqual({
      ...routing('PUT', 'server'),
      answer: { '@model': 'Server', results: [answerPacket('stop', ADMIN_KEY, false, true)] },
      command: 'ShutdownOrBlock',
      detail: 'Shutdown on going',
      message: 'OK',
      code: 200,
    });
    // Nothing is signalled while the answer is being built; the transport runs afterSend once sent.
    expect(events).toEqual([]);
    expect(reply.afterSend).toBeTypeOf('function');
    reply.afterSend?.();
    expect(events).toEqual([{ restart: false }]);
  });

  it('in process (supertest) the shutdown event fires, with the restart flag passed through', async () => {
    const { fake, http } = fakeWithPassword();
    const fired = nextShutdown(fake);
    const res = await http.put('/server').send(order({ key: ADMIN_KEY, shutdownOrBlock: true, restartOrBlock: true }));
    expectJson(res, 200, SCHEMA.shutdown);
    expect(res.body.detail).toBe('Shutdown on going');
    expect(res.body.answer.results).toEqual([answerPacket(null, ADMIN_KEY, true, true)]);
    await expect(fired).resolves.toEqual({ restart: true });
    expect(fake.server.blocked).toBe(false);
  });

  it('over real HTTP the listener runs after the answer was sent: closing the server in it does not cut the answer', async () => {
    const { fake } = fakeWithPassword();
    const running = await listen(fake, { port: 0 });
    let closed: Promise<void> | undefined;
    const fired = new Promise<ShutdownEvent>((resolve) =>
      fake.onShutdown((e) => {
        // What a real shutdown does: stop the transport at once.
        closed = running.close();
        resolve(e);
      }),
    );
    try {
      const res = await fetch(`${running.url}/server`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(order({ key: ADMIN_KEY, shutdownOrBlock: true, restartOrBlock: false })),
      });
      const text = await res.text();
      expect(res.status).toBe(200);
      const body = JSON.parse(text);
      expect(res.headers.get('content-type')).toBe('application/json');
      expect(violations(SCHEMA.shutdown, body)).toEqual([]);
      expect(body.detail).toBe('Shutdown on going');
      expect(body.answer.results).toEqual([answerPacket(null, ADMIN_KEY, false, true)]);
      await expect(fired).resolves.toEqual({ restart: false });
    } finally {
      await (closed ?? running.close());
    }
    expect(running.server.listening).toBe(false);
  });
});

describe('block state in later answers', () => {
  it('shows a block and an unblock in GET /_fake/health', async () => {
    const { http } = testFake({ dataset: 'empty', adminPassword: 'pwdhttp' });
    const packet = (restartOrBlock: boolean) => ({
      '@class': 'org.vendor.openproto.protocol.localhandler.packet.json.ShutdownOrBlockJsonPacket',
      key: '7cSYejBa7V8hBXju4rl3mQ==',
      restartOrBlock,
    });
    expect((await http.get('/_fake/health')).body.blocked).toBe(false);
    expect((await http.put('/server').send(packet(true))).status).toBe(200);
    expect((await http.get('/_fake/health')).body.blocked).toBe(true);
    expect((await http.put('/server').send(packet(false))).status).toBe(200);
    expect((await http.get('/_fake/health')).body.blocked).toBe(false);
  });
});
