// GET /log `clean` and `purge` (reference §4, §18): clean marks finished own transfers DONE before
// the export; purge deletes the exported id range (capped at the highest exported id), never a
// running transfer, and only when something was exported. Checked by listing /transfers.
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { idsOf, lossless } from '../support/fake-app.ts';
import { expectLogOk, getLog, HOUR, logFake, parseExport, postRows, T0, type LogFake, type Row } from './support.ts';

let t: LogFake;
beforeEach(() => {
  t = logFake();
});
afterEach(() => t.dispose());

const r = (SPECIALID: number, UPDATEDINFO: number, GLOBALSTEP: number, extra: Partial<Row> = {}): Row => ({
  SPECIALID, OWNERREQ: 'server1', REQUESTER: 'server1', REQUESTED: 'hostB', IDRULE: 'rule1', STARTTRANS: T0 + SPECIALID * HOUR,
  UPDATEDINFO, GLOBALSTEP, GLOBALLASTSTEP: GLOBALSTEP, STEPSTATUS: '-', ...extra,
});

/** Every stored id (all owners), SPECIALID descending, through the interface. */
async function listed(): Promise<number[]> {
  const res = await t.http.get('/transfers?OWNERREQ=*&ORDERBYID=true&limit=1000');
  expect(res.status).toBe(200);
  return idsOf(res.text).map(Number);
}

/** UPDATEDINFO of every stored transfer by id, through the interface. */
async function updatedInfo(): Promise<Record<number, number>> {
  const res = await t.http.get('/transfers?OWNERREQ=*&ORDERBYID=true&limit=1000');
  const rows = (lossless(res.text).answer.results ?? []) as Array<{ SPECIALID: number; UPDATEDINFO: number }>;
  return Object.fromEntries(rows.map((x) => [Number(x.SPECIALID), x.UPDATEDINFO]));
}

const exportedIds = (filename: string) => parseExport(readFileSync(filename, 'utf8')).map((x) => Number(x.specialid));

describe('purge', () => {
  /** Like the §18 capture: a range of own rows in several states, neighbours outside, another owner inside. */
  const DATA: readonly Row[] = [
    r(1, 3, 0), // below the range
    r(10, 3, 0), // PENDING
    r(11, 6, 4), // DONE
    r(12, 4, 5), // INERROR
    r(13, 5, 2), // RUNNING: never purged
    r(14, 3, 0), // PENDING
    r(15, 1, 0), // no status
    r(16, 6, 4, { OWNERREQ: 'hostA' }), // other owner
    r(17, 4, 5), // INERROR, above every pending row
    r(18, 6, 4), // DONE
    r(50, 3, 0), // above the range
  ];
  beforeEach(() => postRows(t.fake, DATA));

  it('with no status flag deletes every non-running own row of the range, and counts them', async () => {
    const p = expectLogOk(await getLog(t, { purge: true, startid: 10, stopid: 20 }));
    expect(exportedIds(p.filename)).toEqual([18, 17, 15, 14, 13, 12, 11, 10]);
    expect(p.purged).toBe(7);
    expect(await listed()).toEqual([50, 16, 13, 1]);
  });

  it('deletes non-running rows of the id range that a narrower status selection did not export', async () => {
    const p = expectLogOk(await getLog(t, { purge: true, statuspending: true, startid: '10', stopid: '20' }));
    expect(exportedIds(p.filename)).toEqual([14, 10]);
    // STOPID is capped at the highest exported id (14): 15, 17 and 18 stay; 11 and 12 go with 10 and 14.
    expect(p.purged).toBe(4);
    expect(await listed()).toEqual([50, 18, 17, 16, 15, 13, 1]);
  });

  it('with statusdone deletes only done rows up to the highest exported id', async () => {
    const p = expectLogOk(await getLog(t, { purge: true, statusdone: true, startid: 10, stopid: 20 }));
    expect(exportedIds(p.filename)).toEqual([18, 11]);
    expect(p.purged).toBe(2);
    expect(await listed()).toEqual([50, 17, 16, 15, 14, 13, 12, 10, 1]);
  });

  it('with statuserror and statuspending keeps exported pending rows (pending is forced off for the purge)', async () => {
    const p = expectLogOk(await getLog(t, { purge: true, statuserror: true, statuspending: true, startid: 10, stopid: 20 }));
    expect(exportedIds(p.filename)).toEqual([17, 14, 12, 10]);
    expect(p.purged).toBe(2);
    expect(await listed()).toEqual([50, 18, 16, 15, 14, 13, 11, 10, 1]);
  });

  it('respects rule, partner and the STARTTRANS window', async () => {
    postRows(t.fake, [r(19, 3, 0, { IDRULE: 'rule2' }), r(20, 3, 0, { REQUESTED: 'hostC' })]);
    const byRule = expectLogOk(await getLog(t, { purge: true, rule: 'rule2', startid: 10 }));
    expect([byRule.exported, byRule.purged]).toEqual([1, 1]);
    const byPartner = expectLogOk(await getLog(t, { purge: true, request: 'hostC' }));
    expect([byPartner.exported, byPartner.purged]).toEqual([1, 1]);
    const byTime = expectLogOk(await getLog(t, { purge: true, start: T0 + 11 * HOUR, stop: new Date(T0 + 12 * HOUR).toISOString() }));
    expect(exportedIds(byTime.filename)).toEqual([12, 11]);
    expect(byTime.purged).toBe(2);
    expect(await listed()).toEqual([50, 18, 17, 16, 15, 14, 13, 10, 1]);
  });

  it('deletes nothing when nothing was exported', async () => {
    const before = await listed();
    const p = expectLogOk(await getLog(t, { purge: true, statusdone: true, startid: 12, stopid: 17 }));
    expect([p.exported, p.purged]).toEqual([0, 0]);
    expect(readFileSync(p.filename, 'utf8')).toBe('<taskrunners></taskrunners>');
    expect(await listed()).toEqual(before);
  });

  it('is off by default', async () => {
    const before = await listed();
    const p = expectLogOk(await getLog(t, {}));
    expect([p.exported, p.purged]).toEqual([10, 0]);
    expect(await listed()).toEqual(before);
  });

  it('never touches other owners, even with no filter at all', async () => {
    const p = expectLogOk(await getLog(t, { purge: true }));
    expect(p.purged).toBe(9);
    expect(await listed()).toEqual([16, 13]);
  });
});

describe('clean', () => {
  const DATA: readonly Row[] = [
    r(1, 3, 4, { GLOBALLASTSTEP: 4, STEPSTATUS: 'T' }), // cleaned: 'T' > 'O'
    r(2, 3, 4, { GLOBALLASTSTEP: 4, STEPSTATUS: 'O' }), // kept: 'O' is not > 'O'
    r(3, 4, 4, { GLOBALLASTSTEP: 4, STEPSTATUS: 'W' }), // cleaned
    r(4, 1, 4, { GLOBALLASTSTEP: 4, STEPSTATUS: 'C' }), // kept: 'C' < 'O'
    r(5, 0, 4, { GLOBALLASTSTEP: 4, STEPSTATUS: 'T' }), // kept: UPDATEDINFO 0
    r(6, 6, 4, { GLOBALLASTSTEP: 4, STEPSTATUS: 'T' }), // already DONE
    r(7, 4, 5, { GLOBALLASTSTEP: 2, STEPSTATUS: 'T' }), // kept: GLOBALLASTSTEP 2
    r(8, 2, 1, { GLOBALLASTSTEP: 4, STEPSTATUS: 'z' }), // cleaned: char codes ('z' > 'O'); GLOBALLASTSTEP counts, not GLOBALSTEP
    r(9, 5, 4, { GLOBALLASTSTEP: 4, STEPSTATUS: 'T', OWNERREQ: 'hostA' }), // kept: other owner
    r(10, 3, 4, { GLOBALLASTSTEP: 4, STEPSTATUS: '-' }), // kept: '-' < 'O'
  ];
  beforeEach(() => postRows(t.fake, DATA));
  const INITIAL = { 1: 3, 2: 3, 3: 4, 4: 1, 5: 0, 6: 6, 7: 4, 8: 2, 9: 5, 10: 3 };

  it('sets UPDATEDINFO 6 on own finished rows whose STEPSTATUS is above O', async () => {
    expect(await updatedInfo()).toEqual(INITIAL);
    expectLogOk(await getLog(t, { clean: true }));
    expect(await updatedInfo()).toEqual({ ...INITIAL, 1: 6, 3: 6, 8: 6 });
  });

  it('applies to every own transfer, not only the selected range', async () => {
    const p = expectLogOk(await getLog(t, { clean: true, startid: 2, stopid: 2 }));
    expect(exportedIds(p.filename)).toEqual([2]);
    expect(await updatedInfo()).toEqual({ ...INITIAL, 1: 6, 3: 6, 8: 6 });
  });

  it('runs before the selection: a cleaned row is exported as done', async () => {
    const plain = expectLogOk(await getLog(t, { statusdone: true, startid: 8, stopid: 8 }));
    expect(plain.exported).toBe(0);
    const cleaned = expectLogOk(await getLog(t, { clean: true, statusdone: true, startid: 8, stopid: 8 }));
    expect(exportedIds(cleaned.filename)).toEqual([8]);
  });

  it('is off by default', async () => {
    expectLogOk(await getLog(t, { clean: false }));
    expect(await updatedInfo()).toEqual(INITIAL);
  });

  it('combines with purge: cleaned rows are purged with statusdone', async () => {
    const p = expectLogOk(await getLog(t, { clean: true, purge: true, statusdone: true }));
    // DONE after clean: 1, 3, 6, 8 (UPDATEDINFO 6) and every GLOBALSTEP 4 row (2, 4, 5, 10).
    expect(exportedIds(p.filename)).toEqual([10, 8, 6, 5, 4, 3, 2, 1]);
    expect(p.purged).toBe(8);
    expect(await listed()).toEqual([9, 7]);
  });
});
