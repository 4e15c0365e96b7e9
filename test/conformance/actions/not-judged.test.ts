// A check that finds nothing it may safely judge says so: skipped with the reason, never passed.
// log_clean_marks_done does not send a clean that would also change a transfer the run did not
// create; on a target (the fake over HTTP) holding such a transfer (finished, status letter after
// O, UPDATEDINFO 3) it is skipped, and that transfer is left as it was. The embedded fake is the
// run's own: there the clean goes and the check judges its own transfers.
import { describe, expect, it } from 'vitest';
import { CHECKS, httpTarget, runSuite } from '../../../conformance/index.ts';
import { createFakeServer, listen } from '../../../fake-server/index.ts';
import { ALL, fakeTarget, found, PREFIX, runOne } from './support.ts';

const logClean = CHECKS.find((c) => c.id === 'log_clean_marks_done')!;

describe('a check with nothing it may judge', () => {
  it('log_clean_marks_done is skipped, not passed, when a clean would touch a transfer of someone else', async () => {
    const fake = createFakeServer({ archiveDir: process.env['TMKIT_TEST_ARCHIVE'], dataset: 'empty' });
    const running = await listen(fake);
    const target = { fake };
    const foreign = { SPECIALID: 424242, REQUESTER: 'hosta', REQUESTED: 'hostb', IDRULE: 'rule1', FILENAME: '/data/out/foreign.dat', GLOBALSTEP: 4, GLOBALLASTSTEP: 4, STEPSTATUS: 'T', UPDATEDINFO: 3 };
    const created = target.fake.handle({ method: 'POST', url: '/transfers', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(foreign) });
    expect(created.status).toBe(200);
    const before = target.fake.handle({ method: 'GET', url: '/transfers?STARTID=424242&STOPID=424242', headers: {}, body: '' }).body;

    try {
      const r = await runSuite({ target: httpTarget(running.url, { timeoutMs: 10_000, maxRps: 0 }), checks: [logClean], seed: 1, runs: 10, classPrefix: PREFIX, permissions: ALL, credentials: { mode: 'none' }, now: () => fake.clock.now() });
      const outcome = r.checks.find((c) => c.id === 'log_clean_marks_done');
      expect(outcome?.status).toBe('skipped');
      expect(outcome?.reason).toMatch(/^not judged: a clean now would also change transfers this run did not create/);
      expect(found(r)).toEqual([]);
      expect(target.fake.handle({ method: 'GET', url: '/transfers?STARTID=424242&STOPID=424242', headers: {}, body: '' }).body).toBe(before);
    } finally {
      await running.close();
    }
  });

  it('log_clean_marks_done judges, and passes, on the clean fake', async () => {
    const r = await runOne(fakeTarget(), logClean);
    expect(r.checks.find((c) => c.id === 'log_clean_marks_done')?.status).toBe('passed');
  });
});
