// GET /transfers: combinations of filters (AND-ed, flags OR-ed), over the FIXTURE and the seeded dataset.
import { beforeEach, describe, expect, it } from 'vitest';
import { idsOf, testFake, type TestFake } from '../support/fake-app.ts';
import { expectList, FIXTURE, idList, modelList, postRows, type ModelQuery, type Row } from './support.ts';

let t: TestFake;
beforeEach(() => {
  t = testFake({ dataset: 'empty' });
  postRows(t.fake, FIXTURE);
});

async function ids(url: string, body?: object): Promise<string[]> {
  const req = t.http.get(url);
  const res = await (body === undefined ? req : req.send(body));
  expectList(res);
  return idsOf(res.text);
}

describe('GET /transfers filter combinations', () => {
  it('OWNERREQ=*&PARTNER=hostA&INERROR=true: every owner, hostA on either side, in error', async () => {
    expect(await ids('/transfers?OWNERREQ=*&PARTNER=hostA&INERROR=true')).toEqual(['108', '103', '107', '104']);
  });

  it('IDRULE+DONE+ORDERBYID: own rule1 transfers done, by SPECIALID descending', async () => {
    expect(await ids('/transfers?IDRULE=rule1&DONE=true&ORDERBYID=true')).toEqual(['106', '105']);
  });

  it('IDRULE+PARTNER+DONE+ORDERBYID+LIMIT: the cap applies after filter and order', async () => {
    expect(await ids('/transfers?IDRULE=rule1&PARTNER=hostB&DONE=true&ORDERBYID=true')).toEqual(['106', '105']);
    expect(await ids('/transfers?IDRULE=rule1&PARTNER=hostB&DONE=true&ORDERBYID=true&LIMIT=1')).toEqual(['106']);
  });

  it('STARTID/STOPID+INERROR+ORDERBYID: the id range and the flag are AND-ed', async () => {
    expect(await ids('/transfers?STARTID=102&STOPID=107&INERROR=true&ORDERBYID=true')).toEqual(['107', '104', '103']);
  });

  it('PENDING+INTRANSFER+STARTTRANS: OR-ed flags within a date window', async () => {
    expect(await ids('/transfers?PENDING=true&INTRANSFER=true&STARTTRANS=2026-11-20T05:00:00.000Z')).toEqual(['101', '102']);
  });

  it('PENDING+INTRANSFER+STARTTRANS+OWNERREQ=*: equal STARTTRANS ordered by SPECIALID descending', async () => {
    expect(await ids('/transfers?OWNERREQ=*&PENDING=true&INTRANSFER=true&STARTTRANS=2026-11-20T05:00:00.000Z')).toEqual(['110', '101', '102']);
  });

  it('query and body disagreeing: the body values of IDRULE, OWNERREQ and ORDERBYID win', async () => {
    // With the query values alone (rule2, own, DONE) nothing matches.
    expect(await ids('/transfers?IDRULE=rule2&OWNERREQ=server1&DONE=true&ORDERBYID=true')).toEqual([]);
    expect(await ids('/transfers?IDRULE=rule2&OWNERREQ=server1&DONE=true&ORDERBYID=true', { IDRULE: 'rule1', OWNERREQ: '*', ORDERBYID: false })).toEqual(['105', '106']);
  });

  it('OWNERREQ=hostA+PARTNER+STOPTRANS+ORDERBYID: another owner, an inclusive upper date bound', async () => {
    expect(await ids('/transfers?OWNERREQ=hostA&PARTNER=hostB&STOPTRANS=2026-11-20T10:00:00.000Z&ORDERBYID=true')).toEqual(['110']);
  });

  it('STARTTRANS+STOPSTRANS+LIMIT+limit over every owner: the window, then the smaller cap', async () => {
    const res = await t.http.get('/transfers?OWNERREQ=*&STARTTRANS=2026-11-20T07:00:00.000Z&STOPSTRANS=2026-11-20T12:00:00.000Z&LIMIT=4&limit=3');
    expectList(res);
    expect(idsOf(res.text)).toEqual(['105', '103', '110']);
    expect(res.body.answer).toMatchObject({ count: 3, limit: 3 });
  });

  it('ALLSTATUS with a flag and IDRULE: the flag is overridden, the rule still applies', async () => {
    expect(await ids('/transfers?OWNERREQ=*&ALLSTATUS=true&INERROR=true&IDRULE=rule2')).toEqual(['103', '107', '104', '109']);
  });

  it('every filter from a JSON body at once', async () => {
    const body = { OWNERREQ: '*', PARTNER: 'server1', IDRULE: 'rule1', INERROR: 1, DONE: 'true', STARTID: 100, STOPID: 110, STARTTRANS: '2026-11-20', STOPTRANS: '2026-11-21', ORDERBYID: true, LIMIT: 5 };
    // rule1, server1 on a side, ids 100-110, started on 2026-11-20, in error or done: 105 (done), 108 (error).
    expect(await ids('/transfers', body)).toEqual(['108', '105']);
  });
});

/** The stored rows as the model sees them (seeded ids are epoch-ms-like, well below 2^53). */
const rowsOf = (tf: TestFake): Row[] =>
  [...tf.fake.store.transfers.values()].map(({ record: r }) => ({
    SPECIALID: Number(r.SPECIALID),
    OWNERREQ: r.OWNERREQ,
    REQUESTER: r.REQUESTER,
    REQUESTED: r.REQUESTED,
    IDRULE: r.IDRULE,
    STARTTRANS: r.STARTTRANS,
    UPDATEDINFO: r.UPDATEDINFO,
    GLOBALSTEP: r.GLOBALSTEP,
  }));

describe('GET /transfers on the seeded datasets', () => {
  it('small: each combination answers what a naive filter over the stored rows computes', async () => {
    const seeded = testFake({ seed: 42, dataset: 'small' });
    const rows = rowsOf(seeded);
    const some = rows[rows.length >> 1] as Row;
    const partner = some.REQUESTER === 'server1' ? some.REQUESTED : some.REQUESTER;
    const mid = some.STARTTRANS;
    const cases: Array<[string, ModelQuery]> = [
      ['/transfers', { owner: 'server1', flags: [], orderById: false, cap: 100 }],
      ['/transfers?OWNERREQ=*&limit=1000', { owner: '*', flags: [], orderById: false, cap: 1000 }],
      [`/transfers?OWNERREQ=*&PARTNER=${partner}&INERROR=true`, { owner: '*', partner, flags: ['INERROR'], orderById: false, cap: 100 }],
      [`/transfers?IDRULE=${some.IDRULE}&DONE=true&ORDERBYID=true`, { owner: 'server1', rule: some.IDRULE, flags: ['DONE'], orderById: true, cap: 100 }],
      [`/transfers?IDRULE=${some.IDRULE}&PARTNER=${partner}&DONE=true&ORDERBYID=true&LIMIT=3`, { owner: 'server1', rule: some.IDRULE, partner, flags: ['DONE'], orderById: true, cap: 3 }],
      [`/transfers?STARTID=${some.SPECIALID - 40}&STOPID=${some.SPECIALID + 40}&INERROR=true&ORDERBYID=true`, { owner: 'server1', startId: some.SPECIALID - 40, stopId: some.SPECIALID + 40, flags: ['INERROR'], orderById: true, cap: 100 }],
      [`/transfers?PENDING=true&INTRANSFER=true&STARTTRANS=${mid}`, { owner: 'server1', flags: ['PENDING', 'INTRANSFER'], startTrans: mid, orderById: false, cap: 100 }],
      [`/transfers?OWNERREQ=${partner}&STOPTRANS=${new Date(mid).toISOString()}`, { owner: partner, flags: [], stopTrans: mid, orderById: false, cap: 100 }],
    ];
    for (const [url, q] of cases) {
      const res = await seeded.http.get(url);
      expectList(res);
      const expected = idList(modelList(rows, q));
      expect(idsOf(res.text), url).toEqual(expected);
      // Every case selects something, so the comparison is never trivially empty = empty.
      expect(expected.length, url).toBeGreaterThan(0);
    }
  });

  it('medium: long ranges across many index chunks answer what the naive filter computes', async () => {
    const seeded = testFake({ seed: 3, dataset: 'medium' });
    const rows = rowsOf(seeded);
    const byId = rows.map((r) => r.SPECIALID).sort((a, b) => a - b);
    const byStart = rows.map((r) => r.STARTTRANS).sort((a, b) => a - b);
    const idAt = (f: number) => byId[Math.floor(f * (byId.length - 1))] as number;
    const startAt = (f: number) => byStart[Math.floor(f * (byStart.length - 1))] as number;
    const rule = rows[0]?.IDRULE as string;
    const cases: Array<[string, ModelQuery]> = [
      ['/transfers?OWNERREQ=*&limit=1200&ORDERBYID=true', { owner: '*', flags: [], orderById: true, cap: 1200 }],
      [`/transfers?limit=1200&STARTID=${idAt(0.2)}&STOPID=${idAt(0.7)}`, { owner: 'server1', flags: [], startId: idAt(0.2), stopId: idAt(0.7), orderById: false, cap: 1200 }],
      [`/transfers?limit=1200&STARTID=${idAt(0.2)}&STOPID=${idAt(0.7)}&ORDERBYID=true&DONE=true`, { owner: 'server1', flags: ['DONE'], startId: idAt(0.2), stopId: idAt(0.7), orderById: true, cap: 1200 }],
      [`/transfers?limit=1200&STARTTRANS=${startAt(0.1)}&STOPTRANS=${startAt(0.6)}&INERROR=true&PENDING=true`, { owner: 'server1', flags: ['INERROR', 'PENDING'], startTrans: startAt(0.1), stopTrans: startAt(0.6), orderById: false, cap: 1200 }],
      [`/transfers?OWNERREQ=*&limit=1200&STARTTRANS=${startAt(0.3)}&STOPSTRANS=${startAt(0.9)}&ORDERBYID=true&IDRULE=${rule}`, { owner: '*', rule, flags: [], startTrans: startAt(0.3), stopTrans: startAt(0.9), orderById: true, cap: 1200 }],
      [`/transfers?limit=1200&STOPID=${idAt(0.5)}&INTRANSFER=true&DONE=true&LIMIT=900`, { owner: 'server1', flags: ['INTRANSFER', 'DONE'], stopId: idAt(0.5), orderById: false, cap: 900 }],
    ];
    for (const [url, q] of cases) {
      const res = await seeded.http.get(url);
      expectList(res);
      const expected = idList(modelList(rows, q));
      expect(expected.length, url).toBeGreaterThan(600);
      // Seeded ids stay below 2^53, so the plain JSON parse is exact here (and cheaper on large answers).
      expect((res.body.answer.results as Array<{ SPECIALID: number }>).map((r) => String(r.SPECIALID)), url).toEqual(expected);
    }
  });
});
