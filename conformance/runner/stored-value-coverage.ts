// Which stored values the documented rules met in the target's data (issue 36, item 2;
// contract/stored-values.ts): every v1 transfer record an answer of the run carried is read for
// the fields each rule reads, whichever check asked for it. A value no record held is one the
// rules could not be checked on, which the report says, with why the run did not make it.
import { isJsonObject, STORED_VALUE_RULES, storedValueOf, type JsonValue } from '../../contract/index.ts';
import type { Exchange } from '../client/client.ts';

/** One rule's values in a run: those the target's data held, those it lacked, and why the run made none. */
export interface StoredValueCoverage {
  /** The rule's id (contract/stored-values.ts). */
  readonly rule: string;
  readonly what: string;
  /** The checks whose verdict on this rule is only as wide as `met`. */
  readonly checks: readonly string[];
  /** Values some record of the target held, in the contract's order. */
  readonly met: readonly string[];
  /** Values no record held: the rules were not checked on them. */
  readonly missing: readonly string[];
  /** Why the run did not make the missing ones. */
  readonly why: string;
}

/** The v1 transfer records an answer holds (a list's results, or one record). */
function transfersOf(json: JsonValue | undefined): Record<string, unknown>[] {
  const answer = isJsonObject(json) ? json['answer'] : undefined;
  if (!isJsonObject(answer)) return [];
  const rows = Array.isArray(answer['results']) ? answer['results'] : [answer];
  return rows.filter((r): r is Record<string, JsonValue> => isJsonObject(r) && r['@model'] === 'DbTaskRunner');
}

export class StoredValueRecorder {
  private readonly seen = new Map<string, Set<string>>(STORED_VALUE_RULES.map((r) => [r.id, new Set<string>()]));

  record(ex: Exchange): void {
    if (ex.response?.status !== 200 || !ex.operation || (ex.operation.id !== 'listTransfers' && ex.operation.id !== 'getTransfer')) return;
    for (const t of transfersOf(ex.json)) {
      for (const rule of STORED_VALUE_RULES) {
        const v = storedValueOf(rule, t);
        if (v !== undefined) this.seen.get(rule.id)?.add(v);
      }
    }
  }

  table(): StoredValueCoverage[] {
    return STORED_VALUE_RULES.map((r) => {
      const seen = this.seen.get(r.id) ?? new Set<string>();
      return { rule: r.id, what: r.what, checks: r.checks, met: r.values.filter((v) => seen.has(v)), missing: r.values.filter((v) => !seen.has(v)), why: r.notMade };
    });
  }
}
