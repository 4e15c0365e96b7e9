// GET /transfers/:id: the identity SPECIALID + REQUESTER + REQUESTED + OWNERREQ (default server1), and its 404s.
import { beforeEach, describe, expect, it } from 'vitest';
import { lossless, testFake, type TestFake } from '../support/fake-app.ts';
import { expectJsonError, expectSingle, FIXTURE, handle, postRows, rejected } from './support.ts';

let t: TestFake;
beforeEach(() => {
  t = testFake({ dataset: 'empty' });
  postRows(t.fake, FIXTURE);
  expect(handle(t.fake, 'POST', '/transfers', { SPECIALID: 1004, FILENAME: 'g.dat', IDRULE: 'rule1', REQUESTER: 'server1', REQUESTED: 'hostA' }).status).toBe(200);
});

const storedJson = (id: bigint, owner = 'server1') =>
  [...t.fake.store.transfers.values()].find((r) => r.record.SPECIALID === id && r.record.OWNERREQ === owner)?.json;

describe('GET /transfers/:id found', () => {
  it('answers the stored record with command GET, identity from the query', async () => {
    const res = await t.http.get('/transfers/101?REQUESTER=server1&REQUESTED=hostA');
    expectSingle(res, 'GET');
    expect(res.text).toContain(`"answer":${storedJson(101n)},`);
    expect(lossless(res.text).answer.SPECIALID).toBe(101);
  });

  it('has subpath and a uri echo with _id added last', async () => {
    const res = await t.http.get('/transfers/101?REQUESTER=server1&REQUESTED=hostA');
    expectSingle(res, 'GET');
    expect(Object.keys(res.body)).toEqual(['X-method', 'path', 'base', 'subpath', 'uri', 'answer', 'command', 'message', 'code']);
    expect(res.body).toMatchObject({ 'X-method': 'GET', path: '/transfers/101', base: 'transfers', subpath: ['101'], message: 'OK', code: 200 });
    expect(Object.entries(res.body.uri)).toEqual([['REQUESTER', 'server1'], ['REQUESTED', 'hostA'], ['_id', '101']]);
  });

  it('takes the identity from a JSON body', async () => {
    const res = await t.http.get('/transfers/102').send({ REQUESTER: 'hostB', REQUESTED: 'server1' });
    expectSingle(res, 'GET');
    expect(res.body.answer).toMatchObject({ SPECIALID: 102, REQUESTER: 'hostB', REQUESTED: 'server1', OWNERREQ: 'server1' });
  });

  it('the body identity wins over the query', async () => {
    const res = await t.http.get('/transfers/102?REQUESTER=nobody&REQUESTED=nobody').send({ REQUESTER: 'hostB', REQUESTED: 'server1' });
    expectSingle(res, 'GET');
    expect(res.body.answer.SPECIALID).toBe(102);
  });

  it('OWNERREQ defaults to server1, explicitly or empty', async () => {
    for (const q of ['', '&OWNERREQ=server1', '&OWNERREQ=']) {
      const res = await t.http.get(`/transfers/101?REQUESTER=server1&REQUESTED=hostA${q}`);
      expectSingle(res, 'GET');
      expect(res.body.answer.OWNERREQ).toBe('server1');
    }
  });

  it('a transfer owned by another host is found with its OWNERREQ', async () => {
    const res = await t.http.get('/transfers/108?REQUESTER=hostA&REQUESTED=server1&OWNERREQ=hostA');
    expectSingle(res, 'GET');
    expect(res.text).toContain(`"answer":${storedJson(108n, 'hostA')},`);
  });

  it('/transfers/1004.0 reads as 1004', async () => {
    const res = await t.http.get('/transfers/1004.0?REQUESTER=server1&REQUESTED=hostA');
    expectSingle(res, 'GET');
    expect(res.body.answer.SPECIALID).toBe(1004);
    expect(res.body.uri._id).toBe('1004.0');
  });

  it('/transfers/1004/ (trailing slash) works', async () => {
    const res = await t.http.get('/transfers/1004/?REQUESTER=server1&REQUESTED=hostA');
    expectSingle(res, 'GET');
    expect(res.body.answer.SPECIALID).toBe(1004);
    expect(res.body.subpath).toEqual(['1004']);
  });
});

describe('GET /transfers/:id not found: 404 JSON, nothing changed', () => {
  async function notFound(url: string, detailArgs: string, body?: object) {
    const req = t.http.get(url);
    const res = await rejected(t.fake, body === undefined ? req : req.send(body));
    expectJsonError(res, 404, 'Not Found');
    expect(res.body.detail).toBe(`Issue while reading from database ${detailArgs}`);
    return res;
  }

  it('a transfer owned by another host is not found without its OWNERREQ', async () => {
    await notFound('/transfers/108?REQUESTER=hostA&REQUESTED=server1', '{"REQUESTER":"hostA","REQUESTED":"server1","_id":"108"}');
  });

  it('an own transfer is not found with another OWNERREQ', async () => {
    await notFound('/transfers/101?REQUESTER=server1&REQUESTED=hostA&OWNERREQ=hostA', '{"REQUESTER":"server1","REQUESTED":"hostA","OWNERREQ":"hostA","_id":"101"}');
  });

  it('without REQUESTER and REQUESTED', async () => {
    await notFound('/transfers/1', '{"_id":"1"}');
  });

  it('without REQUESTER', async () => {
    await notFound('/transfers/101?REQUESTED=hostA', '{"REQUESTED":"hostA","_id":"101"}');
  });

  it('without REQUESTED', async () => {
    await notFound('/transfers/101?REQUESTER=server1', '{"REQUESTER":"server1","_id":"101"}');
  });

  it('with REQUESTER and REQUESTED swapped', async () => {
    await notFound('/transfers/101?REQUESTER=hostA&REQUESTED=server1', '{"REQUESTER":"hostA","REQUESTED":"server1","_id":"101"}');
  });

  it('with an unknown id', async () => {
    await notFound('/transfers/999?REQUESTER=server1&REQUESTED=hostA', '{"REQUESTER":"server1","REQUESTED":"hostA","_id":"999"}');
  });

  it('with a non-numeric id abc', async () => {
    await notFound('/transfers/abc?REQUESTER=server1&REQUESTED=hostA', '{"REQUESTER":"server1","REQUESTED":"hostA","_id":"abc"}');
  });

  it('the detail shows the merged arguments: query, _id, then the body keys on top', async () => {
    await notFound('/transfers/101?REQUESTER=server1', '{"REQUESTER":"server1","_id":"101","REQUESTED":"nobody"}', { REQUESTED: 'nobody' });
  });

  it('/transfers/1004/extra (two segments, no _id) answers 404', async () => {
    const res = await notFound('/transfers/1004/extra?REQUESTER=server1&REQUESTED=hostA', '{"REQUESTER":"server1","REQUESTED":"hostA"}');
    expect(res.body.subpath).toEqual(['1004', 'extra']);
    expect(res.body.uri).toEqual({ REQUESTER: 'server1', REQUESTED: 'hostA' });
  });
});
