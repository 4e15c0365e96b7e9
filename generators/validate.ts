// Checking generated and loaded values against the contract. Ajv sees JSON numbers, so a bigint
// (a SPECIALID beyond 2^53) is shown to it as the nearest number, and its 64-bit range is checked
// here exactly, as the fake does.
import { checkAgainst, schemaId, type SchemaViolation, RECORD_MODEL } from '../contract/index.ts';

/**
 * The `@model` of a record of the interface: transfer, host, host configuration or bandwidth
 * configuration. Not DbRule: a dataset holds rules in their stored form (rule-reader.ts), not as
 * v1's /rules writes them.
 */
export type RecordModel = Exclude<(typeof RECORD_MODEL)[keyof typeof RECORD_MODEL], typeof RECORD_MODEL.rules>;

/** The `$id` of each record model's schema (`DbTaskRunner` → `urn:tmkit:transfer`). */
export const SCHEMA_OF_MODEL: Readonly<Record<RecordModel, string>> = {
  DbTaskRunner: schemaId('transfer'),
  DbHostAuth: schemaId('host'),
  DbHostConfiguration: schemaId('hostconfig'),
  DbConfiguration: schemaId('configuration'),
};

/** Whether `m` is one of the four record models. */
export const isRecordModel = (m: unknown): m is RecordModel => typeof m === 'string' && m in SCHEMA_OF_MODEL;

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/**
 * The value as Ajv should see it (bigints as the nearest number), noting on the way every bigint
 * outside the 64-bit range. The value itself is returned when nothing needs changing, which is
 * the common case of a loaded record: no copy.
 */
function ajvView(value: unknown, path: string, out: SchemaViolation[]): unknown {
  if (typeof value === 'bigint') {
    if (value < INT64_MIN || value > INT64_MAX) out.push({ instancePath: path || '/', message: `must be a 64-bit integer (from ${INT64_MIN} to ${INT64_MAX}), got ${value}` });
    return Number(value);
  }
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value);
  let changed = false;
  const seen = entries.map(([k, v]) => {
    const w = ajvView(v, `${path}/${k}`, out);
    if (w !== v) changed = true;
    return [k, w] as const;
  });
  if (!changed) return value;
  // fromEntries defines keys as data: a `__proto__` key stays a field Ajv can refuse.
  return Array.isArray(value) ? seen.map(([, w]) => w) : Object.fromEntries(seen);
}

/** `value` as Ajv should see it: every bigint (a SPECIALID beyond 2^53) as the nearest number; `value` itself when it holds none. */
export const forAjv = (value: unknown): unknown => ajvView(value, '', []);

/** Every violation of `value` against the schema registered as `id`, bigints included. */
export function violationsOf(id: string, value: unknown): SchemaViolation[] {
  const out: SchemaViolation[] = [];
  const view = ajvView(value, '', out);
  return [...out, ...checkAgainst(id, view)];
}

/**
 * Every violation of `record` against its model's schema, 64-bit SPECIALIDs (bigints) checked
 * exactly; `[]` when it is valid.
 *
 * @example
 * recordViolations('DbHostAuth', { '@model': 'DbHostAuth', HOSTID: 'h1' });
 * // [{ instancePath: '/', message: 'must have required property \'ADDRESS\' {"missingProperty":"ADDRESS"}' }, ...]
 */
export const recordViolations = (model: RecordModel, record: unknown): SchemaViolation[] => violationsOf(SCHEMA_OF_MODEL[model], record);

/** Every violation of a rule record against `urn:tmkit:rule` (a rule has no `@model`: it is no v1 record); `[]` when it is valid. */
export const ruleViolations = (rule: unknown): SchemaViolation[] => violationsOf(schemaId('rule'), rule);
