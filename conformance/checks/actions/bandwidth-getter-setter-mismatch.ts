// bandwidth_getter_setter_mismatch: the packet's `setter` must agree with the method (reference
// §6, confirmed §18): a setter on GET, a getter on PUT and a PUT without a packet are refused with
// JSON 409 "Conflict" inside an HTTP 400, and change nothing. The GET case only reads; the PUT
// cases need --allow-writes and, against a target, --allow-limits (ctx.allows): a server with the
// bug would apply them to its live limits, which are put back then.
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import type { Exchange } from '../../client/client.ts';
import { bandwidthOf, sameBandwidth, showBandwidth } from './bandwidth-model.ts';
import { restoreBandwidth, snapshotLimits } from './limits-snapshot.ts';
import { bandwidthPacket, statusText, v1Code } from './support.ts';

/** Values a wrongly obeyed PUT would leave visible (the limits are put back afterwards). */
const PROBE = { writeglobal: 123450, readglobal: 123450, writesession: 12340, readsession: 12340 };
/** -10 is "keep the current value" (reference §6): a GET that wrongly obeys it changes nothing, as a read-only run must. */
const KEEP = { writeglobal: -10, readglobal: -10, writesession: -10, readsession: -10 };

function expectConflict(ctx: CheckContext, ex: Exchange, what: string): void {
  if (ex.response?.status === 400 && v1Code(ex) === 409) return;
  ctx.report({ title: `${what} was not refused as a conflict`, expected: 'Expected: HTTP 400 with JSON code 409 (Conflict)', received: `Received: ${statusText(ex)}` }, ex);
}

export const bandwidthGetterSetterMismatch: ScenarioCheck = {
  id: 'bandwidth_getter_setter_mismatch',
  kind: 'scenario',
  severity: 'major',
  rule: 'A bandwidth setter packet on GET, a getter packet on PUT and a PUT without a packet are refused (JSON 409 in an HTTP 400) and change no limit.',
  failsWhen: 'GET /bandwidth with a setter packet, PUT /bandwidth with a getter packet, or PUT /bandwidth without a packet is not refused with JSON code 409 inside an HTTP 400, or changes a limit.',
  async run(ctx: CheckContext) {
    const before = bandwidthOf(await ctx.call({ method: 'GET', path: '/bandwidth' }));
    expectConflict(ctx, await ctx.call({ method: 'GET', path: '/bandwidth', body: bandwidthPacket(ctx, { setter: true, ...KEEP }) }), 'GET /bandwidth with a setter packet');

    if (ctx.allows({ method: 'PUT', path: '/bandwidth' })) {
      const limits = await snapshotLimits(ctx);
      if (before) ctx.onCleanup(() => restoreBandwidth(ctx, before, limits));
      expectConflict(ctx, await ctx.call({ method: 'PUT', path: '/bandwidth', body: bandwidthPacket(ctx, { setter: false, ...PROBE }) }), 'PUT /bandwidth with a getter packet');
      expectConflict(ctx, await ctx.call({ method: 'PUT', path: '/bandwidth' }), 'PUT /bandwidth without a packet');
    }

    const afterEx = await ctx.call({ method: 'GET', path: '/bandwidth' });
    const after = bandwidthOf(afterEx);
    if (before && after && !sameBandwidth(before, after)) {
      ctx.report({ title: 'a refused /bandwidth request changed the limits', expected: `Expected: ${showBandwidth(before)} (unchanged)`, received: `Received: ${showBandwidth(after)}` }, afterEx);
    }
  },
};
