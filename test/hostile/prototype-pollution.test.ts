// Issue 7.1: prototype pollution is impossible. `__proto__`, `constructor.prototype` and their
// query-string spellings are sent to every write endpoint (the four collections, /log, /bandwidth,
// /server, /v2/limits and the control API): afterwards `({}).polluted` is undefined, no built-in
// prototype gained a property, no stored record gained a field (the record schemas allow none
// beyond the interface's) and no stored text mentions the planted key.
import { afterEach, describe, expect, it } from 'vitest';
import { CONTROL_PREFIX } from '../../fake-server/index.ts';
import { testFake, type TestFake } from '../support/fake-app.ts';
import { expectPrototypesIntact, expectSaneAnswer, expectStoredRecordsValid } from './invariants.ts';
import { contextOf } from './requests.ts';
import { percentEncode } from './strings.ts';

/** Ways of planting `polluted` on Object.prototype through a JSON body (text: an object literal would set a prototype). */
const PLANTED_MEMBERS = [
  '"__proto__":{"polluted":1}',
  '"constructor":{"prototype":{"polluted":1}}',
  '"prototype":{"polluted":1}',
  '"__proto__":{"__proto__":{"polluted":1}}',
  '"HOSTID":{"__proto__":{"polluted":1}}',
];

/** The same through a query string, as qs-style parsers read it. */
const PLANTED_QUERY = ['__proto__[polluted]=1', 'constructor[prototype][polluted]=1', '__proto__.polluted=1', '__proto__=polluted', 'constructor=polluted', 'prototype=polluted'].join('&');

interface Write {
  readonly method: string;
  readonly url: string;
  readonly body: string;
}

function writesOf(t: TestFake): Write[] {
  const ctx = contextOf(t.fake);
  const own = t.fake.config.hostId;
  const other = ctx.hostIds.find((h) => h !== own) ?? own;
  const another = ctx.hostIds.find((h) => h !== own && h !== other) ?? other;
  const transfer = ctx.transfers[0];
  if (!transfer) throw new Error('the fake holds no transfer');
  const one = `/transfers/${transfer.id}?REQUESTER=${percentEncode(transfer.requester)}&REQUESTED=${percentEncode(transfer.requested)}&OWNERREQ=${percentEncode(transfer.owner)}`;
  const packet = (kind: string, rest = '') => `{"@class":"${ctx.classPrefix}protocol.localhandler.packet.json.${kind}"${rest}}`;
  return [
    { method: 'POST', url: '/transfers', body: JSON.stringify({ FILENAME: 'p.txt', IDRULE: ctx.rules[0] ?? 'r', REQUESTER: own, REQUESTED: other, SPECIALID: 424242 }) },
    { method: 'PUT', url: one, body: '{"RANK":3}' },
    { method: 'POST', url: '/hosts', body: '{"HOSTID":"proto-host","ADDRESS":"10.0.0.9","PORT":6666,"HOSTKEY":"a2V5"}' },
    { method: 'PUT', url: `/hosts/${percentEncode(other)}`, body: '{"PORT":6667}' },
    { method: 'POST', url: '/hostconfigs', body: '{"HOSTID":"proto-host","OTHERS":"<root/>"}' },
    { method: 'PUT', url: `/hostconfigs/${percentEncode(other)}`, body: '{"OTHERS":"<root/>"}' },
    { method: 'POST', url: '/configurations', body: '{"HOSTID":"proto-host","DELAYLIMIT":10}' },
    { method: 'PUT', url: `/configurations/${percentEncode(other)}`, body: '{"DELAYLIMIT":20}' },
    { method: 'GET', url: '/log', body: packet('LogJsonPacket', ',"purge":true,"clean":true') },
    { method: 'PUT', url: '/bandwidth', body: packet('BandwidthJsonPacket', ',"setter":true,"writeglobal":1000') },
    { method: 'PUT', url: '/server', body: packet('ShutdownOrBlockJsonPacket', ',"key":"AAAA","restartOrBlock":true') },
    { method: 'POST', url: '/v2/limits', body: '{"delayLimit":10}' },
    { method: 'PUT', url: '/v2/limits', body: '{"delayLimit":10}' },
    { method: 'DELETE', url: '/v2/limits', body: '' },
    { method: 'POST', url: `${CONTROL_PREFIX}/reseed`, body: `{"seed":${t.fake.config.seed}}` },
    { method: 'PUT', url: `${CONTROL_PREFIX}/clock`, body: '{"now":"2025-01-01T00:00:00.000Z"}' },
    { method: 'POST', url: `${CONTROL_PREFIX}/clock/advance`, body: '{"ms":0}' },
    // Deletes last: they remove what the writes above may have changed.
    { method: 'DELETE', url: one, body: '' },
    { method: 'DELETE', url: `/hosts/${percentEncode(another)}`, body: '' },
    { method: 'DELETE', url: `/hostconfigs/${percentEncode(another)}`, body: '' },
    { method: 'DELETE', url: `/configurations/${percentEncode(another)}`, body: '' },
  ];
}

/** `body` with `member` written first, or last (JSON's duplicate rule: the last one wins). */
function planted(body: string, member: string, first: boolean): string {
  const inner = body.trim() === '' ? '' : body.trim().slice(1, -1);
  if (inner === '') return `{${member}}`;
  return first ? `{${member},${inner}}` : `{${inner},${member}}`;
}

function expectNoPlantedField(t: TestFake): void {
  expectPrototypesIntact();
  expectStoredRecordsValid(t.fake);
  const s = t.fake.store;
  for (const rows of [s.transfers.values(), s.hosts.values(), s.hostconfigs.values(), s.configurations.values()]) {
    for (const row of rows) {
      expect(row.json).not.toContain('polluted');
      expect(Object.keys(row.record)).not.toContain('__proto__');
      expect((row.record as unknown as Record<string, unknown>)['polluted']).toBeUndefined();
    }
  }
}

let t: TestFake;
afterEach(() => expectPrototypesIntact());

describe('prototype pollution through every write endpoint', () => {
  it('bodies with __proto__, constructor.prototype and prototype keys, first or last', async () => {
    t = testFake();
    let accepted = 0;
    for (const w of writesOf(t)) {
      for (const member of PLANTED_MEMBERS) {
        for (const first of [true, false]) {
          const body = planted(w.body, member, first);
          const res = await t.http[w.method.toLowerCase() as 'get'](w.url).set('content-type', 'application/json').send(body);
          expectSaneAnswer(`${w.method} ${w.url} ${body}`, { status: res.status, headers: res.headers, body: res.text });
          expectPrototypesIntact();
          if (res.status < 300) accepted++;
        }
      }
      expectNoPlantedField(t);
    }
    // The planted keys reached the handlers and the store: most of these writes succeed.
    expect(accepted).toBeGreaterThan(writesOf(t).length * PLANTED_MEMBERS.length);
  });

  it('query strings with __proto__[polluted], constructor[prototype][polluted] and the like', async () => {
    t = testFake();
    for (const w of writesOf(t)) {
      const url = `${w.url}${w.url.includes('?') ? '&' : '?'}${PLANTED_QUERY}`;
      const req = t.http[w.method.toLowerCase() as 'get'](url);
      const res = w.body === '' ? await req : await req.set('content-type', 'application/json').send(w.body);
      expectSaneAnswer(`${w.method} ${url}`, { status: res.status, headers: res.headers, body: res.text });
      expectNoPlantedField(t);
    }
  });

  it('stores a record written with planted keys exactly as the same record written without them', async () => {
    // Two fakes, the same writes: one with the keys planted, one without. The stores must be equal.
    const clean = testFake();
    t = testFake();
    for (const w of writesOf(t)) {
      // /v2 refuses an unknown field (errorCode 5, reference §11); the control API and /log change no record.
      if (w.url.startsWith(CONTROL_PREFIX) || w.url === '/log' || w.url.startsWith('/v2/')) continue;
      for (const [fake, body] of [[clean, w.body], [t, planted(w.body, PLANTED_MEMBERS[0] as string, true)]] as const) {
        const req = fake.http[w.method.toLowerCase() as 'get'](`${w.url}${fake === t ? `${w.url.includes('?') ? '&' : '?'}${PLANTED_QUERY}` : ''}`);
        await (body === '' ? req : req.set('content-type', 'application/json').send(body));
      }
    }
    const records = (f: TestFake) => [f.fake.store.hosts, f.fake.store.hostconfigs, f.fake.store.configurations].map((c) => [...c.values()].map((r) => r.json).sort());
    expect(records(t)).toEqual(records(clean));
    expect([...t.fake.store.transfers.values()].map((r) => r.json).sort()).toEqual([...clean.fake.store.transfers.values()].map((r) => r.json).sort());
  });
});
