// Compares two transcripts of Waarp's scenario call by call (normalised first: normalise.ts):
// the same number of calls, and for each the same method, path and request body (the client
// decides its next call from the last answer, so a different request means the runs parted),
// the same status, the same content type and allowed methods, and the same body as JSON values
// (key order and white space aside: no client can tell them apart). A call that differs and is
// listed in known-differences.ts is "known"; any other is "differs".
import { parseJson, type JsonValue } from '../../contract/index.ts';
import { KNOWN_DIFFERENCES, KNOWN_FIELD_DIFFERENCES, type KnownDifference, type KnownFieldDifference } from './known-differences.ts';
import type { Exchange, Transcript } from './transcript.ts';

/** The verdict on one call. */
export type Verdict = 'same' | 'known' | 'differs';

/** One row of the comparison: the call on each side (absent past the end of a run) and the verdict. */
export interface ComparedCall {
  readonly n: number;
  readonly real: Exchange | undefined;
  readonly fake: Exchange | undefined;
  readonly verdict: Verdict;
  /** What differs, one phrase each ('' when nothing does). */
  readonly why: string;
  /** The known difference that covers it, when one does. */
  readonly known?: KnownDifference | KnownFieldDifference;
}

/** A JSON text with every field of `known` in the form it must have replaced by a marker; other texts as they are. */
function masked(text: string, known: readonly KnownFieldDifference[]): string {
  let value: JsonValue;
  try {
    value = parseJson(text);
  } catch {
    return text;
  }
  const visit = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(visit);
    if (v === null || typeof v !== 'object') return v;
    return Object.fromEntries(Object.entries(v).flatMap(([k, x]) => {
      const rule = known.find((f) => f.field === k && typeof x === 'string' && f.form.test(x));
      if (rule === undefined) return [[k, visit(x)]];
      if (rule.extra) return [];
      const kept = rule.cut === undefined ? '' : (x as string).split(rule.cut)[0];
      return [[k, `<${rule.field} ${kept}>`]];
    }));
  };
  return JSON.stringify(visit(value), (_k, x: unknown) => (typeof x === 'bigint' ? String(x) : x));
}

/** The field differences a call's differences come from, when masking them leaves none. */
function knownFields(r: Exchange, f: Exchange, why: readonly string[], known: readonly KnownFieldDifference[]): KnownFieldDifference | undefined {
  const mask = (e: Exchange): Exchange => ({ ...e, requestBody: masked(e.requestBody, known), body: masked(e.body, known) });
  if (differences(mask(r), mask(f)).length > 0) return undefined;
  // Named by the field of the first difference found.
  const first = why.join(' ');
  return known.find((k) => first.includes(`.${k.field}`)) ?? known.find((k) => `${r.body}${f.body}`.includes(`"${k.field}"`));
}

function parsed(text: string): JsonValue | { readonly text: string } {
  try {
    return parseJson(text);
  } catch {
    return { text };
  }
}

/** The first place two JSON values differ, as `path: a ≠ b`; undefined when they are equal. */
export function firstDifference(a: unknown, b: unknown, at = '$'): string | undefined {
  if (typeof a !== typeof b || Array.isArray(a) !== Array.isArray(b) || (a === null) !== (b === null)) return `${at}: ${show(a)} ≠ ${show(b)}`;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return `${at}: ${a.length} items ≠ ${b.length}`;
    for (const [i, x] of a.entries()) {
      const d = firstDifference(x, b[i], `${at}[${i}]`);
      if (d !== undefined) return d;
    }
    return undefined;
  }
  if (a !== null && typeof a === 'object') {
    const ao = a as Record<string, unknown>;
    const bo = b as Record<string, unknown>;
    for (const k of new Set([...Object.keys(ao), ...Object.keys(bo)])) {
      if (!(k in ao) || !(k in bo)) return `${at}.${k}: ${k in ao ? show(ao[k]) : '(absent)'} ≠ ${k in bo ? show(bo[k]) : '(absent)'}`;
      const d = firstDifference(ao[k], bo[k], `${at}.${k}`);
      if (d !== undefined) return d;
    }
    return undefined;
  }
  return a === b ? undefined : `${at}: ${show(a)} ≠ ${show(b)}`;
}

function show(v: unknown): string {
  const text = typeof v === 'bigint' ? String(v) : JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? String(x) : x));
  return text === undefined ? String(v) : text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

const mediaType = (e: Exchange) => (e.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
const allowed = (e: Exchange) => (e.headers['allow'] ?? '').split(',').map((m) => m.trim().toUpperCase()).filter((m) => m !== '').sort().join(',');

/** What differs between two answers to one call, one phrase each. */
export function differences(real: Exchange, fake: Exchange): string[] {
  if (real.method !== fake.method || real.path !== fake.path) return [`the client called ${fake.method} ${fake.path} instead of ${real.method} ${real.path}`];
  const found: string[] = [];
  const request = firstDifference(parsed(real.requestBody), parsed(fake.requestBody), 'request');
  if (request !== undefined) found.push(`the client sent another body (${request})`);
  if (real.status !== fake.status) found.push(`status ${String(real.status)} ≠ ${String(fake.status)}`);
  if (mediaType(real) !== mediaType(fake)) found.push(`content-type ${mediaType(real) || '(none)'} ≠ ${mediaType(fake) || '(none)'}`);
  if (allowed(real) !== allowed(fake)) found.push(`allow ${allowed(real) || '(none)'} ≠ ${allowed(fake) || '(none)'}`);
  const body = firstDifference(parsed(real.body), parsed(fake.body), 'body');
  if (body !== undefined) found.push(body);
  return found;
}

function knownFor(n: number, e: Exchange, known: readonly KnownDifference[]): KnownDifference | undefined {
  return known.find((k) => k.n === n && k.method === e.method && k.path === e.path);
}

/** The two runs call by call, as long as the longer one. */
export function compareTranscripts(real: Transcript, fake: Transcript, known: readonly KnownDifference[] = KNOWN_DIFFERENCES): ComparedCall[] {
  const rows: ComparedCall[] = [];
  for (let i = 0; i < Math.max(real.exchanges.length, fake.exchanges.length); i++) {
    const r = real.exchanges[i];
    const f = fake.exchanges[i];
    const n = i + 1;
    if (r === undefined || f === undefined) {
      rows.push({ n, real: r, fake: f, verdict: 'differs', why: r === undefined ? 'the real server\'s run has no such call' : 'the fake\'s run ended before this call' });
      continue;
    }
    const why = differences(r, f);
    const k = why.length > 0 ? (knownFor(n, r, known) ?? knownFields(r, f, why, KNOWN_FIELD_DIFFERENCES)) : undefined;
    rows.push({ n, real: r, fake: f, verdict: why.length === 0 ? 'same' : k !== undefined ? 'known' : 'differs', why: why.join('; '), ...(k !== undefined ? { known: k } : {}) });
  }
  return rows;
}

/**
 * The fake's exchanges put in the real run's order, each matched to the real call of the same
 * method and path and the same rank among those (the 2nd GET /server with the 2nd); those with no
 * match go last. A diagnosis, not the verdict: it shows which answers differ when the two runs
 * made the same calls in another order (the client follows the order of OPTIONS / answers).
 */
export function alignByCall(real: Transcript, fake: Transcript): Transcript {
  const key = (e: Exchange, seen: Map<string, number>) => {
    const k = `${e.method} ${e.path}`;
    const rank = (seen.get(k) ?? 0) + 1;
    seen.set(k, rank);
    return `${k} #${rank}`;
  };
  const fakeSeen = new Map<string, number>();
  const pool = new Map(fake.exchanges.map((e) => [key(e, fakeSeen), e] as const));
  const realSeen = new Map<string, number>();
  const aligned: Exchange[] = [];
  for (const r of real.exchanges) {
    const k = key(r, realSeen);
    const f = pool.get(k);
    if (f !== undefined) pool.delete(k);
    aligned.push(f ?? { n: 0, method: r.method, path: r.path, requestBody: '', status: null, headers: {}, body: '(the fake\'s run made no such call)' });
  }
  return { about: fake.about, exchanges: [...aligned, ...pool.values()] };
}
