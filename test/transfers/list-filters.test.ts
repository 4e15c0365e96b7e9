// GET /transfers: each filter alone, from the query string or a JSON body, over the known FIXTURE.
import { beforeEach, describe, expect, it } from 'vitest';
import { idsOf, testFake, type TestFake } from '../support/fake-app.ts';
import { expectJsonError, expectList, FIXTURE, HOUR, postRows, rejected, T0 } from './support.ts';

let t: TestFake;
beforeEach(() => {
  t = testFake({ dataset: 'empty' });
  postRows(t.fake, FIXTURE);
});

/** The SPECIALIDs a list request answers, after checking the answer is a valid list. */
async function ids(url: string, body?: unknown): Promise<string[]> {
  const req = t.http.get(url);
  const res = await (body === undefined ? req : req.send(body as object));
  expectList(res);
  return idsOf(res.text);
}

const OWN_BY_START = ['111', '105', '103', '107', '101', '102', '104', '100', '106'];
const OWN_BY_ID = ['111', '107', '106', '105', '104', '103', '102', '101', '100'];
const ALL_BY_START = ['111', '108', '105', '103', '110', '107', '101', '102', '104', '109', '100', '106'];

describe('GET /transfers order', () => {
  it('lists own transfers by STARTTRANS descending, ties by SPECIALID descending, by default', async () => {
    expect(await ids('/transfers')).toEqual(OWN_BY_START);
  });

  it('ORDERBYID=true lists by SPECIALID descending', async () => {
    expect(await ids('/transfers?ORDERBYID=true')).toEqual(OWN_BY_ID);
  });

  it.each(['TRUE', '1', 'yes', 'false'])('ORDERBYID=%s in a query is false (only lower-case true is true)', async (v) => {
    expect(await ids(`/transfers?ORDERBYID=${v}`)).toEqual(OWN_BY_START);
  });

  it.each([true, 1, -2, 'true'])('ORDERBYID %j in a JSON body is true', async (v) => {
    expect(await ids('/transfers', { ORDERBYID: v })).toEqual(OWN_BY_ID);
  });

  it.each([false, 0, 'TRUE', 'yes'])('ORDERBYID %j in a JSON body is false', async (v) => {
    expect(await ids('/transfers', { ORDERBYID: v })).toEqual(OWN_BY_START);
  });
});

describe('GET /transfers LIMIT', () => {
  it('LIMIT=3 keeps the first three rows of the order', async () => {
    expect(await ids('/transfers?LIMIT=3')).toEqual(OWN_BY_START.slice(0, 3));
  });

  it.each(['0', '-1', 'abc'])('LIMIT=%s means no cap', async (v) => {
    expect(await ids(`/transfers?LIMIT=${v}`)).toEqual(OWN_BY_START);
  });

  it('a repeated LIMIT means no cap', async () => {
    expect(await ids('/transfers?LIMIT=2&LIMIT=3')).toEqual(OWN_BY_START);
  });

  it('LIMIT from a JSON body caps the list', async () => {
    expect(await ids('/transfers', { LIMIT: 2 })).toEqual(OWN_BY_START.slice(0, 2));
  });

  it('with LIMIT and lower-case limit the smaller cap applies, and the answer shows limit', async () => {
    const a = await t.http.get('/transfers?LIMIT=5&limit=2');
    expectList(a);
    expect(idsOf(a.text)).toEqual(OWN_BY_START.slice(0, 2));
    expect(a.body.answer.limit).toBe(2);
    const b = await t.http.get('/transfers?LIMIT=2&limit=5');
    expectList(b);
    expect(idsOf(b.text)).toEqual(OWN_BY_START.slice(0, 2));
    expect(b.body.answer.limit).toBe(5);
  });
});

describe('GET /transfers STARTID / STOPID', () => {
  it('STARTID and STOPID are inclusive', async () => {
    expect(await ids('/transfers?STARTID=102&STOPID=105&ORDERBYID=true')).toEqual(['105', '104', '103', '102']);
  });

  it('STARTID alone is a lower bound', async () => {
    expect(await ids('/transfers?STARTID=107')).toEqual(['111', '107']);
  });

  it('STOPID alone is an upper bound', async () => {
    expect(await ids('/transfers?STOPID=101')).toEqual(['101', '100']);
  });

  it('a non-numeric STARTID removes the lower bound only', async () => {
    expect(await ids('/transfers?STARTID=abc&STOPID=102&ORDERBYID=true')).toEqual(['102', '101', '100']);
  });

  it('a non-numeric STOPID removes the upper bound only', async () => {
    expect(await ids('/transfers?STARTID=106&STOPID=zz&ORDERBYID=true')).toEqual(['111', '107', '106']);
  });

  it('a reversed range selects nothing', async () => {
    expect(await ids('/transfers?STARTID=105&STOPID=102')).toEqual([]);
  });

  it('STARTID beyond 2^53 compares every digit, from the query or a body, and the filter echo keeps them', async () => {
    for (const id of ['9007199254740992', '9007199254740993']) {
      const reply = t.fake.handle({ method: 'POST', url: '/transfers', headers: {}, body: `{"SPECIALID":${id},"FILENAME":"b","IDRULE":"big","REQUESTER":"server1","REQUESTED":"hostA"}` });
      expect(reply.status).toBe(200);
    }
    expect(await ids('/transfers?IDRULE=big&STARTID=9007199254740993')).toEqual(['9007199254740993']);
    expect(await ids('/transfers?IDRULE=big&STOPID=9007199254740992')).toEqual(['9007199254740992']);
    const res = await t.http.get('/transfers?IDRULE=big').set('content-type', 'application/json').send('{"STARTID":9007199254740993}');
    expectList(res);
    expect(idsOf(res.text)).toEqual(['9007199254740993']);
    expect(res.text).toContain('"filter":{"STARTID":9007199254740993}');
  });

  it('STARTID and STOPID from a JSON body as numbers', async () => {
    expect(await ids('/transfers', { STARTID: 103, STOPID: 104, ORDERBYID: true })).toEqual(['104', '103']);
  });
});

describe('GET /transfers IDRULE and PARTNER', () => {
  it('IDRULE selects that rule exactly', async () => {
    expect(await ids('/transfers?IDRULE=rule2')).toEqual(['103', '107', '104']);
  });

  it.each(['rule', 'RULE2', 'rule2 '])('IDRULE=%j matches no rule (exact, case-sensitive)', async (v) => {
    expect(await ids(`/transfers?IDRULE=${encodeURIComponent(v)}`)).toEqual([]);
  });

  it("IDRULE with SQL text is a plain value, never code (reference §18: the real server's injection)", async () => {
    expect(await ids(`/transfers?IDRULE=${encodeURIComponent("rule1' OR '1'='1")}`)).toEqual([]);
  });

  it('filter keys are case-sensitive: idrule=rule2 filters nothing', async () => {
    expect(await ids('/transfers?idrule=rule2')).toEqual(OWN_BY_START);
  });

  it('PARTNER matches the requester or the requested side', async () => {
    expect(await ids('/transfers?PARTNER=hostA')).toEqual(['103', '107', '101', '104']);
  });

  it('PARTNER=server1 matches every own transfer (the server is on one side of each)', async () => {
    expect(await ids('/transfers?PARTNER=server1')).toEqual(OWN_BY_START);
  });

  it('an empty IDRULE or PARTNER is no filter', async () => {
    expect(await ids('/transfers?IDRULE=&PARTNER=')).toEqual(OWN_BY_START);
  });
});

describe('GET /transfers status flags', () => {
  it('PENDING=true selects UPDATEDINFO 3', async () => {
    expect(await ids('/transfers?PENDING=true')).toEqual(['101', '100']);
  });

  it('INTRANSFER=true selects UPDATEDINFO 5', async () => {
    expect(await ids('/transfers?INTRANSFER=true')).toEqual(['102']);
  });

  it('INERROR=true selects UPDATEDINFO 4 or 2, or GLOBALSTEP 5', async () => {
    expect(await ids('/transfers?INERROR=true')).toEqual(['103', '107', '104']);
  });

  it('DONE=true selects UPDATEDINFO 6 or GLOBALSTEP 4', async () => {
    expect(await ids('/transfers?DONE=true')).toEqual(['105', '106']);
  });

  it('several flags are OR-ed', async () => {
    expect(await ids('/transfers?PENDING=true&DONE=true')).toEqual(['105', '101', '100', '106']);
  });

  it('ALLSTATUS=true overrides the other flags', async () => {
    expect(await ids('/transfers?ALLSTATUS=true&PENDING=true&INERROR=true')).toEqual(OWN_BY_START);
  });

  it.each(['TRUE', '1', 'True'])('PENDING=%s in a query is false, so no status filter', async (v) => {
    expect(await ids(`/transfers?PENDING=${v}`)).toEqual(OWN_BY_START);
  });

  it.each([true, 1, 'true'])('PENDING %j in a JSON body is true', async (v) => {
    expect(await ids('/transfers', { PENDING: v })).toEqual(['101', '100']);
  });

  it.each([false, 0, 'yes'])('PENDING %j in a JSON body is false', async (v) => {
    expect(await ids('/transfers', { PENDING: v })).toEqual(OWN_BY_START);
  });
});

describe('GET /transfers STARTTRANS / STOPTRANS', () => {
  it('STARTTRANS as ISO with Z is an inclusive lower bound on STARTTRANS', async () => {
    expect(await ids('/transfers?STARTTRANS=2026-11-20T10:00:00.000Z')).toEqual(['111', '105', '103', '107', '101']);
  });

  it('STOPTRANS as ISO with Z is an inclusive upper bound on STARTTRANS', async () => {
    expect(await ids('/transfers?STOPTRANS=2026-11-20T10:00:00.000Z')).toEqual(['107', '101', '102', '104', '100', '106']);
  });

  it('a date-only STARTTRANS is midnight UTC', async () => {
    expect(await ids('/transfers?STARTTRANS=2026-11-20&STOPTRANS=2026-11-20T09:00:00.000Z')).toEqual(['102', '104', '100']);
  });

  it('STARTTRANS as epoch ms', async () => {
    expect(await ids(`/transfers?STARTTRANS=${T0 + 11 * HOUR}`)).toEqual(['111', '105', '103']);
  });

  it('STARTTRANS with an offset encoded as %2B01:00', async () => {
    expect(await ids('/transfers?STARTTRANS=2026-11-20T11:00:00.000%2B01:00')).toEqual(['111', '105', '103', '107', '101']);
  });

  it("STOPSTRANS, the interface's spelling, is an upper bound too", async () => {
    expect(await ids('/transfers?STOPSTRANS=2026-11-20T09:00:00.000Z')).toEqual(['102', '104', '100', '106']);
  });

  it('with STOPTRANS and STOPSTRANS the tighter bound applies, whichever it is', async () => {
    const expected = ['104', '100', '106'];
    expect(await ids('/transfers?STOPTRANS=2026-11-20T10:00:00.000Z&STOPSTRANS=2026-11-20T08:00:00.000Z')).toEqual(expected);
    expect(await ids('/transfers?STOPTRANS=2026-11-20T08:00:00.000Z&STOPSTRANS=2026-11-20T10:00:00.000Z')).toEqual(expected);
  });

  it('STARTTRANS from a JSON body as a number or an ISO text', async () => {
    expect(await ids('/transfers', { STARTTRANS: T0 + 12 * HOUR })).toEqual(['111', '105']);
    expect(await ids('/transfers', { STARTTRANS: '2026-11-20T12:00:00Z' })).toEqual(['111', '105']);
  });

  it.each([
    ['STARTTRANS=notadate'],
    ['STOPTRANS=2026-11-20T23:99:00Z'],
    ['STOPSTRANS=2026-13-01'],
    ['STARTTRANS=2026-11-20T10:00:00.000+01:00'], // a raw + becomes a space
  ])('an unparseable date (%s) answers 400 JSON, never 500', async (query) => {
    const res = await rejected(t.fake, t.http.get(`/transfers?${query}`));
    expectJsonError(res, 400, 'Bad Request');
    expect(res.body.detail).toMatch(/^Issue while reading from database/);
  });

  it('an unparseable date in a JSON body answers 400 JSON', async () => {
    const res = await rejected(t.fake, t.http.get('/transfers').send({ STARTTRANS: 'notadate' }));
    expectJsonError(res, 400, 'Bad Request');
    expect(res.body.detail).toMatch(/^Issue while reading from database/);
  });
});

describe('GET /transfers OWNERREQ', () => {
  it('absent OWNERREQ lists only the transfers owned by server1', async () => {
    expect(await ids('/transfers')).toEqual(OWN_BY_START);
  });

  it('empty OWNERREQ lists only the transfers owned by server1', async () => {
    expect(await ids('/transfers?OWNERREQ=')).toEqual(OWN_BY_START);
  });

  it('OWNERREQ=* lists every owner', async () => {
    expect(await ids('/transfers?OWNERREQ=*')).toEqual(ALL_BY_START);
  });

  it('another OWNERREQ lists only that owner', async () => {
    expect(await ids('/transfers?OWNERREQ=hostA')).toEqual(['108', '110']);
    expect(await ids('/transfers', { OWNERREQ: 'hostB' })).toEqual(['109']);
    expect(await ids('/transfers?OWNERREQ=nobody')).toEqual([]);
  });
});

describe('GET /transfers query and body', () => {
  it('the JSON body wins over the query string for the same key', async () => {
    expect(await ids('/transfers?IDRULE=rule1', { IDRULE: 'rule2' })).toEqual(['103', '107', '104']);
  });

  it('query and body keys that differ are combined', async () => {
    expect(await ids('/transfers?IDRULE=rule2', { PARTNER: 'hostA' })).toEqual(['103', '107', '104']);
    expect(await ids('/transfers?IDRULE=rule1', { PARTNER: 'hostA' })).toEqual(['101']);
  });
});
