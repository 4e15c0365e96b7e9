// /bandwidth: the getter and setter, the 409-in-400 mismatches, the set rules of reference §6/§18 (examples and a property against a model), and the link with the own /configurations row.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FakeServer } from '../../fake-server/index.ts';
import { handle, testFake, violations } from '../support/fake-app.ts';
import { classOf, expectJson, leavesStateAlone, packet, routing, SCHEMA } from './action-helpers.ts';

type Http = ReturnType<typeof testFake>['http'];

interface Limits {
  readonly writeglobal: number;
  readonly readglobal: number;
  readonly writesession: number;
  readonly readsession: number;
}

/** A row of /configurations for the own host with these limits. */
const row = (l: Limits, delay: number) => ({
  READGLOBALLIMIT: l.readglobal,
  WRITEGLOBALLIMIT: l.writeglobal,
  READSESSIONLIMIT: l.readsession,
  WRITESESSIONLIMIT: l.writesession,
  DELAYLIMIT: delay,
});

const limitsOf = (c: Record<string, number>): Limits => ({
  writeglobal: c['WRITEGLOBALLIMIT'] as number,
  readglobal: c['READGLOBALLIMIT'] as number,
  writesession: c['WRITESESSIONLIMIT'] as number,
  readsession: c['READSESSIONLIMIT'] as number,
});

const BANDWIDTH = classOf('BandwidthJsonPacket');

/** The answer packet: the given comment/requestUserPacket/setter and the limits in force. */
const answerPacket = (l: Limits, setter: boolean, comment: string | null = null, requestUserPacket = 0) => ({
  '@class': BANDWIDTH, comment, requestUserPacket, setter, ...l,
});

async function ownRow(http: Http): Promise<Record<string, number>> {
  const res = await http.get('/configurations/server1');
  expectJson(res, 200, 'urn:tmkit:v1-single-configurations');
  return res.body.answer;
}

async function putOwnRow(http: Http, l: Limits, delay: number): Promise<void> {
  const res = await http.put('/configurations/server1').send(row(l, delay));
  expectJson(res, 200, 'urn:tmkit:v1-single-configurations');
}

async function getBandwidth(http: Http): Promise<Record<string, unknown>> {
  const res = await http.get('/bandwidth');
  expectJson(res, 200, SCHEMA.bandwidth);
  expect(res.body.command).toBe('GetBandwidth');
  return res.body.answer.results[0];
}

async function setBandwidth(http: Http, values: Partial<Limits> & Record<string, unknown>): Promise<Record<string, unknown>> {
  const res = await http.put('/bandwidth').send(packet('BandwidthJsonPacket', { setter: true, ...values }));
  expectJson(res, 200, SCHEMA.bandwidth);
  expect(res.body.command).toBe('SetBandwidth');
  expect(res.body.answer['@model']).toBe('Bandwidth');
  expect(res.body.answer.results).toHaveLength(1);
  return res.body.answer.results[0];
}

const ZERO: Limits = { writeglobal: 0, readglobal: 0, writesession: 0, readsession: 0 };
const KNOWN: Limits = { writeglobal: 80000, readglobal: 70000, writesession: 8000, readsession: 7000 };

describe('GET /bandwidth', () => {
  it('without a body answers a fresh packet (comment null, requestUserPacket 0, setter false) with the own row limits', async () => {
    const { http } = testFake();
    await putOwnRow(http, KNOWN, 1000);
    const res = await http.get('/bandwidth');
    expectJson(res, 200, SCHEMA.bandwidth);
    expect(res.body).toEqual({
      ...routing('GET', 'bandwidth'),
      answer: { '@model': 'Bandwidth', results: [answerPacket(KNOWN, false)] },
      command: 'GetBandwidth',
      message: 'OK',
      code: 200,
    });
  });

  it.each([1, 2, 3, 4, 5, 6, 7])('shows the seeded own /configurations row (seed %i): writeglobal = WRITEGLOBALLIMIT and so on', async (seed) => {
    const { http } = testFake({ seed });
    const own = await ownRow(http);
    expect(await getBandwidth(http)).toEqual(answerPacket(limitsOf(own), false));
  });

  it('with a getter packet echoes its comment and requestUserPacket', async () => {
    const { http } = testFake();
    await putOwnRow(http, KNOWN, 0);
    const res = await http.get('/bandwidth').send(packet('BandwidthJsonPacket', { setter: false, comment: 'get', requestUserPacket: 19 }));
    expectJson(res, 200, SCHEMA.bandwidth);
    expect(res.body.answer.results).toEqual([answerPacket(KNOWN, false, 'get', 19)]);
  });

  it('with a bare packet (setter absent) is a getter', async () => {
    const { http } = testFake();
    await putOwnRow(http, KNOWN, 0);
    const res = await http.get('/bandwidth').send(packet('BandwidthJsonPacket'));
    expectJson(res, 200, SCHEMA.bandwidth);
    expect(res.body.answer.results).toEqual([answerPacket(KNOWN, false)]);
  });

  it('replaces the values of a getter packet with the limits in force and changes nothing', async () => {
    const { fake, http } = testFake();
    await putOwnRow(http, KNOWN, 0);
    const res = await leavesStateAlone(fake, () => http.get('/bandwidth').send(packet('BandwidthJsonPacket', { writeglobal: 5, readglobal: 5, writesession: 5, readsession: 5 })));
    expectJson(res, 200, SCHEMA.bandwidth);
    expect(res.body.answer.results).toEqual([answerPacket(KNOWN, false)]);
  });
});

describe('mismatched method and packet (HTTP 400, JSON 409 Conflict)', () => {
  const conflict = (method: 'GET' | 'PUT', detail: string) => ({
    ...routing(method, 'bandwidth'),
    answer: { '@model': 'Bandwidth' },
    detail,
    message: 'Conflict',
    code: 409,
  });

  it('GET with setter true answers "Setter should be requested with a PUT method" and sets nothing', async () => {
    const { fake, http } = testFake();
    const res = await leavesStateAlone(fake, () => http.get('/bandwidth').send(packet('BandwidthJsonPacket', { setter: true, writeglobal: 100 })));
    expectJson(res, 400, SCHEMA.error);
    expect(res.body).toEqual(conflict('GET', 'Setter should be requested with a PUT method'));
  });

  it('PUT without a body answers "Setter should be requested with a JSON argument"', async () => {
    const { fake, http } = testFake();
    const res = await leavesStateAlone(fake, () => http.put('/bandwidth'));
    expectJson(res, 400, SCHEMA.error);
    expect(res.body).toEqual(conflict('PUT', 'Setter should be requested with a JSON argument'));
  });

  it('PUT with setter false answers "Getter should not be requested with a GET method" (sic) and sets nothing', async () => {
    const { fake, http } = testFake();
    const res = await leavesStateAlone(fake, () => http.put('/bandwidth').send(packet('BandwidthJsonPacket', { setter: false, writeglobal: 100 })));
    expectJson(res, 400, SCHEMA.error);
    expect(res.body).toEqual(conflict('PUT', 'Getter should not be requested with a GET method'));
  });

  it('PUT with setter absent is a getter packet, refused the same way', async () => {
    const { fake, http } = testFake();
    const res = await leavesStateAlone(fake, () => http.put('/bandwidth').send(packet('BandwidthJsonPacket', { writeglobal: 100 })));
    expectJson(res, 400, SCHEMA.error);
    expect(res.body).toEqual(conflict('PUT', 'Getter should not be requested with a GET method'));
  });

  it.each([
    ['a packet of another kind', packet('LogJsonPacket')],
    ['an unknown @class', { '@class': 'x.Y', setter: true }],
    ['a value of the wrong type', packet('BandwidthJsonPacket', { setter: true, writeglobal: 'abc' })],
  ])('PUT with %s sets nothing', async (_what, body) => {
    const { fake, http } = testFake();
    await putOwnRow(http, KNOWN, 1000);
    const res = await leavesStateAlone(fake, () => http.put('/bandwidth').send(body));
    expectJson(res, 400, SCHEMA.error);
    expect(await getBandwidth(http)).toEqual(answerPacket(KNOWN, false));
  });
});

describe('PUT /bandwidth set rules (reference §6, §18 examples)', () => {
  it('truncates to a multiple of 10, makes -1 unlimited and lowers a session above its global (12345→12340, -1→0, 20000→12340)', async () => {
    const { http } = testFake();
    await putOwnRow(http, ZERO, 1000);
    const answer = await setBandwidth(http, { writeglobal: 12345, readglobal: -1, writesession: 20000, readsession: 5 });
    expect(answer).toEqual(answerPacket({ writeglobal: 12340, readglobal: 0, writesession: 12340, readsession: 0 }, true));
    expect(await getBandwidth(http)).toEqual(answerPacket({ writeglobal: 12340, readglobal: 0, writesession: 12340, readsession: 0 }, false));
  });

  it('keeps the current value for -15 and -10, and rounds 99999 to 99990', async () => {
    const { http } = testFake();
    await putOwnRow(http, { writeglobal: 12340, readglobal: 0, writesession: 12340, readsession: 0 }, 1000);
    const answer = await setBandwidth(http, { writeglobal: -15, readglobal: 100000, writesession: -10, readsession: 99999 });
    expect(answer).toEqual(answerPacket({ writeglobal: 12340, readglobal: 100000, writesession: 12340, readsession: 99990 }, true));
  });

  it('forces the session limits to 0 when the global limits are 0', async () => {
    const { http } = testFake();
    await putOwnRow(http, KNOWN, 1000);
    const answer = await setBandwidth(http, { writeglobal: 0, readglobal: 0, writesession: 5000, readsession: 5000 });
    expect(answer).toEqual(answerPacket(ZERO, true));
  });

  it('keeps every value when the setter packet carries none (defaults -10)', async () => {
    const { http } = testFake();
    await putOwnRow(http, KNOWN, 1000);
    expect(await setBandwidth(http, {})).toEqual(answerPacket(KNOWN, true));
    expect(await getBandwidth(http)).toEqual(answerPacket(KNOWN, false));
  });

  it('lowers a kept session limit under a new, smaller global limit', async () => {
    const { http } = testFake();
    await putOwnRow(http, KNOWN, 1000);
    const answer = await setBandwidth(http, { writeglobal: 5000, readglobal: 4005 });
    expect(answer).toEqual(answerPacket({ writeglobal: 5000, readglobal: 4000, writesession: 5000, readsession: 4000 }, true));
  });

  it('echoes the setter packet comment and requestUserPacket', async () => {
    const { http } = testFake();
    await putOwnRow(http, ZERO, 0);
    const answer = await setBandwidth(http, { comment: 'set', requestUserPacket: 19, writeglobal: 1000 });
    expect(answer).toEqual({ ...answerPacket({ ...ZERO, writeglobal: 1000 }, true), comment: 'set', requestUserPacket: 19 });
  });

  it('writes the new values into GET /configurations/server1 and leaves DELAYLIMIT and UPDATEDINFO as they were', async () => {
    const { http } = testFake();
    await putOwnRow(http, KNOWN, 1000);
    const before = await ownRow(http);
    await setBandwidth(http, { writeglobal: 12345, readglobal: 99999, writesession: 3333, readsession: -10 });
    const after = await ownRow(http);
    expect(after).toEqual({
      ...before,
      WRITEGLOBALLIMIT: 12340,
      READGLOBALLIMIT: 99990,
      WRITESESSIONLIMIT: 3330,
      READSESSIONLIMIT: 7000,
    });
    expect(after['DELAYLIMIT']).toBe(1000);
  });

  it('a set is seen by the next get', async () => {
    const { http } = testFake();
    const set = await setBandwidth(http, { writeglobal: 30000, readglobal: 20000, writesession: 3000, readsession: 2000 });
    expect(await getBandwidth(http)).toEqual({ ...set, setter: false });
  });
});

describe('dataset empty (no own /configurations row)', () => {
  it('GET /bandwidth shows zeros', async () => {
    const { http } = testFake({ dataset: 'empty' });
    expect(await getBandwidth(http)).toEqual(answerPacket(ZERO, false));
  });

  it('PUT /bandwidth creates the own row with the new limits and DELAYLIMIT 0', async () => {
    const { http } = testFake({ dataset: 'empty' });
    const before = await http.get('/configurations');
    expectJson(before, 200, 'urn:tmkit:v1-list-configurations');
    expect(before.body.answer.count).toBe(0);
    await setBandwidth(http, { writeglobal: 12345, readglobal: 5000, writesession: 1000, readsession: 10000 });
    const list = await http.get('/configurations');
    expectJson(list, 200, 'urn:tmkit:v1-list-configurations');
    expect(list.body.answer.count).toBe(1);
    expect(list.body.answer.results[0]).toMatchObject({
      '@model': 'DbConfiguration',
      HOSTID: 'server1',
      WRITEGLOBALLIMIT: 12340,
      READGLOBALLIMIT: 5000,
      WRITESESSIONLIMIT: 1000,
      READSESSIONLIMIT: 5000,
      DELAYLIMIT: 0,
    });
    expect(await getBandwidth(http)).toEqual(answerPacket({ writeglobal: 12340, readglobal: 5000, writesession: 1000, readsession: 5000 }, false));
  });

  it('a rejected PUT creates no row', async () => {
    const { fake, http } = testFake({ dataset: 'empty' });
    const res = await leavesStateAlone(fake, () => http.put('/bandwidth').send(packet('BandwidthJsonPacket', { setter: false, writeglobal: 100 })));
    expectJson(res, 400, SCHEMA.error);
    expect(fake.store.configurations.size).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------
// Property: a series of setter packets against an independent model of the rules (reference §6).

/** One value: truncated toward zero to a multiple of 10; still negative keeps the current value. */
function modelValue(requested: number | undefined, current: number): number {
  const rounded = Math.trunc((requested ?? -10) / 10) * 10 + 0; // + 0 turns -0 into 0
  return rounded < 0 ? current : rounded;
}

function modelSet(current: Limits, r: Partial<Limits>): Limits {
  const writeglobal = modelValue(r.writeglobal, current.writeglobal);
  const readglobal = modelValue(r.readglobal, current.readglobal);
  return {
    writeglobal,
    readglobal,
    writesession: Math.min(modelValue(r.writesession, current.writesession), writeglobal),
    readsession: Math.min(modelValue(r.readsession, current.readsession), readglobal),
  };
}

const valueArb = fc.option(
  fc.oneof(
    fc.constantFrom(-15, -10, -9, -1, 0, 1, 9, 10, 11, 12345, 99999),
    fc.integer({ min: -100, max: 100 }),
    fc.integer({ min: -1_000_000, max: 100_000_000 }),
  ),
  { nil: undefined },
);
const requestArb = fc.record({ writeglobal: valueArb, readglobal: valueArb, writesession: valueArb, readsession: valueArb });
const limitArb = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 10_000_000 }));
const startArb = fc.record({ writeglobal: limitArb, readglobal: limitArb, writesession: limitArb, readsession: limitArb });

/** One request through the fake's transport-free door (fast: no socket per request). */
function handleJson(fake: FakeServer, method: string, url: string, body?: unknown): { status: number; body: any; text: string } {
  const reply = handle(fake, method, url, body);
  return { status: reply.status, body: JSON.parse(reply.body), text: reply.body };
}

// On failure fast-check prints { seed, path }; replay with FC_SEED=<seed> FC_PATH=<path> npx vitest run <this file>.
const replay = process.env['FC_SEED'] === undefined ? {} : { seed: Number(process.env['FC_SEED']), ...(process.env['FC_PATH'] ? { path: process.env['FC_PATH'] } : {}) };

describe('PUT /bandwidth against a model of the set rules', () => {
  it('answers and stores the limits the model computes, for random starting rows and random setter packets', () => {
    const { fake } = testFake();
    fc.assert(
      fc.property(startArb, fc.integer({ min: 0, max: 100_000 }), fc.array(requestArb, { minLength: 1, maxLength: 4 }), (start, delay, requests) => {
        const put = handleJson(fake, 'PUT', '/configurations/server1', row(start, delay));
        expect(put.status, put.text).toBe(200);
        let model: Limits = start;
        for (const r of requests) {
          const sent = Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined));
          const res = handleJson(fake, 'PUT', '/bandwidth', packet('BandwidthJsonPacket', { setter: true, ...sent }));
          model = modelSet(model, r);
          expect(res.status, `${JSON.stringify(sent)}: ${res.text}`).toBe(200);
          expect(violations(SCHEMA.bandwidth, res.body)).toEqual([]);
          expect(res.body.answer.results, JSON.stringify({ start, sent })).toEqual([answerPacket(model, true)]);
        }
        const got = handleJson(fake, 'GET', '/bandwidth');
        expect(got.body.answer.results).toEqual([answerPacket(model, false)]);
        const own = handleJson(fake, 'GET', '/configurations/server1').body.answer;
        expect(limitsOf(own)).toEqual(model);
        expect(own.DELAYLIMIT).toBe(delay);
      }),
      { numRuns: 100, ...replay },
    );
  });
});
