// limits_match_bandwidth: /v2/limits and /bandwidth describe the same server limits (interface
// "Limits"): upGlobalLimit = writeglobal, downGlobalLimit = readglobal, upSessionLimit =
// writesession, downSessionLimit = readsession. Reads compare what is there; where the run may
// change the server's limits (ctx.allows: --allow-limits against a target), distinct values are
// set through /bandwidth first (equal values hide a swap), and both are put back as they were
// (limits-snapshot.ts). Nothing to compare without a limits row.
import type { ScenarioCheck } from '../check.ts';
import { expectStatus } from '../scenarios/helpers.ts';
import type { CheckContext } from '../../runner/context.ts';
import { bandwidthPacket, firstResult, isRecord, numberOf, rootOf } from './support.ts';
import { bandwidthOf } from './bandwidth-model.ts';
import { restoreBandwidth, snapshotLimits } from './limits-snapshot.ts';

const PAIRS = [
  ['upGlobalLimit', 'writeglobal'],
  ['downGlobalLimit', 'readglobal'],
  ['upSessionLimit', 'writesession'],
  ['downSessionLimit', 'readsession'],
] as const;

export const limitsMatchBandwidth: ScenarioCheck = {
  id: 'limits_match_bandwidth',
  kind: 'scenario',
  severity: 'major',
  rule: 'GET /v2/limits and GET /bandwidth show the same limits (up = write, down = read).',
  failsWhen: 'GET /v2/limits and GET /bandwidth show different limits (upGlobalLimit and writeglobal, downGlobalLimit and readglobal, upSessionLimit and writesession, downSessionLimit and readsession), also after distinct values were set through /bandwidth where the run may change them.',
  async run(ctx) {
    const before = await ctx.call({ method: 'GET', path: '/v2/limits' });
    if (before.response?.status === 404 || !expectStatus(ctx, before, [200, 404], 'GET /v2/limits')) return;
    await compare(ctx);
    if (!ctx.allows({ method: 'PUT', path: '/bandwidth' })) return;
    // Both put back as found: the /bandwidth values and the limits row, with requests every server
    // answers (a real 3.6.2 keeps them apart, §18, and hangs on a non-empty PUT /v2/limits, §11).
    const original = bandwidthOf(await ctx.call({ method: 'GET', path: '/bandwidth' }));
    const row = await snapshotLimits(ctx);
    if (!original || !row) return;
    ctx.onCleanup(() => restoreBandwidth(ctx, original, row));
    const set = await ctx.call({ method: 'PUT', path: '/bandwidth', body: bandwidthPacket(ctx, { setter: true, writeglobal: 40000, readglobal: 30000, writesession: 20000, readsession: 10000 }) });
    if (!expectStatus(ctx, set, 200, 'PUT /bandwidth')) return;
    await compare(ctx);
  },
};

async function compare(ctx: CheckContext): Promise<void> {
    const limits = await ctx.call({ method: 'GET', path: '/v2/limits' });
    if (!expectStatus(ctx, limits, 200, 'GET /v2/limits')) return;
    const bandwidth = await ctx.call({ method: 'GET', path: '/bandwidth' });
    if (!expectStatus(ctx, bandwidth, 200, 'GET /bandwidth')) return;
    const l = rootOf(limits);
    const b = firstResult(bandwidth);
    if (!isRecord(l) || !b) return;
    const wrong = PAIRS.filter(([v2, v1]) => numberOf(l[v2]) !== numberOf(b[v1])).map(([v2, v1]) => `${v2} ${String(l[v2])} but ${v1} ${String(b[v1])}`);
    if (wrong.length > 0) ctx.report({ title: '/v2/limits and /bandwidth disagree', expected: 'Expected: upGlobalLimit = writeglobal, downGlobalLimit = readglobal, upSessionLimit = writesession, downSessionLimit = readsession', received: `Received: ${wrong.join('; ')}` }, limits);
}
