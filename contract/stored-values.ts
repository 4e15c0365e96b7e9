// The stored values documented rules read (issue 36, item 2): a rule of the interface is checked on
// a value only where the target's data holds a record with it. REST cannot make most of them (a
// transfer's UPDATEDINFO and GLOBALSTEP are the server's own work; a database holds any pair), so
// over HTTP only the data decides; the report says which values each rule met and which it could
// not, and why.
import { ERROR_CODE_LETTERS, MODE_TRANS, TASK_STEP, UPDATED_INFO } from './enums.ts';

/** One set of stored fields a documented rule reads, every combination a server can store, and the checks that read it. */
export interface StoredValueRule {
  /** Stable id, as the report names it. */
  readonly id: string;
  /** What the rule reads, in a few words. */
  readonly what: string;
  /** The transfer fields whose values are combined (a value is `A/B` for two fields). */
  readonly fields: readonly string[];
  /** Every combination a server can store, as the report writes it (`TOSUBMIT/ERRORTASK`). */
  readonly values: readonly string[];
  /** The checks that judge a rule on these values (their verdict is only as wide as the values met). */
  readonly checks: readonly string[];
  /** Why a value the data lacks is not made by the run. */
  readonly notMade: string;
}

const names = <T extends Record<string, number>>(o: T): Map<number, string> => new Map(Object.entries(o).map(([k, v]) => [v, k]));
export const UPDATED_INFO_NAMES = names(UPDATED_INFO);
export const TASK_STEP_NAMES = names(TASK_STEP);

/** The rules over stored transfer values the report accounts for. */
export const STORED_VALUE_RULES: readonly StoredValueRule[] = [
  {
    id: 'transfer-state',
    what: 'the status filters and counters (UPDATEDINFO and GLOBALSTEP, reference §9.1, §9.2, §7.1)',
    fields: ['UPDATEDINFO', 'GLOBALSTEP'],
    values: [...UPDATED_INFO_NAMES.values()].flatMap((u) => [...TASK_STEP_NAMES.values()].map((g) => `${u}/${g}`)),
    checks: ['status_flags_select_by_mapping', 'status_flags_every_value', 'server_status_counters_agree', 'v2_filters_select_as_documented', 'views_agree'],
    notMade: 'no request makes a transfer in a given UPDATEDINFO and GLOBALSTEP: the server sets them as it works, and a database holds any pair',
  },
  {
    id: 'step-status',
    what: 'the ErrorCode letters of STEPSTATUS (reference §9.3)',
    fields: ['STEPSTATUS'],
    values: ERROR_CODE_LETTERS.map(String),
    checks: ['status_letters_round_trip', 'views_agree', 'v2_views_agree'],
    notMade: 'a write stores the letter it is sent only on the fields the write may set; the server writes the others as it works',
  },
  {
    id: 'transfer-mode',
    what: 'the transfer modes (MODETRANS, reference §9.4)',
    fields: ['MODETRANS'],
    values: MODE_TRANS.map((m) => m),
    checks: ['v2_views_agree', 'views_agree'],
    notMade: "a transfer's mode is its rule's: a run makes only transfers under the rules the server has",
  },
];

/** The value of a transfer record for `rule`, as STORED_VALUE_RULES writes it, or undefined when a field is not one it knows. */
export function storedValueOf(rule: StoredValueRule, record: Readonly<Record<string, unknown>>): string | undefined {
  const parts = rule.fields.map((f) => {
    const v = record[f];
    if (f === 'UPDATEDINFO') return UPDATED_INFO_NAMES.get(Number(v));
    if (f === 'GLOBALSTEP') return TASK_STEP_NAMES.get(Number(v));
    if (f === 'MODETRANS') return MODE_TRANS[Number(v)];
    return typeof v === 'string' ? v.trim() : undefined;
  });
  return parts.some((p) => p === undefined) ? undefined : parts.join('/');
}
