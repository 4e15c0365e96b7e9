// GET /v2/transfers (docs/rest-v2-3.6.2.md §3.1, §4, §5): filters, paging, the eight orders and
// the count over the store v1 writes; every wrong value listed at once in 3.6.2's order; 415 for
// a JSON Content-Type. Where the fake reads the query as 3.6.2 means it rather than as it fails
// (offset > 0 and valid dates answer 500 on H2), the test says so.
import { describe, expect, it } from 'vitest';
import { handle, lossless, testFake } from '../support/fake-app.ts';
import { expectEmpty, expectV2Errors } from './support.ts';
import { BIG, EN, listIds, transfersFake } from './transfers-support.ts';

const { http } = transfersFake();
const ids = async (query: string) => listIds(await http.get(`/v2/transfers${query}`).set(EN));

describe('GET /v2/transfers: answer and orders', () => {
  it('answers {"results":[…],"totalResults":<page size>} in ascId order by default, every owner and side', async () => {
    const res = await http.get('/v2/transfers').set(EN);
    expect(res.text.startsWith('{"results":[{"id":1000,"globalStep":"ERRORTASK","globalLastStep":"TRANSFERTASK"')).toBe(true);
    expect(res.text.endsWith('],"totalResults":5}')).toBe(true);
    expect(await ids('')).toEqual(['1000', '1001', '1002', '1003', BIG]);
  });

  it.each([
    ['ascId', ['1000', '1001', '1002', '1003', BIG]],
    ['descId', [BIG, '1003', '1002', '1001', '1000']],
    ['ascStart', [BIG, '1001', '1003', '1002', '1000']],
    ['descStart', ['1000', '1002', '1003', '1001', BIG]],
    ['ascFile', ['1002', '1000', '1003', BIG, '1001']],
    ['descFile', ['1001', BIG, '1003', '1000', '1002']],
    ['ascStop', ['1000', '1002', BIG, '1001', '1003']],
    ['descStop', ['1003', '1001', BIG, '1002', '1000']],
  ])('order=%s sorts by its column (File: ORIGINALNAME, not FILENAME)', async (order, expected) => {
    expect(await ids(`?order=${order}`)).toEqual(expected);
  });
});

describe('GET /v2/transfers: filters', () => {
  it.each([
    ['ruleID=rule1', ['1001', '1003', BIG]],
    ['ruleName=rule1', ['1000', '1001', '1002', '1003', BIG]],
    ['partner=hostb', ['1000', '1001', BIG]],
    ['status=DONE', ['1002', BIG]],
    ['status=TOSUBMIT', ['1000', '1001']],
    ['filename=a.txt', ['1001', '1003']],
    ['filename=zeta', []],
    ['followId=77', ['1003']],
    ['ruleID=nosuchrule', []],
    ['partner=hostb&ruleID=rule2&status=TOSUBMIT', ['1000']],
  ])('%s', async (query, expected) => {
    expect(await ids(`?${query}`)).toEqual(expected);
  });

  it('partner is the requested host only (1003 was requested by hostb)', async () => {
    expect(await ids('?partner=server1')).toEqual(['1003']);
  });

  it('startTrans and stopTrans both bound the start date, inclusive (3.6.2 answers 500 on H2 for any valid date)', async () => {
    expect(await ids('?startTrans=2026-01-02T00:00:00Z')).toEqual(['1000', '1002', '1003']);
    expect(await ids('?stopTrans=2026-01-02T00:00:00Z')).toEqual(['1001', '1003', BIG]);
    expect(await ids('?startTrans=2026-01-01T00:00:00Z&stopTrans=2026-01-02T00:00:00Z&order=descStart')).toEqual(['1003', '1001']);
  });
});

describe('GET /v2/transfers: paging and count', () => {
  it('limit pages; 0 and negatives mean no limit; totalResults is the page size', async () => {
    expect(await ids('?limit=2')).toEqual(['1000', '1001']);
    expect(await ids('?limit=0')).toHaveLength(5);
    expect(await ids('?limit=-3')).toHaveLength(5);
    expect(lossless((await http.get('/v2/transfers?limit=2').set(EN)).text).totalResults).toBe(2);
  });

  it('offset skips that many matches, in any order (3.6.2 on H2: 500; on PostgreSQL it skips `limit` rows)', async () => {
    expect(await ids('?offset=2&limit=2')).toEqual(['1002', '1003']);
    expect(await ids('?offset=1&order=descFile&limit=2')).toEqual([BIG, '1003']);
    expect(await ids('?offset=4')).toEqual([BIG]);
    expect(await ids('?offset=9')).toEqual([]);
    expect(await ids('?offset=-1&limit=1')).toEqual(['1000']);
  });

  it('limit defaults to 20', async () => {
    const t = testFake({ dataset: 'empty' });
    for (let i = 0; i < 25; i++) handle(t.fake, 'POST', '/transfers', { SPECIALID: 5000 + i, REQUESTER: 'server1', REQUESTED: 'hostb', IDRULE: 'r', FILENAME: `f${i}` });
    const res = await t.http.get('/v2/transfers').set(EN);
    expect(listIds(res)).toEqual(Array.from({ length: 20 }, (_, i) => String(5000 + i)));
  });

  it('countOrder=true (any case) answers {"totalResults":<matches>} with the filters, ignoring the page', async () => {
    expect((await http.get('/v2/transfers?countOrder=TRUE&limit=1').set(EN)).text).toBe('{"totalResults":5}');
    expect((await http.get('/v2/transfers?countOrder=true&ruleID=rule1').set(EN)).text).toBe('{"totalResults":3}');
    expect((await http.get('/v2/transfers?countOrder=true&stopTrans=2026-01-02T00:00:00Z').set(EN)).text).toBe('{"totalResults":3}');
    expect((await http.get('/v2/transfers?countOrder=true&filename=a.txt&partner=hostb').set(EN)).text).toBe('{"totalResults":1}');
    expect(await ids('?countOrder=yes&limit=1')).toEqual(['1000']);
  });
});

describe('GET /v2/transfers: refusals', () => {
  it('lists every wrong value at once, in 3.6.2 order: limit, offset, order, start, status', async () => {
    expectV2Errors(await http.get('/v2/transfers?order=bad&limit=x&offset=y&status=zz&startTrans=bad').set(EN), [
      [4, "The value 'x' is not valid for query parameter 'limit'."],
      [4, "The value 'y' is not valid for query parameter 'offset'."],
      [4, "The value 'bad' is not valid for query parameter 'order'."],
      [4, "The value 'bad' is not valid for query parameter 'start'."],
      [4, "The value 'zz' is not valid for query parameter 'status'."],
    ]);
  });

  it('with both dates, one wrong one reports both (one try block in 3.6.2)', async () => {
    expectV2Errors(await http.get('/v2/transfers?startTrans=2026-01-01T00:00:00Z&stopTrans=never').set(EN), [
      [4, "The value '2026-01-01T00:00:00Z' is not valid for query parameter 'start'."],
      [4, "The value 'never' is not valid for query parameter 'stop'."],
    ]);
  });

  it('answers in French for Accept-Language fr', async () => {
    expectV2Errors(await http.get('/v2/transfers?status=done').set('Accept-Language', 'fr'), [[4, "La valeur 'done' n'est pas valide pour le paramètre de requête 'status'."]]);
  });

  it('a value the sanity filter refuses is one error 7 `argument`, before the other checks', async () => {
    expectV2Errors(await http.get('/v2/transfers?limit=x&filename=%3Cscript%3E').set(EN), [[7, "The value 'Content Not Allowed' is not valid for field 'argument'."]]);
  });

  it('415 for a JSON Content-Type (it consumes form-urlencoded); the form type passes', async () => {
    const res = await http.get('/v2/transfers').set(EN).set('Content-Type', 'application/json');
    expectEmpty(res, 415);
    expect(res.headers['accept']).toBe('application/x-www-form-urlencoded');
    expect(await listIds(await http.get('/v2/transfers?limit=1').set(EN).set('Content-Type', 'application/x-www-form-urlencoded'))).toEqual(['1000']);
  });
});
