// One rule of a user's dataset file (an item of the JSON layout's `rules` section, or an NDJSON line
// with "@model":"DbRule"), checked against `urn:tmkit:rule`: every field, with its instance path and
// Ajv's reason. The rule comes back with its keys in the schema's order, without the `@model`
// that only marked its line.
import { RULE_MODEL, ruleSchema, type JsonValue, type Rule } from '../../contract/index.ts';
import { ruleViolations } from '../validate.ts';
import { describe, type RecordIssue } from './record-reader.ts';

const KEY_ORDER = Object.keys(ruleSchema.properties);

/** Whether a raw NDJSON record is a rule line (its `@model` is `DbRule`). */
export const isRuleLine = (raw: JsonValue): boolean =>
  raw !== null && typeof raw === 'object' && !Array.isArray(raw) && raw['@model'] === RULE_MODEL;

/** Checks `raw` as a rule record (an optional `"@model":"DbRule"` allowed); answers the rule or its issues. */
export function readRule(raw: JsonValue, location: string): Rule | RecordIssue[] {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return [{ location, field: '/', reason: `must be a JSON object (a rule), got ${Array.isArray(raw) ? 'an array' : raw === null ? 'null' : typeof raw}` }];
  }
  const { '@model': model, ...fields } = raw;
  if (model !== undefined && model !== RULE_MODEL) return [{ location, field: '/@model', reason: `must be ${RULE_MODEL} in this section, got ${JSON.stringify(model)}` }];
  // Keys in the schema's order; unknown keys go last so the schema names them.
  const entries = [...KEY_ORDER.filter((k) => Object.hasOwn(fields, k)), ...Object.keys(fields).filter((k) => !KEY_ORDER.includes(k))].map((k) => [k, fields[k]] as const);
  const rule = Object.fromEntries(entries);
  const violations = ruleViolations(rule);
  if (violations.length > 0) return violations.map((v) => ({ location, ...describe(RULE_MODEL, v.instancePath || '/', v.message) }));
  return rule as unknown as Rule;
}
