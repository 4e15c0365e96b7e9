// A POST or PUT /v2/rules body read onto a rule (`RuleConverter.nodeToUpdatedRule`,
// docs/rest-v2-3.6.2.md §2.3, §8.4): members in the order written, names case-insensitive, texts
// with white space collapsed; a wrong value is errorCode 7, an unknown name 5 (`rErrorTasks` and
// `sPostTasks` included: 3.6.2 has no key for them), another `name` than the rule's 13, then the
// required `name` and `mode` (6). Task lists go where 3.6.2's first matching branch puts them
// (V2_RULE_TASK_INPUT: `sPreTasks` into RERRORTASKS, observed), so the answer, ruleToV2 of the
// stored rule, shows what 3.6.2 shows. Host ids are not checked against the hosts (3.6.2 takes
// unknown ones, observed). Paths are not checked against a file system: the fake has none. 3.5.2
// writes the texts as sent (release-facts.ts v2RuleTextsTrimmed): a name " x " is stored so.
import { V2_RULE_MODES, V2_RULE_TASK_INPUT, modeTransOf, type JsonObject, type JsonValue, type ReleaseFacts, type RuleTask, type RuleTaskColumn, type V2RuleMode } from '../../../contract/index.ts';
import type { TopMember } from '../json-members.ts';
import { bodyFields, isBlank } from '../v2-fields.ts';
import { v2Errors, type V2Error } from '../v2-errors.ts';
import { readTasks, ruleTextOf } from './rule-tasks.ts';

/** A rule as the converter fills it: IDRULE null and MODETRANS -1 until given. */
export type RuleDraft = {
  IDRULE: string | null;
  HOSTIDS: string[];
  MODETRANS: number;
  RECVPATH: string | null;
  SENDPATH: string | null;
  ARCHIVEPATH: string | null;
  WORKPATH: string | null;
} & { [C in RuleTaskColumn]: readonly RuleTask[] };

/** 3.6.2's `new Rule(null, -1, [], "", "", "", "", [] ×6)`. */
export const newRuleDraft = (): RuleDraft => ({
  IDRULE: null, HOSTIDS: [], MODETRANS: -1, RECVPATH: '', SENDPATH: '', ARCHIVEPATH: '', WORKPATH: '',
  RPRETASKS: [], RPOSTTASKS: [], RERRORTASKS: [], SPRETASKS: [], SPOSTTASKS: [], SERRORTASKS: [],
});

const PATHS = { recvpath: ['recvPath', 'RECVPATH'], sendpath: ['sendPath', 'SENDPATH'], archivepath: ['archivePath', 'ARCHIVEPATH'], workpath: ['workPath', 'WORKPATH'] } as const;
const TASKS = new Map(Object.entries(V2_RULE_TASK_INPUT).map(([v2, column]) => [v2.toLowerCase(), [v2, column] as const]));

/** `Rule.checkPath` without the file system: `//` once to `/`, runs of `\` to one. */
const cleanPath = (p: string): string => (p === '' ? '' : p.replace('//', '/').replace(/\\+/g, '\\'));

export type RuleReading = { readonly ok: true; readonly rule: RuleDraft } | { readonly ok: false; readonly errors: readonly V2Error[] };

export function readRuleBody(object: JsonObject, members: readonly TopMember[], base: RuleDraft, facts: ReleaseFacts): RuleReading {
  const text = ruleTextOf(facts);
  const errors: V2Error[] = [];
  const rule: RuleDraft = { ...base, HOSTIDS: [...base.HOSTIDS] };
  for (const { key, name, value, shown } of bodyFields(object, members)) {
    // 3.6.2 names the field by its own spelling here, and quotes the value collapsed.
    const wrong = (field: string) => errors.push(v2Errors.illegalFieldValue(field, text(shown)));
    const path = Object.hasOwn(PATHS, name) ? PATHS[name as keyof typeof PATHS] : undefined;
    const tasks = TASKS.get(name);
    if (name === 'name') {
      if (typeof value !== 'string') wrong('name');
      else if (rule.IDRULE === null) rule.IDRULE = text(value);
      else if (rule.IDRULE !== text(value)) errors.push(v2Errors.fieldNotAllowed('name'));
    } else if (name === 'hostids') {
      if (!Array.isArray(value)) wrong('hostIds');
      else {
        const ids = value as JsonValue[];
        for (const id of ids) if (typeof id !== 'string') wrong('hostIds');
        rule.HOSTIDS = ids.filter((id): id is string => typeof id === 'string').map(text);
      }
    } else if (name === 'mode') {
      const mode = typeof value === 'string' ? text(value) : undefined;
      if (mode !== undefined && (V2_RULE_MODES as readonly string[]).includes(mode)) rule.MODETRANS = modeTransOf(mode as V2RuleMode);
      else wrong('mode');
    } else if (path) {
      if (typeof value === 'string') rule[path[1]] = cleanPath(text(value));
      else wrong(path[0]);
    } else if (tasks) {
      if (!Array.isArray(value)) wrong(tasks[0]);
      else {
        const read = readTasks(value as JsonValue[], tasks[0], facts);
        if (!read.ok) return read;
        rule[tasks[1]] = read.tasks;
      }
    } else {
      errors.push(v2Errors.unknownField(key));
    }
  }
  // `ParametersChecker.isEmpty` on 3.6.x (blank is empty); 3.5.2 tests null or "" only.
  if (facts.v2RuleTextsTrimmed ? isBlank(rule.IDRULE) : rule.IDRULE === null || rule.IDRULE === '') errors.push(v2Errors.missingField('name'));
  if (rule.MODETRANS === -1) errors.push(v2Errors.missingField('mode'));
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rule };
}
