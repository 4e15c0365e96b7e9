// Every value of every mapping the interface has (issue 25, item 2), as lists the checks walk and
// the fault operators derive their faults from: each entry of the status-flag mapping of
// GET /transfers, how the suite reaches each UPDATEDINFO and GLOBALSTEP value, and the single role
// bits. The mappings themselves are STATUS_FILTERS, ERROR_CODES and ROLES (enums.ts).
import { matchesStatusFlag, ROLES, STATUS_FILTERS, STATUS_FLAGS, TASK_STEP_VALUES, UPDATED_INFO, UPDATED_INFO_VALUES, type RoleName, type StatusFlag } from './enums.ts';

/** The two columns a status flag selects on (reference §3.2). */
export type StatusColumn = 'UPDATEDINFO' | 'GLOBALSTEP';

/** One value of the status-flag mapping: `flag` selects the transfers whose `column` holds `value`. */
export interface StatusMappingEntry {
  readonly flag: StatusFlag;
  readonly column: StatusColumn;
  readonly value: number;
}

/** Every entry of {@link STATUS_FILTERS}, flag by flag, UPDATEDINFO values before GLOBALSTEP ones. */
export const STATUS_MAPPING_ENTRIES: readonly StatusMappingEntry[] = STATUS_FLAGS.flatMap((flag) => [
  ...STATUS_FILTERS[flag].updatedInfo.map((value): StatusMappingEntry => ({ flag, column: 'UPDATEDINFO', value })),
  ...STATUS_FILTERS[flag].globalStep.map((value): StatusMappingEntry => ({ flag, column: 'GLOBALSTEP', value })),
]);

/**
 * How status_flags_every_value reaches each value. POST stores any GLOBALSTEP but forces
 * UPDATEDINFO to 3 (TOSUBMIT), and so does PUT (reference §3.1): no request of the interface makes a
 * transfer with another UPDATEDINFO. So:
 * - `made`: one transfer per GLOBALSTEP value (0-5), each with UPDATEDINFO 3, created with the
 *   run's prefix and removed again (with --allow-writes);
 * - `existing`: UPDATEDINFO 0, 1, 2, 4, 5 and 6 are read from the records the data holds (every
 *   distinct UPDATEDINFO/GLOBALSTEP pair of the first page; read-only). Consistent data pairs
 *   UPDATEDINFO 4 with GLOBALSTEP 5 and 6 with 4 only (the real server's §18 rows and the
 *   generators' alike), so there those two entries cannot be told apart from the GLOBALSTEP ones;
 * - `sideFake`: on the embedded fake, every UPDATEDINFO with every GLOBALSTEP (42 records) in a
 *   fake of its own, so every entry of the mapping is checked in isolation.
 */
export const STATUS_VALUE_COVERAGE = {
  made: { UPDATEDINFO: [UPDATED_INFO.TOSUBMIT], GLOBALSTEP: TASK_STEP_VALUES },
  existing: { UPDATEDINFO: UPDATED_INFO_VALUES.filter((v) => v !== UPDATED_INFO.TOSUBMIT), GLOBALSTEP: TASK_STEP_VALUES },
  sideFake: { UPDATEDINFO: UPDATED_INFO_VALUES, GLOBALSTEP: TASK_STEP_VALUES },
} as const;

/** Whether a transfer is listed under these flags (reference §3.2): ALLSTATUS or no flag lists every status, several flags are OR-ed. */
export function selectedByFlags(on: readonly StatusFlag[], allStatus: boolean, updatedInfo: number, globalStep: number): boolean {
  if (allStatus || on.length === 0) return true;
  return on.some((f) => matchesStatusFlag(f, updatedInfo, globalStep));
}

/** The single role bits (reference §9.6), NOACCESS and the composites left out. */
export const ROLE_BITS: readonly RoleName[] = (Object.keys(ROLES) as RoleName[]).filter((r) => {
  const m = ROLES[r];
  return m > 0 && (m & (m - 1)) === 0;
});

/** Whether a role mask holds every bit of a (possibly composite) role mask (reference §9.6). */
export const holdsRole = (mask: number, required: number): boolean => (mask & required) === required;
