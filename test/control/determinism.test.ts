// Determinism (DESIGN §7): the same seed and requests give the same bytes; another seed gives other data.
import { describe, expect, it } from 'vitest';
import type { Response } from 'supertest';
import { snapshot, testFake } from '../support/fake-app.ts';
import { DEFAULT_DATASET } from '../support/dataset.ts';
const { partner: PARTNER, rule: RULE } = DEFAULT_DATASET;

interface Step {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'OPTIONS' | 'PATCH';
  readonly url: string;
  /** An object is sent as JSON; a string is sent as it is, labelled JSON. */
  readonly body?: Record<string, unknown> | unknown[] | string;
  readonly headers?: Record<string, string>;
}

const TRANSFER = { IDRULE: RULE, REQUESTER: 'server1', REQUESTED: PARTNER, FILENAME: '/data/out/a.csv' };

/** Reads, writes and errors across the four collections, plus OPTIONS and CORS. */
const SCRIPT: readonly Step[] = [
  { method: 'GET', url: '/transfers?LIMIT=7' },
  { method: 'GET', url: '/transfers?ORDERBYID=true&limit=3', body: { PENDING: true } },
  { method: 'POST', url: '/transfers', body: { ...TRANSFER, SPECIALID: 424242, STARTTRANS: 0 } },
  { method: 'POST', url: '/transfers', body: { ...TRANSFER, FILENAME: '/data/out/caf\u00e9.csv' } },
  { method: 'GET', url: `/transfers/424242?REQUESTER=server1&REQUESTED=${PARTNER}` },
  { method: 'PUT', url: `/transfers/424242?REQUESTER=server1&REQUESTED=${PARTNER}`, body: { FILEINFO: 'updated', RANK: 3 } },
  { method: 'DELETE', url: `/transfers/424242?REQUESTER=server1&REQUESTED=${PARTNER}` },
  { method: 'GET', url: `/transfers/424242?REQUESTER=server1&REQUESTED=${PARTNER}` },
  { method: 'POST', url: '/transfers', body: { IDRULE: RULE } },
  { method: 'GET', url: '/hosts' },
  { method: 'GET', url: '/hosts?ISACTIVE=true&ISSSL=false' },
  { method: 'POST', url: '/hosts', body: { HOSTID: 'det-host', ADDRESS: '10.0.0.1', HOSTKEY: 'my secret!', PORT: 7000 } },
  { method: 'PUT', url: '/hosts/det-host', body: { ISSSL: true } },
  { method: 'POST', url: '/hosts', body: { HOSTID: 'det-bad', ADDRESS: '10.0.0.2', HOSTKEY: 'k', PORT: 'abc' } },
  { method: 'GET', url: '/hosts/no-such-host' },
  { method: 'DELETE', url: '/hosts/det-host' },
  { method: 'PATCH', url: '/hosts/det-host', body: {} },
  { method: 'GET', url: '/hostconfigs?ROLES=FULLADMIN' },
  { method: 'POST', url: '/hostconfigs', body: { HOSTID: 'det-config', BUSINESS: '<business>\n  <businessid>x</businessid></business>' } },
  { method: 'PUT', url: '/hostconfigs/det-config', body: { OTHERS: '<root/>' } },
  { method: 'PUT', url: '/hostconfigs/no-such-host', body: { OTHERS: '<root/>' } },
  { method: 'DELETE', url: '/hostconfigs/det-config' },
  { method: 'GET', url: '/configurations?BANDWIDTH=10000' },
  { method: 'POST', url: '/configurations', body: { HOSTID: 'det-limits', READGLOBALLIMIT: 4096 } },
  { method: 'POST', url: '/configurations', body: { HOSTID: 'det-limits', READGLOBALLIMIT: -1 } },
  { method: 'GET', url: '/configurations/no-such-host' },
  { method: 'PUT', url: '/configurations/no-such-host', body: { DELAYLIMIT: 5 } },
  { method: 'DELETE', url: '/configurations/det-limits' },
  { method: 'GET', url: '/hosts', body: '{not json' },
  { method: 'POST', url: '/hosts', body: [1, 2] },
  { method: 'OPTIONS', url: '/configurations' },
  { method: 'OPTIONS', url: '/' },
  { method: 'OPTIONS', url: '/hosts', headers: { Origin: 'http://example.test', 'Access-Control-Request-Method': 'PUT' } },
  { method: 'GET', url: '/hosts?ADDRESS=caf%C3%A9', headers: { Origin: 'http://example.test' } },
  { method: 'GET', url: '/nothere' },
];

async function run(http: ReturnType<typeof testFake>['http'], step: Step): Promise<Response> {
  const lower = step.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'options' | 'patch';
  let req = http[lower](step.url);
  for (const [k, v] of Object.entries(step.headers ?? {})) req = req.set(k, v);
  if (typeof step.body === 'string') return req.set('Content-Type', 'application/json').send(step.body);
  if (step.body !== undefined) return req.send(step.body as object);
  return req;
}

/** What a client can observe of an answer. */
const observed = (res: Response) => ({ status: res.status, headers: res.headers as Record<string, string>, text: res.text });

describe('determinism', () => {
  it('gives byte-identical answers (status, headers, raw text) to the same requests on two fakes with the same seed', async () => {
    const a = testFake({ seed: 42 });
    const b = testFake({ seed: 42 });
    for (const step of SCRIPT) {
      const ra = observed(await run(a.http, step));
      const rb = observed(await run(b.http, step));
      expect(rb, `${step.method} ${step.url}`).toEqual(ra);
    }
    expect(snapshot(b.fake)).toBe(snapshot(a.fake));
  });

  it('exercises successes and errors alike in the script (200, 400, 403, 404, 405)', async () => {
    const { http } = testFake({ seed: 42 });
    const statuses = new Set<number>();
    for (const step of SCRIPT) statuses.add((await run(http, step)).status);
    expect([...statuses].sort()).toEqual([200, 400, 403, 404, 405]);
  });

  it('sends no Date header on any answer', async () => {
    const { http } = testFake({ seed: 42 });
    for (const step of SCRIPT) {
      const res = await run(http, step);
      expect(res.headers['date'], `${step.method} ${step.url}`).toBeUndefined();
    }
  });

  it('gives different data for different seeds', async () => {
    const one = testFake({ seed: 1 });
    const two = testFake({ seed: 2 });
    expect(snapshot(two.fake)).not.toBe(snapshot(one.fake));
    for (const url of ['/hosts', '/hostconfigs', '/configurations', '/transfers?LIMIT=5']) {
      const [r1, r2] = [await one.http.get(url), await two.http.get(url)];
      expect(r1.status).toBe(200);
      expect(r2.text, url).not.toBe(r1.text);
    }
  });

  it('gives the same data for the same seed on a fresh fake and on a medium dataset', async () => {
    const a = testFake({ seed: 9, dataset: 'medium' });
    const b = testFake({ seed: 9, dataset: 'medium' });
    expect(snapshot(b.fake)).toBe(snapshot(a.fake));
    expect((await b.http.get('/transfers?LIMIT=50')).text).toBe((await a.http.get('/transfers?LIMIT=50')).text);
  });
});
