// A disk that fails in the middle of an export (ENOSPC simulated on `writeSync`): GET /log answers
// 400 JSON, removes the partial file, and puts back what `clean` had changed (reference §4:
// "Export I/O failure ⇒ 400 JSON"; the fake also leaves no half-done state).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { snapshot } from '../support/fake-app.ts';
import { expectLogOk, filesIn, FIXTURE, getLog, logFake, postRows, type LogFake } from './support.ts';

const disk = vi.hoisted(() => ({ full: false }));
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const writeSync = ((...args: Parameters<typeof fs.writeSync>) => {
    if (disk.full) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    return (fs.writeSync as (...a: unknown[]) => number)(...args);
  }) as typeof fs.writeSync;
  return { ...fs, default: { ...fs, writeSync }, writeSync };
});

let t: LogFake;
beforeEach(() => {
  t = logFake();
  postRows(t.fake, FIXTURE);
});
afterEach(() => {
  disk.full = false;
  t.dispose();
});

describe('GET /log on a failing disk', () => {
  it('answers 400 JSON, leaves no file, and undoes clean', async () => {
    // A finished row with STEPSTATUS T: clean would mark it DONE.
    const key = { SPECIALID: 101n, REQUESTER: 'server1', REQUESTED: 'hostA', OWNERREQ: 'server1' };
    const record = t.fake.store.transfers.get(key)?.record;
    if (!record) throw new Error('fixture row 101 missing');
    t.fake.store.transfers.put({ ...record, GLOBALLASTSTEP: 4, STEPSTATUS: 'T  ' });
    const before = snapshot(t.fake);
    disk.full = true;
    const res = await getLog(t, { clean: true, purge: true });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ command: 'GetLog', message: 'Bad Request', code: 400 });
    expect(res.body.detail).toMatch(/could not be written .*ENOSPC/);
    expect(snapshot(t.fake)).toBe(before);
    expect(filesIn(t.dir)).toEqual([]);

    disk.full = false;
    const ok = expectLogOk(await getLog(t, { clean: true }));
    expect(ok.exported).toBe(11);
    expect(t.fake.store.transfers.get(key)?.record.UPDATEDINFO).toBe(6);
  });
});
