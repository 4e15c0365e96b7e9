// Stored combinations: transfer rows a server's database holds although no run of the server leaves
// a transfer that way. The columns take any value (UPDATEDINFO any of its 7, GLOBALSTEP any of its
// 6, STEPSTATUS and INFOSTATUS any ErrorCode letter, MODETRANS any mode), and real databases hold
// such rows: rows changed by SQL (an operator's UPDATE of UPDATEDINFO to resubmit or to silence a
// transfer), rows written by older releases, rows imported from another server. REST cannot make
// them, so over HTTP only the data decides which values the suite's checks reach: a filter's fault
// on a pair no realistic state has (INERROR=true leaving out INTERRUPTED transfers outside
// ERRORTASK) goes unseen unless the dataset holds that pair. So a dataset of enough transfers holds,
// besides its realistic states (transfer-states.ts), one row of every UPDATEDINFO × GLOBALSTEP pair,
// which between them carry every letter in both status columns and every mode, each under a rule
// of its mode (mode 0's row under the send rule: STORED_RULE_MODES says why). Data derived from the contract's enumerations: a value the contract adds is held too.
import {
  ERROR_CODE_LETTERS, isReceiveMode, MODE_TRANS, statusJson, TASK_STEP, TASK_STEP_VALUES, UPDATED_INFO_VALUES,
  type Rule, type Transfer,
} from '../contract/index.ts';
import { minimalRule } from './factories/minimal-rule.ts';

/** One stored combination: the values a row holds in the columns the documented rules read. */
export interface StoredCombination {
  readonly updatedInfo: Transfer['UPDATEDINFO'];
  readonly globalStep: Transfer['GLOBALSTEP'];
  /** The step it stopped at: the step itself, and the transfer step for ERRORTASK (where most failures happen). */
  readonly globalLastStep: Transfer['GLOBALLASTSTEP'];
  /** ErrorCode letters of STEPSTATUS and INFOSTATUS. */
  readonly stepStatus: string;
  readonly infoStatus: string;
  /** MODETRANS of the row, and of the rule it names. */
  readonly modeTrans: number;
}

const LETTERS = ERROR_CODE_LETTERS.length;
// INFOSTATUS runs half the letters ahead of STEPSTATUS, so most rows hold two different letters.
const INFO_SHIFT = Math.floor(LETTERS / 2);

/**
 * One row per UPDATEDINFO × GLOBALSTEP pair (42), in the enumerations' order. The k-th row holds
 * the k-th letter (cycling) in STEPSTATUS, another in INFOSTATUS and the k-th mode (cycling), so
 * the rows hold every letter in both columns and every MODETRANS as long as there are at least as
 * many pairs as letters and modes (a test says so).
 */
export const STORED_COMBINATIONS: readonly StoredCombination[] = UPDATED_INFO_VALUES.flatMap((updatedInfo, u) =>
  TASK_STEP_VALUES.map((globalStep, g) => {
    const k = u * TASK_STEP_VALUES.length + g;
    return {
      updatedInfo,
      globalStep,
      globalLastStep: globalStep === TASK_STEP.ERRORTASK ? TASK_STEP.TRANSFERTASK : globalStep,
      stepStatus: ERROR_CODE_LETTERS[k % LETTERS] as string,
      infoStatus: ERROR_CODE_LETTERS[(k + INFO_SHIFT) % LETTERS] as string,
      modeTrans: k % MODE_TRANS.length,
    };
  }));

/**
 * A dataset holds the stored combinations from this many transfers on: they are then at most one
 * transfer in four (the `small` preset's 200 holds them; at a million they are 0.004 %).
 */
export const STORED_COMBINATIONS_MIN_TRANSFERS = 4 * STORED_COMBINATIONS.length;

/** Whether a dataset of `transfers` transfers holds the stored combinations (and their rules). */
export const holdsStoredCombinations = (transfers: number): boolean => transfers >= STORED_COMBINATIONS_MIN_TRANSFERS;

/** The name of the stored rule of mode `modeTrans`: `stored-sendmode`, `stored-sendmd5mode`, ... */
export const storedRuleName = (modeTrans: number): string => `stored-${(MODE_TRANS[modeTrans] as string).toLowerCase()}`;

/**
 * The modes of the stored rules: every MODETRANS but 0 (UNKNOWNMODE), for now. A server stores
 * rules of mode 0 (v1's POST /rules makes one when MODETRANS is not sent), but with one in the data
 * three checks report deviations against the clean fake, each from an assumption that no listed
 * rule exists: v1's plain GET /rules filters on MODETRANS 0 (as 3.6.2 does) and so lists it, where
 * positive_data_acceptance reads a listed rule's id from HOSTID and unsupported_method takes any
 * listed rule for one it stored; and /v2/rules shows mode 0 as `send` while its `modeTrans=send`
 * filter selects mode 1 only. Add 0 here once the checks (conformance/) and the v2 view of mode 0
 * (contract/v2) agree with such a rule; a stored transfer of mode 0 meanwhile runs under the send rule.
 */
const STORED_RULE_MODES: readonly number[] = MODE_TRANS.map((_, mode) => mode).filter((mode) => mode !== 0);

/** One rule per mode of {@link STORED_RULE_MODES} (1 to 8), for any host, default folders, no tasks. */
export const STORED_RULES: readonly Rule[] = STORED_RULE_MODES.map((mode) => minimalRule(storedRuleName(mode), mode));

/** The stored rule a stored row of mode `modeTrans` runs under: the one of its mode, else the send rule (same direction as mode 0). */
const storedRuleOf = (modeTrans: number): string => storedRuleName(STORED_RULE_MODES.includes(modeTrans) ? modeTrans : 1);

const STORED_RULE_NAMES = new Set(STORED_RULES.map((r) => r.IDRULE));

/** Whether a transfer (or a rule) is a stored-combination row of a generated dataset: it names one of the {@link STORED_RULES}. */
export const isStoredCombination = (t: Pick<Transfer, 'IDRULE'>): boolean => STORED_RULE_NAMES.has(t.IDRULE);

/** Whether a MODETRANS is one of the through modes (the record then carries THROUGHMODE). */
export const isThroughMode = (modeTrans: number): boolean => (MODE_TRANS[modeTrans] ?? '').includes('THROUGH');

/**
 * Where the stored rows go among `count` transfers: spread evenly over the first `older` of them
 * (the old part of the window, as rows changed long ago), the k-th at `(k + ½) × older / 42`.
 * Empty when the dataset is too small to hold them, or the old part has fewer slots than rows.
 */
export function storedSlots(count: number, older: number): ReadonlyMap<number, StoredCombination> {
  const n = STORED_COMBINATIONS.length;
  if (!holdsStoredCombinations(count) || older < n) return new Map();
  return new Map(STORED_COMBINATIONS.map((c, k) => [Math.floor(((k + 0.5) * older) / n), c]));
}

/**
 * `t` holding the stored combination `c`: its steps, statuses, UPDATEDINFO and mode, under the
 * stored rule of that mode and in that mode's direction; every other value (files, hosts, times)
 * stays the realistic transfer's. Keys stay in the record's order.
 */
export const asStoredCombination = (t: Transfer, c: StoredCombination): Transfer => ({
  ...t,
  RETRIEVEMODE: isReceiveMode(c.modeTrans),
  IDRULE: storedRuleOf(c.modeTrans),
  MODETRANS: c.modeTrans,
  GLOBALSTEP: c.globalStep,
  GLOBALLASTSTEP: c.globalLastStep,
  STEPSTATUS: statusJson(c.stepStatus),
  INFOSTATUS: statusJson(c.infoStatus),
  UPDATEDINFO: c.updatedInfo,
});
