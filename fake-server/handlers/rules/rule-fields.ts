// How 3.6.2's DbRule reads a v1 body (DbRule.setFromJson, observed in docs/real-server-3.6.2.md
// "/rules"): MODETRANS as Jackson's asInt (a text that is no number is 0), a path without its
// leading `/` gets one, host ids and tasks parsed from their XML texts. The fake refuses a path,
// HOSTIDS or task list that is neither text nor null (3.6.2 answers such a body 500).
import { RULE_PATH_COLUMNS, RULE_TASK_COLUMNS, ruleFieldsFromRecord, type RuleFields } from '../../../contract/index.ts';
import type { Args, ArgValue } from '../data-model/args.ts';
import { failure, success, type Outcome } from '../data-model/resource.ts';

/** Jackson's `asInt`: a number truncated, a numeric text parsed, true 1, anything else 0. */
function asInt(v: ArgValue): number {
  if (typeof v === 'number') return Math.trunc(v) | 0;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'string' && /^\s*[-+]?\d+(\.\d*)?\s*$/.test(v)) return Math.trunc(Number(v)) | 0;
  return 0;
}

/** `Rule.checkPathes`: a path that does not start with `/` gets one. */
const rooted = (p: string): string => (p !== '' && !p.startsWith('/') ? `/${p}` : p);

const TEXT_COLUMNS = [...RULE_PATH_COLUMNS, 'HOSTIDS', ...RULE_TASK_COLUMNS] as const;

/** The rule columns a v1 write gives (IDRULE and UPDATEDINFO aside), as the stored rule holds them. */
export function readRuleFields(args: Args): Outcome<RuleFields> {
  const texts: Record<string, string | null> = {};
  for (const c of TEXT_COLUMNS) {
    const v = args[c];
    if (v === undefined) continue;
    if (v !== null && typeof v !== 'string') return failure(`${c} must be a text or null, got ${JSON.stringify(v)}`);
    texts[c] = v !== null && (RULE_PATH_COLUMNS as readonly string[]).includes(c) ? rooted(v) : v;
  }
  const mode = args['MODETRANS'];
  return success(ruleFieldsFromRecord({ ...texts, ...(mode === undefined ? {} : { MODETRANS: asInt(mode) }) }));
}
