// Operator `unpairs` (issue 36, item 4): a rule that reads a field's meaning through another field
// ignores its second field. One fault per cross-field rule of the contract.
import type { Fault } from '../types.ts';

/** Every `unpairs-<operationId>-<rule>` fault. */
export const CROSS_FIELD_FAULTS: readonly Fault[] = [];
