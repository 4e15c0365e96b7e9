// Small helpers the scenario checks share: reading envelopes, expecting statuses, and creating
// records that carry the run's prefix and are removed again.
import { parseIsoDate, type JsonValue } from '../../../contract/index.ts';
import type { Exchange } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';

export type Json = JsonValue;
export type JsonRecord = Record<string, JsonValue>;

/** `answer.results` of a v1 list answer (empty when left out). */
export function results(ex: Exchange): JsonRecord[] {
  const answer = (ex.json as JsonRecord | undefined)?.['answer'] as JsonRecord | undefined;
  const r = answer?.['results'];
  return Array.isArray(r) ? (r as JsonRecord[]) : [];
}

/** The server's own time (GET /server `Date`, epoch ms), or undefined when it does not say. */
export async function serverNow(ctx: CheckContext): Promise<number | undefined> {
  const date = results(await ctx.call({ method: 'GET', path: '/server' }))[0]?.['Date'];
  return typeof date === 'string' ? parseIsoDate(date) : undefined;
}

/** `answer` of a v1 single-record answer. */
export function answerOf(ex: Exchange): JsonRecord | undefined {
  const a = (ex.json as JsonRecord | undefined)?.['answer'];
  return a && typeof a === 'object' && !Array.isArray(a) ? (a as JsonRecord) : undefined;
}

/**
 * Whether a read made to compare the state before and after a request tells nothing: no answer
 * (timeout, reset), a server error, or a body cut or not readable as JSON. The run reports those
 * itself (transport findings, not_a_server_error, content_type_conformance); a comparison with
 * such a read is inconclusive, never a change of data.
 */
export const unreadable = (ex: Exchange): boolean => !ex.response || ex.response.status >= 500 || ex.response.truncated || ex.jsonError !== undefined;

/** Reports when the status is not one of `expected`; answers whether it was. */
export function expectStatus(ctx: CheckContext, ex: Exchange, expected: number | readonly number[], what: string): boolean {
  const allowed = typeof expected === 'number' ? [expected] : expected;
  const status = ex.response?.status;
  if (status !== undefined && allowed.includes(status)) return true;
  ctx.report({ title: `${what}: status ${status ?? 'none'}`, expected: `Expected: ${allowed.join(' or ')}`, received: `Received: ${status ?? ex.error?.message ?? 'no answer'}` }, ex);
  return false;
}

export const idText = (v: JsonValue | undefined): string => (v === undefined || v === null ? '' : String(v));

export function packetClass(ctx: CheckContext, name: string): string {
  return `${ctx.classPrefix}protocol.localhandler.packet.json.${name}`;
}

/**
 * A rule the target already uses (the IDRULE of a transfer it lists), else one named after the
 * run. The interface has no rules endpoint, and a real server stores a transfer of any rule but
 * cannot read, update or delete one whose rule it does not know: 404 (reference §18).
 */
export async function knownRule(ctx: CheckContext): Promise<string> {
  const rule = results(await ctx.call({ method: 'GET', path: '/transfers', query: { OWNERREQ: '*', limit: 1 } }))[0]?.['IDRULE'];
  return typeof rule === 'string' && rule !== '' ? rule : `${ctx.runPrefix}-rule`;
}
