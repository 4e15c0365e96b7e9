// tmkit diff's order rule (conformance/diff/record-order.ts): records of equal sort key may come in
// any order, a list sent without ORDER BY has no order, and a record out of its key's order is
// still a difference; the order of each request's list as the contract gives it.
import { describe, expect, it } from 'vitest';
import { compareAnswers, type Answer } from '../../conformance/index.ts';
import { recordOrderOf } from '../../conformance/diff/record-order.ts';
import { listOrderOf, STORAGE_ORDER, type JsonValue } from '../../contract/index.ts';

const transfer = (id: number, start: number, requester = 'hosta'): JsonValue => ({ SPECIALID: id, REQUESTER: requester, REQUESTED: 'hostb', OWNERREQ: 'hosta', STARTTRANS: start });
const list = (...results: JsonValue[]): Answer => ({ status: 200, mediaType: 'application/json', json: { answer: { count: results.length, results } }, text: '' });
const byStart = { key: 'STARTTRANS', direction: 'descending' } as const;
const titles = (a: Answer, b: Answer, order: Parameters<typeof compareAnswers>[2]) => compareAnswers(a, b, order).map((d) => d.title);

describe('record order in tmkit diff', () => {
  const [t1, t2, t3] = [transfer(1, 300), transfer(2, 200), transfer(3, 200)];

  it('takes records of equal key in either order', () => {
    expect(titles(list(t1, t2, t3), list(t1, t3, t2), byStart)).toEqual([]);
    // The same records with the same SPECIALID and other partners: equal keys by ORDERBYID.
    const [x, y] = [transfer(1001, 100, 'hosta'), transfer(1001, 200, 'hostb')];
    expect(titles(list(t1, x, y), list(t1, y, x), { key: 'SPECIALID', direction: 'descending' })).toEqual([]);
  });

  it('does not compare orders a load-time key decides: the key differing on the two sides is data, reported as such', () => {
    // t2 was stored later on B (another STARTTRANS, an instant): B's order follows, and only the data differs.
    const [early, late] = [transfer(7, 1_795_000_000_000), transfer(7, 1_795_000_600_000)];
    const other = transfer(8, 1_795_000_300_000);
    expect(compareAnswers(list(other, early), list(late, other), byStart).map((d) => `${d.kind} ${d.title}`)).toEqual(['data stored time STARTTRANS']);
  });

  it('reports a record out of its key\'s order, and a list in ascending order', () => {
    expect(titles(list(t1, t2, t3), list(t2, t1, t3), byStart)).toEqual(['record order differs at /answer/results']);
    expect(titles(list(t1, t2, t3), list(t3, t2, t1), byStart)).toEqual(['record order differs at /answer/results']);
    // Without a known order (not a v1 list), any other order is a difference.
    expect(titles(list(t1, t2, t3), list(t1, t3, t2), undefined)).toEqual(['record order differs at /answer/results']);
  });

  it('compares no order in a list sent without ORDER BY, but still its records and values', () => {
    expect(titles(list(t1, t2, t3), list(t3, t1, t2), STORAGE_ORDER)).toEqual([]);
    expect(titles(list(t1, t2, t3), list(t3, t1), STORAGE_ORDER)).toEqual(['body value differs at /answer/count', 'records only in A at /answer/results']);
  });

  it('knows the order of each list from the request, as 3.6.2 builds its SQL (reference §3.2-§3.5)', () => {
    const get = (path: string, query: Record<string, string> = {}, body?: Record<string, JsonValue>) => recordOrderOf({ method: 'GET', path, query, ...(body ? { body } : {}) });
    expect(get('/transfers')).toEqual(byStart);
    expect(get('/transfers', { ORDERBYID: 'true' })).toEqual({ key: 'SPECIALID', direction: 'descending' });
    expect(get('/transfers', { ORDERBYID: 'TRUE' })).toEqual(byStart);
    expect(get('/transfers', {}, { ORDERBYID: true })).toEqual({ key: 'SPECIALID', direction: 'descending' });
    expect(get('/transfers', { OWNERREQ: '*', ALLSTATUS: 'true', limit: '1000' })).toBe(STORAGE_ORDER);
    expect(get('/transfers', { OWNERREQ: '*' }, { ALLSTATUS: true, ORDERBYID: true })).toBe(STORAGE_ORDER);
    // A condition (own owner, a flag, an id, a date, a rule, a partner) brings the ORDER BY back.
    expect(get('/transfers', { ALLSTATUS: 'true' })).toEqual(byStart);
    expect(get('/transfers', { OWNERREQ: '*', DONE: 'true' })).toEqual(byStart);
    for (const k of ['STARTID', 'STOPID', 'IDRULE', 'PARTNER', 'STARTTRANS', 'STOPTRANS']) expect(get('/transfers', { OWNERREQ: '*', ALLSTATUS: 'true', [k]: '5' }), k).toEqual(byStart);
    for (const base of ['hosts', 'hostconfigs', 'configurations']) expect(get(`/${base}`)).toEqual({ key: 'HOSTID', direction: 'ascending' });
    expect(get('/transfers/5')).toBeUndefined();
    expect(recordOrderOf({ method: 'OPTIONS', path: '/transfers' })).toBeUndefined();
    expect(listOrderOf('log', {})).toBeUndefined();
  });
});

describe('record order of REST v2 lists in tmkit diff', () => {
  const v2 = (id: number, requested: string, originalFilename: string): JsonValue => ({ id, globalStep: 'NOTASK', originalFilename, requested, requester: 'hosta' });
  const page = (...results: JsonValue[]): Answer => ({ status: 200, mediaType: 'application/json', json: { results, totalResults: results.length }, text: '' });
  const byFile = { key: 'originalFilename', direction: 'ascending' } as const;
  const [a, b, c] = [v2(1001, 'hostb', ''), v2(1001, 'hostfake', ''), v2(1002, 'hostb', 'z.txt')];

  it('pairs v2 records by id, requester and requested (or name) and takes equal keys in either order', () => {
    expect(titles(page(a, b, c), page(b, a, c), byFile)).toEqual([]);
    expect(titles(page(a, b, c), page(c, a, b), byFile)).toEqual(['record order differs at /results']);
    expect(titles(page(a, c), page(b, c), byFile)).toEqual(['records only in A at /results', 'records only in B at /results']);
    const host = (name: string, address: string): JsonValue => ({ name, address, port: 1 });
    const hosts = (...results: JsonValue[]): Answer => ({ status: 200, mediaType: 'application/json', json: { totalResults: results.length, results }, text: '' });
    const byAddress = { key: 'address', direction: 'ascending' } as const;
    expect(titles(hosts(host('x', '1'), host('y', '1'), host('z', '2')), hosts(host('y', '1'), host('x', '1'), host('z', '2')), byAddress)).toEqual([]);
    expect(titles(hosts(host('x', '1'), host('z', '2')), hosts(host('z', '2'), host('x', '1')), byAddress)).toEqual(['record order differs at /results']);
  });

  it('knows the order of each v2 list from its `order` (contract/v2/lists.ts), the default when absent', () => {
    const get = (path: string, query: Record<string, string> = {}) => recordOrderOf({ method: 'GET', path, query });
    expect(get('/v2/transfers')).toEqual({ key: 'id', direction: 'ascending' });
    expect(get('/v2/transfers', { order: 'descFile', limit: '1000' })).toEqual({ key: 'originalFilename', direction: 'descending' });
    expect(get('/v2/transfers/', { order: 'ascStop' })).toEqual({ key: 'stop', direction: 'ascending' });
    expect(get('/v2/hosts', { order: 'descAddress' })).toEqual({ key: 'address', direction: 'descending' });
    expect(get('/v2/rules')).toEqual({ key: 'name', direction: 'ascending' });
    // A refused order (errorCode 4) and what is no v2 list: no order.
    expect(get('/v2/rules', { order: 'ascRuleID' })).toBeUndefined();
    expect(get('/v2/filemonitors')).toBeUndefined();
    expect(get('/v2/transfers/1001_hostb')).toBeUndefined();
  });
});
