// The GET /log answer (interface "History export and purge", reference §4, §17, §18): the v1
// envelope with one LogResponseJsonPacket that echoes the request (dates as ms, ids as text,
// absent fields null), `command` = requestUserPacket, and the configurable class prefix.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { DEFAULT_PREFIX, expectLogOk, getLog, LOG_RESPONSE_CLASS, logFake, NOW, PACKETS, postRows, FIXTURE, type LogFake } from './support.ts';

let t: LogFake;
beforeEach(() => {
  t = logFake();
  postRows(t.fake, FIXTURE);
});
afterEach(() => t.dispose());

const PACKET_KEYS = [
  '@class', 'comment', 'requestUserPacket', 'purge', 'clean', 'statuspending', 'statustransfer', 'statusdone', 'statuserror',
  'rule', 'request', 'start', 'stop', 'startid', 'stopid', 'command', 'filename', 'exported', 'purged',
];

describe('GET /log answers', () => {
  it('the v1 envelope, model Log, command GetLog', async () => {
    const res = await getLog(t, { comment: 'test', requestUserPacket: 16, statusdone: true });
    expectLogOk(res);
    expect(Object.keys(res.body)).toEqual(['X-method', 'path', 'base', 'uri', 'answer', 'command', 'message', 'code']);
    expect(res.body.uri).toEqual({});
    expect(res.headers['referer']).toBe('/log');
  });

  it('a packet with every field, in the real order, defaults for what was not sent', async () => {
    const packet = expectLogOk(await getLog(t, {}));
    expect(Object.keys(packet)).toEqual(PACKET_KEYS);
    expect(packet).toEqual({
      '@class': LOG_RESPONSE_CLASS, comment: null, requestUserPacket: 0, purge: false, clean: false, statuspending: false,
      statustransfer: false, statusdone: false, statuserror: false, rule: null, request: null, start: null, stop: null,
      startid: null, stopid: null, command: 0, filename: join(t.dir, `server1_${NOW}_runners.xml`), exported: 11, purged: 0,
    });
  });

  it('the request echoed: ISO start as ms, numeric ids as text, requestUserPacket 99 as command 99', async () => {
    const packet = expectLogOk(await getLog(t, {
      comment: 'x', requestUserPacket: 99, statusdone: true, statuserror: false, rule: 'rule1', request: 'hostB',
      start: '2026-11-20T08:00:00Z', stop: 1795179600000, startid: 100, stopid: '200', clean: false,
    }));
    expect(packet).toMatchObject({
      comment: 'x', requestUserPacket: 99, purge: false, clean: false, statuspending: false, statustransfer: false, statusdone: true,
      statuserror: false, rule: 'rule1', request: 'hostB', start: 1795161600000, stop: 1795179600000, startid: '100', stopid: '200',
      command: 99, exported: 1, purged: 0,
    });
  });

  it('non-numeric ids echoed as sent, offsets and bare dates as ms', async () => {
    const packet = expectLogOk(await getLog(t, { startid: 'abc', start: '2026-11-20T10:00:00.000+02:00', stop: '2026-11-21' }));
    expect(packet).toMatchObject({ startid: 'abc', stopid: null, start: Date.parse('2026-11-20T08:00:00Z'), stop: Date.parse('2026-11-21T00:00:00Z') });
  });

  it('exported and purged as numbers', async () => {
    const packet = expectLogOk(await getLog(t, { purge: true, statuspending: true }));
    expect(packet).toMatchObject({ purge: true, exported: 2, purged: 2 });
    expect(typeof packet.exported).toBe('number');
  });

  it('non-ASCII escaped as \\uXXXX in the JSON (reference §1.7)', async () => {
    const res = await getLog(t, { comment: 'café' });
    expectLogOk(res);
    expect(res.text).toContain('"comment":"caf\\u00E9"');
  });

  it('the configured class prefix in @class, which is then the only one accepted', async () => {
    const waarp = logFake({ classPrefix: 'org.waarp.openr66.' });
    try {
      const res = await getLog(waarp, { statusdone: true }, 'org.waarp.openr66.');
      const packet = expectLogOk(res);
      expect(packet['@class']).toBe(`org.waarp.openr66.${PACKETS}LogResponseJsonPacket`);
      const rejected = await getLog(waarp, { statusdone: true }, DEFAULT_PREFIX);
      expect(rejected.status).toBe(400);
      expect(Object.keys(rejected.body)).toEqual(['message', 'code', 'detail']);
      expect(rejected.body.detail).toContain('Could not resolve type id');
    } finally {
      waarp.dispose();
    }
  });
});
