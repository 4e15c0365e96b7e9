// negative_data_rejection compares a snapshot of the records a rejected write could touch, read
// before and after it. A snapshot read that gets no answer (a list request that times out) proves
// nothing: the comparison is inconclusive, never "a rejected write changed the data". The missing
// answer itself is reported, as every request without one is.
import { describe, expect, it } from 'vitest';
import { negativeDataRejection } from '../../../conformance/checks/robustness/negative-data-rejection.ts';
import { TransportError } from '../../../conformance/index.ts';
import { snapshot } from '../../support/fake-app.ts';
import { fakeTarget, found, misbehaving, ofCheck, queryOf, runChecks, statusOf } from './support.ts';

const ID = 'negative_data_rejection';

describe('negative_data_rejection when a snapshot read gets no answer', () => {
  it('reports the missing answers, but no change of data', async () => {
    const fake = fakeTarget({ seed: 2 });
    const before = snapshot(fake.fake);
    let snapshotReads = 0;
    // The lists the check reads its snapshots with are the ones it bounds to 10 rows; every other
    // one times out, so a readable snapshot is compared with one that could not be read.
    const target = misbehaving(fake, (r, send) => {
      if (r.method === 'GET' && queryOf(r).get('limit') === '10' && snapshotReads++ % 2 === 1) {
        return Promise.reject(new TransportError('timeout', 'no whole answer within 300 ms'));
      }
      return send(r);
    });
    const result = await runChecks(target, [negativeDataRejection], { seed: 2, runs: 25 });

    expect(snapshotReads).toBeGreaterThan(4);
    expect(found(result).filter((f) => /changed the data|stored a record/.test(f))).toEqual([]);
    expect(ofCheck(result, ID).map((d) => d.title)).toContain('no answer: timeout');
    expect(statusOf(result, ID)).toBe('failed');
    // Its records are removed all the same.
    expect(snapshot(fake.fake)).toBe(before);
  });
});

