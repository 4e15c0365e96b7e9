// Helpers the robustness checks share: one generated property reported as one finding with its
// seed and fast-check path, structural comparison of lossless JSON, and small readers of answers.
import fc from 'fast-check';
import { SafetyRefusal, type Exchange } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { Finding } from '../../runner/deviation.ts';
import type { Json, JsonRecord } from '../scenarios/helpers.ts';

/** What one generated case found wrong, with the exchange that shows it. */
export interface CaseFailure {
  readonly title: string;
  readonly expected: string;
  readonly received: string;
  readonly exchange?: Exchange;
}

/**
 * Runs `check` on generated cases and reports the first failing case of each class as ONE
 * finding carrying the seed and the fast-check path that replay it. `classes` are the kinds of
 * invalid input (one arbitrary each): the run's `ctx.runs` cases are shared among them, each
 * class getting at least one, so every kind is tried whatever the seed. No shrinking: a negative
 * case sends requests, and the first failure is already a small, readable one. A refusal of the
 * safety rules, or an error of the check itself, is re-thrown for the runner.
 */
export async function checkCases<T>(ctx: CheckContext, classes: readonly fc.Arbitrary<T>[], check: (value: T) => Promise<CaseFailure | undefined>): Promise<void> {
  const numRuns = Math.max(1, Math.ceil(ctx.runs / Math.max(1, classes.length)));
  for (const arb of classes) {
    let failure: CaseFailure | undefined;
    const details = await fc.check(
      fc.asyncProperty(arb, async (value) => {
        failure = await check(value);
        return failure === undefined;
      }),
      { seed: ctx.seed, numRuns, endOnFailure: true },
    );
    if (!details.failed) continue;
    if (failure === undefined) {
      if (details.errorInstance instanceof SafetyRefusal || details.errorInstance instanceof Error) throw details.errorInstance;
      throw new Error(`generated case failed without a finding: ${String(details.errorInstance)}`);
    }
    const finding: Finding = {
      title: failure.title,
      expected: failure.expected,
      received: `${failure.received} (generated case: ${fc.stringify(details.counterexample?.[0])}; replay: fast-check seed ${details.seed}, path ${details.counterexamplePath}, ${numRuns} runs)`,
      seed: details.seed,
      ...(details.counterexamplePath ? { path: details.counterexamplePath } : {}),
    };
    ctx.report(finding, failure.exchange);
  }
}

/** A failure when the status is not one of `expected`. */
export function statusFailure(ex: Exchange, expected: number | readonly number[], what: string): CaseFailure | undefined {
  const allowed = typeof expected === 'number' ? [expected] : expected;
  const status = ex.response?.status;
  if (status !== undefined && allowed.includes(status)) return undefined;
  return { title: `${what}: status ${status ?? 'none'}`, expected: `Expected: ${allowed.join(' or ')}`, received: `Received: ${status ?? ex.error?.message ?? 'no answer'}`, exchange: ex };
}

export const jsonObjectOf = (ex: Exchange): JsonRecord | undefined => {
  const j = ex.json;
  return j !== null && typeof j === 'object' && !Array.isArray(j) ? (j as JsonRecord) : undefined;
};

/** A v1 JSON error answer: an object whose `code` is `code` (HTTP 400 may carry another code inside). */
export function v1ErrorFailure(ex: Exchange, status: number, code: number, what: string, shape?: 'envelope' | 'short'): CaseFailure | undefined {
  const bad = statusFailure(ex, status, what);
  if (bad) return bad;
  const body = jsonObjectOf(ex);
  const shown = (ex.response?.body ?? '').slice(0, 200);
  if (!body || body['code'] !== code) return { title: `${what}: no JSON error with code ${code}`, expected: `Expected: a JSON body with "code":${code}`, received: `Received: ${shown}`, exchange: ex };
  if (shape === 'envelope' && !('X-method' in body)) return { title: `${what}: the error is not the v1 envelope`, expected: 'Expected: the envelope (X-method, path, base, uri, code, message, detail)', received: `Received: ${shown}`, exchange: ex };
  if (shape === 'short' && ('X-method' in body || 'path' in body || 'uri' in body)) return { title: `${what}: not the short error body`, expected: 'Expected: {"message":"Bad Request","code":400,"detail":...} without X-method/path/base/uri', received: `Received: ${shown}`, exchange: ex };
  return undefined;
}

/** Structural equality of parsed JSON (bigints compared by value, key order ignored), leaving out `ignore` keys at any depth. */
export function sameJson(a: Json | undefined, b: Json | undefined, ignore: ReadonlySet<string> = new Set()): boolean {
  if (a === b) return true;
  if (typeof a === 'bigint' || typeof b === 'bigint') {
    const big = (x: Json | undefined) => (typeof x === 'bigint' ? x : typeof x === 'number' && Number.isInteger(x) ? BigInt(x) : undefined);
    const [x, y] = [big(a), big(b)];
    return x !== undefined && x === y;
  }
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((x, i) => sameJson(x, b[i], ignore));
  }
  const ka = Object.keys(a).filter((k) => !ignore.has(k));
  const kb = Object.keys(b).filter((k) => !ignore.has(k));
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && sameJson((a as JsonRecord)[k], (b as JsonRecord)[k], ignore));
}

/** JSON text of a lossless value, for messages (bigints as digits). */
export function shownJson(v: Json | undefined, max = 300): string {
  const text = JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? x.toString() : x)) ?? 'undefined';
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** Where two parsed JSON values differ, as `path: before → after` lines (at most `max`), ignoring `ignore` keys. */
export function differences(a: Json | undefined, b: Json | undefined, ignore: ReadonlySet<string> = new Set(), max = 5, at = ''): string[] {
  if (sameJson(a, b, ignore)) return [];
  const bothObjects = a !== null && b !== null && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b);
  if (!bothObjects) return [`${at || '(value)'}: ${shownJson(a, 120)} → ${shownJson(b, 120)}`];
  const out: string[] = [];
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return [`${at || '(list)'}: ${a.length} → ${b.length} entries: ${shownJson(b, 200)}`];
    for (let i = 0; i < a.length && out.length < max; i++) out.push(...differences(a[i], b[i], ignore, max - out.length, `${at}[${i}]`));
    return out;
  }
  const ra = a as JsonRecord;
  const rb = b as JsonRecord;
  for (const k of new Set([...Object.keys(ra), ...Object.keys(rb)])) {
    if (ignore.has(k) || out.length >= max) continue;
    out.push(...differences(ra[k], rb[k], ignore, max - out.length, at ? `${at}.${k}` : k));
  }
  return out;
}
