// GET /transfers: the v1 list envelope, its headers, the `limit` loop cap, the sanity filter and lenient bodies.
import { beforeEach, describe, expect, it } from 'vitest';
import { idsOf, testFake, violations, type TestFake } from '../support/fake-app.ts';
import { expectJsonError, expectList, FIXTURE, LIST, postRows, rejected } from './support.ts';

let t: TestFake;
beforeEach(() => {
  t = testFake({ dataset: 'empty' });
  postRows(t.fake, FIXTURE);
});

const OWN_BY_START = ['111', '105', '103', '107', '101', '102', '104', '100', '106'];

describe('GET /transfers envelope', () => {
  it('has the keys X-method, path, base, uri, answer, command, message, code in that order, no subpath', async () => {
    const res = await t.http.get('/transfers');
    expectList(res);
    expect(Object.keys(res.body)).toEqual(['X-method', 'path', 'base', 'uri', 'answer', 'command', 'message', 'code']);
    expect(res.body).toMatchObject({ 'X-method': 'GET', path: '/transfers', base: 'transfers', uri: {}, command: 'MULTIGET', message: 'OK', code: 200 });
  });

  it('answer is {filter, results, count, limit} with count = rows returned and limit 100 by default', async () => {
    const res = await t.http.get('/transfers');
    expectList(res);
    expect(Object.keys(res.body.answer)).toEqual(['filter', 'results', 'count', 'limit']);
    expect(res.body.answer.filter).toEqual({});
    expect(res.body.answer.results).toHaveLength(9);
    expect(res.body.answer.count).toBe(9);
    expect(res.body.answer.limit).toBe(100);
  });

  it('each result is the stored record', async () => {
    const res = await t.http.get('/transfers?IDRULE=rule3');
    expectList(res);
    const stored = [...t.fake.store.transfers.values()].find((r) => r.record.SPECIALID === 111n);
    expect(res.text).toContain(`"results":[${stored?.json}]`);
  });

  it('results is absent when no row matched, count is 0', async () => {
    const res = await t.http.get('/transfers?IDRULE=nothing');
    expectList(res);
    expect(Object.keys(res.body.answer)).toEqual(['filter', 'count', 'limit']);
    expect(res.body.answer).toEqual({ filter: {}, count: 0, limit: 100 });
  });

  it('uri echoes query arguments as strings, a repeated one as an array, an empty one as ""', async () => {
    const res = await t.http.get('/transfers?LIMIT=5&ORDERBYID=true&x=1&x=2&empty=');
    expectList(res);
    expect(res.body.uri).toEqual({ LIMIT: '5', ORDERBYID: 'true', x: ['1', '2'], empty: '' });
  });

  it('filter is the JSON body exactly as sent, unknown keys included; query filters are not copied', async () => {
    const body = { IDRULE: 'rule2', extra: { nested: [1, 'b', null, true] }, LIMIT: 2 };
    const res = await t.http.get('/transfers?PARTNER=hostA').send(body);
    expectList(res);
    expect(res.body.answer.filter).toEqual(body);
    expect(res.body.uri).toEqual({ PARTNER: 'hostA' });
    expect(idsOf(res.text)).toEqual(['103', '107']);
  });

  it('a query-only filter leaves filter {}', async () => {
    const res = await t.http.get('/transfers?IDRULE=rule1');
    expectList(res);
    expect(res.body.answer.filter).toEqual({});
  });
});

describe('GET /transfers lower-case limit', () => {
  it('limit=2 returns two rows and shows limit 2', async () => {
    const res = await t.http.get('/transfers?limit=2');
    expectList(res);
    expect(idsOf(res.text)).toEqual(OWN_BY_START.slice(0, 2));
    expect(res.body.answer).toMatchObject({ count: 2, limit: 2 });
  });

  it('limit=abc falls back to 100', async () => {
    const res = await t.http.get('/transfers?limit=abc');
    expectList(res);
    expect(idsOf(res.text)).toEqual(OWN_BY_START);
    expect(res.body.answer.limit).toBe(100);
  });

  it('limit=0 returns no results', async () => {
    const res = await t.http.get('/transfers?limit=0');
    expectList(res);
    expect(res.body.answer).toEqual({ filter: {}, count: 0, limit: 0 });
  });

  it('the loop cap of 100 applies by default to a larger data set', async () => {
    const seeded = testFake({ dataset: 'small' });
    const res = await seeded.http.get('/transfers?OWNERREQ=*');
    expectList(res);
    expect(res.body.answer).toMatchObject({ count: 100, limit: 100 });
    const more = await seeded.http.get('/transfers?OWNERREQ=*&limit=150');
    expectList(more);
    expect(more.body.answer).toMatchObject({ count: 150, limit: 150 });
  });
});

describe('GET /transfers headers', () => {
  it('content-type is application/json without charset, referer is the request path and query', async () => {
    const res = await t.http.get('/transfers?IDRULE=rule1&limit=2');
    expectList(res);
    expect(res.headers['content-type']).toBe('application/json');
    expect(res.headers['referer']).toBe('/transfers?IDRULE=rule1&limit=2');
  });

  it('a 400 answer carries connection: close and the referer', async () => {
    const res = await rejected(t.fake, t.http.get('/transfers?STARTTRANS=notadate'));
    expectJsonError(res, 400, 'Bad Request');
    expect(res.headers['referer']).toBe('/transfers?STARTTRANS=notadate');
  });
});

describe('GET /transfers sanity filter and lenient bodies', () => {
  it('a query value containing <script> is dropped silently: no filter, no uri echo', async () => {
    const res = await t.http.get(`/transfers?IDRULE=${encodeURIComponent('<script>alert(1)')}&PARTNER=hostA`);
    expectList(res);
    expect(res.body.uri).toEqual({ PARTNER: 'hostA' });
    expect(idsOf(res.text)).toEqual(['103', '107', '101', '104']);
  });

  it.each([
    [{ IDRULE: '<script>x' }],
    [{ IDRULE: 'rule1', extra: ['ok', { deep: 'a<script>b' }] }],
  ])('a JSON body with <script> in any string answers 400 "Issue on values" (%j)', async (body) => {
    const res = await rejected(t.fake, t.http.get('/transfers').send(body));
    expectJsonError(res, 400, 'Bad Request');
    expect(res.body.detail).toBe('Issue on values');
  });

  it('an unparseable body answers 200 with detail "ERROR: JSON body cannot be parsed" as the first key', async () => {
    const res = await t.http.get('/transfers?IDRULE=rule2').set('content-type', 'application/json').send('{"IDRULE": rule1');
    expectList(res);
    expect(Object.keys(res.body)[0]).toBe('detail');
    expect(res.text.startsWith('{"detail":"ERROR: JSON body cannot be parsed",')).toBe(true);
    expect(res.body.answer.filter).toEqual({});
    // The query filters still apply.
    expect(idsOf(res.text)).toEqual(['103', '107', '104']);
  });

  it('an array body on GET is ignored', async () => {
    const res = await t.http.get('/transfers').send([{ IDRULE: 'rule2' }]);
    expectList(res);
    expect(res.body.answer.filter).toEqual({});
    expect(res.body).not.toHaveProperty('detail');
    expect(idsOf(res.text)).toEqual(OWN_BY_START);
  });

  it('a string body on GET is ignored', async () => {
    const res = await t.http.get('/transfers').set('content-type', 'application/json').send('"IDRULE=rule2"');
    expectList(res);
    expect(res.body.answer.filter).toEqual({});
    expect(idsOf(res.text)).toEqual(OWN_BY_START);
    expect(violations(LIST, res.body)).toEqual([]);
  });
});
