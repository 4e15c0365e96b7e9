// A check that finds nothing it may safely judge says so: skipped with the reason, never passed.
// log_clean_marks_done does not send a clean that would also change a transfer the run did not
// create; on a fake holding such a transfer (finished, status letter after O, UPDATEDINFO 3) it is
// skipped, and that transfer is left as it was.
import { describe, expect, it } from 'vitest';
import { CHECKS } from '../../../conformance/index.ts';
import { fakeTarget, found, runOne } from './support.ts';

const logClean = CHECKS.find((c) => c.id === 'log_clean_marks_done')!;

describe('a check with nothing it may judge', () => {
  it('log_clean_marks_done is skipped, not passed, when a clean would touch a transfer of someone else', async () => {
    const target = fakeTarget();
    const foreign = { SPECIALID: 424242, REQUESTER: 'hosta', REQUESTED: 'hostb', IDRULE: 'rule1', FILENAME: '/data/out/foreign.dat', GLOBALSTEP: 4, GLOBALLASTSTEP: 4, STEPSTATUS: 'T', UPDATEDINFO: 3 };
    const created = target.fake.handle({ method: 'POST', url: '/transfers', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(foreign) });
    expect(created.status).toBe(200);
    const before = target.fake.handle({ method: 'GET', url: '/transfers?STARTID=424242&STOPID=424242', headers: {}, body: '' }).body;

    const r = await runOne(target, logClean);
    const outcome = r.checks.find((c) => c.id === 'log_clean_marks_done');
    expect(outcome?.status).toBe('skipped');
    expect(outcome?.reason).toMatch(/^not judged: a clean now would also change transfers this run did not create/);
    expect(found(r)).toEqual([]);
    expect(target.fake.handle({ method: 'GET', url: '/transfers?STARTID=424242&STOPID=424242', headers: {}, body: '' }).body).toBe(before);
  });

  it('log_clean_marks_done judges, and passes, on the clean fake', async () => {
    const r = await runOne(fakeTarget(), logClean);
    expect(r.checks.find((c) => c.id === 'log_clean_marks_done')?.status).toBe('passed');
  });
});
