// /control (3.6.2's HttpRestControlR66Handler, docs/real-server-3.6.2.md "/control"): a transfer
// request registered TOSUBMIT in the one store (read through /transfers and /v2/transfers), its
// information, stop, cancel and restart as the v2 actions do, and the refusals, state unchanged.
import { describe, expect, it } from 'vitest';
import { lossless, testFake } from '../support/fake-app.ts';
import { DEFAULT_DATASET } from '../support/dataset.ts';
import { expectJson, expectNotEnoughInformation, leavesStateAlone, routing, SCHEMA } from './action-helpers.ts';

const PREFIX = 'org.vendor.openproto.protocol.localhandler.packet.json.';
const CONTROL = 'urn:tmkit:v1-action-control';
const START = Date.parse('2099-03-04T05:06:07.089Z');
const NOW = Date.parse('2025-01-01T00:00:00.000Z');
const { partner: PARTNER, rule: RULE } = DEFAULT_DATASET;

const request = (fields: Record<string, unknown> = {}) => ({
  '@class': `${PREFIX}TransferRequestJsonPacket`, requestUserPacket: 7, rulename: RULE, mode: 1, filename: 'f27.txt', requested: PARTNER,
  blocksize: 65536, fileInformation: 'info27', start: START, ...fields,
});
const stopOrCancel = (user: number, fields: Record<string, unknown>) => ({ '@class': `${PREFIX}StopOrCancelJsonPacket`, requestUserPacket: user, ...fields });
const restart = (fields: Record<string, unknown>) => ({ '@class': `${PREFIX}RestartTransferJsonPacket`, requestUserPacket: 4, ...fields });

async function created(fields: Record<string, unknown> = {}) {
  const { fake, http } = testFake();
  const res = await http.post('/control').send(request(fields));
  expectJson(res, 200, CONTROL);
  const id = BigInt(lossless(res.text).answer.results[0].specialId);
  const v1 = () => http.get(`/transfers/${id}?REQUESTER=server1&REQUESTED=${PARTNER}`);
  return { fake, http, res, id, v1, key: { requester: 'server1', requested: PARTNER, specialid: Number(id) } };
}

describe('POST /control', () => {
  it('registers a transfer, echoes the packet with its id, and /transfers and /v2/transfers show it', async () => {
    const { fake, http, res, id, v1 } = await created();
    expect(res.body.command).toBe('CreateTransfer');
    expect(res.body.detail).toBe('New Transfer registered');
    expect(res.body.answer['@model']).toBe('Control');
    expect(res.body.answer.results[0]).toMatchObject({ comment: null, rulename: RULE, validate: 1, originalSize: -1, toValidate: false, start: START });
    const rule = fake.store.rules.get(RULE)?.record;
    const record = (await v1()).body.answer;
    expect(record).toMatchObject({
      IDRULE: RULE, MODETRANS: rule?.MODETRANS, FILENAME: 'f27.txt', ORIGINALNAME: 'f27.txt', FILEINFO: 'info27', ISMOVED: false, BLOCKSZ: 65536,
      OWNERREQ: 'server1', REQUESTER: 'server1', REQUESTED: PARTNER, TRANSFERINFO: '{"ORIGINALSIZE":-1}', GLOBALSTEP: 0, GLOBALLASTSTEP: 0, STEP: -1,
      RANK: 0, STARTTRANS: START, STOPTRANS: NOW, UPDATEDINFO: 3,
    });
    const v2 = await http.get(`/v2/transfers/${id}_${PARTNER}`);
    expect(v2.status).toBe(200);
    expect(v2.body).toMatchObject({ status: 'TOSUBMIT', ruleName: RULE, filename: 'f27.txt', requester: 'server1', requested: PARTNER });
  });

  it('refuses an unknown rule (JSON 406 in an HTTP 400) and stores nothing', async () => {
    const { fake, http } = testFake();
    const res = await leavesStateAlone(fake, () => http.post('/control').send(request({ rulename: 'no-such-rule' })));
    expectJson(res, 400, SCHEMA.error);
    expect(res.body).toMatchObject({ ...routing('POST', 'control'), answer: { '@model': 'Control' }, command: 'CreateTransfer', detail: 'New Transfer cannot be registered', code: 406 });
  });
});

describe('GET /control', () => {
  it('answers the transfer record in its direction, not found in the other', async () => {
    const { http, id, v1 } = await created();
    const info = (to: boolean) => http.get('/control').send({ '@class': `${PREFIX}InformationJsonPacket`, id: Number(id), idRequest: true, to, rulename: PARTNER });
    const res = await info(false);
    expectJson(res, 200, CONTROL);
    expect(res.body.command).toBe('GetTransferInformation');
    expect(res.body.answer.results[0]).toEqual((await v1()).body.answer);
    const other = await info(true);
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ answer: { '@model': 'Control' }, command: 'GetTransferInformation', code: 400 });
    expect(other.body.detail).toBe(`org.vendor.openproto.protocol.exception.OpenR66ProtocolNoDataException: Remote starting RunnerTask is not found: ${id}`);
  });

  it('refuses file information, no packet and a packet of another kind, state unchanged', async () => {
    const { fake, http } = testFake();
    const file = await leavesStateAlone(fake, () => http.get('/control').send({ '@class': `${PREFIX}InformationJsonPacket`, idRequest: false, rulename: RULE }));
    expect(file.status).toBe(400);
    expect(file.body).toMatchObject({ command: 'GetInformation', detail: 'Error: FileInformation is not applicable with URI control', message: 'Not Acceptable', code: 406 });
    expectNotEnoughInformation(await leavesStateAlone(fake, () => http.get('/control')), 'GET', 'control');
    const wrong = await leavesStateAlone(fake, () => http.post('/control').send(stopOrCancel(9, {})));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ answer: { '@model': 'Control', results: [{ '@class': `${PREFIX}StopOrCancelJsonPacket` }] }, detail: 'Unknown command', code: 412 });
  });
});

describe('PUT /control', () => {
  it('stops, cancels and restarts the transfer as the v2 actions do', async () => {
    const { http, key, v1 } = await created();
    const stop = await http.put('/control').send(stopOrCancel(9, key));
    expectJson(stop, 200, CONTROL);
    expect(stop.body).toMatchObject({ command: 'StopOrCancelTransfer', detail: 'Operation completed', answer: { results: [{ specialid: key.specialid }] } });
    expect((await v1()).body.answer).toMatchObject({ UPDATEDINFO: 4, TRANSFERINFO: 'H {}' });
    await http.put('/control').send(stopOrCancel(10, key));
    expect((await v1()).body.answer).toMatchObject({ UPDATEDINFO: 4, TRANSFERINFO: 'K {}' });
    const again = await http.put('/control').send(restart({ ...key, restarttime: START + 1 }));
    expectJson(again, 200, CONTROL);
    expect(again.body).toMatchObject({ command: 'RestartTransfer', detail: 'Restart Transfer done' });
    expect((await v1()).body.answer).toMatchObject({ UPDATEDINFO: 3, TRANSFERINFO: 'H {}', STARTTRANS: START + 1 });
  });

  it('refuses a packet that does not name a transfer, state unchanged', async () => {
    const { fake, http, key } = await created();
    const missing = await leavesStateAlone(fake, () => http.put('/control').send(stopOrCancel(9, { requester: 'server1' })));
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ command: 'StopOrCancelTransfer', detail: 'Not enough argument passed to identify a transfer', code: 404 });
    const unknown = await leavesStateAlone(fake, () => http.put('/control').send(restart({ ...key, specialid: 1 })));
    expect(unknown.body).toMatchObject({ command: 'RestartTransfer', detail: 'Restart Transfer in error', code: 406 });
    const none = await leavesStateAlone(fake, () => http.put('/control').send(stopOrCancel(9, { ...key, specialid: 1 })));
    expect(none.body).toMatchObject({ detail: 'Transfer step OK', code: 200 });
  });
});

describe('OPTIONS /control', () => {
  it('lists GET, PUT (restart, stop or cancel) and POST as 3.6.2 does', async () => {
    const { http } = testFake();
    const res = await http.options('/control');
    expectJson(res, 200, SCHEMA.options);
    expect(res.body.answer.allow).toBe('GET,PUT,POST,OPTIONS');
    const entries = res.body.answer.DetailedAllow.map((e: Record<string, { command: string }>) => Object.entries(e).map(([m, v]) => `${m} ${v.command}`)[0]);
    expect(entries).toEqual(['GET GetTransferInformation', 'PUT RestartTransfer', 'PUT StopOrCancelTransfer', 'POST CreateTransfer', 'OPTIONS OPTIONS']);
    expect(res.body.answer.DetailedAllow[1].PUT.body.restarttime).toBe(NOW);
  });
});
