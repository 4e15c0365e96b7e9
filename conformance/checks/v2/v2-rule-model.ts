// What a real 3.6.2 stores for a rule body of POST or PUT /v2/rules (docs/rest-v2-3.6.2.md §2.3,
// §8.4, observed): the rule's columns, each task list in the column its input key writes
// (contract/v2/convert.ts V2_RULE_TASK_INPUT: `sPreTasks` lands in RERRORTASKS), a task's missing
// arguments and delay as "" and 0; a PUT replaces the fields it names and keeps the others.
// ruleToV2 of the result is what GET /v2/rules/{id} must show.
import { modeTransOf, V2_RULE_TASK_INPUT, type Rule, type RuleTask, type V2RuleMode } from '../../../contract/index.ts';

/** One task as a v2 body gives it. */
export interface V2TaskInput {
  readonly type: string;
  readonly arguments?: string;
  readonly delay?: number;
}

/** The rule fields a v2 body may carry (all but `name` optional on PUT). */
export interface V2RuleInput {
  readonly name: string;
  readonly mode?: V2RuleMode;
  readonly hostIds?: readonly string[];
  readonly recvPath?: string;
  readonly sendPath?: string;
  readonly archivePath?: string;
  readonly workPath?: string;
  readonly rPreTasks?: readonly V2TaskInput[];
  readonly rPostTasks?: readonly V2TaskInput[];
  readonly sPreTasks?: readonly V2TaskInput[];
  readonly sErrorTasks?: readonly V2TaskInput[];
}

/** A rule with nothing set: what a POST leaves in the fields it does not name. */
const EMPTY_RULE: Rule = {
  IDRULE: '', HOSTIDS: [], MODETRANS: 0, RECVPATH: '', SENDPATH: '', ARCHIVEPATH: '', WORKPATH: '', UPDATEDINFO: 0,
  RPRETASKS: [], RPOSTTASKS: [], RERRORTASKS: [], SPRETASKS: [], SPOSTTASKS: [], SERRORTASKS: [],
};

const PATHS = { recvPath: 'RECVPATH', sendPath: 'SENDPATH', archivePath: 'ARCHIVEPATH', workPath: 'WORKPATH' } as const;

const stored = (t: V2TaskInput): RuleTask => ({ type: t.type, path: t.arguments ?? '', delay: t.delay ?? 0 });

/** The stored rule after `input` is written over `base` (a POST: over nothing). */
export function writtenRule(input: V2RuleInput, base: Rule = EMPTY_RULE): Rule {
  const out: Record<string, unknown> = { ...base, IDRULE: input.name };
  if (input.mode !== undefined) out['MODETRANS'] = modeTransOf(input.mode);
  if (input.hostIds !== undefined) out['HOSTIDS'] = [...input.hostIds];
  for (const [key, column] of Object.entries(PATHS)) {
    const v = input[key as keyof typeof PATHS];
    if (v !== undefined) out[column] = v;
  }
  for (const [key, column] of Object.entries(V2_RULE_TASK_INPUT)) {
    const tasks = input[key as keyof typeof V2_RULE_TASK_INPUT];
    if (tasks !== undefined) out[column] = tasks.map(stored);
  }
  return out as Rule;
}
