// PUT /control's roles (ServerActions.stopOrCancel, requestRestart): stop and cancel need SYSTEM,
// a restart TRANSFER, this server's own id passes without; a refusal is the JSON 401 without
// Content-Type, after the packet is read, and changes nothing. GET and POST need no role.
import { describe, expect, it } from 'vitest';
import type { Test } from 'supertest';
import { authFake, expectUnauthorizedJson, OWN_HOST, PREFIX, unchanged, userHeaders, USERS, type User } from './support.ts';
import { DEFAULT_DATASET } from '../support/dataset.ts';

const as = (req: Test, user: User) => req.set(userHeaders(user));
const CLASS = `${PREFIX}protocol.localhandler.packet.json.`;
const { partner: PARTNER } = DEFAULT_DATASET;

/** A transfer of this server to the partner, as the seeded store holds one. */
function ownTransfer(t: ReturnType<typeof authFake>) {
  for (const row of t.fake.store.transfers.values()) {
    const r = row.record;
    if (r.OWNERREQ === OWN_HOST && r.REQUESTER === OWN_HOST && r.REQUESTED !== OWN_HOST) return { requester: r.REQUESTER, requested: r.REQUESTED, specialid: Number(r.SPECIALID) };
  }
  throw new Error('no own transfer in the seeded store');
}
const stop = (key: object) => ({ '@class': `${CLASS}StopOrCancelJsonPacket`, requestUserPacket: 9, ...key });
const restart = (key: object) => ({ '@class': `${CLASS}RestartTransferJsonPacket`, requestUserPacket: 4, ...key });

describe('PUT /control roles', () => {
  it('refuses a stop without SYSTEM (JSON 401, no Content-Type) and changes nothing; SYSTEM and this server pass', async () => {
    const t = authFake('basic');
    const key = ownTransfer(t);
    const body = await unchanged(t, async () => expectUnauthorizedJson(await as(t.http.put('/control'), USERS.partial).send(stop(key))));
    expect(body).toMatchObject({ answer: { '@model': 'Control' }, command: 'StopOrCancelTransfer', code: 401 });
    expect(body.detail).toMatch(/OpenR66ProtocolNoCorrectAuthenticationException: Not correctly authenticated$/);
    expect((await as(t.http.put('/control'), USERS.sys).send(stop(key))).status).toBe(200);
    expect((await as(t.http.put('/control'), USERS.self).send(stop({ ...key, requestUserPacket: 10 }))).status).toBe(200);
  });

  it('lets a restart through with TRANSFER, refuses it without', async () => {
    const t = authFake('basic');
    const key = ownTransfer(t);
    await unchanged(t, async () => expectUnauthorizedJson(await as(t.http.put('/control'), USERS.hostman).send(restart(key))));
    expect((await as(t.http.put('/control'), USERS.partial).send(restart(key))).status).toBe(200);
  });

  it('answers a stop that names no transfer 404 before the role, and needs no role on GET and POST', async () => {
    const t = authFake('basic');
    const missing = await as(t.http.put('/control'), USERS.nobody).send(stop({ requester: OWN_HOST }));
    expect(missing.body).toMatchObject({ detail: 'Not enough argument passed to identify a transfer', code: 404 });
    const post = await as(t.http.post('/control'), USERS.nobody).send({ '@class': `${CLASS}TransferRequestJsonPacket`, rulename: DEFAULT_DATASET.rule, requested: PARTNER, filename: 'f' });
    expect(post.status, post.text).toBe(200);
  });
});
