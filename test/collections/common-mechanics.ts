// The v1 mechanics every data-model collection shares (reference §2, §3.1), registered once per
// collection by its own test file: envelope, list answer, limit cap, echoes, method/id rules.
import { describe, expect, it } from 'vitest';
import { testFake } from '../support/fake-app.ts';
import {
  expectHtmlError, expectJson, expectJsonError, expectList, expectSingle, ids, unchangedBy, type Collection,
} from './collection-helpers.ts';

export interface MechanicsSpec {
  readonly collection: Collection;
  /** An id present in the seed-1 small dataset. */
  readonly existingId: string;
  /** A second seeded id, to prove which filter won. */
  readonly otherId: string;
  /** A valid POST body creating `id`. */
  readonly createBody: (id: string) => Record<string, unknown>;
}

const LIST_KEYS = ['X-method', 'path', 'base', 'uri', 'answer', 'command', 'message', 'code'];
const SINGLE_KEYS = ['X-method', 'path', 'base', 'subpath', 'uri', 'answer', 'command', 'message', 'code'];

export function describeCommonMechanics(spec: MechanicsSpec): void {
  const c = spec.collection;
  const base = `/${c}`;

  describe(`${base} common v1 mechanics`, () => {
    it('answers a list in the success envelope {X-method,path,base,uri,answer,command,message,code}', async () => {
      const { http } = testFake();
      const res = await http.get(base);
      const results = expectList(res, c);
      expect(Object.keys(res.body)).toEqual(LIST_KEYS);
      expect(res.body).toMatchObject({ 'X-method': 'GET', path: base, base: c, command: 'MULTIGET', message: 'OK', code: 200 });
      expect(res.body.uri).toEqual({});
      expect(Object.keys(res.body.answer)).toEqual(['filter', 'results', 'count', 'limit']);
      expect(res.body.answer).toEqual({ filter: {}, results, count: results.length, limit: 100 });
      expect(results.length).toBeGreaterThan(1);
      expect(res.headers['referer']).toBe(base);
    });

    it('answers one record with subpath [id] and uri {_id} in the envelope', async () => {
      const { http } = testFake();
      const res = await http.get(`${base}/${spec.existingId}`);
      const record = expectSingle<{ HOSTID: string }>(res, c, 'GET');
      expect(Object.keys(res.body)).toEqual(SINGLE_KEYS);
      expect(res.body).toMatchObject({ path: `${base}/${spec.existingId}`, base: c, subpath: [spec.existingId], uri: { _id: spec.existingId } });
      expect(record.HOSTID).toBe(spec.existingId);
      expect(res.headers['referer']).toBe(`${base}/${spec.existingId}`);
    });

    it('leaves `results` out of the list answer when nothing matches', async () => {
      const { http } = testFake();
      const res = await http.get(`${base}?HOSTID=no-such-host`);
      expectList(res, c);
      expect(res.body.answer).toEqual({ filter: {}, count: 0, limit: 100 });
    });

    it('caps the list with the lower-case query `limit` and echoes it', async () => {
      const { http } = testFake();
      const two = await http.get(`${base}?limit=2`);
      expect(expectList(two, c)).toHaveLength(2);
      expect(two.body.answer).toMatchObject({ count: 2, limit: 2 });
      const zero = await http.get(`${base}?limit=0`);
      expectList(zero, c);
      expect(zero.body.answer).toEqual({ filter: {}, count: 0, limit: 0 });
    });

    it('reads a non-numeric `limit` as 100 and ignores upper-case LIMIT and a body `limit` as loop caps', async () => {
      const { http } = testFake();
      const all = expectList(await http.get(base), c).length;
      const abc = await http.get(`${base}?limit=abc`);
      expect(expectList(abc, c)).toHaveLength(all);
      expect(abc.body.answer.limit).toBe(100);
      const upper = await http.get(`${base}?LIMIT=1`);
      expect(expectList(upper, c)).toHaveLength(all);
      expect(upper.body.answer.limit).toBe(100);
      const inBody = await http.get(base).send({ limit: 1 });
      expect(expectList(inBody, c)).toHaveLength(all);
      expect(inBody.body.answer).toMatchObject({ filter: { limit: 1 }, limit: 100 });
    });

    it('caps a list at 100 records by default', async () => {
      const { fake, http } = testFake({ dataset: 'empty' });
      for (let i = 0; i < 105; i++) {
        const body = JSON.stringify(spec.createBody(`bulk-${String(i).padStart(3, '0')}`));
        expect(fake.handle({ method: 'POST', url: base, headers: { 'content-type': 'application/json' }, body }).status).toBe(200);
      }
      const res = await http.get(base);
      const results = expectList(res, c);
      expect(res.body.answer).toMatchObject({ count: 100, limit: 100 });
      expect(ids(results)[99]).toBe('bulk-099');
    });

    it('echoes the query as string values in `uri`, the path and query as `referer`, and only the body in `filter`', async () => {
      const { http } = testFake();
      const url = `${base}?HOSTID=${spec.existingId}&limit=5&extra=&extra=two`;
      const res = await http.get(url);
      expectList(res, c);
      expect(res.headers['referer']).toBe(url);
      expect(res.body.uri).toEqual({ HOSTID: spec.existingId, limit: '5', extra: ['', 'two'] });
      expect(res.body.answer.filter).toEqual({});
    });

    it('drops a query value failing the sanity check (<script>) from `uri` and does not filter by it', async () => {
      const { http } = testFake();
      const all = expectList(await http.get(base), c).length;
      const res = await http.get(`${base}?HOSTID=%3Cscript%3E&limit=50`);
      expect(expectList(res, c)).toHaveLength(all);
      expect(res.body.uri).toEqual({ limit: '50' });
    });

    it('lets a JSON body parameter win over the same query parameter, also on GET', async () => {
      const { http } = testFake();
      const res = await http.get(`${base}?HOSTID=${spec.otherId}`).send({ HOSTID: spec.existingId });
      expect(ids(expectList(res, c))).toEqual([spec.existingId]);
      expect(res.body.answer.filter).toEqual({ HOSTID: spec.existingId });
      expect(res.body.uri).toEqual({ HOSTID: spec.otherId });
    });

    it('answers a list with an unparsable body as 200 with the leading detail "ERROR: JSON body cannot be parsed"', async () => {
      const { http } = testFake();
      const res = await http.get(base).set('Content-Type', 'application/json').send('{not json');
      expectList(res, c);
      expect(Object.keys(res.body)[0]).toBe('detail');
      expect(res.body.detail).toBe('ERROR: JSON body cannot be parsed');
    });

    it('rejects POST with an id segment as 403 HTML and stores nothing', async () => {
      const { fake, http } = testFake();
      const res = await unchangedBy(fake, () => http.post(`${base}/fresh-id`).send(spec.createBody('fresh-id')));
      expectHtmlError(res, 403, 'Forbidden');
      expect(res.headers['referer']).toBe(`${base}/fresh-id`);
    });

    it('rejects PUT and DELETE without an id segment as 403 HTML and changes nothing', async () => {
      const { fake, http } = testFake();
      expectHtmlError(await unchangedBy(fake, () => http.put(base).send(spec.createBody(spec.existingId))), 403, 'Forbidden');
      expectHtmlError(await unchangedBy(fake, () => http.delete(base)), 403, 'Forbidden');
    });

    it('rejects PUT and DELETE with two id segments as 403 HTML and changes nothing', async () => {
      const { fake, http } = testFake();
      expectHtmlError(await unchangedBy(fake, () => http.put(`${base}/${spec.existingId}/x`).send({})), 403, 'Forbidden');
      expectHtmlError(await unchangedBy(fake, () => http.delete(`${base}/${spec.existingId}/x`)), 403, 'Forbidden');
    });

    it('rejects PATCH and HEAD as 403 HTML and changes nothing', async () => {
      const { fake, http } = testFake();
      expectHtmlError(await unchangedBy(fake, () => http.patch(`${base}/${spec.existingId}`).send({})), 403, 'Forbidden');
      expectHtmlError(await unchangedBy(fake, () => http.head(base)), 403, 'Forbidden');
    });

    it('rejects POST with an unparsable body as 400 "ERROR: JSON body cannot be parsed" and stores nothing', async () => {
      const { fake, http } = testFake();
      const res = await unchangedBy(fake, () => http.post(base).set('Content-Type', 'application/json').send('{"HOSTID": '));
      expectJson(res, 400, 'urn:tmkit:v1-error');
      expect(res.body.detail).toBe('ERROR: JSON body cannot be parsed');
      expect(res.headers['connection']).toBe('close');
    });

    it('rejects POST with a JSON array body as 400 "Issue while inserting into database" and stores nothing', async () => {
      const { fake, http } = testFake();
      const res = await unchangedBy(fake, () => http.post(base).send([spec.createBody('fresh-id')]));
      expectJsonError(res, 400, 'Issue while inserting into database');
    });

    it("rejects a body value with <script> as 400 on POST and the collection's status on PUT (404; 400 on configurations), changing nothing", async () => {
      const { fake, http } = testFake();
      const post = await unchangedBy(fake, () => http.post(base).send({ ...spec.createBody('fresh-id'), HOSTID: 'x<script>' }));
      expectJsonError(post, 400, 'Issue on values');
      const put = await unchangedBy(fake, () => http.put(`${base}/${spec.existingId}`).send({ note: '<script>' }));
      expectJsonError(put, spec.collection === 'configurations' ? 400 : 404, 'Issue on values');
    });
  });
}
