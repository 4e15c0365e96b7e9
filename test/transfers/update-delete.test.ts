// PUT and DELETE /transfers/:id: partial update, identity and rule kept, deletion, and a full round trip.
import { beforeEach, describe, expect, it } from 'vitest';
import { lossless, testFake, type TestFake } from '../support/fake-app.ts';
import { expectHtmlError, expectJsonError, expectList, expectSingle, FIXTURE, MINIMAL, NOW, postRows, rejected } from './support.ts';

let t: TestFake;
beforeEach(() => {
  t = testFake({ dataset: 'empty' });
  postRows(t.fake, FIXTURE);
});

// 105: server1 -> hostB, rule1, owned by server1, UPDATEDINFO 6, GLOBALSTEP 4.
const ONE = '/transfers/105?REQUESTER=server1&REQUESTED=hostB';
const record105 = () => t.fake.store.transfers.get({ SPECIALID: 105n, REQUESTER: 'server1', REQUESTED: 'hostB', OWNERREQ: 'server1' })?.record;

describe('PUT /transfers/:id', () => {
  it('applies the given writable fields, keeps the others, forces UPDATEDINFO 3', async () => {
    const before = record105();
    expect(before?.UPDATEDINFO).toBe(6);
    const res = await t.http.put(ONE).send({ FILENAME: 'renamed.dat', RANK: 42, STEPSTATUS: 'T', ISMOVED: true, STOPTRANS: 1800000000000 });
    expectSingle(res, 'UPDATE');
    expect(Object.keys(res.body)).toEqual(['X-method', 'path', 'base', 'subpath', 'uri', 'answer', 'command', 'message', 'code']);
    const after = record105();
    expect(after).toEqual({ ...before, FILENAME: 'renamed.dat', RANK: 42, STEPSTATUS: 'T  ', ISMOVED: true, STOPTRANS: 1800000000000, UPDATEDINFO: 3 });
    expect(lossless(res.text).answer).toEqual(lossless(JSON.stringify({ ...after, SPECIALID: 105 })));
  });

  it('takes the fields from the query string too', async () => {
    const res = await t.http.put(`${ONE}&RANK=7&RETRIEVEMODE=true`);
    expectSingle(res, 'UPDATE');
    expect(record105()).toMatchObject({ RANK: 7, RETRIEVEMODE: true, UPDATEDINFO: 3 });
  });

  it('without a body answers 200 and only UPDATEDINFO becomes 3', async () => {
    const before = record105();
    const res = await t.http.put(ONE);
    expectSingle(res, 'UPDATE');
    expect(record105()).toEqual({ ...before, UPDATEDINFO: 3 });
  });

  it('does not change IDRULE', async () => {
    const res = await t.http.put(ONE).send({ IDRULE: 'other-rule', RANK: 1 });
    expectSingle(res, 'UPDATE');
    expect(res.body.answer).toMatchObject({ IDRULE: 'rule1', RANK: 1 });
    expect(record105()?.IDRULE).toBe('rule1');
  });

  it('takes SPECIALID from the path, not from the body', async () => {
    const size = t.fake.store.transfers.size;
    const res = await t.http.put(ONE).send({ SPECIALID: 5555, RANK: 2 });
    expectSingle(res, 'UPDATE');
    expect(res.body.answer.SPECIALID).toBe(105);
    expect(record105()?.RANK).toBe(2);
    expect(t.fake.store.transfers.size).toBe(size);
    expect([...t.fake.store.transfers.values()].some((r) => r.record.SPECIALID === 5555n)).toBe(false);
  });

  it('REQUESTER/REQUESTED in the body are lookup arguments that win over the query', async () => {
    // The query names 105 wrongly; the body names it rightly.
    const res = await t.http.put('/transfers/105?REQUESTER=hostB&REQUESTED=server1').send({ REQUESTER: 'server1', REQUESTED: 'hostB', RANK: 9 });
    expectSingle(res, 'UPDATE');
    expect(res.body.answer).toMatchObject({ REQUESTER: 'server1', REQUESTED: 'hostB', RANK: 9 });
  });

  it('a body REQUESTED that does not exist answers 404 and changes nothing', async () => {
    const res = await rejected(t.fake, t.http.put(ONE).send({ REQUESTED: 'hostZ', RANK: 9 }));
    expectJsonError(res, 404, 'Not Found');
    expect(res.body.detail).toMatch(/^Issue while reading from database /);
  });

  it('updates a transfer of another owner when OWNERREQ names it', async () => {
    const res = await t.http.put('/transfers/108?REQUESTER=hostA&REQUESTED=server1&OWNERREQ=hostA').send({ RANK: 3 });
    expectSingle(res, 'UPDATE');
    expect(res.body.answer).toMatchObject({ OWNERREQ: 'hostA', RANK: 3, UPDATEDINFO: 3 });
  });

  it('a transfer of another owner is not found without its OWNERREQ: 404, nothing changed', async () => {
    const res = await rejected(t.fake, t.http.put('/transfers/108?REQUESTER=hostA&REQUESTED=server1').send({ RANK: 3 }));
    expectJsonError(res, 404, 'Not Found');
  });

  it('an unknown id answers 404 "Issue while reading from database" and changes nothing', async () => {
    const res = await rejected(t.fake, t.http.put('/transfers/999?REQUESTER=server1&REQUESTED=hostB').send({ RANK: 1 }));
    expectJsonError(res, 404, 'Not Found');
    expect(res.body.detail).toBe('Issue while reading from database {"REQUESTER":"server1","REQUESTED":"hostB","_id":"999","RANK":1}');
  });

  it.each([
    ['GLOBALSTEP', 9],
    ['MODETRANS', 9],
    ['STEP', 'x'],
    ['RETRIEVEMODE', 'yes'],
    ['STARTTRANS', 'notadate'],
  ])('an invalid field %s %j answers 400 and leaves the state unchanged', async (field, value) => {
    const res = await rejected(t.fake, t.http.put(ONE).send({ RANK: 77, [field]: value }));
    expectJsonError(res, 400, 'Bad Request');
    expect(res.body.detail).toMatch(/^Issue while updating to database/);
    expect(record105()?.UPDATEDINFO).toBe(6);
  });

  it('an unparseable body answers 400 and leaves the state unchanged', async () => {
    const res = await rejected(t.fake, t.http.put(ONE).set('content-type', 'application/json').send('{"RANK":'));
    expectJsonError(res, 400, 'Bad Request');
    expect(res.text.startsWith('{"detail":"ERROR: JSON body cannot be parsed",')).toBe(true);
  });

  it('an array body answers 400 and leaves the state unchanged', async () => {
    const res = await rejected(t.fake, t.http.put(ONE).send([{ RANK: 1 }]));
    expectJsonError(res, 400, 'Bad Request');
  });

  it('a body with <script> answers 404 "Issue on values" and leaves the state unchanged', async () => {
    const res = await rejected(t.fake, t.http.put(ONE).send({ FILEINFO: '<script>x' }));
    expectJsonError(res, 404, 'Not Found');
    expect(res.body.detail).toBe('Issue on values');
  });

  it('PUT /transfers (no id) answers 403 HTML', async () => {
    const res = await rejected(t.fake, t.http.put('/transfers?REQUESTER=server1&REQUESTED=hostB').send({ RANK: 1 }));
    expectHtmlError(res, 403, 'Forbidden');
  });

  it('PUT /transfers/105/extra (two segments) answers 403 HTML', async () => {
    const res = await rejected(t.fake, t.http.put('/transfers/105/extra?REQUESTER=server1&REQUESTED=hostB').send({ RANK: 1 }));
    expectHtmlError(res, 403, 'Forbidden');
  });
});

describe('DELETE /transfers/:id', () => {
  it('answers the deleted record; a later GET gives 404', async () => {
    const json = t.fake.store.transfers.get({ SPECIALID: 105n, REQUESTER: 'server1', REQUESTED: 'hostB', OWNERREQ: 'server1' })?.json;
    const size = t.fake.store.transfers.size;
    const res = await t.http.delete(ONE);
    expectSingle(res, 'DELETE');
    expect(res.text).toContain(`"answer":${json},`);
    expect(t.fake.store.transfers.size).toBe(size - 1);
    expect(record105()).toBeUndefined();
    const read = await rejected(t.fake, t.http.get(ONE));
    expectJsonError(read, 404, 'Not Found');
  });

  it('DELETE again answers 404 and changes nothing', async () => {
    expectSingle(await t.http.delete(ONE), 'DELETE');
    const again = await rejected(t.fake, t.http.delete(ONE));
    expectJsonError(again, 404, 'Not Found');
    expect(again.body.detail).toBe('Issue while reading from database {"REQUESTER":"server1","REQUESTED":"hostB","_id":"105"}');
  });

  it('deletes only the transfer with the full identity', async () => {
    const res = await t.http.delete('/transfers/108?REQUESTER=hostA&REQUESTED=server1&OWNERREQ=hostA');
    expectSingle(res, 'DELETE');
    expect(res.body.answer.OWNERREQ).toBe('hostA');
    expect(t.fake.store.transfers.size).toBe(FIXTURE.length - 1);
  });

  it('a transfer of another owner is not deleted without its OWNERREQ', async () => {
    const res = await rejected(t.fake, t.http.delete('/transfers/108?REQUESTER=hostA&REQUESTED=server1'));
    expectJsonError(res, 404, 'Not Found');
  });

  it('DELETE /transfers (no id) answers 403 HTML and deletes nothing', async () => {
    const res = await rejected(t.fake, t.http.delete('/transfers?OWNERREQ=*'));
    expectHtmlError(res, 403, 'Forbidden');
  });
});

describe('round trip', () => {
  it('create, read, update, read, delete, read gives 404', async () => {
    const created = await t.http.post('/transfers').send({ ...MINIMAL, SPECIALID: 500, STARTTRANS: 0 });
    expectSingle(created, 'CREATE');
    expect(created.body.answer.STARTTRANS).toBe(NOW);
    const url = '/transfers/500?REQUESTER=server1&REQUESTED=hostA';

    const read1 = await t.http.get(url);
    expectSingle(read1, 'GET');
    expect(read1.body.answer).toEqual(created.body.answer);

    const updated = await t.http.put(url).send({ FILENAME: 'v2.txt', GLOBALSTEP: 4 });
    expectSingle(updated, 'UPDATE');
    expect(updated.body.answer).toEqual({ ...created.body.answer, FILENAME: 'v2.txt', GLOBALSTEP: 4 });

    const read2 = await t.http.get(url);
    expectSingle(read2, 'GET');
    expect(read2.body.answer).toEqual(updated.body.answer);

    const deleted = await t.http.delete(url);
    expectSingle(deleted, 'DELETE');
    expect(deleted.body.answer).toEqual(updated.body.answer);

    const read3 = await rejected(t.fake, t.http.get(url));
    expectJsonError(read3, 404, 'Not Found');
  });

  it('a created transfer shows in the list; an updated one moves with its new GLOBALSTEP; a deleted one leaves', async () => {
    const created = await t.http.post('/transfers').send({ ...MINIMAL, SPECIALID: 501, IDRULE: 'rt' });
    expectSingle(created, 'CREATE');
    const list = async (q: string) => {
      const res = await t.http.get(`/transfers?IDRULE=rt${q}`);
      expectList(res);
      return res.body.answer.count as number;
    };
    expect(await list('')).toBe(1);
    expect(await list('&DONE=true')).toBe(0);
    expectSingle(await t.http.put('/transfers/501?REQUESTER=server1&REQUESTED=hostA').send({ GLOBALSTEP: 4 }), 'UPDATE');
    expect(await list('&DONE=true')).toBe(1);
    expectSingle(await t.http.delete('/transfers/501?REQUESTER=server1&REQUESTED=hostA'), 'DELETE');
    expect(await list('')).toBe(0);
  });
});
