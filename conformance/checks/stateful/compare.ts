// Comparing a record the target shows with the one a check predicts, field by field, and saying
// which field differs in the words of the request that should have set it
// ("after PUT RANK=3 the record reads RANK 0").
import type { JsonValue } from '../../../contract/index.ts';
import type { Fields } from './resources/index.ts';

export interface Difference {
  readonly field: string;
  readonly expected: JsonValue | undefined;
  readonly received: JsonValue | undefined;
}

export interface CompareOptions {
  /** Fields not compared. */
  readonly ignore?: readonly string[];
  /** Values accepted besides the expected one. */
  readonly alternatives?: Readonly<Record<string, readonly JsonValue[]>>;
}

/** Numbers and bigints compare by value (ids beyond 2^53 are bigint in a lossless parse). */
export function sameValue(a: JsonValue | undefined, b: JsonValue | undefined): boolean {
  const numeric = (v: unknown) => typeof v === 'number' || typeof v === 'bigint';
  if (numeric(a) && numeric(b)) return String(a) === String(b);
  return a === b;
}

const asRecord = (v: JsonValue | undefined): Readonly<Record<string, JsonValue>> | undefined =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, JsonValue>) : undefined;

/** The fields of `expected` that `received` shows otherwise (every one when `received` is no record). */
export function differences(expected: Fields, received: JsonValue | undefined, options: CompareOptions = {}): Difference[] {
  const record = asRecord(received);
  const out: Difference[] = [];
  for (const [field, value] of Object.entries(expected)) {
    if (options.ignore?.includes(field)) continue;
    const got = record?.[field];
    if (sameValue(value, got)) continue;
    if (options.alternatives?.[field]?.some((alt) => sameValue(alt, got))) continue;
    out.push({ field, expected: value, received: got });
  }
  return out;
}

/** A value as a person reads it in a message: strings quoted, bigints with every digit. */
export function show(v: JsonValue | undefined): string {
  if (v === undefined) return 'nothing';
  if (typeof v === 'bigint') return v.toString();
  return typeof v === 'object' && v !== null ? JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? x.toString() : x)) : typeof v === 'string' ? JSON.stringify(v) : String(v);
}

/** `RANK=3 FILENAME="a.dat"`: the fields of a request, for titles and replay paths. */
export function showFields(fields: Fields): string {
  const parts = Object.entries(fields).map(([k, v]) => `${k}=${show(v)}`);
  return parts.length === 0 ? '{}' : parts.join(' ');
}

/**
 * Title, expected and received of a finding about differing fields, naming the first field in the
 * words of the request that set it: `describe('after PUT', {RANK: 3}, 'the record reads', diffs)`
 * gives "after PUT RANK=3 the record reads RANK 0".
 */
export function describe(lead: string, request: Fields | undefined, subject: string, diffs: readonly Difference[]): { title: string; expected: string; received: string } {
  const first = diffs[0] as Difference;
  const asked = request && first.field in request ? ` ${first.field}=${show(request[first.field])}` : '';
  const obvious = request !== undefined && first.field in request && sameValue(request[first.field], first.expected);
  const more = diffs.length > 1 ? ` (and ${diffs.length - 1} more field${diffs.length > 2 ? 's' : ''})` : '';
  return {
    title: `${lead}${asked} ${subject} ${first.field} ${show(first.received)}${obvious ? '' : `, expected ${show(first.expected)}`}${more}`,
    expected: `Expected: ${diffs.map((d) => `${d.field} ${show(d.expected)}`).join(', ')}`,
    received: `Received: ${diffs.map((d) => `${d.field} ${show(d.received)}`).join(', ')}`,
  };
}

/** Whether a listed or read record has the identity of `identity`. */
export const hasIdentity = (record: JsonValue | undefined, identity: Fields): boolean => differences(identity, record).length === 0;
