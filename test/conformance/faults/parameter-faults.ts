// The faults generated from the operations table (fake-server/faults/parameters.ts), in the three
// kinds the detection tests treat apart: parameters whose meaning no client can observe (the
// contract says why), the ones the suite does not check yet (listed here, so that a change either
// way shows), and all the others, which the suite must catch.
import { unobservableBecause, OPERATIONS } from '../../../contract/index.ts';
import { PARAMETER_FAULTS, parametersOf, type Fault } from '../../../fake-server/index.ts';

/** `ignores-<operationId>-<PARAMETER>` → [operationId, PARAMETER]. */
export function targetOf(fault: Fault): { readonly operation: string; readonly parameter: string } {
  const [, operation = '', ...rest] = fault.name.split('-');
  return { operation, parameter: rest.join('-') };
}

export const isUnobservable = (f: Fault): boolean => {
  const { operation, parameter } = targetOf(f);
  return f.name.startsWith('ignores-') && unobservableBecause(operation, parameter) !== undefined;
};

/**
 * Generated faults the suite does not catch yet: parameters whose meaning no check looks at
 * (issue "A suite that is never fooled", item 1, open). Each one is a check to write or extend.
 */
export const NOT_CAUGHT_YET: readonly string[] = [];

/** The generated faults the suite must catch. */
export const REQUIRED = PARAMETER_FAULTS.filter((f) => !isUnobservable(f) && !NOT_CAUGHT_YET.includes(f.name));

/** The counts the README shows: parameters of the table, generated faults, and each kind. */
export function parameterCounts() {
  const parameters = OPERATIONS.reduce((n, o) => n + parametersOf(o).length, 0);
  return {
    parameters,
    faults: PARAMETER_FAULTS.length,
    bounds: PARAMETER_FAULTS.filter((f) => f.name.startsWith('shifts-')).length,
    unobservable: PARAMETER_FAULTS.filter(isUnobservable).length,
    notCaughtYet: NOT_CAUGHT_YET.length,
    required: REQUIRED.length,
  };
}

/** Half `n` (0 or 1) of the required faults, every other one, so two test files share the runs evenly. */
export const requiredHalf = (n: 0 | 1): readonly Fault[] => REQUIRED.filter((_, i) => i % 2 === n);
