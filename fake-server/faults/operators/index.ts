// Fault operators derived from the contract (issue 25, item 5), beside the parameter faults of
// parameters.ts (`ignores-`, `shifts-`): each operator file makes one shape of server bug for
// every place the contract says it applies (a write that resets what it was not sent, a text cut
// at a length, text double-encoded, a mapping value dropped or moved, a value class misread).
// Every fault here is required to be caught by the detection tests (test/conformance/faults/).
import type { Fault } from '../types.ts';
import { MAPPING_FAULTS } from './mappings.ts';
import { V2_MAPPING_FAULTS } from './v2-mappings.ts';
import { ROLE_FAULTS } from './roles.ts';
import { MISREAD_FAULTS } from './misreads.ts';
import { RESETS_FAULTS } from './resets.ts';
import { DOUBLE_ENCODE_FAULTS, TRUNCATE_FAULTS } from './texts.ts';
import { WRONG_COPY_FAULTS } from './wrong-copy.ts';
import { CROSS_FIELD_FAULTS } from './cross-field.ts';

// The operators' name prefixes live with the other fault names (../names.ts), which the configuration reads.
export { OPERATOR_PREFIXES, type OperatorPrefix } from '../names.ts';

/** Every fault of every operator, in operator order. */
export const OPERATOR_FAULTS: readonly Fault[] = [
  ...MAPPING_FAULTS,
  ...V2_MAPPING_FAULTS,
  ...ROLE_FAULTS,
  ...MISREAD_FAULTS,
  ...RESETS_FAULTS,
  ...TRUNCATE_FAULTS,
  ...DOUBLE_ENCODE_FAULTS,
  ...WRONG_COPY_FAULTS,
  ...CROSS_FIELD_FAULTS,
];
