// A detection run that ends at its first catch (docs/detection.md "How the detection tests stay
// quick") reports what the whole run reports up to there: a deviation the whole run reports too,
// from fewer requests.
import { describe, expect, it } from 'vitest';
import { faultByName } from '../../../fake-server/index.ts';
import { detectFault } from '../../../bench/fault-detection/detection.ts';

describe('a detection run until its first catch', () => {
  it('finds a deviation the whole run finds, and sends fewer requests', { timeout: 60_000 }, async () => {
    const fault = faultByName('transfers-startid-off-by-one');
    if (!fault) throw new Error('transfers-startid-off-by-one is not in the catalogue');
    const archiveDir = process.env['TMKIT_TEST_ARCHIVE'];
    const whole = await detectFault(fault, { archiveDir });
    const first = await detectFault(fault, { archiveDir, untilCaught: true });
    const found = (d: typeof whole) => d.caughtBy.flatMap((h) => h.operations.map((o) => `${h.check} on ${o}`));
    expect(found(first)).toHaveLength(1);
    expect(found(whole)).toEqual(expect.arrayContaining(found(first)));
    expect(first.requests).toBeLessThan(whole.requests);
  });
});
