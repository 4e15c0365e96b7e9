// What a POST or PUT /v2/limits body asks for (reference §11, DESIGN §2.4). Two shapes:
// - limits-shaped: any of the five limits fields (names case-insensitive), each an integer ≥ 0;
// - on PUT only, the body as published (`business`, `roles`, `aliases`, `others`, names exact),
//   which is validated against the contract and leaves the limits as they are.
// A body mixing both shapes is read as limits-shaped, and its published fields are unknown there
// (errorCode 5): the answer is a limits record, so the limits shape is the one that counts.
// Every problem is collected so one answer lists them all: the top-level ones in the order of the
// body, then those found inside the published fields.
import type { ErrorObject } from 'ajv';
import { validatorFor, type JsonObject, type JsonValue, serialize } from '../../contract/index.ts';
import type { TopMember } from './json-members.ts';
import { limitsFieldOf, type LimitsField } from './limits-record.ts';
import { v2Errors, type V2Error } from './v2-errors.ts';

export type LimitsInput =
  | { readonly kind: 'limits'; readonly values: Readonly<Partial<Record<LimitsField, number>>> }
  | { readonly kind: 'published' };

export type InputReading = { readonly ok: true; readonly input: LimitsInput } | { readonly ok: false; readonly errors: readonly V2Error[] };

const PUBLISHED_FIELDS = new Set(['business', 'roles', 'aliases', 'others']);
const PUBLISHED_SCHEMA = 'urn:tmkit:limits-published-put';
// An integer literal: `1.0`, `1e3` and `-0` are numbers to JSON, but not the integer a limit is.
const INTEGER_LITERAL = /^(0|[1-9]\d*)$/;

/** How a value is quoted in a message: a string's own text, anything else as written. */
const shown = (value: JsonValue, raw?: string) => (typeof value === 'string' ? value : (raw ?? serialize(value, false)));

/** null or "" is "missing or empty" (errorCode 6) rather than a wrong value. */
const isEmpty = (value: JsonValue) => value === null || value === '';

function limitValue(field: LimitsField, value: JsonValue, raw: string, errors: V2Error[]): number | undefined {
  if (isEmpty(value)) return void errors.push(v2Errors.missingField(field));
  if (typeof value === 'number' && INTEGER_LITERAL.test(raw) && Number.isSafeInteger(value)) return value;
  return void errors.push(v2Errors.illegalFieldValue(field, shown(value, raw)));
}

/** `/roles/0/hostName` → `roles[0].hostName`: the way a person names a nested field. */
function fieldPath(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((path, s) => (/^\d+$/.test(s) ? `${path}[${s}]` : path === '' ? s : `${path}.${s}`), '');
}

function valueAt(root: JsonValue, pointer: string): JsonValue {
  let v: JsonValue | undefined = root;
  for (const s of pointer.split('/').slice(1)) v = v !== null && typeof v === 'object' ? (v as Record<string, JsonValue>)[s.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  return v ?? null;
}

/** The contract's verdict on the published fields, as v2 errors (unknown nested key: 5, wrong type: 7). */
function publishedErrors(published: JsonObject): V2Error[] {
  const validate = validatorFor(PUBLISHED_SCHEMA);
  if (validate(published)) return [];
  const seen = new Set<string>();
  const errors: V2Error[] = [];
  for (const e of (validate.errors ?? []) as ErrorObject[]) {
    const at = fieldPath(e.instancePath);
    const extra = e.keyword === 'additionalProperties' ? String((e.params as { additionalProperty: string }).additionalProperty) : undefined;
    const field = extra === undefined ? at : at === '' ? extra : `${at}.${extra}`;
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push(extra === undefined ? v2Errors.illegalFieldValue(field, shown(valueAt(published, e.instancePath))) : v2Errors.unknownField(field));
  }
  return errors;
}

export function readLimitsInput(method: 'POST' | 'PUT', object: JsonObject, members: readonly TopMember[]): InputReading {
  // Two spellings of one field (`delayLimit`, `DELAYLIMIT`) name it twice: a duplicate, as in §11.
  const named = new Set<LimitsField>();
  const twice = members.filter((m) => {
    const f = limitsFieldOf(m.key);
    if (f === undefined) return false;
    if (named.has(f)) return true;
    named.add(f);
    return false;
  });
  if (twice.length > 0) return { ok: false, errors: twice.map((m) => v2Errors.duplicateKey(m.key)) };

  const published = method === 'PUT' && named.size === 0 && members.some((m) => PUBLISHED_FIELDS.has(m.key));
  const errors: V2Error[] = [];
  const values: Partial<Record<LimitsField, number>> = {};
  const publishedPart: JsonObject = Object.create(null);
  for (const { key, raw } of members) {
    const value = object[key] as JsonValue;
    const field = limitsFieldOf(key);
    if (!published && field !== undefined) {
      const n = limitValue(field, value, raw, errors);
      if (n !== undefined) values[field] = n;
    } else if (published && PUBLISHED_FIELDS.has(key)) {
      if (isEmpty(value)) errors.push(v2Errors.missingField(key));
      else publishedPart[key] = value;
    } else {
      errors.push(v2Errors.unknownField(key));
    }
  }
  if (published) errors.push(...publishedErrors(publishedPart));
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, input: published ? { kind: 'published' } : { kind: 'limits', values } };
}
