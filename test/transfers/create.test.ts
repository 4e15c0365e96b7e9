// POST /transfers: required fields, defaults, upsert, encodings of stored values, and every rejection.
import { beforeEach, describe, expect, it } from 'vitest';
import { lossless, snapshot, testFake, type TestFake } from '../support/fake-app.ts';
import { expectHtmlError, expectJsonError, expectSingle, MINIMAL, NOW, rejected } from './support.ts';

let t: TestFake;
beforeEach(() => {
  t = testFake({ dataset: 'empty' });
});

const post = (body: object) => t.http.post('/transfers').send(body);
const postRaw = (text: string) => t.http.post('/transfers').set('content-type', 'application/json').send(text);
const stored = () => [...t.fake.store.transfers.values()].map((r) => r.record);

describe('POST /transfers creates', () => {
  it('answers 200 CREATE with the record, and stores it', async () => {
    const res = await post({ ...MINIMAL, SPECIALID: 7 });
    expectSingle(res, 'CREATE');
    expect(Object.keys(res.body)).toEqual(['X-method', 'path', 'base', 'uri', 'answer', 'command', 'message', 'code']);
    expect(res.body).toMatchObject({ 'X-method': 'POST', path: '/transfers', base: 'transfers', uri: {}, message: 'OK', code: 200 });
    expect(t.fake.store.transfers.size).toBe(1);
    const row = t.fake.store.transfers.get({ SPECIALID: 7n, REQUESTER: 'server1', REQUESTED: 'hostA', OWNERREQ: 'server1' });
    expect(row?.json).toBeDefined();
    expect(res.text).toContain(`"answer":${row?.json},`);
  });

  it('fills the defaults of every field left out', async () => {
    const res = await post({ ...MINIMAL, SPECIALID: 7 });
    expectSingle(res, 'CREATE');
    expect(res.body.answer).toEqual({
      '@model': 'DbTaskRunner', SPECIALID: 7, RETRIEVEMODE: false, IDRULE: 'rule1', MODETRANS: 1, FILENAME: 'f.txt',
      ORIGINALNAME: '', FILEINFO: '', ISMOVED: false, BLOCKSZ: 0, OWNERREQ: 'server1', REQUESTER: 'server1', REQUESTED: 'hostA',
      TRANSFERINFO: '{}', GLOBALSTEP: 0, GLOBALLASTSTEP: 0, STEP: -1, STEPSTATUS: '-  ', INFOSTATUS: '-  ', RANK: 0,
      STARTTRANS: 0, STOPTRANS: NOW, UPDATEDINFO: 3, ORIGINALSIZE: -1, follow: '',
    });
  });

  it('stores every given writable field', async () => {
    const body = {
      ...MINIMAL, SPECIALID: 8, RETRIEVEMODE: true, MODETRANS: 4, ORIGINALNAME: 'o.txt', FILEINFO: 'info', ISMOVED: true,
      BLOCKSZ: 65536, TRANSFERINFO: 'ti', GLOBALSTEP: 4, GLOBALLASTSTEP: 3, STEP: 2, STEPSTATUS: 'O  ', INFOSTATUS: 'W',
      RANK: 12, STARTTRANS: 1700000000000, STOPTRANS: 1700000100000,
    };
    const res = await post(body);
    expectSingle(res, 'CREATE');
    // A TRANSFERINFO without a map gets the transfer's map after it (DbTaskRunner.getTransferInfo).
    expect(res.body.answer).toMatchObject({ ...body, INFOSTATUS: 'W  ', TRANSFERINFO: 'ti {}', UPDATEDINFO: 3 });
  });

  it('OWNERREQ absent or empty becomes server1; another OWNERREQ is kept', async () => {
    const absent = await post({ ...MINIMAL, SPECIALID: 1 });
    expectSingle(absent, 'CREATE');
    expect(absent.body.answer.OWNERREQ).toBe('server1');
    const empty = await post({ ...MINIMAL, SPECIALID: 2, OWNERREQ: '' });
    expectSingle(empty, 'CREATE');
    expect(empty.body.answer.OWNERREQ).toBe('server1');
    const other = await post({ ...MINIMAL, SPECIALID: 3, OWNERREQ: 'hostB' });
    expectSingle(other, 'CREATE');
    expect(other.body.answer.OWNERREQ).toBe('hostB');
    expect(t.fake.store.transfers.get({ SPECIALID: 3n, REQUESTER: 'server1', REQUESTED: 'hostA', OWNERREQ: 'hostB' })).toBeDefined();
  });

  it('takes its fields from the query string alone', async () => {
    const res = await t.http.post('/transfers?FILENAME=q.txt&IDRULE=rule9&REQUESTER=hostA&REQUESTED=server1&SPECIALID=77&RANK=5&ISMOVED=true');
    expectSingle(res, 'CREATE');
    expect(res.body.answer).toMatchObject({ SPECIALID: 77, FILENAME: 'q.txt', IDRULE: 'rule9', REQUESTER: 'hostA', REQUESTED: 'server1', RANK: 5, ISMOVED: true });
    expect(res.body.uri).toMatchObject({ SPECIALID: '77', RANK: '5' });
  });

  it('without SPECIALID allocates a new unique id each time', async () => {
    const a = await post(MINIMAL);
    const b = await post(MINIMAL);
    expectSingle(a, 'CREATE');
    expectSingle(b, 'CREATE');
    expect(a.body.answer.SPECIALID).not.toBe(b.body.answer.SPECIALID);
    expect(t.fake.store.transfers.size).toBe(2);
  });

  it('without SPECIALID allocates an id no seeded transfer has', async () => {
    const seeded = testFake({ dataset: 'small' });
    const before = new Set([...seeded.fake.store.transfers.values()].map((r) => r.record.SPECIALID));
    const res = await seeded.http.post('/transfers').send(MINIMAL);
    expectSingle(res, 'CREATE');
    expect(before.has(BigInt(lossless(res.text).answer.SPECIALID))).toBe(false);
    expect(seeded.fake.store.transfers.size).toBe(before.size + 1);
  });

  it('stores SPECIALID 9007199254740993 (> 2^53) and echoes every digit', async () => {
    const res = await postRaw('{"SPECIALID":9007199254740993,"FILENAME":"big.dat","IDRULE":"rule1","REQUESTER":"server1","REQUESTED":"hostA"}');
    expectSingle(res, 'CREATE');
    expect(res.text).toContain('"SPECIALID":9007199254740993');
    expect(lossless(res.text).answer.SPECIALID).toBe(9007199254740993n);
    expect(t.fake.store.transfers.get({ SPECIALID: 9007199254740993n, REQUESTER: 'server1', REQUESTED: 'hostA', OWNERREQ: 'server1' })).toBeDefined();
    const read = await t.http.get('/transfers/9007199254740993?REQUESTER=server1&REQUESTED=hostA');
    expectSingle(read, 'GET');
    expect(read.text).toContain('"SPECIALID":9007199254740993');
  });

  it('accepts the int64 extremes as SPECIALID', async () => {
    for (const id of ['9223372036854775807', '-9223372036854775808']) {
      const res = await postRaw(`{"SPECIALID":${id},"FILENAME":"x","IDRULE":"rule1","REQUESTER":"server1","REQUESTED":"hostA"}`);
      expectSingle(res, 'CREATE');
      expect(res.text).toContain(`"SPECIALID":${id}`);
    }
  });

  it.each(['9223372036854775808', '-9223372036854775809', '100000000000000000000'])(
    'a SPECIALID outside the int64 range (%s, not a LONG) answers 400 and stores nothing',
    async (id) => {
      const res = await rejected(t.fake, postRaw(`{"SPECIALID":${id},"FILENAME":"x","IDRULE":"rule1","REQUESTER":"server1","REQUESTED":"hostA"}`));
      expectJsonError(res, 400, 'Bad Request');
      expect(res.body.detail).toMatch(/^Issue while inserting into database/);
      expect(t.fake.store.transfers.size).toBe(0);
    },
  );

  it('allows a negative SPECIALID', async () => {
    const res = await post({ ...MINIMAL, SPECIALID: -42 });
    expectSingle(res, 'CREATE');
    expect(res.body.answer.SPECIALID).toBe(-42);
    const read = await t.http.get('/transfers/-42?REQUESTER=server1&REQUESTED=hostA');
    expectSingle(read, 'GET');
  });

  it.each([0, 1, 4, 6])('stores UPDATEDINFO 3 whatever is sent (%i)', async (u) => {
    const res = await post({ ...MINIMAL, SPECIALID: 5, UPDATEDINFO: u });
    expectSingle(res, 'CREATE');
    expect(res.body.answer.UPDATEDINFO).toBe(3);
    expect(stored()[0]?.UPDATEDINFO).toBe(3);
  });
});

describe('POST /transfers on an existing key (upsert)', () => {
  it('answers 200 and replaces the whole record: fields left out go back to their defaults', async () => {
    const full = { ...MINIMAL, SPECIALID: 9, MODETRANS: 3, STEP: 4, BLOCKSZ: 512, RANK: 8, ORIGINALNAME: 'orig', FILEINFO: 'fi', TRANSFERINFO: 'ti', STEPSTATUS: 'O', GLOBALSTEP: 4 };
    expectSingle(await post(full), 'CREATE');
    const res = await post({ ...MINIMAL, SPECIALID: 9, FILENAME: 'second.txt' });
    expectSingle(res, 'CREATE');
    expect(t.fake.store.transfers.size).toBe(1);
    expect(res.body.answer).toMatchObject({
      FILENAME: 'second.txt', MODETRANS: 1, STEP: -1, BLOCKSZ: 0, RANK: 0, ORIGINALNAME: '', FILEINFO: '', TRANSFERINFO: '{}', STEPSTATUS: '-  ', GLOBALSTEP: 0,
    });
    const read = await t.http.get('/transfers/9?REQUESTER=server1&REQUESTED=hostA');
    expect(read.body.answer).toEqual(res.body.answer);
  });

  it('the same SPECIALID with another identity is another transfer', async () => {
    expectSingle(await post({ ...MINIMAL, SPECIALID: 9 }), 'CREATE');
    expectSingle(await post({ ...MINIMAL, SPECIALID: 9, REQUESTER: 'hostA', REQUESTED: 'server1' }), 'CREATE');
    expectSingle(await post({ ...MINIMAL, SPECIALID: 9, OWNERREQ: 'hostA' }), 'CREATE');
    expect(t.fake.store.transfers.size).toBe(3);
  });
});

describe('POST /transfers stored encodings', () => {
  it.each([
    ['O', 'O  '],
    ['O  ', 'O  '],
    ['CompleteOk', 'C  '],
    ['Warning', 'W  '],
    ['Zz', '-  '],
    ['', '-  '],
  ])('STEPSTATUS and INFOSTATUS %j are decoded from the first letter and stored as %j', async (given, written) => {
    const res = await post({ ...MINIMAL, SPECIALID: 3, STEPSTATUS: given, INFOSTATUS: given });
    expectSingle(res, 'CREATE');
    expect(res.body.answer.STEPSTATUS).toBe(written);
    expect(res.body.answer.INFOSTATUS).toBe(written);
  });

  it('STARTTRANS 0 becomes the fake clock now', async () => {
    const res = await post({ ...MINIMAL, SPECIALID: 3, STARTTRANS: 0 });
    expectSingle(res, 'CREATE');
    expect(res.body.answer.STARTTRANS).toBe(NOW);
  });

  it('STARTTRANS as ISO text is that instant', async () => {
    const res = await post({ ...MINIMAL, SPECIALID: 3, STARTTRANS: '2026-11-20T10:00:00.000Z' });
    expectSingle(res, 'CREATE');
    expect(res.body.answer.STARTTRANS).toBe(Date.parse('2026-11-20T10:00:00.000Z'));
  });

  it('STOPTRANS is stored as given', async () => {
    const res = await post({ ...MINIMAL, SPECIALID: 3, STOPTRANS: 1700000000000 });
    expectSingle(res, 'CREATE');
    expect(res.body.answer.STOPTRANS).toBe(1700000000000);
    expect(stored()[0]?.STOPTRANS).toBe(1700000000000);
  });

  it('backslashes are removed from FILEINFO and TRANSFERINFO, not from FILENAME', async () => {
    const res = await post({ ...MINIMAL, SPECIALID: 3, FILENAME: 'C:\\in\\f.txt', FILEINFO: 'a\\b\\\\c', TRANSFERINFO: 'x\\"y' });
    expectSingle(res, 'CREATE');
    expect(res.body.answer).toMatchObject({ FILENAME: 'C:\\in\\f.txt', FILEINFO: 'abc', TRANSFERINFO: 'x"y {}' });
  });

  it('non-ASCII is written as \\u00E9 escapes in the raw text', async () => {
    const res = await post({ ...MINIMAL, SPECIALID: 3, FILENAME: 'fé.txt' });
    expectSingle(res, 'CREATE');
    expect(res.text).toContain('"FILENAME":"f\\u00E9.txt"');
    expect(res.text).not.toContain('é');
    expect(res.body.answer.FILENAME).toBe('fé.txt');
  });
});

describe('POST /transfers rejected: nothing stored', () => {
  it.each(['FILENAME', 'IDRULE', 'REQUESTER', 'REQUESTED'])('a missing %s answers 400 "Issue while inserting into database"', async (field) => {
    const body: Record<string, string> = { ...MINIMAL };
    delete body[field];
    const res = await rejected(t.fake, post(body));
    expectJsonError(res, 400, 'Bad Request');
    expect(res.body.detail).toMatch(/^Issue while inserting into database/);
    expect(t.fake.store.transfers.size).toBe(0);
  });

  it.each(['FILENAME', 'IDRULE', 'REQUESTER', 'REQUESTED'])('an empty %s answers 400 "Issue while inserting into database"', async (field) => {
    const res = await rejected(t.fake, post({ ...MINIMAL, [field]: '' }));
    expectJsonError(res, 400, 'Bad Request');
    expect(res.body.detail).toMatch(/^Issue while inserting into database/);
  });

  it.each([
    ['GLOBALSTEP', 9],
    ['MODETRANS', 9],
    ['STEP', 'x'],
    ['SPECIALID', 'abc'],
    ['RETRIEVEMODE', 'yes'],
    ['STARTTRANS', 'notadate'],
  ])('%s %j (a wrong type or value) answers 400 and stores nothing', async (field, value) => {
    const res = await rejected(t.fake, post({ ...MINIMAL, [field]: value }));
    expectJsonError(res, 400, 'Bad Request');
    expect(res.body.detail).toMatch(/^Issue while inserting into database/);
    expect(t.fake.store.transfers.size).toBe(0);
  });

  it('a wrong type does not touch an existing transfer with the same key', async () => {
    expectSingle(await post({ ...MINIMAL, SPECIALID: 4, RANK: 3 }), 'CREATE');
    const res = await rejected(t.fake, post({ ...MINIMAL, SPECIALID: 4, GLOBALSTEP: 9 }));
    expectJsonError(res, 400, 'Bad Request');
    expect(stored()[0]?.RANK).toBe(3);
  });

  it('an unparseable body answers 400 with detail "ERROR: JSON body cannot be parsed" first', async () => {
    const res = await rejected(t.fake, postRaw('{"FILENAME":"f.txt",'));
    expectJsonError(res, 400, 'Bad Request');
    expect(res.text.startsWith('{"detail":"ERROR: JSON body cannot be parsed",')).toBe(true);
  });

  it('an array body answers 400', async () => {
    const res = await rejected(t.fake, post([MINIMAL]));
    expectJsonError(res, 400, 'Bad Request');
  });

  it('an empty body answers 400 "Issue while inserting into database"', async () => {
    const res = await rejected(t.fake, t.http.post('/transfers'));
    expectJsonError(res, 400, 'Bad Request');
    expect(res.body.detail).toMatch(/^Issue while inserting into database/);
  });

  it('an empty object answers 400 "Issue while inserting into database"', async () => {
    const res = await rejected(t.fake, post({}));
    expectJsonError(res, 400, 'Bad Request');
    expect(res.body.detail).toMatch(/^Issue while inserting into database/);
  });

  it('a body with <script> answers 400 "Issue on values"', async () => {
    const res = await rejected(t.fake, post({ ...MINIMAL, FILEINFO: '<script>alert(1)</script>' }));
    expectJsonError(res, 400, 'Bad Request');
    expect(res.body.detail).toBe('Issue on values');
  });

  it('POST /transfers/2009 (an id segment) answers 403 HTML', async () => {
    const seeded = testFake({ dataset: 'small' });
    const before = snapshot(seeded.fake);
    const res = await seeded.http.post('/transfers/2009').send({ ...MINIMAL, SPECIALID: 2009 });
    expectHtmlError(res, 403, 'Forbidden');
    expect(snapshot(seeded.fake)).toBe(before);
  });
});
