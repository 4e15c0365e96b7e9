// The detection tests are split by endpoint family into a few files, so vitest runs them side by
// side (one full suite run per fault). detection.test.ts checks that the groups cover every family.
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, V2_ENTRY_POINTS } from '../../../contract/index.ts';
import { FAULTS, type FaultFamily } from '../../../fake-server/index.ts';
import { detectFault } from '../../../bench/fault-detection/detection.ts';

export const DETECTION_GROUPS: Readonly<Record<string, readonly FaultFamily[]>> = {
  records: COLLECTIONS,
  actions: ['log', 'info', 'bandwidth', 'server', 'control', 'config', 'business'],
  mechanics: ['limits', 'auth', 'envelope'],
  v2: V2_ENTRY_POINTS,
};

/** One suite run can take a few seconds on a loaded machine; the suite keeps growing. */
const PER_FAULT_TIMEOUT_MS = 60_000;

/** For each planted fault of these families: the whole suite against the faulty fake must report at least one deviation. */
export function defineDetectionTests(families: readonly FaultFamily[]): void {
  const faults = FAULTS.filter((f) => families.includes(f.family));
  describe(`the suite reports every planted fault of ${families.join(', ')}`, () => {
    it.for(faults.map((f) => [f.name, f] as const))('%s', { timeout: PER_FAULT_TIMEOUT_MS }, async ([, fault], { annotate }) => {
      const d = await detectFault(fault, { archiveDir: process.env['TMKIT_TEST_ARCHIVE'], untilCaught: true });
      const caught = d.caughtBy.map((h) => h.check);
      await annotate(`first caught by: ${caught.length === 0 ? 'nothing' : caught.join(', ')}; expected: ${fault.expectedCheck.join(', ')}`);
      expect(caught.length, `planted fault '${fault.name}' (${fault.description}) was reported by no check; expected: ${fault.expectedCheck.join(', ')}`).toBeGreaterThan(0);
    });
  });
}
