// Remembering and restoring the server's limits around a check that changes them: the /bandwidth
// values (reference §6; live values on a real server, §18) and the own host's limits row (§11:
// what /v2/limits reads; 404 when there is none). The row is put back with bodies a real 3.6.2
// server answers: `{}` to /v2/limits (any other v2 body hangs it, §11) and the values through the
// v1 record PUT /configurations/<own host id> (§3.5, §18).
import type { Exchange } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import { LIMITS_FIELDS } from '../../../contract/index.ts';
import { bandwidthOf, sameBandwidth, type Bandwidth } from './bandwidth-model.ts';
import { bandwidthPacket, numberOf } from './support.ts';

export type LimitsField = (typeof LIMITS_FIELDS)[number];
export type Limits = Readonly<Record<LimitsField, number>>;

export interface LimitsSnapshot {
  /** The limits row as GET /v2/limits showed it; undefined when there was none (404). */
  readonly row: Limits | undefined;
}

/** The five limits of a /v2/limits answer, or undefined when the body is not that record. */
export function limitsOf(json: unknown): Limits | undefined {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined;
  const out: Partial<Record<LimitsField, number>> = {};
  for (const f of LIMITS_FIELDS) {
    const v = numberOf((json as Record<string, never>)[f]);
    if (v === undefined) return undefined;
    out[f] = v;
  }
  return out as Limits;
}

export const sameLimits = (a: Limits, b: Limits): boolean => LIMITS_FIELDS.every((f) => a[f] === b[f]);
export const showLimits = (l: Limits | undefined): string => (l ? LIMITS_FIELDS.map((f) => `${f} ${l[f]}`).join(', ') : 'no limits record');

/** The current state, or undefined when GET /v2/limits answers neither 200 with a record nor 404. */
export async function snapshotLimits(ctx: CheckContext): Promise<LimitsSnapshot | undefined> {
  const ex = await ctx.call({ method: 'GET', path: '/v2/limits' });
  if (ex.response?.status === 404) return { row: undefined };
  const row = ex.response?.status === 200 ? limitsOf(ex.json) : undefined;
  return row ? { row } : undefined;
}

/** Puts the remembered state back (best effort: a cleanup must not throw on a refused answer). */
export async function restoreLimits(ctx: CheckContext, snapshot: LimitsSnapshot): Promise<void> {
  const now = await ctx.call({ method: 'GET', path: '/v2/limits' });
  const current = now.response?.status === 200 ? limitsOf(now.json) : undefined;
  if (snapshot.row === undefined) {
    if (now.response?.status !== 404) await ctx.call({ method: 'DELETE', path: '/v2/limits' });
    return;
  }
  if (current && sameLimits(current, snapshot.row)) return;
  await writeLimitsRow(ctx, snapshot.row, now.response?.status === 404);
}

/**
 * Writes the own host's limits row with bodies a real 3.6.2 server answers: POST /v2/limits {}
 * first when there is no row (`missing`), then the values through the v1 record PUT
 * /configurations/<own host id> (§3.5, §18). Answers that PUT.
 */
export async function writeLimitsRow(ctx: CheckContext, r: Limits, missing: boolean): Promise<Exchange> {
  if (missing) await ctx.call({ method: 'POST', path: '/v2/limits', body: {} });
  const host = await ctx.hostId();
  return ctx.call({
    method: 'PUT',
    path: `/configurations/${encodeURIComponent(host)}`,
    body: { READGLOBALLIMIT: r.downGlobalLimit, WRITEGLOBALLIMIT: r.upGlobalLimit, READSESSIONLIMIT: r.downSessionLimit, WRITESESSIONLIMIT: r.upSessionLimit, DELAYLIMIT: r.delayLimit },
  });
}

/**
 * Puts the /bandwidth values back when they changed (PUT /bandwidth: exact for values that are
 * multiples of 10 with sessions at most their globals), then the limits row.
 */
export async function restoreBandwidth(ctx: CheckContext, original: Bandwidth, limits: LimitsSnapshot | undefined): Promise<void> {
  const now = bandwidthOf(await ctx.call({ method: 'GET', path: '/bandwidth' }));
  if (!now || !sameBandwidth(now, original)) await ctx.call({ method: 'PUT', path: '/bandwidth', body: bandwidthPacket(ctx, { setter: true, ...original }) });
  if (limits) await restoreLimits(ctx, limits);
}

/** The v2 error objects of a 400 answer, when the body has the documented shape. */
export function v2Errors(json: unknown): { message: unknown; errorCode: unknown }[] | undefined {
  const root = typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as Record<string, unknown>) : undefined;
  const errors = root?.['errors'];
  return Array.isArray(errors) ? (errors as { message: unknown; errorCode: unknown }[]) : undefined;
}
