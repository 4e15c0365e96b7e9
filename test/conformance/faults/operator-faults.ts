// The faults of the contract-derived operators (fake-server/faults/operators/): every one is
// required to be caught by the checks it names (issue 25, item 5). Split so test files run side by
// side: the v1 (and /v2/limits) faults in halves, and the faults over REST v2's cells (issue 26,
// item 6: misreads, truncates, double-encodes, resets, drops and moves of its parameters and
// fields) in halves of their own.
import { describe, expect, it } from 'vitest';
import { ROLES } from '../../../contract/index.ts';
import { OPERATOR_FAULTS, type Fault } from '../../../fake-server/index.ts';
import { detectFault } from '../../../bench/fault-detection/detection.ts';

/** `drops-<operationId>-<ROLE>`: a role dropped (roles.ts), not a cell's fault. */
const isRoleDrop = (f: Fault): boolean => f.name.startsWith('drops-') && Object.hasOwn(ROLES, f.name.split('-').at(-1) ?? '');
/** A fault over a REST v2 operation's parameter or field (`<prefix>-<operationId>V2-…`), the role drops aside. */
export const isV2CellFault = (f: Fault): boolean => /^[a-z-]+?-[A-Za-z]+V2-/.test(f.name) && !isRoleDrop(f);

/** Half `n` (0 or 1) of the operator faults outside REST v2's cells, every other one. */
export const operatorHalf = (n: 0 | 1): readonly Fault[] => OPERATOR_FAULTS.filter((f) => !isV2CellFault(f)).filter((_, i) => i % 2 === n);

/** Half `n` (0 or 1) of the operator faults over REST v2's cells, every other one. */
export const v2OperatorHalf = (n: 0 | 1): readonly Fault[] => OPERATOR_FAULTS.filter(isV2CellFault).filter((_, i) => i % 2 === n);

/** Runs each fault against the checks it names (`only: expectedCheck`) and requires one of them to report it. */
export function requireCaughtByNamedChecks(title: string, faults: readonly Fault[]): void {
  describe(title, () => {
    it('has faults to run', () => expect(faults.length).toBeGreaterThan(0));
    it.for(faults.map((f) => [f.name, f] as const))('%s', { timeout: 60_000 }, async ([, fault]) => {
      const d = await detectFault(fault, { archiveDir: process.env['TMKIT_TEST_ARCHIVE'], only: fault.expectedCheck, untilCaught: true });
      expect(d.caughtBy.map((h) => h.check), `'${fault.name}' (${fault.description}) was reported by none of ${fault.expectedCheck.join(', ')}`).not.toEqual([]);
    });
  });
}
