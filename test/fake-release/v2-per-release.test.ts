// The fake answering as a release (contract/release-facts.ts): each REST v2 difference 3.5.2 shows
// beside 3.6.2, and versionBin for every release, over real HTTP. Every 3.5.2 answer here was seen
// on a real 3.5.2 (docs/releases.md).
import { describe, expect, it } from 'vitest';
import { RELEASES } from '../../contract/index.ts';
import { bothReleases, served } from './support.ts';

const OWN = 'server1';
const CONTENT_NOT_ALLOWED = { message: "The value 'Content Not Allowed' is not valid for field 'argument'.", errorCode: 7 };
const notValid = (value: string, parameter: string) => ({ message: `The value '${value}' is not valid for query parameter '${parameter}'.`, errorCode: 4 });

describe('REST v2 as 3.5.2 answers it, 3.6.2 by default', () => {
  it('GET /v2/hostconfig says each release in versionBin', async () => {
    for (const release of RELEASES) {
      const { call } = await served(release);
      expect((await call('GET', '/v2/hostconfig')).body.versionBin, release).toBe(`WaarpR66.${release}`);
    }
    expect((await (await served(undefined)).call('GET', '/v2/hostconfig')).body.versionBin).toBe('WaarpR66.3.6.2');
  });

  it('query values and path ids are used as sent: no sanity filter (3.6.2: errorCode 7)', async () => {
    const { old, current } = await bothReleases();
    expect((await current.call('GET', '/v2/transfers?ruleID=%01x')).body).toEqual({ errors: [CONTENT_NOT_ALLOWED] });
    expect((await old.call('GET', '/v2/transfers?ruleID=%01x')).body).toEqual({ totalResults: 0, results: [] });
    expect((await current.call('GET', `/v2/transfers/1_host%01`)).body).toEqual({ errors: [CONTENT_NOT_ALLOWED] });
    expect((await old.call('GET', `/v2/transfers/1_host%01`)).status).toBe(404);
  });

  it('body values are stored as sent (JSON-escaped control characters), raw markup is malformed JSON (errorCode 2)', async () => {
    const { old, current } = await bothReleases({ dataset: 'empty' });
    const rule = { name: 'r\u0001', mode: 'send' };
    expect((await current.call('POST', '/v2/rules', rule)).body).toEqual({ errors: [CONTENT_NOT_ALLOWED] });
    const created = await old.call('POST', '/v2/rules', rule);
    expect(created.status).toBe(201);
    expect(created.body.name).toBe('r\u0001');
    const markup = await old.call('POST', '/v2/rules', '{"name":"<script>x","mode":"send"}');
    expect(markup.body).toEqual({ errors: [{ message: 'The request content is not a valid JSON object (line 0, column 0 => The root JSON element contains invalid data).', errorCode: 2 }] });
  });

  it('countOrder is not a parameter: the page comes as without it (3.6.2: the count alone)', async () => {
    const { old, current } = await bothReleases();
    for (const list of ['/v2/transfers', '/v2/hosts', '/v2/rules', '/v2/filemonitors']) {
      const counted = await old.call('GET', `${list}?countOrder=true`);
      expect(counted.text, list).toBe((await old.call('GET', list)).text);
      expect(Object.keys((await current.call('GET', `${list}?countOrder=true`)).body), list).not.toContain('results');
    }
  });

  it('the dates of /v2/transfers are read each alone and named startTrans/stopTrans (3.6.2: together, as start/stop)', async () => {
    const { old, current } = await bothReleases();
    const query = '/v2/transfers?startTrans=bad&stopTrans=2026-12-01T00:00:00Z';
    expect((await old.call('GET', query)).body).toEqual({ errors: [notValid('bad', 'startTrans')] });
    expect((await current.call('GET', query)).body).toEqual({ errors: [notValid('bad', 'start'), notValid('2026-12-01T00:00:00Z', 'stop')] });
    const logs = '/v2/server/logs?startID=x&stopID=5';
    expect((await old.call('GET', logs)).body).toEqual({ errors: [notValid('x', 'startID')] });
    expect((await current.call('GET', logs)).body).toEqual({ errors: [notValid('x', 'startID'), notValid('5', 'stopID')] });
  });

  it('DELETE /v2/transfers/{id} does not exist: 405 with the path, and OPTIONS allows OPTIONS alone', async () => {
    const { old, current } = await bothReleases();
    const id = (await old.call('GET', '/v2/transfers?limit=1')).body.results[0];
    const path = `/v2/transfers/${id.id}_${id.requested}`;
    const refused = await old.call('DELETE', path);
    expect([refused.status, refused.text, refused.headers['content-type']]).toEqual([405, path, undefined]);
    expect((await old.call('GET', path)).status).toBe(200);
    expect((await old.call('OPTIONS', path)).headers['allow']).toBe('OPTIONS');
    expect((await current.call('OPTIONS', path)).headers['allow']).toBe('GET,DELETE,OPTIONS');
  });

  it('DELETE /v2/hosts/{id} of the own host or of a host transfers name: 204 (3.6.2: 404)', async () => {
    const { old, current } = await bothReleases();
    expect((await current.call('DELETE', `/v2/hosts/${OWN}`)).status).toBe(404);
    expect((await old.call('DELETE', `/v2/hosts/${OWN}`)).status).toBe(204);
    expect((await old.call('GET', `/v2/hosts/${OWN}`)).status).toBe(404);
  });

  it('a rule is written as sent, white space kept, and knows no EXTENDED or COMPRESS task', async () => {
    const { old, current } = await bothReleases({ dataset: 'empty' });
    const rule = { name: ' spaced  rule ', mode: 'send', recvPath: ' in ' };
    expect((await old.call('POST', '/v2/rules', rule)).body).toMatchObject({ name: ' spaced  rule ', recvPath: ' in ' });
    expect((await current.call('POST', '/v2/rules', rule)).body).toMatchObject({ name: 'spaced rule', recvPath: 'in' });
    const tasks = { name: 'compressing', mode: 'send', rPreTasks: [{ type: 'COMPRESS', arguments: '', delay: 0 }] };
    const missing = { message: "The required field 'type' is missing or empty.", errorCode: 6 };
    expect((await old.call('POST', '/v2/rules', tasks)).body).toEqual({ errors: [{ message: 'The value \'"COMPRESS"\' is not valid for field \'type\'.', errorCode: 7 }, missing] });
    // A type with white space is refused, quoted as JSON (3.6.2 trims it: LOG).
    const spaced = { name: 'spaced', mode: 'send', rPreTasks: [{ type: ' LOG ', arguments: '', delay: 0 }] };
    expect((await old.call('POST', '/v2/rules', spaced)).body).toEqual({ errors: [{ message: 'The value \'" LOG "\' is not valid for field \'type\'.', errorCode: 7 }, missing] });
    expect((await current.call('POST', '/v2/rules', spaced)).status).toBe(201);
    expect((await current.call('POST', '/v2/rules', tasks)).status).toBe(201);
  });

  it('GET /v2/hosts applies a filter given empty: address= selects no host, isSSL= is refused (3.6.2: no filter)', async () => {
    const { old, current } = await bothReleases();
    const all = (await current.call('GET', '/v2/hosts')).body.totalResults;
    expect((await current.call('GET', '/v2/hosts?address=')).body.totalResults).toBe(all);
    expect((await old.call('GET', '/v2/hosts?address=')).body.totalResults).toBe(0);
    expect((await current.call('GET', '/v2/hosts?isSSL=')).body.totalResults).toBe(all);
    expect((await old.call('GET', '/v2/hosts?isSSL=')).body).toEqual({ errors: [notValid('', 'isSSL')] });
  });

  it('a v1-created host reads alone as written through v2 too, while the server caches it; the v2 list shows it as stored', async () => {
    const { old } = await bothReleases({ dataset: 'empty' });
    await old.call('POST', '/hosts', { HOSTID: 'client1', ADDRESS: '10.1.1.1', PORT: -1, HOSTKEY: 'abc' });
    expect((await old.call('GET', '/v2/hosts/client1')).body).toMatchObject({ address: '0.0.0.0', isClient: true });
    expect((await old.call('GET', '/v2/hosts')).body.results[0]).toMatchObject({ address: '10.1.1.1', isClient: false, password: 'YWJj' });
  });
});
