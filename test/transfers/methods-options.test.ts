// /transfers methods: HTML 403/405 before a handler is bound, the X-method override, and the OPTIONS document.
import { beforeEach, describe, expect, it } from 'vitest';
import { snapshot, testFake, violations, type TestFake } from '../support/fake-app.ts';
import { expectHtmlError, expectJsonError, expectList, expectSingle, FIXTURE, OPTIONS, postRows, rejected } from './support.ts';

let t: TestFake;
beforeEach(() => {
  t = testFake({ dataset: 'empty' });
  postRows(t.fake, FIXTURE);
});

const ONE = '/transfers/101?REQUESTER=server1&REQUESTED=hostA';

/** OPTIONS /transfers, checked against the contract's OPTIONS document. */
async function options() {
  const res = await t.http.options('/transfers');
  expect(res.status).toBe(200);
  expect(violations(OPTIONS, res.body)).toEqual([]);
  return res;
}

describe('methods the handler does not offer', () => {
  it('PATCH /transfers answers 403 HTML', async () => {
    const res = await rejected(t.fake, t.http.patch('/transfers').send({ RANK: 1 }));
    expectHtmlError(res, 403, 'Forbidden');
    expect(res.headers['referer']).toBe('/transfers');
  });

  it('PATCH /transfers/:id answers 403 HTML', async () => {
    const res = await rejected(t.fake, t.http.patch(ONE).send({ RANK: 1 }));
    expectHtmlError(res, 403, 'Forbidden');
  });

  it('HEAD /transfers answers 403 with an HTML content type', async () => {
    const res = await rejected(t.fake, t.http.head('/transfers'));
    expect(res.status).toBe(403);
    expect(res.headers['content-type']).toBe('text/html');
    expect(res.headers['connection']).toBe('close');
  });

  it.each(['get', 'post', 'put', 'delete'] as const)('%s on an unknown base /nothere answers 405 HTML', async (method) => {
    const res = await rejected(t.fake, t.http[method]('/nothere/1'));
    expectHtmlError(res, 405, 'Method Not Allowed');
  });

  it('the base is case-sensitive: /Transfers answers 405 HTML', async () => {
    const res = await rejected(t.fake, t.http.get('/Transfers'));
    expectHtmlError(res, 405, 'Method Not Allowed');
  });
});

describe('X-method override', () => {
  it('an X-method query argument turns a GET into a DELETE', async () => {
    const res = await t.http.get(`${ONE}&X-method=DELETE`);
    expectSingle(res, 'DELETE');
    expect(res.body['X-method']).toBe('DELETE');
    expect(res.body.uri['X-method']).toBe('DELETE');
    expectJsonError(await rejected(t.fake, t.http.get(ONE)), 404, 'Not Found');
  });

  it('an X-method header turns a POST into a GET list', async () => {
    const res = await t.http.post('/transfers?IDRULE=rule3').set('X-method', 'GET');
    expectList(res);
    expect(res.body['X-method']).toBe('GET');
  });

  it('the header wins over the query argument', async () => {
    const size = t.fake.store.transfers.size;
    const res = await t.http.get(`${ONE}&X-method=DELETE`).set('X-method', 'GET');
    expectSingle(res, 'GET');
    expect(t.fake.store.transfers.size).toBe(size);
  });

  it('an X-method naming a method the handler does not offer answers 403 HTML', async () => {
    const res = await rejected(t.fake, t.http.post('/transfers').set('X-method', 'PATCH').send({ FILENAME: 'f', IDRULE: 'r', REQUESTER: 'a', REQUESTED: 'b' }));
    expectHtmlError(res, 403, 'Forbidden');
  });

  it('an unknown method name in X-method is refused with 403 HTML', async () => {
    const res = await rejected(t.fake, t.http.get(`${ONE}&X-method=FOO`));
    expectHtmlError(res, 403, 'Forbidden');
  });
});

describe('OPTIONS /transfers', () => {
  it('answers 200 with allow: GET,PUT,POST,DELETE,OPTIONS and a valid document without code or message', async () => {
    const res = await options();
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json');
    expect(res.headers['allow']).toBe('GET,PUT,POST,DELETE,OPTIONS');
    expect(violations(OPTIONS, res.body)).toEqual([]);
    expect(res.body).not.toHaveProperty('code');
    expect(res.body).not.toHaveProperty('message');
    expect(res.body).toMatchObject({ 'X-method': 'OPTIONS', path: '/transfers', base: 'transfers', uri: {}, command: 'OPTIONS' });
    expect(res.body.answer.allow).toBe('GET,PUT,POST,DELETE,OPTIONS');
    expect(res.body.answer.UriAllowed).toBe('transfers');
  });

  it('lists GET one, GET MULTIGET, PUT, DELETE, POST and OPTIONS in that order', async () => {
    const res = await options();
    const entries = (res.body.answer.DetailedAllow as Array<Record<string, { path: string; command: string }>>).map((e) => {
      const [method, d] = Object.entries(e)[0] as [string, { path: string; command: string }];
      return [method, d.path, d.command];
    });
    expect(entries).toEqual([
      ['GET', '/transfers/id', 'GET'],
      ['GET', '/transfers', 'MULTIGET'],
      ['PUT', '/transfers/id', 'UPDATE'],
      ['DELETE', '/transfers/id', 'DELETE'],
      ['POST', '/transfers', 'CREATE'],
      ['OPTIONS', '/transfers', 'OPTIONS'],
    ]);
    expect(res.body.answer.DetailedAllow[5]).toEqual({ OPTIONS: { path: '/transfers', command: 'OPTIONS' } });
  });

  it('GET one describes the id arguments in words', async () => {
    const res = await options();
    expect(res.body.answer.DetailedAllow[0].GET.body).toEqual({
      SPECIALID: 'Special Id as LONG in URI as transfers/id',
      REQUESTER: 'Partner as requester as VARCHAR',
      REQUESTED: 'Partner as requested as VARCHAR',
      OWNERREQ: 'Owner of this request (optional) as VARCHAR',
    });
  });

  it('MULTIGET describes every filter', async () => {
    const res = await options();
    const filters = res.body.answer.DetailedAllow[1].GET.body;
    expect(filters).toMatchObject({
      LIMIT: 'number', ORDERBYID: 'boolean', STARTID: 'transfer id', STOPID: 'transfer id', IDRULE: 'rule name',
      PARTNER: 'partner (requester or requested) name', PENDING: 'boolean', INTRANSFER: 'boolean', INERROR: 'boolean',
      DONE: 'boolean', ALLSTATUS: 'boolean', STARTTRANS: 'Date in ISO 8601 format or ms', STOPTRANS: 'Date in ISO 8601 format or ms',
      OWNERREQ: 'Owner of this request (optional) as VARCHAR',
    });
    expect(filters).toHaveProperty('STOPSTRANS');
    expect(res.body.answer.DetailedAllow[1].GET.answer).toHaveLength(1);
  });

  it('type maps use java.sql.Types codes', async () => {
    const res = await options();
    const model = res.body.answer.DetailedAllow[0].GET.answer;
    expect(model).toMatchObject({ '@model': 'DbTaskRunner', SPECIALID: -5, STARTTRANS: 93, STOPTRANS: 93, RETRIEVEMODE: -7, ISMOVED: -7, STEPSTATUS: 1, INFOSTATUS: 1, FILENAME: 12, OWNERREQ: -9, IDRULE: -9, GLOBALSTEP: 4, UPDATEDINFO: 4 });
    const post = res.body.answer.DetailedAllow[4].POST;
    expect(post.body).toMatchObject({ SPECIALID: -5, STARTTRANS: 93, FILENAME: 12, OWNERREQ: -9 });
    expect(post.body).not.toHaveProperty('@model');
    expect(post.answer).toEqual(model);
  });

  it('PUT lists the id arguments as types and every column but IDRULE', async () => {
    const res = await options();
    const put = res.body.answer.DetailedAllow[2].PUT.body;
    expect(Object.keys(put).slice(0, 4)).toEqual(['SPECIALID', 'REQUESTER', 'REQUESTED', 'OWNERREQ']);
    expect(put).toMatchObject({ SPECIALID: -5, REQUESTER: -9, REQUESTED: -9, OWNERREQ: -9 });
    expect(put).not.toHaveProperty('IDRULE');
    expect(Object.keys(put)).toHaveLength(21);
  });

  it('OPTIONS /transfers/:id answers the same document with subpath and _id', async () => {
    const res = await t.http.options('/transfers/101');
    expect(res.status).toBe(200);
    expect(violations(OPTIONS, res.body)).toEqual([]);
    expect(res.body.subpath).toEqual(['101']);
    expect(res.body.uri).toEqual({ _id: '101' });
  });

  it('OPTIONS with a body changes nothing', async () => {
    const before = snapshot(t.fake);
    const res = await t.http.options('/transfers/101').send({ REQUESTER: 'server1', REQUESTED: 'hostA', RANK: 5 });
    expect(res.status).toBe(200);
    expect(violations(OPTIONS, res.body)).toEqual([]);
    expect(snapshot(t.fake)).toBe(before);
  });
});
