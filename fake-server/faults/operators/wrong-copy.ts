// Operator `stale` (issue 36, item 4): one view of a record answers from a wrong copy while every
// other view is right. One fault per view pair of the contract's view table.
import type { Fault } from '../types.ts';

/** Every `stale-<operationId>-<field>` fault. */
export const WRONG_COPY_FAULTS: readonly Fault[] = [];
