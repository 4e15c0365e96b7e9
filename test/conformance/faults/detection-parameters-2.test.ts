// Every generated fault whose parameter can be observed and is not a listed gap must be reported by
// the whole suite (parameter-faults.ts; the README's detection section): half 2 of 2, every other
// fault, so the two files run side by side.
import { describe, expect, it } from 'vitest';
import { detectFault } from '../../../bench/fault-detection/detection.ts';
import { requiredHalf } from './parameter-faults.ts';

describe('the suite catches every generated fault (half 2 of 2)', () => {
  it.for(requiredHalf(1).map((f) => [f.name, f] as const))('%s', { timeout: 60_000 }, async ([, fault]) => {
    const d = await detectFault(fault, { archiveDir: process.env['TMKIT_TEST_ARCHIVE'], untilCaught: true });
    expect(d.caughtBy.map((h) => h.check), `'${fault.name}' (${fault.description}) was reported by no check`).not.toEqual([]);
  });
});
