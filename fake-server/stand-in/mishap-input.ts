// Mishaps as a client writes them outside the process: the JSON body of `POST /_fake/mishaps`, and
// the per-request `X-Fake-Mishap` header (as Prism's `Prefer`). Each answers the spec or the reason
// it is refused, in one sentence.
import { MISHAP_KINDS, MISHAP_STYLES, type MishapAction, type MishapKind, type MishapStyle } from './mishap-types.ts';
import type { MishapSpec } from './mishaps.ts';
import type { RequestMatcher } from './request-match.ts';

/** Name of the per-request header: `X-Fake-Mishap: status=503`, `delay=200`, `reset`, `truncate`, `stall`, `malformed-json`. */
export const MISHAP_HEADER = 'x-fake-mishap';

const isKind = (v: unknown): v is MishapKind => typeof v === 'string' && (MISHAP_KINDS as readonly string[]).includes(v);
const isStyle = (v: unknown): v is MishapStyle => typeof v === 'string' && (MISHAP_STYLES as readonly string[]).includes(v);
const isWhole = (v: unknown, min: number): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= min;
const isStatus = (v: unknown): v is number => isWhole(v, 100) && v <= 599;
/** Longest delay accepted: a client's timeout is the way to wait forever (`stall`). */
const MAX_DELAY_MS = 600_000;

function readDelay(ms: unknown): MishapAction | string {
  if (isWhole(ms, 0) && ms <= MAX_DELAY_MS) return { kind: 'delay', ms };
  if (typeof ms === 'object' && ms !== null) {
    const { min, max } = ms as Record<string, unknown>;
    if (isWhole(min, 0) && isWhole(max, 0) && min <= max && max <= MAX_DELAY_MS) return { kind: 'delay', ms: { min, max } };
  }
  return `delay needs ms: a whole number of milliseconds up to ${MAX_DELAY_MS}, or {"min": a, "max": b}`;
}

/** The action of a JSON object (`{"kind": "status", "status": 503}`), or why not. */
export function readAction(o: Readonly<Record<string, unknown>>): MishapAction | string {
  const kind = o['kind'];
  if (!isKind(kind)) return `kind must be one of ${MISHAP_KINDS.join(', ')}`;
  if (kind === 'delay') return readDelay(o['ms']);
  if (kind !== 'status') return { kind };
  const { status, body, contentType, style } = o;
  if (!isStatus(status)) return 'status needs a status between 100 and 599, e.g. {"kind": "status", "status": 503}';
  if (body !== undefined && typeof body !== 'string') return 'body must be a string (the exact body to answer)';
  if (contentType !== undefined && typeof contentType !== 'string') return 'contentType must be a string';
  if (style !== undefined && !isStyle(style)) return `style must be one of ${MISHAP_STYLES.join(', ')}`;
  return { kind, status, ...(body === undefined ? {} : { body }), ...(contentType === undefined ? {} : { contentType }), ...(style === undefined ? {} : { style }) };
}

function readMatcher(m: unknown): RequestMatcher | string {
  if (m === undefined) return {};
  if (typeof m !== 'object' || m === null || Array.isArray(m)) return 'match must be an object: {"method", "path", "operation", "query", "body", "clientSubject"}';
  const { method, path, operation, query, body, clientSubject, ...rest } = m as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return `match: unknown field(s) ${Object.keys(rest).join(', ')}`;
  for (const [name, v] of [['method', method], ['path', path], ['operation', operation], ['clientSubject', clientSubject]] as const) if (v !== undefined && typeof v !== 'string') return `match.${name} must be a string`;
  if (query !== undefined && (typeof query !== 'object' || query === null || Object.values(query).some((v) => typeof v !== 'string'))) return 'match.query must be an object of strings';
  if (body !== undefined && typeof body !== 'string' && (typeof body !== 'object' || body === null)) return 'match.body must be a string (contained) or a JSON object (a subset)';
  return { ...(m as RequestMatcher) };
}

/** A whole spec from the body of `POST /_fake/mishaps`, or why not. */
export function readMishapSpec(o: Readonly<Record<string, unknown>>): MishapSpec | string {
  const action = readAction(o);
  if (typeof action === 'string') return action;
  const match = readMatcher(o['match']);
  if (typeof match === 'string') return match;
  const { nth, times } = o;
  if (nth !== undefined && !isWhole(nth, 1)) return 'nth must be a whole number ≥ 1 (1: the next matching request)';
  if (times !== undefined && times !== 'all' && !isWhole(times, 1)) return "times must be a whole number ≥ 1 or 'all'";
  return { ...action, match, ...(nth === undefined ? {} : { nth }), ...(times === undefined ? {} : { times: times as number | 'all' }) };
}

/** The action of an `X-Fake-Mishap` header (`status=503; style=html`, `delay=200`, `reset`), or why not. */
export function readMishapHeader(text: string): MishapAction | string {
  const fields: Record<string, unknown> = {};
  for (const part of text.split(';')) {
    const [key = '', value] = part.split('=').map((s) => s.trim());
    if (key === '') continue;
    if (value === undefined) fields['kind'] = key;
    else if (key === 'status' || key === 'delay') {
      fields['kind'] ??= key;
      fields[key === 'delay' ? 'ms' : 'status'] = /^\d+$/.test(value) ? Number(value) : value;
    } else fields[key] = value;
  }
  return readAction(fields);
}
