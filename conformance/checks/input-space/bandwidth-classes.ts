// The value classes of PUT /bandwidth (reference §6) and of POST and PUT /v2/limits (§11). A
// /bandwidth value is set from known limits and the answer must be what the set rules give for
// the value as read (a negative one keeps the limit); a /v2/limits field must be stored as given
// or refused with 400, the row unchanged. The limits are the server's live ones: both parts run
// only where the run may change them (--allow-limits), and put them back at the end.
import type { CheckContext } from '../../runner/context.ts';
import { bandwidthOf, expectedBandwidth, sameBandwidth, showBandwidth, type Bandwidth, type BandwidthField } from '../actions/bandwidth-model.ts';
import { limitsOf, restoreBandwidth, restoreLimits, snapshotLimits, writeLimitsRow, type Limits } from '../actions/limits-snapshot.ts';
import { bandwidthPacket, numberOf } from '../actions/support.ts';
import { accepted, cellText, numberRead, packetCells } from './packet-cells.ts';

/** Known limits each cell starts from: none 0, sessions under their globals, so every reading shows. */
const FRAME: Bandwidth = { writeglobal: 100_000, readglobal: 90_000, writesession: 50_000, readsession: 40_000 };
const LIMITS_FRAME: Limits = { upGlobalLimit: 100_000, downGlobalLimit: 90_000, upSessionLimit: 50_000, downSessionLimit: 40_000, delayLimit: 1_000 };

export async function bandwidthClasses(ctx: CheckContext): Promise<void> {
  if (!ctx.allows({ method: 'PUT', path: '/bandwidth' })) return;
  const original = bandwidthOf(await ctx.call({ method: 'GET', path: '/bandwidth' }));
  if (!original) return;
  const limits = await snapshotLimits(ctx);
  ctx.onCleanup(() => restoreBandwidth(ctx, original, limits));
  for (const c of packetCells(ctx, 'setBandwidth', () => ({ number: 12_345n, negative: -15n }))) {
    await ctx.call({ method: 'PUT', path: '/bandwidth', body: bandwidthPacket(ctx, { setter: true, ...FRAME }) });
    const ex = await ctx.call({ method: 'PUT', path: '/bandwidth', body: { ...bandwidthPacket(ctx, { setter: true }), [c.param]: c.value as never } });
    if (!accepted(ctx, ex, c, 'PUT /bandwidth', 200)) continue;
    const read = numberRead(c);
    const want = expectedBandwidth(FRAME, read === undefined ? {} : { [c.param as BandwidthField]: Number(read) });
    const got = bandwidthOf(ex);
    if (got && sameBandwidth(got, want)) continue;
    ctx.report({ title: `${cellText('PUT /bandwidth', c)} does not set what the value gives`, expected: `Expected: ${showBandwidth(want)} (from ${showBandwidth(FRAME)})`, received: `Received: ${showBandwidth(got)}` }, ex);
  }
}

/** One cell of POST or PUT /v2/limits, from the frame row (PUT) or from no row (POST). */
async function limitsCell(ctx: CheckContext, operation: 'initLimits' | 'replaceLimits', param: string, value: unknown, cell: Parameters<typeof accepted>[2]): Promise<void> {
  const method = operation === 'initLimits' ? 'POST' : 'PUT';
  const before = await ctx.call({ method: 'GET', path: '/v2/limits' });
  if (method === 'POST' && before.response?.status === 200) await ctx.call({ method: 'DELETE', path: '/v2/limits' });
  if (method === 'PUT') await writeLimitsRow(ctx, LIMITS_FRAME, before.response?.status === 404);
  const ex = await ctx.call({ method, path: '/v2/limits', body: { [param]: value as never } });
  const ok = accepted(ctx, ex, cell, `${method} /v2/limits`, 201);
  const after = await ctx.call({ method: 'GET', path: '/v2/limits' });
  const row = limitsOf(after.json);
  const read = numberRead(cell);
  const want = ok && read !== undefined ? Number(read) : method === 'PUT' ? LIMITS_FRAME[param as keyof Limits] : undefined;
  const got = row ? numberOf(row[param as keyof Limits]) : undefined;
  if (got === want) return;
  ctx.report({ title: `${cellText(`${method} /v2/limits`, cell)}: GET /v2/limits reads another ${param}`, expected: `Expected: ${want === undefined ? 'no limits row' : `${param} ${want}`}`, received: `Received: ${got === undefined ? 'no limits row' : `${param} ${got}`}` }, after);
}

export async function limitsClasses(ctx: CheckContext): Promise<void> {
  const snapshot = await snapshotLimits(ctx);
  if (!snapshot) return;
  let cleanup = false;
  for (const operation of ['initLimits', 'replaceLimits'] as const) {
    const method = operation === 'initLimits' ? 'POST' : 'PUT';
    // A target that must not get these bodies (3.6.2 never answers them: the baseline withholds them).
    if (!ctx.allows({ method, path: '/v2/limits', body: { upGlobalLimit: 0 } })) continue;
    if (!cleanup) (ctx.onCleanup(() => restoreLimits(ctx, snapshot)), (cleanup = true));
    for (const c of packetCells(ctx, operation, () => ({ number: 12_345n }))) await limitsCell(ctx, operation, c.param, c.value, c);
  }
}
