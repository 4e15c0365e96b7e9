// Every fault of the contract-derived operators over REST v2's parameters and fields (issue 26,
// item 6; operator-faults.ts) must be reported by the checks it names (`expectedCheck`, with the
// response checks judging their answers). Half 1 of 2, every other fault, so the two files run side by side.
import { describe, expect, it } from 'vitest';
import { detectFault } from '../../../bench/fault-detection/detection.ts';
import { v2OperatorHalf } from './operator-faults.ts';

const faults = v2OperatorHalf(0);
describe('the suite catches every operator fault over REST v2 (half 1 of 2)', () => {
  it('has faults to run', () => expect(faults.length).toBeGreaterThan(0));
  it.for(faults.map((f) => [f.name, f] as const))('%s', { timeout: 60_000 }, async ([, fault]) => {
    const d = await detectFault(fault, { archiveDir: process.env['TMKIT_TEST_ARCHIVE'], only: fault.expectedCheck });
    expect(d.caughtBy.map((h) => h.check), `'${fault.name}' (${fault.description}) was reported by none of ${fault.expectedCheck.join(', ')}`).not.toEqual([]);
  });
});
