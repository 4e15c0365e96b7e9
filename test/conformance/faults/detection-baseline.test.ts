// The shipped baseline hides no planted fault: with --baseline r66-3.6.2 the whole suite still
// reports every fault beyond it, and still reports nothing against the clean fake. A blanket entry
// (a check and an operation, whatever the finding) would fail here.
import { describe, expect, it } from 'vitest';
import { counted } from '../../../conformance/index.ts';
import { FAULTS } from '../../../fake-server/index.ts';
import { cleanRun, detectFault } from '../../../bench/fault-detection/detection.ts';

const BASELINE = 'r66-3.6.2';

describe(`the suite with --baseline ${BASELINE}`, () => {
  it('reports nothing against the clean fake', { timeout: 60_000 }, async () => {
    const result = await cleanRun({ seed: 1, auth: 'none', baseline: BASELINE, archiveDir: process.env['TMKIT_TEST_ARCHIVE'] });
    expect(counted(result).map((d) => `${d.check} ${d.operation}: ${d.title}`)).toEqual([]);
  });

  it.for(FAULTS.map((f) => [f.name, f] as const))('still catches %s', { timeout: 60_000 }, async ([, fault]) => {
    const d = await detectFault(fault, { baseline: BASELINE, archiveDir: process.env['TMKIT_TEST_ARCHIVE'], untilCaught: true });
    expect(d.caughtBy.map((h) => h.check), `planted fault '${fault.name}' hidden by the baseline ${BASELINE}`).not.toEqual([]);
  });
});
