// What the /config and /business checks share: their packets, and the shape of 3.6.2's action
// refusals (the intended status as JSON `code` inside an HTTP 400; a JSON 401 without Content-Type).
import { CONFIG_PARTS } from '../../../contract/index.ts';
import type { Exchange } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import { packetClass, results, type JsonRecord } from '../scenarios/helpers.ts';
import { rootOf, statusText, v1Code } from '../actions/support.ts';

/** The five parts of a configuration export or import, in the packets' order. */
export const PARTS = CONFIG_PARTS;

/** A ConfigExportJsonPacket asking for `parts`. */
export const exportPacket = (ctx: CheckContext, parts: readonly string[]): JsonRecord =>
  ({ '@class': packetClass(ctx, 'ConfigExportJsonPacket'), requestUserPacket: 11, ...Object.fromEntries(parts.map((p) => [p, true])) });

/** A ConfigImportJsonPacket with these fields. */
export const importPacket = (ctx: CheckContext, fields: JsonRecord): JsonRecord =>
  ({ '@class': packetClass(ctx, 'ConfigImportJsonPacket'), requestUserPacket: 12, ...fields });

/** GET /config asking for `parts`. */
export const exportConfig = (ctx: CheckContext, parts: readonly string[]): Promise<Exchange> =>
  ctx.call({ method: 'GET', path: '/config', body: exportPacket(ctx, parts) });

/** `answer.results[0]` of an action answer. */
export const resultOf = (ex: Exchange): JsonRecord | undefined => results(ex)[0];

/**
 * Reports `ex` unless it is HTTP 400 with JSON `code` (and, when given, a `detail` that starts with
 * `detail`); whether it was.
 */
export function expectSoftError(ctx: CheckContext, ex: Exchange, code: number, what: string, detail?: string): boolean {
  const got = rootOf(ex)?.['detail'];
  const detailOk = detail === undefined || (typeof got === 'string' && got.startsWith(detail));
  if (ex.response?.status === 400 && v1Code(ex) === code && detailOk) return true;
  const wanted = `HTTP 400 with JSON code ${code}${detail === undefined ? '' : ` and a detail starting "${detail}"`}`;
  ctx.report({ title: `${what} was not refused as 3.6.2 refuses it`, expected: `Expected: ${wanted}`, received: `Received: ${statusText(ex)}${typeof got === 'string' ? `, detail "${got.slice(0, 160)}"` : ''}` }, ex);
  return false;
}
