// The faults of the contract-derived operators (fake-server/faults/operators/): every one is
// required to be caught by the checks it names (issue 25, item 5). Split in halves so two test
// files run side by side, as the parameter faults are.
import { OPERATOR_FAULTS, type Fault } from '../../../fake-server/index.ts';

/** Half `n` (0 or 1) of the operator faults, every other one. */
export const operatorHalf = (n: 0 | 1): readonly Fault[] => OPERATOR_FAULTS.filter((_, i) => i % 2 === n);
