// How 3.6.2's DbRule reads a v1 body (DbRule.setFromJson, observed in docs/real-server-3.6.2.md
// "/rules"): every text column through Jackson's asText (a number or a boolean as its text, null
// as "null", an object or an array as ""), MODETRANS through asInt (a text that is no number is
// 0, true 1), a path without its leading `/` gets one (so a null path is "/null"), host ids and
// tasks parsed from their XML texts (anything else is no host, no task). No value is refused.
import { RULE_PATH_COLUMNS, RULE_TASK_COLUMNS, ruleFieldsFromRecord, type RuleFields } from '../../../contract/index.ts';
import type { Args, ArgValue } from '../data-model/args.ts';

/** Jackson's `asInt`: a number truncated, a numeric text parsed, true 1, anything else 0. */
function asInt(v: ArgValue): number {
  if (typeof v === 'number') return Math.trunc(v) | 0;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'string' && /^\s*[-+]?\d+(\.\d*)?\s*$/.test(v)) return Math.trunc(Number(v)) | 0;
  return 0;
}

/** Jackson's `asText` of a JSON value. */
function asText(v: ArgValue): string {
  if (v === null) return 'null';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  return '';
}

/** `Rule.checkPathes`: a path that does not start with `/` gets one. */
const rooted = (p: string): string => (p !== '' && !p.startsWith('/') ? `/${p}` : p);

const PATHS: readonly string[] = RULE_PATH_COLUMNS;
const TEXT_COLUMNS = [...RULE_PATH_COLUMNS, 'HOSTIDS', ...RULE_TASK_COLUMNS] as const;

/** The rule columns a v1 write gives (IDRULE and UPDATEDINFO aside), as the stored rule holds them. */
export function readRuleFields(args: Args): RuleFields {
  const texts: Record<string, string> = {};
  for (const c of TEXT_COLUMNS) {
    const v = args[c];
    if (v === undefined) continue;
    texts[c] = PATHS.includes(c) ? rooted(asText(v)) : asText(v);
  }
  const mode = args['MODETRANS'];
  return ruleFieldsFromRecord({ ...texts, ...(mode === undefined ? {} : { MODETRANS: asInt(mode) }) });
}
