// /rules (DbRuleR66RestMethodHandler, docs/real-server-3.6.2.md "/rules"): the stored rules of
// store.rules, the same records /v2/rules shows, written in v1's form (XML texts). The list's
// filter is DbRule.getFilterPrepareStament's: MODETRANS left out reads as 0 and selects the rules
// of mode 0; a negative MODETRANS drops every condition, IDRULE included; IDRULE matches exactly;
// rows come ordered by IDRULE. Every write stores UPDATEDINFO TOSUBMIT, whatever the body says, but
// a POST on 3.5.2, which stores 0 and answers 3 (release-facts.ts v1CreateStores).
import { NEW_RULE_DEFAULTS, ruleInColumnOrder, ruleToRecord, serialize, UPDATED_INFO, type Rule, type RuleFields } from '../../../contract/index.ts';
import type { Deps } from '../../deps.ts';
import { readInteger, readString, type Args } from '../data-model/args.ts';
import { failure, joinRows, success, type DataModelResource, type StoredRow } from '../data-model/resource.ts';
import { readRuleFields } from './rule-fields.ts';
import { javaCompare } from '../../v2/v2-lists.ts';
import { factsOf } from '../../release.ts';
import { cacheAnswered, readThroughCache } from '../data-model/record-cache.ts';
import { nameMatcher } from '../data-model/name-match.ts';

/** A stored rule as a row of the v1 answers. */
export interface RuleRow extends StoredRow {
  readonly rule: Rule;
}

const rowOf = (rule: Rule): RuleRow => ({ rule, json: serialize(ruleToRecord(rule)) });

/** A new rule's stored form: v1's defaults (no path, no host, no task, mode 0). */
const newRule = (id: string): Rule => ({
  IDRULE: id, HOSTIDS: [], MODETRANS: NEW_RULE_DEFAULTS.MODETRANS,
  RECVPATH: null, SENDPATH: null, ARCHIVEPATH: null, WORKPATH: null,
  RPRETASKS: [], RPOSTTASKS: [], RERRORTASKS: [], SPRETASKS: [], SPOSTTASKS: [], SERRORTASKS: [],
  UPDATEDINFO: UPDATED_INFO.TOSUBMIT,
});

/**
 * The rule written, UPDATEDINFO TOSUBMIT. 3.5.2's POST stores UPDATEDINFO 0 (`asSent`), and its
 * one-record reads answer the rule as written while the server's cache holds it (record-cache.ts).
 */
function store(base: Rule, fields: RuleFields, deps: Deps, asSent = false): RuleRow {
  const rule = ruleInColumnOrder({ ...base, ...fields, UPDATEDINFO: UPDATED_INFO.TOSUBMIT } as Rule);
  if (!asSent) {
    deps.store.rules.put(rule);
    return rowOf(rule);
  }
  const stored = deps.store.rules.put({ ...rule, UPDATEDINFO: UPDATED_INFO.UNKNOWN });
  cacheAnswered(deps, 'rules', rule.IDRULE, stored, { ...stored, record: rule });
  return rowOf(rule);
}

/** The list's selection, as the SQL of the release builds (IDRULE `=`, a LIKE subtext on 3.5.2); `undefined` when that SQL would not parse. */
function selection(args: Args, deps: Deps): ((r: Rule) => boolean) | undefined {
  const id = readString(args, 'IDRULE');
  // The id is pasted into the SQL between quotes: a quote breaks the statement (400 on 3.6.2).
  if (id?.includes("'")) return undefined;
  const mode = readInteger(args, 'MODETRANS') ?? 0;
  if (mode < 0) return () => true;
  const byId = id === undefined || id === '' ? () => true : nameMatcher(id, factsOf(deps).v1ListNameMatch);
  return (r) => r.MODETRANS === mode && byId(r.IDRULE);
}

export const rulesResource: DataModelResource<RuleRow> = {
  collection: 'rules',

  list(args, limit, deps) {
    const accept = selection(args, deps);
    if (accept === undefined) return failure("IDRULE must not hold a quote (')");
    const rows = deps.store.rules.list(accept, Number.MAX_SAFE_INTEGER).map((r) => r.record);
    rows.sort((a, b) => javaCompare(a.IDRULE, b.IDRULE));
    return success(joinRows(rows.slice(0, Math.max(limit, 0)).map(rowOf)));
  },

  find(_args, id, deps) {
    const row = readThroughCache(deps, 'rules', id, deps.store.rules.get(id));
    return row === undefined ? undefined : rowOf(row.record);
  },

  create(args, deps) {
    const id = readString(args, 'IDRULE');
    if (id === undefined || id === '') return failure('IDRULE is required');
    return success(store(newRule(id), readRuleFields(args), deps, factsOf(deps).v1CreateStores === 'body'));
  },

  update(row, args, deps) {
    // The path names the rule; an IDRULE in the body is not read (observed).
    return success(store(row.rule, readRuleFields(args), deps));
  },

  remove(row, deps) {
    deps.store.rules.delete(row.rule.IDRULE);
    return row;
  },
};
