// How 3.6.2's DbRule reads a v1 body (DbRule.setFromJson, observed in docs/real-server-3.6.2.md
// "/rules"): every text column through Jackson's asText (a number or a boolean as its text, null
// as "null", an object or an array as ""), MODETRANS through asInt (a text that is no number is
// 0, true 1), a path without its leading `/` gets one (so a null path is "/null"), host ids and
// tasks parsed from their XML texts (anything else is no host, no task). No value is refused.
import { RULE_PATH_COLUMNS, RULE_TASK_COLUMNS, ruleFieldsFromRecord, type RuleFields } from '../../../contract/index.ts';
import { readInteger, readString, type Args } from '../data-model/args.ts';

/** Jackson's `asInt`: the data model's integer reading (a number or numeric text, truncated), true 1, anything else 0, as an int. */
const asInt = (args: Args, name: string): number => (args[name] === true ? 1 : (readInteger(args, name) ?? 0) | 0);

/** Jackson's `asText`: the data model's text reading, null as "null", an object or an array as "". */
const asText = (args: Args, name: string): string => (args[name] === null ? 'null' : (readString(args, name) ?? ''));

/** `Rule.checkPathes`: a path that does not start with `/` gets one. */
const rooted = (p: string): string => (p !== '' && !p.startsWith('/') ? `/${p}` : p);

const PATHS: readonly string[] = RULE_PATH_COLUMNS;
const TEXT_COLUMNS = [...RULE_PATH_COLUMNS, 'HOSTIDS', ...RULE_TASK_COLUMNS] as const;

/** The rule columns a v1 write gives (IDRULE and UPDATEDINFO aside), as the stored rule holds them. */
export function readRuleFields(args: Args): RuleFields {
  const texts: Record<string, string> = {};
  for (const c of TEXT_COLUMNS) {
    if (args[c] === undefined) continue;
    texts[c] = PATHS.includes(c) ? rooted(asText(args, c)) : asText(args, c);
  }
  return ruleFieldsFromRecord({ ...texts, ...(args['MODETRANS'] === undefined ? {} : { MODETRANS: asInt(args, 'MODETRANS') }) });
}
