// GET /info: transfer information (rulename = remote host, `to` = direction) and file information over a rule's seeded virtual folder (reference §5, §18; file queries answered as intended, DESIGN §2.3).
import { describe, expect, it } from 'vitest';
import type { Response } from 'supertest';
import type { FakeServer } from '../../fake-server/index.ts';
import { lossless, testFake } from '../support/fake-app.ts';
import { expectJson, leavesStateAlone, packet, routing, SCHEMA } from './action-helpers.ts';
import { DEFAULT_DATASET } from '../support/dataset.ts';

type Http = ReturnType<typeof testFake>['http'];

const NOW = Date.parse('2025-01-01T00:00:00.000Z');
// The dataset's rules: each has a seeded virtual folder.
const { rules: RULES, rule: RULE, otherRule: OTHER_RULE } = DEFAULT_DATASET;
const ASKEXIST = 0;
const ASKMLSDETAIL = 1;
const ASKLIST = 2;
const ASKMLSLIST = 3;

const info = (fields: Record<string, unknown>) => packet('InformationJsonPacket', fields);

/** An own transfer of the seeded store in one direction, with its partner. */
function ownTransfer(fake: FakeServer, outgoing: boolean): { id: bigint; partner: string; requester: string; requested: string; json: string } {
  for (const row of fake.store.transfers.values()) {
    const t = row.record;
    if (t.OWNERREQ !== 'server1') continue;
    if (outgoing ? t.REQUESTER !== 'server1' : t.REQUESTED !== 'server1') continue;
    const partner = outgoing ? t.REQUESTED : t.REQUESTER;
    if (partner === 'server1' || !fake.store.hosts.get(partner)) continue;
    return { id: t.SPECIALID, partner, requester: t.REQUESTER, requested: t.REQUESTED, json: row.json };
  }
  throw new Error('no such transfer in the seeded store');
}

/** The record as GET /transfers/:id answers it (an independent read through the public door). */
async function readTransfer(http: Http, id: bigint, requester: string, requested: string): Promise<unknown> {
  const res = await http.get(`/transfers/${id}?REQUESTER=${requester}&REQUESTED=${requested}`);
  expect(res.status, res.text).toBe(200);
  return res.body.answer;
}

/** Sends a packet whose `id` is written as exact digits (a JSON number beyond 2^53 stays exact). */
const sendWithId = (http: Http, id: string, fields: Record<string, unknown>) => {
  const text = JSON.stringify(info(fields)).replace(/}$/, `,"id":${id}}`);
  return http.get('/info').set('Content-Type', 'application/json').send(text);
};

function expectTransferInfoError(res: Response, detailEnd: RegExp): void {
  expectJson(res, 400, SCHEMA.error);
  expect(res.body).toMatchObject({ ...routing('GET', 'info'), command: 'GetTransferInformation', message: 'Bad Request', code: 400 });
  expect(res.body.answer).toEqual({ '@model': 'Information' });
  expect(res.body.detail).toMatch(detailEnd);
}

describe('GET /info transfer information (idRequest true)', () => {
  it('to false finds the own transfer with requester = server1 and requested = the remote host named in rulename', async () => {
    const { fake, http } = testFake();
    const t = ownTransfer(fake, true);
    const res = await leavesStateAlone(fake, () => http.get('/info').send(info({ id: Number(t.id), rulename: t.partner, idRequest: true, to: false })));
    expectJson(res, 200, SCHEMA.info);
    expect(res.body).toEqual({
      ...routing('GET', 'info'),
      answer: { '@model': 'Information', results: [await readTransfer(http, t.id, 'server1', t.partner)] },
      command: 'GetTransferInformation',
      message: 'OK',
      code: 200,
    });
    expect(res.text).toContain(`"results":[${t.json}]`);
  });

  it('to true finds the transfer the remote host requested from server1', async () => {
    const { fake, http } = testFake();
    const t = ownTransfer(fake, false);
    const res = await http.get('/info').send(info({ id: Number(t.id), rulename: t.partner, idRequest: true, to: true }));
    expectJson(res, 200, SCHEMA.info);
    expect(res.body.command).toBe('GetTransferInformation');
    expect(res.body.answer.results).toEqual([await readTransfer(http, t.id, t.partner, 'server1')]);
    expect(res.body.answer.results[0]).toMatchObject({ REQUESTER: t.partner, REQUESTED: 'server1', OWNERREQ: 'server1' });
  });

  it('answers the same record whatever comment and requestUserPacket say', async () => {
    const { fake, http } = testFake();
    const t = ownTransfer(fake, true);
    const res = await http.get('/info').send(info({ id: Number(t.id), rulename: t.partner, idRequest: true, comment: 'c', requestUserPacket: 18 }));
    expectJson(res, 200, SCHEMA.info);
    expect(res.text).toContain(`"results":[${t.json}]`);
  });

  it('keeps a SPECIALID beyond 2^53 exact, for a transfer POSTed server1 → an existing host', async () => {
    const { fake, http } = testFake();
    const partner = ownTransfer(fake, true).partner;
    const post = await http
      .post('/transfers')
      .set('Content-Type', 'application/json')
      .send(`{"SPECIALID":9007199254740993,"FILENAME":"big.dat","IDRULE":"${RULE}","REQUESTER":"server1","REQUESTED":"${partner}"}`);
    expect(post.status, post.text).toBe(200);
    const res = await sendWithId(http, '9007199254740993', { rulename: partner, idRequest: true });
    expectJson(res, 200, SCHEMA.info);
    expect(res.text).toContain('"SPECIALID":9007199254740993,');
    expect(String(lossless(res.text).answer.results[0].SPECIALID)).toBe('9007199254740993');
    // The neighbour id 9007199254740992 (the same double) is not that transfer.
    const neighbour = await sendWithId(http, '9007199254740992', { rulename: partner, idRequest: true });
    expectTransferInfoError(neighbour, /RunnerTask is not found: 9007199254740992$/);
  });

  it('the wrong direction is not found: "RunnerTask is not found: <id>", answer {"@model":"Information"}', async () => {
    const { fake, http } = testFake();
    const out = ownTransfer(fake, true);
    const res = await leavesStateAlone(fake, () => http.get('/info').send(info({ id: Number(out.id), rulename: out.partner, idRequest: true, to: true })));
    expectTransferInfoError(res, new RegExp(`RunnerTask is not found: ${out.id}$`));
    const incoming = ownTransfer(fake, false);
    const res2 = await http.get('/info').send(info({ id: Number(incoming.id), rulename: incoming.partner, idRequest: true, to: false }));
    expectTransferInfoError(res2, new RegExp(`\\(Local\\) RunnerTask is not found: ${incoming.id}$`));
  });

  it('an unknown id is not found', async () => {
    const { fake, http } = testFake();
    const partner = ownTransfer(fake, true).partner;
    const res = await leavesStateAlone(fake, () => http.get('/info').send(info({ id: 424242, rulename: partner, idRequest: true })));
    expectTransferInfoError(res, /RunnerTask is not found: 424242$/);
  });

  it('a transfer owned by another host is not found', async () => {
    const { fake, http } = testFake();
    const other = [...fake.store.transfers.values()].map((r) => r.record).find((t) => t.OWNERREQ !== 'server1' && (t.REQUESTER === 'server1' || t.REQUESTED === 'server1'));
    if (!other) throw new Error('the seeded store has no transfer of another owner');
    const to = other.REQUESTED === 'server1';
    const res = await http.get('/info').send(info({ id: Number(other.SPECIALID), rulename: to ? other.REQUESTER : other.REQUESTED, idRequest: true, to }));
    expectTransferInfoError(res, new RegExp(`RunnerTask is not found: ${other.SPECIALID}$`));
  });

  it.each([
    ['an unknown host', { rulename: 'nohost' }],
    ['an empty rulename', { rulename: '' }],
    ['no rulename', {}],
    ['a rule name instead of a host', { rulename: RULE }],
  ])('%s answers "Remote Host is unknown"', async (_what, fields) => {
    const { fake, http } = testFake();
    const t = ownTransfer(fake, true);
    const res = await leavesStateAlone(fake, () => http.get('/info').send(info({ id: Number(t.id), idRequest: true, ...fields })));
    expectTransferInfoError(res, /Remote Host is unknown$/);
  });
});

// ---------------------------------------------------------------------------------------------

/** A file information answer: 200, GetInformation, one JSON text in results; answers it parsed. */
async function fileInfo(http: Http, fields: Record<string, unknown>): Promise<any> {
  const res = await http.get('/info').send(info({ rulename: RULE, ...fields, idRequest: false }));
  expectJson(res, 200, SCHEMA.info);
  expect(res.body.command).toBe('GetInformation');
  expect(res.body.answer['@model']).toBe('Information');
  const results = res.body.answer.results as unknown[];
  expect(results).toHaveLength(1);
  expect(typeof results[0]).toBe('string');
  return JSON.parse(results[0] as string);
}

async function listing(http: Http, rule = RULE): Promise<string[]> {
  const { ls } = await fileInfo(http, { request: ASKLIST, rulename: rule, filename: '*' });
  return ls;
}

const MLSD_LINE = /^type=file;size=(\d+);modify=(\d{14});perm=r; (.+)$/;

describe('GET /info file information (idRequest false)', () => {
  it('ASKEXIST answers the JSON text {"exist":true} for a file of the folder, as a string in results', async () => {
    const { fake, http } = testFake();
    const name = (await listing(http))[0] as string;
    const res = await leavesStateAlone(fake, () => http.get('/info').send(info({ request: ASKEXIST, rulename: RULE, filename: name })));
    expectJson(res, 200, SCHEMA.info);
    expect(res.body).toEqual({ ...routing('GET', 'info'), answer: { '@model': 'Information', results: ['{"exist":true}'] }, command: 'GetInformation', message: 'OK', code: 200 });
  });

  it('ASKEXIST answers {"exist":false} for a missing name, and request absent means ASKEXIST', async () => {
    const { http } = testFake();
    expect(await fileInfo(http, { request: ASKEXIST, filename: 'missing.txt' })).toEqual({ exist: false });
    const name = (await listing(http))[1] as string;
    expect(await fileInfo(http, { filename: name })).toEqual({ exist: true });
  });

  it('ASKMLSDETAIL answers {"mls":"type=file;size=…;modify=…;perm=r; NAME"} for a file, the same line ASKMLSLIST gives', async () => {
    const { http } = testFake();
    const names = await listing(http);
    const { mls: lines } = await fileInfo(http, { request: ASKMLSLIST, filename: '*' });
    for (const [i, name] of names.entries()) {
      const { mls } = await fileInfo(http, { request: ASKMLSDETAIL, filename: name });
      expect(mls).toBe(lines[i]);
      const m = MLSD_LINE.exec(mls);
      expect(m, mls).not.toBeNull();
      expect(m?.[3]).toBe(name);
      const modified = m?.[2] as string;
      const asIso = `${modified.slice(0, 4)}-${modified.slice(4, 6)}-${modified.slice(6, 8)}T${modified.slice(8, 10)}:${modified.slice(10, 12)}:${modified.slice(12, 14)}Z`;
      expect(Date.parse(asIso)).toBeLessThanOrEqual(NOW);
      expect(Number(m?.[1])).toBeGreaterThan(0);
    }
  });

  it('ASKMLSDETAIL of a missing file answers HTTP 400 with JSON 404, answer {"@model":"Information"}', async () => {
    const { fake, http } = testFake();
    const res = await leavesStateAlone(fake, () => http.get('/info').send(info({ request: ASKMLSDETAIL, rulename: RULE, filename: 'missing.txt' })));
    expectJson(res, 400, SCHEMA.error);
    expect(res.body).toMatchObject({ ...routing('GET', 'info'), command: 'GetInformation', message: 'Not Found', code: 404 });
    expect(res.body.answer).toEqual({ '@model': 'Information' });
  });

  it('ASKLIST with "*" and with no filename lists every file of the folder', async () => {
    const { http } = testFake();
    const all = await listing(http);
    expect(all.length).toBeGreaterThan(0);
    expect(new Set(all).size).toBe(all.length);
    expect((await fileInfo(http, { request: ASKLIST })).ls).toEqual(all);
    expect((await fileInfo(http, { request: ASKLIST, filename: null })).ls).toEqual(all);
    expect((await fileInfo(http, { request: ASKLIST, filename: '' })).ls).toEqual(all);
  });

  it('ASKLIST with a pattern like INV-* lists only the matching names', async () => {
    const { http } = testFake();
    const all = await listing(http);
    const inv = all.filter((n) => n.startsWith('INV-'));
    expect(inv.length).toBeGreaterThan(0);
    expect(inv.length).toBeLessThan(all.length);
    expect((await fileInfo(http, { request: ASKLIST, filename: 'INV-*' })).ls).toEqual(inv);
    expect((await fileInfo(http, { request: ASKLIST, filename: '*.csv' })).ls).toEqual(all.filter((n) => n.endsWith('.csv')));
    const one = all[0] as string;
    expect((await fileInfo(http, { request: ASKLIST, filename: `${one.slice(0, -1)}?` })).ls).toContain(one);
    expect((await fileInfo(http, { request: ASKLIST, filename: 'NOPE-*' })).ls).toEqual([]);
  });

  it('ASKMLSLIST answers one MLSD line per file, in the listing order', async () => {
    const { http } = testFake();
    const all = await listing(http);
    const { mls } = await fileInfo(http, { request: ASKMLSLIST, filename: '*' });
    expect(mls).toHaveLength(all.length);
    expect((mls as string[]).map((l) => MLSD_LINE.exec(l)?.[3])).toEqual(all);
    expect((await fileInfo(http, { request: ASKMLSLIST, filename: 'INV-*' })).mls).toHaveLength(all.filter((n) => n.startsWith('INV-')).length);
  });

  it.each(RULES.map((r) => [r]))('rule %s has a seeded, non-empty folder', async (rule) => {
    const { http } = testFake();
    expect((await listing(http, rule)).length).toBeGreaterThan(0);
  });

  it.each([
    ['an unknown rule', 'no-such-rule'],
    ['an empty rule name', ''],
  ])('%s answers HTTP 400 with JSON 400 and command GetInformation', async (_what, rulename) => {
    const { fake, http } = testFake();
    const res = await leavesStateAlone(fake, () => http.get('/info').send(info({ request: ASKLIST, rulename, filename: '*' })));
    expectJson(res, 400, SCHEMA.error);
    expect(res.body).toMatchObject({ ...routing('GET', 'info'), command: 'GetInformation', message: 'Bad Request', code: 400 });
    expect(res.body.answer).toEqual({ '@model': 'Information' });
  });

  it('the file tree is the same for the same seed and differs for another seed', async () => {
    const a = testFake({ seed: 11 });
    const b = testFake({ seed: 11 });
    const c = testFake({ seed: 12 });
    // Each seed has its own rule list: ask each fake about its own first rule.
    const first = (t: ReturnType<typeof testFake>) => ([...t.fake.store.rules.values()][0]?.id as string);
    const mlsOf = async (t: ReturnType<typeof testFake>) => (await fileInfo(t.http, { request: ASKMLSLIST, rulename: first(t), filename: '*' })).mls;
    expect(await mlsOf(a)).toEqual(await mlsOf(b));
    expect(await listing(c.http, first(c))).not.toEqual(await listing(a.http, first(a)));
  });

  it('the folders of two rules differ', async () => {
    const { http } = testFake();
    expect(await listing(http, RULE)).not.toEqual(await listing(http, OTHER_RULE));
  });
});
