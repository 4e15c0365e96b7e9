// OPTIONS: the self-describing "detailed allow" document of each collection and of the root (reference §2.5).
import { describe, expect, it } from 'vitest';
import { testFake } from '../support/fake-app.ts';
import { expectJson, unchangedBy } from './collection-helpers.ts';

const OPTIONS_SCHEMA = 'urn:tmkit:v1-options';
const ALLOW = 'GET,PUT,POST,DELETE,OPTIONS';
const COLLECTIONS = ['hosts', 'hostconfigs', 'configurations'] as const;

describe.each(COLLECTIONS)('OPTIONS /%s', (c) => {
  it('answers 200 with `allow: GET,PUT,POST,DELETE,OPTIONS` and a valid options document without code or message', async () => {
    const { fake, http } = testFake();
    const res = await unchangedBy(fake, () => http.options(`/${c}`));
    expectJson(res, 200, OPTIONS_SCHEMA);
    expect(res.headers['allow']).toBe(ALLOW);
    expect(res.headers['referer']).toBe(`/${c}`);
    expect(res.body).toMatchObject({ 'X-method': 'OPTIONS', path: `/${c}`, base: c, command: 'OPTIONS' });
    expect(res.body.uri).toEqual({});
    expect(res.body).not.toHaveProperty('code');
    expect(res.body).not.toHaveProperty('message');
    expect(res.body.answer.allow).toBe(ALLOW);
    expect(res.body.answer.UriAllowed).toBe(c);
  });

  it('lists 6 DetailedAllow entries: GET one, GET list, PUT, DELETE, POST, OPTIONS', async () => {
    const { http } = testFake();
    const res = await http.options(`/${c}`);
    const entries = res.body.answer.DetailedAllow as Record<string, { path: string; command: string; body?: unknown; answer?: unknown }>[];
    expect(entries).toHaveLength(6);
    const flat = entries.map((e) => {
      const [method, d] = Object.entries(e)[0] as [string, { path: string; command: string }];
      return `${method} ${d.path} ${d.command}`;
    });
    expect(flat).toEqual([
      `GET /${c}/id GET`,
      `GET /${c} MULTIGET`,
      `PUT /${c}/id UPDATE`,
      `DELETE /${c}/id DELETE`,
      `POST /${c} CREATE`,
      `OPTIONS /${c} OPTIONS`,
    ]);
    const options = entries[5]?.['OPTIONS'];
    expect(Object.keys(options ?? {})).toEqual(['path', 'command']);
  });

  it('answers the same document with an id segment, echoing subpath and _id', async () => {
    const { http } = testFake();
    const res = await http.options(`/${c}/some-id`);
    expectJson(res, 200, OPTIONS_SCHEMA);
    expect(res.body).toMatchObject({ subpath: ['some-id'], uri: { _id: 'some-id' } });
    expect(res.body.answer.DetailedAllow).toHaveLength(6);
  });
});

describe('OPTIONS on the root or an unknown base', () => {
  it.each(['/', '/nothere'])('answers OPTIONS %s with the root document whose UriAllowed lists every entry point', async (path) => {
    const { fake, http } = testFake();
    const res = await unchangedBy(fake, () => http.options(path));
    expectJson(res, 200, OPTIONS_SCHEMA);
    expect(res.headers['allow']).toBe(ALLOW);
    expect(res.body).not.toHaveProperty('code');
    const allowed = String(res.body.answer.UriAllowed).split(',');
    // The interface's eight bases, and 3.6.2's /rules, /config and /business.
    const everyBase = ['bandwidth', 'business', 'config', 'configurations', 'control', 'hostconfigs', 'hosts', 'info', 'log', 'rules', 'server', 'transfers'];
    expect([...allowed].sort()).toEqual(everyBase);
    const described = (res.body.answer.DetailedAllow as Record<string, unknown>[]).map((e) => Object.keys(e)[0]);
    expect([...described].sort()).toEqual(everyBase);
  });

  it('answers another method on an unknown base with 405 HTML', async () => {
    const { fake, http } = testFake();
    const res = await unchangedBy(fake, () => http.get('/nothere'));
    expect(res.status).toBe(405);
    expect(res.headers['content-type']).toBe('text/html');
    expect(res.text).toBe('<html><body>Error Method Not Allowed</body></html>');
    expect(res.headers['connection']).toBe('close');
  });
});
