// Helpers the action checks share: reading v1 action answers, listing the server's own transfers
// in one answer (with a way to tell when one answer cannot hold them all), and building packets.
import type { Exchange } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import { packetClass, results, type Json, type JsonRecord } from '../scenarios/helpers.ts';

/**
 * The lower-case `limit` of every list these checks compare with (reference §2.4: the loop cap,
 * query string only). A list that comes back this full may have been cut: comparisons skip it.
 */
export const LIST_CAP = 10_000;

export const isRecord = (v: unknown): v is JsonRecord => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The root of a JSON answer, when it is an object. */
export const rootOf = (ex: Exchange): JsonRecord | undefined => (isRecord(ex.json) ? ex.json : undefined);

/** `code` of a v1 envelope (the intended status, which action handlers put inside an HTTP 400). */
export function v1Code(ex: Exchange): number | undefined {
  const code = rootOf(ex)?.['code'];
  return typeof code === 'number' ? code : typeof code === 'bigint' ? Number(code) : undefined;
}

/** A JSON number (or exact bigint) as a number; undefined for anything else. */
export function numberOf(v: Json | undefined): number | undefined {
  return typeof v === 'number' ? v : typeof v === 'bigint' ? Number(v) : undefined;
}

/** A SPECIALID as an exact bigint (ids beyond 2^53 arrive as bigint). */
export function idOf(v: Json | undefined): bigint | undefined {
  if (typeof v === 'bigint') return v;
  if (typeof v === 'number' && Number.isInteger(v)) return BigInt(v);
  if (typeof v === 'string' && /^-?\d+$/.test(v)) return BigInt(v);
  return undefined;
}

/** `answer.results[0]` of an action answer. */
export const firstResult = (ex: Exchange): JsonRecord | undefined => results(ex)[0];

/** What the status was, for a finding's `Received:` line. */
export const statusText = (ex: Exchange): string => (ex.response ? `HTTP ${ex.response.status}${v1Code(ex) !== undefined ? ` with JSON code ${v1Code(ex)}` : ''}` : `no answer (${ex.error?.message ?? 'unknown'})`);

export interface OwnList {
  readonly exchange: Exchange;
  readonly rows: readonly JsonRecord[];
  /** Every matching transfer is in `rows` (the answer was not cut by the loop cap or the body size). */
  readonly complete: boolean;
}

/**
 * GET /transfers of the server's own transfers (OWNERREQ = its host id) with extra filters, in one
 * answer capped at LIST_CAP. Undefined when the list itself failed (the caller reports or skips).
 */
export async function listOwnTransfers(ctx: CheckContext, filters: Readonly<Record<string, string>>): Promise<OwnList | undefined> {
  return listTransfers(ctx, { OWNERREQ: await ctx.hostId(), ...filters });
}

/** The transfers `filters` select (`OWNERREQ: '*'`: of every owner), in one answer; undefined when the list fails. */
export async function listTransfers(ctx: CheckContext, filters: Readonly<Record<string, string>>): Promise<OwnList | undefined> {
  const exchange = await ctx.call({ method: 'GET', path: '/transfers', query: { ...filters, limit: LIST_CAP } });
  if (exchange.response?.status !== 200 || exchange.response.truncated) return undefined;
  const rows = results(exchange);
  return { exchange, rows, complete: rows.length < LIST_CAP };
}

/** A LogJsonPacket (requestUserPacket 16, as the interface asks) with the given fields. */
export function logPacket(ctx: CheckContext, fields: Readonly<Record<string, string | number | boolean>>): JsonRecord {
  return { '@class': packetClass(ctx, 'LogJsonPacket'), requestUserPacket: 16, comment: `${ctx.runPrefix} ${ctx.checkId}`, ...fields };
}

/** A BandwidthJsonPacket (requestUserPacket 19) with the given fields. */
export function bandwidthPacket(ctx: CheckContext, fields: Readonly<Record<string, number | boolean>>): JsonRecord {
  return { '@class': packetClass(ctx, 'BandwidthJsonPacket'), requestUserPacket: 19, ...fields };
}

/** An ISO 8601 text of epoch ms, for query filters (the interface takes ISO dates or ms). */
export const isoOf = (ms: number): string => new Date(ms).toISOString();
