// GET /server status: every counter against an independent count of the stored transfers (reference §7.1, §18), against list queries where the mappings agree, and the 24 h window on the fake's clock.
import { describe, expect, it } from 'vitest';
import type { FakeServer } from '../../fake-server/index.ts';
import { storeTransfer, testFake, violations } from '../support/fake-app.ts';
import { expectJson, packet, routing, SCHEMA } from './action-helpers.ts';
import { DEFAULT_DATASET } from '../support/dataset.ts';
const { partner: PARTNER, rule: RULE } = DEFAULT_DATASET;

type Http = ReturnType<typeof testFake>['http'];

const DAY = 24 * 3600 * 1000;
const HOUR = 3600 * 1000;
/** The fake's default frozen clock. */
const NOW_ISO = '2025-01-01T00:00:00.000Z';
const NOW = Date.parse(NOW_ISO);
const ISO_WITH_MS_AND_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}(Z|[+-]\d{2}:\d{2})$/;

// The counters' meaning, written from reference §7.1, §9 (not from the fake's tables).
const OVERALL_BY_UPDATEDINFO = ['Unknown', 'NotUpdated', 'Interrupted', 'ToSubmit', 'Error', 'Running', 'Done'];
const STEPS_BY_GLOBALSTEP = ['Notask', 'Pretask', 'Transfer', 'Posttask', 'AllDone', 'Error'];
const RUNNINGSTEPS_BY_LETTER: Record<string, string> = { z: 'Running', i: 'InitOk', B: 'PreProcessingOk', X: 'TransferOk', P: 'PostProcessingOk', O: 'CompleteOk' };
const ERRORTYPES_BY_LETTER: Record<string, string> = {
  C: 'ConnectionImpossible', l: 'ServerOverloaded', A: 'BadAuthent', E: 'ExternalOp', T: 'TransferError', M: 'MD5Error',
  D: 'Disconnection', F: 'FinalOp', U: 'Unimplemented', I: 'Internal', W: 'Warning', Q: 'QueryAlreadyFinished',
  s: 'QueryStillRunning', N: 'KnownHost', u: 'RemotelyUnknown', c: 'CommandNotFound', p: 'PassThroughMode',
  r: 'RemoteShutdown', S: 'Shutdown', R: 'RemoteError', H: 'Stopped', K: 'Canceled', f: 'FileNotFound', '-': 'Unknown',
};

type Counters = Record<string, number>;

interface ExpectedCounters {
  readonly OVERALL: Counters;
  readonly STEPS: Counters;
  readonly RUNNINGSTEPS: Counters;
  readonly ERRORTYPES: Counters;
}

const zeros = (names: readonly string[]): Counters => Object.fromEntries(names.map((n) => [n, 0]));
const bump = (c: Counters, name: string | undefined) => {
  if (name !== undefined) c[name] = (c[name] ?? 0) + 1;
};

/** Counts the stored transfers the way reference §7.1 describes, independently of the fake. */
function countStatus(fake: FakeServer, now: number, self: string): ExpectedCounters {
  const OVERALL = zeros([...OVERALL_BY_UPDATEDINFO, 'AllTransfer', 'InRunning', 'OutRunning', 'InAll', 'OutAll', 'InError', 'OutError']);
  const STEPS = zeros(STEPS_BY_GLOBALSTEP);
  const RUNNINGSTEPS = zeros(['AllRunning', ...Object.values(RUNNINGSTEPS_BY_LETTER)]);
  const ERRORTYPES = zeros(Object.values(ERRORTYPES_BY_LETTER));
  for (const { record: t } of fake.store.transfers.values()) {
    if (t.OWNERREQ !== self || t.STARTTRANS < now - DAY) continue;
    const running = t.UPDATEDINFO === 5;
    const inError = t.UPDATEDINFO === 4;
    bump(OVERALL, 'AllTransfer');
    bump(OVERALL, OVERALL_BY_UPDATEDINFO[t.UPDATEDINFO]);
    if (t.REQUESTED === self) {
      bump(OVERALL, 'InAll');
      if (running) bump(OVERALL, 'InRunning');
      if (inError) bump(OVERALL, 'InError');
    }
    if (t.REQUESTER === self) {
      bump(OVERALL, 'OutAll');
      if (running) bump(OVERALL, 'OutRunning');
      if (inError) bump(OVERALL, 'OutError');
    }
    bump(STEPS, STEPS_BY_GLOBALSTEP[t.GLOBALSTEP]);
    if (running) {
      bump(RUNNINGSTEPS, 'AllRunning');
      bump(RUNNINGSTEPS, RUNNINGSTEPS_BY_LETTER[t.STEPSTATUS.charAt(0)]);
    }
    bump(ERRORTYPES, ERRORTYPES_BY_LETTER[t.INFOSTATUS.charAt(0)]);
  }
  return { OVERALL, STEPS, RUNNINGSTEPS, ERRORTYPES };
}

/** GET /server, checked against the contract; answers the status object. */
async function status(http: Http): Promise<Record<string, any>> {
  const res = await http.get('/server');
  expectJson(res, 200, SCHEMA.serverStatus);
  expect(res.body.command).toBe('GetStatus');
  expect(res.body.answer).not.toHaveProperty('@model');
  expect(res.body.answer.results).toHaveLength(1);
  const s = res.body.answer.results[0];
  expect(violations(SCHEMA.status, s)).toEqual([]);
  return s;
}

/** The counters of a status object, the two ISO dates of OVERALL left out. */
function countersOf(s: Record<string, any>): ExpectedCounters {
  const { LastInRunning: _in, LastOutRunning: _out, ...OVERALL } = s['OVERALL'];
  return { OVERALL, STEPS: s['STEPS'], RUNNINGSTEPS: s['RUNNINGSTEPS'], ERRORTYPES: s['ERRORTYPES'] };
}

interface Crafted {
  readonly SPECIALID: number;
  readonly OWNERREQ: string;
  readonly REQUESTER: string;
  readonly REQUESTED: string;
  readonly STARTTRANS: number;
  readonly UPDATEDINFO: number;
  readonly GLOBALSTEP: number;
  readonly STEPSTATUS: string;
  readonly INFOSTATUS: string;
}

/**
 * Stores crafted transfers with POST /transfers, then writes their UPDATEDINFO into the store
 * (REST always stores 3, as on the real server; the reference capture set it with SQL, §18).
 */
function store(fake: FakeServer, rows: readonly Crafted[]): void {
  for (const { UPDATEDINFO, ...fields } of rows) storeTransfer(fake, { ...fields, IDRULE: RULE, FILENAME: `f${fields.SPECIALID}.dat` }, UPDATEDINFO);
}

/**
 * Rows that reach every counter: one per error letter (cycling UPDATEDINFO, GLOBALSTEP and the
 * direction), one running row per running letter, and rows at and around the window's edges.
 */
function craftedRows(self: string): Crafted[] {
  const rows: Crafted[] = [];
  let id = 1000;
  const errorLetters = Object.keys(ERRORTYPES_BY_LETTER);
  const runningLetters = Object.keys(RUNNINGSTEPS_BY_LETTER);
  errorLetters.forEach((letter, k) => {
    const out = k % 2 === 0;
    rows.push({
      SPECIALID: id++, OWNERREQ: self, REQUESTER: out ? self : 'hostA', REQUESTED: out ? 'hostA' : self,
      STARTTRANS: NOW - (k + 1) * HOUR, UPDATEDINFO: k % 7, GLOBALSTEP: k % 6, STEPSTATUS: runningLetters[k % 6] as string, INFOSTATUS: letter,
    });
  });
  runningLetters.forEach((letter, k) => {
    const out = k % 2 === 1;
    rows.push({
      SPECIALID: id++, OWNERREQ: self, REQUESTER: out ? self : 'hostB', REQUESTED: out ? 'hostB' : self,
      STARTTRANS: NOW - 30 * 60 * 1000 - k * 1000, UPDATEDINFO: 5, GLOBALSTEP: 2, STEPSTATUS: letter, INFOSTATUS: 'z',
    });
  });
  const edge = (STARTTRANS: number, OWNERREQ = self): Crafted => ({
    SPECIALID: id++, OWNERREQ, REQUESTER: self, REQUESTED: 'hostC', STARTTRANS, UPDATEDINFO: 4, GLOBALSTEP: 5, STEPSTATUS: 'T', INFOSTATUS: 'T',
  });
  rows.push(edge(NOW - DAY)); // exactly FromDate: counted
  rows.push(edge(NOW - DAY - 1)); // one ms earlier: not counted
  rows.push(edge(NOW + 5 * DAY)); // future: counted
  rows.push(edge(NOW - HOUR, 'hostA')); // another owner: not counted
  rows.push(edge(NOW - 3 * DAY)); // long ago: not counted
  return rows;
}

describe('GET /server status answer', () => {
  it('answers 200, command GetStatus, `answer` without @model, results[0] a valid status of the own host', async () => {
    const { http } = testFake();
    const res = await http.get('/server');
    expectJson(res, 200, SCHEMA.serverStatus);
    expect(res.body).toMatchObject({ ...routing('GET', 'server'), command: 'GetStatus', message: 'OK', code: 200 });
    expect(Object.keys(res.body.answer)).toEqual(['results']);
    const s = res.body.answer.results[0];
    expect(violations(SCHEMA.status, s)).toEqual([]);
    expect(s.HostID).toBe('server1');
  });

  it('says "Current Waarp R66 status" in `detail`, as the real server does', async () => {
    const { http } = testFake();
    const res = await http.get('/server');
    expect(res.body.detail).toBe('Current Waarp R66 status');
  });

  it('writes Date as the frozen clock and FromDate as Date − 24 h, every date ISO 8601 with milliseconds and offset', async () => {
    const { http } = testFake({ clock: 'frozen:2026-11-21T00:35:29.852Z' });
    const s = await status(http);
    expect(s['Date']).toBe('2026-11-21T00:35:29.852Z');
    expect(s['FromDate']).toBe('2026-11-20T00:35:29.852Z');
    for (const d of [s['Date'], s['LastRun'], s['FromDate'], s['OVERALL'].LastInRunning, s['OVERALL'].LastOutRunning]) {
      expect(d).toMatch(ISO_WITH_MS_AND_OFFSET);
    }
  });

  it('ignores a packet sent with GET (the real server answers the status)', async () => {
    const { http } = testFake();
    const res = await http.get('/server').send(packet('ShutdownOrBlockJsonPacket'));
    expectJson(res, 200, SCHEMA.serverStatus);
  });
});

describe('GET /server counters against the stored transfers', () => {
  it.each([1, 2, 3])('match an independent count of the seeded small dataset (seed %i)', async (seed) => {
    const { fake, http } = testFake({ seed });
    const s = await status(http);
    const expected = countStatus(fake, NOW, 'server1');
    expect(expected.OVERALL['AllTransfer']).toBeGreaterThan(0);
    expect(countersOf(s)).toEqual(expected);
  });

  it('match crafted transfers that reach every counter, count the window edge and the future, and skip other owners and older rows', async () => {
    const { fake, http } = testFake({ dataset: 'empty' });
    store(fake, craftedRows('server1'));
    const s = await status(http);
    const expected = countStatus(fake, NOW, 'server1');
    expect(countersOf(s)).toEqual(expected);
    // Every counter is reached at least once, so no mapping goes unchecked.
    for (const group of Object.values(expected)) for (const [name, n] of Object.entries(group)) expect(n, name).toBeGreaterThan(0);
    // 24 letter rows + 6 running rows + the FromDate row + the future row.
    expect(s['OVERALL'].AllTransfer).toBe(32);
    expect(s['RUNNINGSTEPS']).toEqual({ AllRunning: 9, Running: 2, InitOk: 2, PreProcessingOk: 1, TransferOk: 1, PostProcessingOk: 1, CompleteOk: 2 });
    expect(s['ERRORTYPES'].TransferError).toBe(3);
    expect(s['ERRORTYPES'].Unknown).toBe(1);
  });

  it('counts for the configured host id', async () => {
    const { fake, http } = testFake({ dataset: 'empty', hostId: 'hosta' });
    store(fake, [...craftedRows('hosta'), ...craftedRows('server1').map((r, i) => ({ ...r, SPECIALID: 5000 + i }))]);
    const s = await status(http);
    expect(s['HostID']).toBe('hosta');
    expect(countersOf(s)).toEqual(countStatus(fake, NOW, 'hosta'));
    expect(s['OVERALL'].AllTransfer).toBe(32);
  });

  /** Counts of GET /transfers from FromDate (own rows), with an optional status flag. */
  async function listCount(http: Http, from: string, flag = ''): Promise<number> {
    const res = await http.get(`/transfers?${flag}STARTTRANS=${encodeURIComponent(from)}&limit=100000`);
    expectJson(res, 200, 'urn:tmkit:v1-list-transfers');
    return res.body.answer.count as number;
  }

  it.each([
    ['the crafted transfers', { dataset: 'empty' as const }, true],
    ['the small dataset, seed 1', { seed: 1 }, false],
    ['the small dataset, seed 5', { seed: 5 }, false],
  ])('agree with list queries on %s where the mappings are the same: Running = INTRANSFER, ToSubmit = PENDING, AllTransfer = every own row from FromDate', async (_what, options, crafted) => {
    const { fake, http } = testFake(options);
    if (crafted) store(fake, craftedRows('server1'));
    const s = await status(http);
    expect(s['OVERALL'].Running).toBeGreaterThan(0);
    expect(s['OVERALL'].ToSubmit).toBeGreaterThan(0);
    expect(await listCount(http, s['FromDate'], 'INTRANSFER=true&')).toBe(s['OVERALL'].Running);
    expect(await listCount(http, s['FromDate'], 'PENDING=true&')).toBe(s['OVERALL'].ToSubmit);
    expect(await listCount(http, s['FromDate'])).toBe(s['OVERALL'].AllTransfer);
    expect(s['RUNNINGSTEPS'].AllRunning).toBe(s['OVERALL'].Running);
  });

  it('keeps In*/Out* consistent: InAll + OutAll covers every own transfer between server1 and a partner', async () => {
    const { http } = testFake();
    const o = (await status(http))['OVERALL'];
    expect(o.InAll + o.OutAll).toBe(o.AllTransfer);
    expect(o.InRunning + o.OutRunning).toBe(o.Running);
    expect(o.InError + o.OutError).toBe(o.Error);
  });
});

describe('GET /server window on the fake clock', () => {
  it('moving the clock with PUT /_fake/clock moves Date, FromDate and the counted transfers', async () => {
    const { fake, http } = testFake();
    const before = await status(http);
    const later = new Date(NOW + 12 * HOUR).toISOString();
    const moved = await http.put('/_fake/clock').send({ now: later });
    expect(moved.status, moved.text).toBe(200);
    const after = await status(http);
    expect(after['Date']).toBe(later);
    expect(after['FromDate']).toBe(new Date(NOW - 12 * HOUR).toISOString());
    expect(countersOf(after)).toEqual(countStatus(fake, NOW + 12 * HOUR, 'server1'));
    expect(after['OVERALL'].AllTransfer).toBeLessThan(before['OVERALL'].AllTransfer);
  });

  it('moving the clock back brings an older transfer into the window', async () => {
    const { fake, http } = testFake({ dataset: 'empty' });
    store(fake, [{ SPECIALID: 1, OWNERREQ: 'server1', REQUESTER: 'server1', REQUESTED: 'hostA', STARTTRANS: NOW - 2 * DAY, UPDATEDINFO: 6, GLOBALSTEP: 4, STEPSTATUS: 'O', INFOSTATUS: 'O' }]);
    expect((await status(http))['OVERALL'].AllTransfer).toBe(0);
    await http.put('/_fake/clock').send({ now: NOW - DAY - HOUR });
    const s = await status(http);
    expect(s['OVERALL']).toMatchObject({ AllTransfer: 1, Done: 1, OutAll: 1 });
  });

  it('a transfer POSTed with STARTTRANS in the window is counted (ToSubmit +1), one outside is not', async () => {
    const { http } = testFake();
    const before = countersOf(await status(http));
    const post = (body: Record<string, unknown>) =>
      http.post('/transfers').send({ FILENAME: 'new.dat', IDRULE: RULE, REQUESTER: 'server1', REQUESTED: PARTNER, ...body });
    expect((await post({ STARTTRANS: NOW - HOUR })).status).toBe(200);
    expect((await post({ SPECIALID: 77, STARTTRANS: NOW - 2 * DAY })).status).toBe(200);
    const after = countersOf(await status(http));
    const plus = (c: Counters, ...names: string[]) => ({ ...c, ...Object.fromEntries(names.map((n) => [n, (c[n] ?? 0) + 1])) });
    expect(after).toEqual({
      OVERALL: plus(before.OVERALL, 'AllTransfer', 'ToSubmit', 'OutAll'),
      STEPS: plus(before.STEPS, 'Notask'),
      RUNNINGSTEPS: before.RUNNINGSTEPS,
      ERRORTYPES: plus(before.ERRORTYPES, 'Unknown'),
    });
  });
});
