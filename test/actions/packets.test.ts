// Packet reading of the action endpoints (/info, /bandwidth, /server): every body error's exact answer shape, the 412 echo, the class prefix, method sets and disabled entry points.
import { describe, expect, it } from 'vitest';
import { testFake } from '../support/fake-app.ts';
import {
  classOf, DEFAULT_PREFIX, expectHtml405, expectJson, expectNotEnoughInformation, expectShortBadRequest, leavesStateAlone,
  packet, routing, SCHEMA, WAARP_PREFIX, type PacketName,
} from './action-helpers.ts';
import { DEFAULT_DATASET } from '../support/dataset.ts';
const { partner: PARTNER, rule: RULE } = DEFAULT_DATASET;

type Http = ReturnType<typeof testFake>['http'];

/** A fake without seeded records: packet reading does not depend on them, and set-up stays fast. */
const fresh = (options: Parameters<typeof testFake>[0] = {}) => testFake({ dataset: 'empty', ...options });

interface Target {
  readonly method: 'GET' | 'PUT';
  readonly base: 'info' | 'bandwidth' | 'server';
  readonly model: string;
  /** The packet this endpoint reads. */
  readonly own: PacketName;
  /** A field of the own packet with a value of the wrong type (the contract's schema refuses it). */
  readonly badField: Record<string, unknown>;
}

const TARGETS: readonly Target[] = [
  { method: 'GET', base: 'info', model: 'Information', own: 'InformationJsonPacket', badField: { id: 'not-a-number' } },
  { method: 'GET', base: 'bandwidth', model: 'Bandwidth', own: 'BandwidthJsonPacket', badField: { writeglobal: 'fast' } },
  { method: 'PUT', base: 'bandwidth', model: 'Bandwidth', own: 'BandwidthJsonPacket', badField: { setter: true, readsession: [10] } },
  { method: 'PUT', base: 'server', model: 'Server', own: 'ShutdownOrBlockJsonPacket', badField: { shutdownOrBlock: 'maybe' } },
];

const call = (http: Http, method: string, url: string) => (method === 'GET' ? http.get(url) : http.put(url));

/** Sends a raw text body as JSON (so bodies that are not JSON objects reach the server as typed). */
const sendRaw = (http: Http, method: string, url: string, text: string) => call(http, method, url).set('Content-Type', 'application/json').send(text);

const UNREADABLE: readonly { readonly what: string; readonly text: string; readonly detailHas?: string }[] = [
  { what: 'a body that is not JSON', text: '{"@class":' },
  { what: 'a JSON array', text: '[1,2]' },
  { what: 'a JSON string', text: '"packet"' },
  { what: 'a JSON number', text: '42' },
  { what: 'an object without @class', text: '{"comment":"x"}', detailHas: '@class' },
  { what: 'an unknown @class', text: '{"@class":"x.Y"}', detailHas: 'x.Y' },
  { what: 'a non-string @class', text: '{"@class":5}' },
  { what: 'an @class with a bare class name', text: '{"@class":"BandwidthJsonPacket"}' },
];

describe.each(TARGETS)('$method /$base packet reading', (t) => {
  it.each(UNREADABLE)('answers $what with the short 400 body and changes nothing', async ({ text, detailHas }) => {
    const { fake, http } = fresh();
    const res = await leavesStateAlone(fake, () => sendRaw(http, t.method, `/${t.base}`, text));
    expectShortBadRequest(res);
    if (detailHas !== undefined) expect(res.body.detail).toContain(detailHas);
  });

  it('answers a packet that violates the contract schema (a field of the wrong type) with the short 400 body', async () => {
    const { fake, http } = fresh();
    const res = await leavesStateAlone(fake, () => call(http, t.method, `/${t.base}`).send(packet(t.own, t.badField)));
    expectShortBadRequest(res);
  });

  it('answers a non-integer requestUserPacket with the short 400 body', async () => {
    const { fake, http } = fresh();
    const res = await leavesStateAlone(fake, () => call(http, t.method, `/${t.base}`).send(packet(t.own, { setter: t.method === 'PUT', requestUserPacket: 'x' })));
    expectShortBadRequest(res);
  });

  it('answers a control character in the packet with the short 400 body', async () => {
    const { fake, http } = fresh();
    const res = await leavesStateAlone(fake, () => call(http, t.method, `/${t.base}`).send(packet(t.own, { comment: 'a\u0001b' })));
    expectShortBadRequest(res);
  });

  it('echoes a readable packet of another kind with HTTP 400, JSON 412 "Unknown command" and every field of it', async () => {
    const { fake, http } = fresh();
    const other: PacketName = t.own === 'InformationJsonPacket' ? 'ShutdownOrBlockJsonPacket' : 'InformationJsonPacket';
    const sent = other === 'InformationJsonPacket' ? { comment: 'wrong door', rulename: 'r1' } : { comment: 'wrong door', key: 'S2V5' };
    const res = await leavesStateAlone(fake, () => call(http, t.method, `/${t.base}`).send(packet(other, sent)));
    expectJson(res, 400, SCHEMA.error);
    expect(res.headers['connection']).toBe('close');
    expect(res.body).toMatchObject({ ...routing(t.method, t.base), detail: 'Unknown command', message: 'Precondition Failed', code: 412 });
    expect(res.body).not.toHaveProperty('command');
    const echoed =
      other === 'InformationJsonPacket'
        ? { '@class': classOf(other), comment: 'wrong door', requestUserPacket: 0, id: 0, request: 0, rulename: 'r1', filename: null, to: false, idRequest: false }
        : { '@class': classOf(other), comment: 'wrong door', requestUserPacket: 0, key: 'S2V5', restartOrBlock: false, shutdownOrBlock: false };
    expect(res.body.answer.results).toEqual([echoed]);
  });
});

describe('the 412 echo of a packet of the wrong kind (reference §17, captures)', () => {
  const LOG_DEFAULTS = {
    '@class': classOf('LogJsonPacket'),
    comment: null, requestUserPacket: 0, purge: false, clean: false, statuspending: false, statustransfer: false,
    statusdone: false, statuserror: false, rule: null, request: null, start: null, stop: null, startid: null, stopid: null,
  };
  const BANDWIDTH_DEFAULTS = {
    '@class': classOf('BandwidthJsonPacket'),
    comment: null, requestUserPacket: 0, setter: false, writeglobal: -10, readglobal: -10, writesession: -10, readsession: -10,
  };

  it('echoes a bare Log packet sent to PUT /bandwidth with every LogJsonPacket field at its default', async () => {
    const { fake, http } = fresh();
    const res = await leavesStateAlone(fake, () => http.put('/bandwidth').send(packet('LogJsonPacket')));
    expectJson(res, 400, SCHEMA.error);
    expect(res.body).toMatchObject({ ...routing('PUT', 'bandwidth'), detail: 'Unknown command', message: 'Precondition Failed', code: 412 });
    expect(res.body.answer.results).toEqual([LOG_DEFAULTS]);
    expect(Object.keys(res.body.answer.results[0])).toEqual(Object.keys(LOG_DEFAULTS));
  });

  it('answers the Log packet on PUT /bandwidth with `answer` holding only `results`, as the real server does (no @model)', async () => {
    const { http } = fresh();
    const res = await http.put('/bandwidth').send(packet('LogJsonPacket'));
    expect(res.body).toEqual({ ...routing('PUT', 'bandwidth'), detail: 'Unknown command', message: 'Precondition Failed', code: 412, answer: { results: [LOG_DEFAULTS] } });
  });

  it('echoes the given values of a Log packet and the defaults of the rest', async () => {
    const { http } = fresh();
    const res = await http.put('/bandwidth').send(packet('LogJsonPacket', { comment: 'c', statusdone: true, rule: RULE, startid: '1001', stop: 1795179600000 }));
    expectJson(res, 400, SCHEMA.error);
    expect(res.body.answer.results).toEqual([{ ...LOG_DEFAULTS, comment: 'c', statusdone: true, rule: RULE, startid: '1001', stop: 1795179600000 }]);
  });

  it('echoes a bare Bandwidth packet sent to GET /info with setter false and the four values -10, answer model Information', async () => {
    const { fake, http } = fresh();
    const res = await leavesStateAlone(fake, () => http.get('/info').send(packet('BandwidthJsonPacket')));
    expectJson(res, 400, SCHEMA.error);
    expect(res.body).toEqual({
      ...routing('GET', 'info'),
      answer: { '@model': 'Information', results: [BANDWIDTH_DEFAULTS] },
      detail: 'Unknown command',
      message: 'Precondition Failed',
      code: 412,
    });
    expect(Object.keys(res.body.answer.results[0])).toEqual(Object.keys(BANDWIDTH_DEFAULTS));
  });

  it('echoes a bare Bandwidth packet sent to PUT /server with answer model Server', async () => {
    const { fake, http } = fresh();
    const res = await leavesStateAlone(fake, () => http.put('/server').send(packet('BandwidthJsonPacket')));
    expectJson(res, 400, SCHEMA.error);
    expect(res.body).toEqual({
      ...routing('PUT', 'server'),
      answer: { '@model': 'Server', results: [BANDWIDTH_DEFAULTS] },
      detail: 'Unknown command',
      message: 'Precondition Failed',
      code: 412,
    });
  });
});

describe('a missing body', () => {
  it('GET /info without a body answers the full envelope 400 "not enough information"', async () => {
    const { fake, http } = fresh();
    expectNotEnoughInformation(await leavesStateAlone(fake, () => http.get('/info')), 'GET', 'info');
  });

  it('PUT /server without a body answers the full envelope 400 "not enough information"', async () => {
    const { fake, http } = fresh();
    expectNotEnoughInformation(await leavesStateAlone(fake, () => http.put('/server')), 'PUT', 'server');
  });

  it('PUT /bandwidth without a body answers HTTP 400 with JSON 409 "Setter should be requested with a JSON argument"', async () => {
    const { fake, http } = fresh();
    const res = await leavesStateAlone(fake, () => http.put('/bandwidth'));
    expectJson(res, 400, SCHEMA.error);
    expect(res.body).toEqual({
      ...routing('PUT', 'bandwidth'),
      answer: { '@model': 'Bandwidth' },
      detail: 'Setter should be requested with a JSON argument',
      message: 'Conflict',
      code: 409,
    });
  });

  it('GET /bandwidth without a body is a getter, not an error', async () => {
    const { http } = fresh();
    expectJson(await http.get('/bandwidth'), 200, SCHEMA.bandwidth);
  });
});

describe('unknown properties in a packet', () => {
  // Reference §8.5: "Unknown extra properties are ignored" (Jackson on the real server).
  it('ignores an unknown extra property in a Bandwidth getter, as the real server does', async () => {
    const { http } = fresh();
    const res = await http.get('/bandwidth').send(packet('BandwidthJsonPacket', { comment: 'c', futureField: 1 }));
    expectJson(res, 200, SCHEMA.bandwidth);
    expect(res.body.answer.results[0].comment).toBe('c');
  });
});

describe('values outside the packet field types', () => {
  // `id` is a Java long: Jackson refuses a number outside [-2^63, 2^63 - 1] while reading the packet.
  it.each(['9223372036854775808', '-9223372036854775809', '18446744073709551616'])('GET /info with id %s (outside int64) answers the short 400 body', async (id) => {
    const { fake, http } = testFake();
    const text = `{"@class":"${classOf('InformationJsonPacket')}","id":${id},"rulename":"${PARTNER}","idRequest":true}`;
    const res = await leavesStateAlone(fake, () => sendRaw(http, 'GET', '/info', text));
    expectShortBadRequest(res);
  });

  it('GET /info with id -9223372036854775808 (the smallest long) is read, then not found', async () => {
    const { http } = testFake();
    const res = await sendRaw(http, 'GET', '/info', `{"@class":"${classOf('InformationJsonPacket')}","id":-9223372036854775808,"rulename":"${PARTNER}","idRequest":true}`);
    expectJson(res, 400, SCHEMA.error);
    expect(res.body.detail).toMatch(/RunnerTask is not found: -9223372036854775808$/);
  });
});

describe('configurable class prefix', () => {
  const waarp = () => fresh({ classPrefix: WAARP_PREFIX });

  it.each([
    ['GET', 'info', 'InformationJsonPacket'],
    ['GET', 'bandwidth', 'BandwidthJsonPacket'],
    ['PUT', 'bandwidth', 'BandwidthJsonPacket'],
    ['PUT', 'server', 'ShutdownOrBlockJsonPacket'],
  ] as const)('%s /%s refuses the default-prefix %s with the short 400 body when org.waarp.openr66. is configured', async (method, base, name) => {
    const { fake, http } = waarp();
    const res = await leavesStateAlone(fake, () => call(http, method, `/${base}`).send(packet(name, { setter: method === 'PUT' && base === 'bandwidth' }, DEFAULT_PREFIX)));
    expectShortBadRequest(res);
  });

  it('accepts the configured prefix and answers with it', async () => {
    const { http } = waarp();
    const res = await http.get('/bandwidth').send(packet('BandwidthJsonPacket', { comment: 'get' }, WAARP_PREFIX));
    expectJson(res, 200, SCHEMA.bandwidth);
    expect(res.body.answer.results[0]['@class']).toBe(classOf('BandwidthJsonPacket', WAARP_PREFIX));
    expect(res.body.answer.results[0].comment).toBe('get');
  });

  it('writes the configured prefix in a fresh getter answer', async () => {
    const { http } = waarp();
    const res = await http.get('/bandwidth');
    expectJson(res, 200, SCHEMA.bandwidth);
    expect(res.body.answer.results[0]['@class']).toBe('org.waarp.openr66.protocol.localhandler.packet.json.BandwidthJsonPacket');
  });

  it('echoes a packet of the wrong kind with the configured prefix', async () => {
    const { http } = waarp();
    const res = await http.put('/bandwidth').send(packet('LogJsonPacket', {}, WAARP_PREFIX));
    expectJson(res, 400, SCHEMA.error);
    expect(res.body.code).toBe(412);
    expect(res.body.answer.results[0]['@class']).toBe(classOf('LogJsonPacket', WAARP_PREFIX));
  });

  it('uses the configured prefix in the OPTIONS examples', async () => {
    const { http } = waarp();
    const res = await http.options('/bandwidth');
    expectJson(res, 200, SCHEMA.options);
    expect(res.text).toContain(classOf('BandwidthJsonPacket', WAARP_PREFIX));
    expect(res.text).not.toContain(DEFAULT_PREFIX);
  });

  it('by default accepts org.vendor.openproto. and refuses org.waarp.openr66.', async () => {
    const { http } = fresh();
    expectJson(await http.get('/bandwidth').send(packet('BandwidthJsonPacket')), 200, SCHEMA.bandwidth);
    expectShortBadRequest(await http.get('/bandwidth').send(packet('BandwidthJsonPacket', {}, WAARP_PREFIX)));
  });
});

describe('method sets of the action endpoints', () => {
  it.each([
    ['POST', 'bandwidth'],
    ['DELETE', 'bandwidth'],
    ['PATCH', 'bandwidth'],
    ['POST', 'server'],
    ['DELETE', 'server'],
    ['PUT', 'info'],
    ['POST', 'info'],
    ['DELETE', 'info'],
  ] as const)('%s /%s answers 405 with the HTML page and changes nothing', async (method, base) => {
    const { fake, http } = fresh();
    const body = packet('BandwidthJsonPacket', { setter: true, writeglobal: 1000 });
    const res = await leavesStateAlone(fake, () => http[method.toLowerCase() as 'post' | 'delete' | 'patch' | 'put'](`/${base}`).send(body));
    expectHtml405(res);
  });
});

describe('a disabled entry point', () => {
  it('GET /bandwidth answers 405 HTML when bandwidth is disabled', async () => {
    const { http } = fresh({ disabled: ['bandwidth'] });
    expectHtml405(await http.get('/bandwidth'));
    expectHtml405(await http.put('/bandwidth').send(packet('BandwidthJsonPacket', { setter: true })));
  });

  it('OPTIONS / no longer lists bandwidth, and still lists the other bases', async () => {
    const { http } = fresh({ disabled: ['bandwidth'] });
    const res = await http.options('/');
    expectJson(res, 200, SCHEMA.options);
    const bases = String(res.body.answer.UriAllowed).split(',');
    expect(bases).not.toContain('bandwidth');
    expect(bases.sort()).toEqual(['business', 'config', 'configurations', 'hostconfigs', 'hosts', 'info', 'log', 'rules', 'server', 'transfers']);
    const described = (res.body.answer.DetailedAllow as object[]).flatMap((e) => Object.keys(e));
    expect(described).not.toContain('bandwidth');
  });

  it('leaves the other action endpoints working', async () => {
    const { http } = fresh({ disabled: ['bandwidth'] });
    expectJson(await http.get('/server'), 200, SCHEMA.serverStatus);
  });
});
