// GET /log selection (reference §3.2, §4, §18): own transfers only, SPECIALID descending, no cap,
// status flags, rule, partner (`request`), start/stop as ms or ISO, startid/stopid as text or
// numbers; each file compared child by child with the stored transfers.
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  expectedRunner, expectLogOk, FIXTURE, FLAGS, getLog, HOUR, identityOf, logFake, modelExport, parseExport, postRows, T0,
  type Flag, type LogFake, type ModelQuery,
} from './support.ts';

let t: LogFake;
beforeEach(() => {
  t = logFake();
  postRows(t.fake, FIXTURE);
});
afterEach(() => t.dispose());

/** Runs one export and checks the file against the model and, child by child, against the store. */
async function exportOf(body: object, model: ModelQuery): Promise<number[]> {
  const res = await getLog(t, body);
  const packet = expectLogOk(res);
  const runners = parseExport(readFileSync(packet.filename, 'utf8'));
  const ids = runners.map((r) => Number(r.specialid));
  expect(ids).toEqual(modelExport(FIXTURE, model));
  expect(packet.exported).toBe(ids.length);
  for (const runner of runners) {
    const fixture = FIXTURE.find((r) => r.SPECIALID === Number(runner.specialid) && r.OWNERREQ === 'server1');
    const stored = t.fake.store.transfers.get(identityOf(fixture as (typeof FIXTURE)[number]));
    expect(runner).toEqual(expectedRunner(stored?.record as never));
  }
  return ids;
}

describe('GET /log selects', () => {
  it('every own transfer, SPECIALID descending, when nothing is chosen', async () => {
    const ids = await exportOf({}, {});
    expect(ids).toEqual([113, 112, 111, 107, 106, 105, 104, 103, 102, 101, 100]);
  });

  for (const f of FLAGS) {
    it(`${f} alone`, async () => {
      const ids = await exportOf({ [f]: true }, { flags: [f] });
      expect(ids.length).toBeGreaterThan(0);
    });
  }

  it('several status flags OR-ed together', async () => {
    await exportOf({ statuspending: true, statustransfer: true }, { flags: ['statuspending', 'statustransfer'] });
    await exportOf({ statusdone: true, statuserror: true }, { flags: ['statusdone', 'statuserror'] });
  });

  it('every status when all four flags are false', async () => {
    const all = Object.fromEntries(FLAGS.map((f) => [f, false]));
    await exportOf(all, {});
  });

  it('one rule', async () => {
    expect(await exportOf({ rule: 'rule2' }, { rule: 'rule2' })).toEqual([113, 107, 104, 103]);
    expect(await exportOf({ rule: 'nope' }, { rule: 'nope' })).toEqual([]);
  });

  it('one partner through `request`, on either side', async () => {
    expect(await exportOf({ request: 'hostA' }, { partner: 'hostA' })).toEqual([107, 104, 103, 101]);
  });

  it('an injection-like rule is a plain value', async () => {
    expect(await exportOf({ rule: "rule1' OR '1'='1" }, { rule: "rule1' OR '1'='1" })).toEqual([]);
  });

  it('start and stop as epoch ms bound STARTTRANS, inclusive', async () => {
    const start = T0 + 9 * HOUR;
    const stop = T0 + 12 * HOUR;
    expect(await exportOf({ start, stop }, { start, stop })).toEqual([107, 105, 103, 102, 101]);
  });

  it('start and stop as ISO 8601 texts, with a zone offset or a bare date', async () => {
    await exportOf({ start: '2026-11-20T09:00:00.000Z', stop: '2026-11-20T13:00:00+01:00' }, { start: T0 + 9 * HOUR, stop: T0 + 12 * HOUR });
    await exportOf({ start: '2026-11-20' }, { start: T0 });
    await exportOf({ stop: '2026-11-20' }, { stop: T0 });
  });

  it('start and stop as texts of digits (epoch ms, as Jackson reads them)', async () => {
    await exportOf({ start: String(T0 + 10 * HOUR) }, { start: T0 + 10 * HOUR });
  });

  it('startid and stopid as texts or numbers, inclusive', async () => {
    expect(await exportOf({ startid: '101', stopid: 104 }, { startId: 101, stopId: 104 })).toEqual([104, 103, 102, 101]);
    expect(await exportOf({ startid: 110 }, { startId: 110 })).toEqual([113, 112, 111]);
    expect(await exportOf({ stopid: '101' }, { stopId: 101 })).toEqual([101, 100]);
  });

  it('a non-numeric startid or stopid means no bound', async () => {
    await exportOf({ startid: 'abc' }, {});
    await exportOf({ startid: '102', stopid: 'xyz' }, { startId: 102 });
  });

  it('a reversed id range selects nothing', async () => {
    expect(await exportOf({ startid: '105', stopid: '101' }, { startId: 105, stopId: 101 })).toEqual([]);
  });

  it('combinations of every filter', async () => {
    const cases: Array<[object, ModelQuery]> = [
      [{ statusdone: true, rule: 'rule1', request: 'hostB' }, { flags: ['statusdone'], rule: 'rule1', partner: 'hostB' }],
      [{ statuserror: true, startid: 104, start: T0 }, { flags: ['statuserror'], startId: 104, start: T0 }],
      [{ statuspending: true, statuserror: true, request: 'hostA', stop: T0 + 10 * HOUR }, { flags: ['statuspending', 'statuserror'], partner: 'hostA', stop: T0 + 10 * HOUR }],
      [{ rule: 'rule1', startid: '100', stopid: '105', start: '2026-11-20T05:00:00Z' }, { rule: 'rule1', startId: 100, stopId: 105, start: T0 + 5 * HOUR }],
    ];
    for (const [body, model] of cases) await exportOf(body, model);
  });

  it('all flag subsets agree with the model', async () => {
    for (let mask = 0; mask < 16; mask++) {
      const flags = FLAGS.filter((_, i) => (mask >> i) & 1) as Flag[];
      await exportOf(Object.fromEntries(flags.map((f) => [f, true])), { flags });
    }
  });

  it('other owners are never exported, whatever the filters', async () => {
    const ids = await exportOf({ statustransfer: true, request: 'hostA' }, { flags: ['statustransfer'], partner: 'hostA' });
    expect(ids).not.toContain(110);
  });

  it('owner is the configured host id', async () => {
    const other = logFake({ hostId: 'hostA' });
    try {
      postRows(other.fake, FIXTURE);
      const packet = expectLogOk(await getLog(other, {}));
      const ids = parseExport(readFileSync(packet.filename, 'utf8')).map((r) => Number(r.specialid));
      expect(ids).toEqual(modelExport(FIXTURE, {}, 'hostA'));
      expect(ids).toEqual([110, 108]);
    } finally {
      other.dispose();
    }
  });

  it('has no row cap', async () => {
    const many = Array.from({ length: 250 }, (_, i) => ({ ...FIXTURE[0]!, SPECIALID: 1000 + i }));
    postRows(t.fake, many);
    const packet = expectLogOk(await getLog(t, { startid: 1000 }));
    expect(packet.exported).toBe(250);
    expect(parseExport(readFileSync(packet.filename, 'utf8'))).toHaveLength(250);
  });
});
