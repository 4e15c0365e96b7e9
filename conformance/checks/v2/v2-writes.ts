// What the v2 checks that write share (docs/rest-v2-3.6.2.md §4, §8): the run's permission to
// write, the error list a 400 should carry, how two forms of one record differ, and a short text
// of an answer for a finding.
import { isJsonObject, v2ErrorText, V2_ERROR_CODE, type JsonObject, type JsonValue, type V2ErrorName, type V2Language } from '../../../contract/index.ts';
import { SafetyRefusal, type Exchange } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { Failure } from '../list-semantics/row-diff.ts';
import { sameJson } from '../same-json.ts';

/** Every v2 write check writes: a run that may not gets a clean skip, before any request. */
export function requireV2Writes(ctx: CheckContext): void {
  if (!ctx.allows({ method: 'POST', path: '/v2/rules' })) throw new SafetyRefusal('writes', 'creating, changing and deleting records through REST v2');
}

/** The status and the start of the body, or why there was no answer. */
export const answerText = (ex: Exchange): string =>
  ex.response ? `${ex.response.status} ${ex.response.body.slice(0, 300)}` : `no answer (${ex.error?.message ?? 'unknown'})`;

/** A JSON object answer, or undefined. */
export const objectOf = (ex: Exchange): JsonObject | undefined => (isJsonObject(ex.json) ? ex.json : undefined);

/** One expected error: its name and the arguments of its text. */
export type ExpectedError = readonly [V2ErrorName, Readonly<Record<string, string>>];

/** The body of a 400 listing `errors` in this order, in `language` (contract/v2/errors.ts). */
export const errorBody = (errors: readonly ExpectedError[], language: V2Language) => ({
  errors: errors.map(([name, args]) => ({ message: v2ErrorText(name, args, language), errorCode: V2_ERROR_CODE[name] })),
});

/** The fields whose values differ, `field: expected …, received …` (keys missing on either side too). */
export function fieldDifferences(expected: JsonObject, received: JsonObject): string[] {
  const keys = [...new Set([...Object.keys(expected), ...Object.keys(received)])];
  const shown = (v: JsonValue | undefined) => (v === undefined ? 'nothing' : JSON.stringify(typeof v === 'bigint' ? String(v) : v));
  return keys.filter((k) => !sameJson(expected[k], received[k])).map((k) => `${k}: expected ${shown(expected[k])}, received ${shown(received[k])}`);
}

/**
 * A failure when `ex` is not `status` with a JSON object equal to `expected` (undefined: any body);
 * the title names the request.
 */
export function recordFailure(what: string, ex: Exchange, status: number, expected: JsonObject | undefined): Failure | undefined {
  const body = objectOf(ex);
  if (ex.response?.status !== status || (expected !== undefined && body === undefined)) {
    return { finding: { title: `${what}: status ${ex.response?.status ?? 'none'}`, expected: `Expected: ${status}${expected ? ' with the record' : ''}`, received: `Received: ${answerText(ex)}` }, exchange: ex };
  }
  if (expected === undefined || body === undefined) return undefined;
  const diff = fieldDifferences(expected, body);
  if (diff.length === 0) return undefined;
  return { finding: { title: `${what}: the record differs in ${diff.map((d) => d.split(':')[0]).join(', ')}`, expected: `Expected: ${JSON.stringify(expected, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v))}`, received: `Received: ${diff.slice(0, 8).join('; ')}` }, exchange: ex };
}

/** A failure when `ex` is not 400 with exactly `errors` in `language`, in this order. */
export function errorListFailure(what: string, ex: Exchange, errors: readonly ExpectedError[], language: V2Language): Failure | undefined {
  const want = errorBody(errors, language);
  if (ex.response?.status === 400 && sameJson(ex.json, want)) return undefined;
  return {
    finding: {
      title: `${what}: ${ex.response?.status === 400 ? 'not the errors 3.6.2 lists' : `status ${ex.response?.status ?? 'none'}`}`,
      expected: `Expected: 400 ${JSON.stringify(want)}`,
      received: `Received: ${answerText(ex)}`,
    },
    exchange: ex,
  };
}

/** A failure when `ex` is not `status` (any body). */
export function statusFailure(what: string, ex: Exchange, status: number): Failure | undefined {
  return recordFailure(what, ex, status, undefined);
}
