// Record fields from a create or update call. Values are brought to their column type the way a
// client may legitimately send them (query text "42", "true", a bigint SPECIALID), then checked
// against the contract's body schema, so the ranges and enumerations have one source. Unknown
// fields are ignored, as the real server ignores them.
import { checkAgainst, isDateMsInRange, MAX_DATE_MS, type SqlTypeName, type JsonValue, forSchema, INT64_MAX, INT64_MIN, outOfInt64 } from '../../../contract/index.ts';
import type { Args } from './args.ts';

export type FieldValues = Record<string, JsonValue>;
export type FieldsResult = { ok: true; values: FieldValues } | { ok: false; reason: string };

const NUMERIC = /^\s*-?\d+(\.0*)?\s*$/;

// A timestamp column takes epoch-ms inside the range of a date (MAX_DATE_MS). Beyond it (1e300 is
// an "integer" to JSON Schema) nothing can show or export the date: the record would be stored as
// `1e+300` and written that way into /log exports.

/** Absent, text (an ISO date the schema checks), or an integer epoch-ms inside the range of a date. */
function isDateMs(v: JsonValue | undefined): boolean {
  if (typeof v === 'bigint') return v >= -BigInt(MAX_DATE_MS) && v <= BigInt(MAX_DATE_MS);
  // A fraction is the schema's to refuse; an integer must be a date.
  if (typeof v === 'number') return !Number.isInteger(v) || isDateMsInRange(v);
  return true;
}

function toColumnType(v: JsonValue | string[], sqlType: SqlTypeName): JsonValue {
  if (Array.isArray(v)) return v as JsonValue;
  switch (sqlType) {
    case 'BIGINT':
    case 'INTEGER':
      if (typeof v === 'string' && NUMERIC.test(v)) {
        const b = BigInt(v.trim().replace(/\.0*$/, ''));
        return Number.isSafeInteger(Number(b)) ? Number(b) : b;
      }
      if (typeof v === 'number' && Number.isInteger(v)) return v;
      return v;
    case 'BIT':
      if (v === 'true' || v === 1) return true;
      if (v === 'false' || v === 0) return false;
      return v;
    case 'TIMESTAMP':
      if (typeof v === 'string' && /^\s*\d+\s*$/.test(v)) return Number(v);
      return v;
    default:
      return v;
  }
}


/**
 * Picks the columns named in `columns` from `args`, converts them and validates them against the
 * body schema `schemaId`. Answers the values or the first reasons, in words a client can act on.
 */
export function readFields(
  args: Args,
  columns: readonly { readonly name: string; readonly sqlType: SqlTypeName }[],
  schemaId: string,
): FieldsResult {
  const values: FieldValues = {};
  for (const c of columns) {
    const v = args[c.name];
    if (v === undefined) continue;
    values[c.name] = toColumnType(v, c.sqlType);
  }
  const tooLarge = outOfInt64(values);
  if (tooLarge !== undefined) return { ok: false, reason: `${tooLarge} must be a 64-bit integer (from ${INT64_MIN} to ${INT64_MAX}), got ${values[tooLarge]}` };
  const undated = columns.find((c) => c.sqlType === 'TIMESTAMP' && !isDateMs(values[c.name]));
  if (undated) return { ok: false, reason: `${undated.name} must be epoch milliseconds from ${-MAX_DATE_MS} to ${MAX_DATE_MS} or an ISO 8601 date, got ${String(values[undated.name])}` };
  const violations = checkAgainst(schemaId, forSchema(values));
  if (violations.length > 0) {
    const reason = violations
      .slice(0, 3)
      .map((v) => (v.instancePath === '/' ? v.message : `${v.instancePath.slice(1)} ${v.message}`))
      .join('; ');
    return { ok: false, reason };
  }
  return { ok: true, values };
}
