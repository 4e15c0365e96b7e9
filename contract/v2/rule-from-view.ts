// The rule record a REST v2 rule shows (GET /v2/rules, `RuleConverter.ruleToNode`): the inverse of
// convert.ts `ruleToV2` as far as the view goes. v2 writes the send pre and post tasks under
// `rPreTasks`/`rPostTasks` and the receive error tasks under `sPreTasks` (docs/rest-v2-3.6.2.md
// §2.3), so they go back to SPRETASKS, SPOSTTASKS and RERRORTASKS; RPRETASKS and RPOSTTASKS are
// never shown and come back empty; UPDATEDINFO is not shown either (a rule made through v2 has 0).
// The record is raw: a value of the wrong kind stays as it is, for the rule schema to name it.
import type { JsonObject, JsonValue } from '../wire/lossless-json.ts';
import { isJsonObject } from '../wire/lossless-json.ts';
import { V2_RULE_MODES, modeTransOf, type V2RuleMode } from './names.ts';

/** The v2 key each shown task column is written under (`ruleToV2`). */
export const V2_RULE_TASK_OUTPUT = { SPRETASKS: 'rPreTasks', SPOSTTASKS: 'rPostTasks', RERRORTASKS: 'sPreTasks', SERRORTASKS: 'sErrorTasks' } as const;

/** A v2 task `{type, arguments, delay}` as a stored task `{type, path, delay}`. */
const taskOf = (t: JsonValue): JsonValue => (isJsonObject(t) ? { type: t['type'] ?? null, path: t['arguments'] ?? '', delay: t['delay'] ?? 0 } : t);
const tasksOf = (v: JsonValue | undefined): JsonValue => (Array.isArray(v) ? v.map(taskOf) : (v ?? []));
const modeOf = (v: JsonValue | undefined): JsonValue =>
  typeof v === 'string' && (V2_RULE_MODES as readonly string[]).includes(v) ? modeTransOf(v as V2RuleMode) : (v ?? null);

/** The stored rule (keys in the rule schema's order) that shows as the v2 rule `v`. */
export function ruleFromV2(v: JsonObject): JsonObject {
  return {
    IDRULE: v['name'] ?? null,
    HOSTIDS: v['hostIds'] ?? [],
    MODETRANS: modeOf(v['mode']),
    RECVPATH: v['recvPath'] ?? '',
    SENDPATH: v['sendPath'] ?? '',
    ARCHIVEPATH: v['archivePath'] ?? '',
    WORKPATH: v['workPath'] ?? '',
    RPRETASKS: [],
    RPOSTTASKS: [],
    RERRORTASKS: tasksOf(v[V2_RULE_TASK_OUTPUT.RERRORTASKS]),
    SPRETASKS: tasksOf(v[V2_RULE_TASK_OUTPUT.SPRETASKS]),
    SPOSTTASKS: tasksOf(v[V2_RULE_TASK_OUTPUT.SPOSTTASKS]),
    SERRORTASKS: tasksOf(v[V2_RULE_TASK_OUTPUT.SERRORTASKS]),
    UPDATEDINFO: 0,
  };
}
