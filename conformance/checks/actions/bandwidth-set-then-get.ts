// bandwidth_set_then_get: PUT /bandwidth applies the set rules of reference §6 (truncated to a
// multiple of 10, negative keeps the current value, 0 or less is unlimited, session capped by
// global), answers the limits now in force, and GET /bandwidth reads the same values back.
// Generated values include the edge cases the reference names (12345, 99999, -1, -10, -15) and
// left-out fields. The original limits are put back at the end; against a target these are the
// server's live limits, so it needs --allow-limits (DESIGN §6).
import fc from 'fast-check';
import type { Exchange } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { expectStatus } from '../scenarios/helpers.ts';
import { bandwidthOf, expectedBandwidth, sameBandwidth, showBandwidth, type Bandwidth, type BandwidthField } from './bandwidth-model.ts';
import { restoreBandwidth, snapshotLimits } from './limits-snapshot.ts';
import { bandwidthPacket, firstResult, statusText } from './support.ts';

const value = fc.oneof(
  fc.constantFrom(-15, -10, -1, 0, 5, 12345, 99999),
  fc.integer({ min: -40, max: 40 }),
  fc.integer({ min: 0, max: 10_000_000 }),
);
const request: fc.Arbitrary<Partial<Record<BandwidthField, number>>> = fc.record(
  { writeglobal: value, readglobal: value, writesession: value, readsession: value },
  { requiredKeys: [] },
);

interface Failure {
  readonly title: string;
  readonly expected: string;
  readonly received: string;
  readonly exchange: Exchange;
}

/** A packet number other than the packet's default: the answer repeats the one sent (reference §6; a real 3.6.2 does). */
const PACKET_NUMBER = 77;

const setBandwidth = (ctx: CheckContext, values: Readonly<Record<string, number>>) =>
  ctx.call({ method: 'PUT', path: '/bandwidth', body: bandwidthPacket(ctx, { setter: true, requestUserPacket: PACKET_NUMBER, ...values }) });

export const bandwidthSetThenGet: ScenarioCheck = {
  id: 'bandwidth_set_then_get',
  kind: 'scenario',
  severity: 'major',
  rule: 'PUT /bandwidth applies the set rules (multiples of 10, negative keeps, 0 or less unlimited, session at most global) and GET /bandwidth reads the same limits back.',
  failsWhen: 'PUT /bandwidth does not answer the limits its set rules give (a multiple of 10, a negative value keeps the current one, 0 or less is unlimited, session at most global), or a later GET /bandwidth reads other limits.',
  needs: { writes: true, limits: true },
  async run(ctx: CheckContext) {
    const first = await ctx.call({ method: 'GET', path: '/bandwidth' });
    if (!expectStatus(ctx, first, 200, 'GET /bandwidth')) return;
    const original = bandwidthOf(first);
    if (!original) return;
    const limits = await snapshotLimits(ctx);
    ctx.onCleanup(() => restoreBandwidth(ctx, original, limits));

    let current: Bandwidth = original;
    let failure: Failure | undefined;
    const details = await fc.check(
      fc.asyncProperty(request, async (asked) => {
        const expected = expectedBandwidth(current, asked);
        const shown = `PUT ${JSON.stringify(asked)} on ${showBandwidth(current)}`;
        const set = await setBandwidth(ctx, asked);
        if (set.response?.status !== 200) {
          failure = { title: `PUT /bandwidth with a setter packet: ${statusText(set)}`, expected: 'Expected: 200 with the new limits', received: `Received: ${statusText(set)}`, exchange: set };
          return false;
        }
        const answered = bandwidthOf(set);
        const got = await ctx.call({ method: 'GET', path: '/bandwidth' });
        const read = got.response?.status === 200 ? bandwidthOf(got) : undefined;
        // The next case starts from the limits the server says it set (a wrong read-back is reported, not adopted).
        const now = answered ?? read;
        if (now) current = now;
        const number = firstResult(set)?.['requestUserPacket'];
        if (number !== PACKET_NUMBER) {
          failure = { title: 'PUT /bandwidth answered another requestUserPacket than the packet carried', expected: `Expected: requestUserPacket ${PACKET_NUMBER}`, received: `Received: requestUserPacket ${JSON.stringify(number)}`, exchange: set };
          return false;
        }
        if (!answered || !sameBandwidth(answered, expected)) {
          failure = { title: 'PUT /bandwidth answered limits that the set rules do not give', expected: `Expected: ${showBandwidth(expected)} (${shown})`, received: `Received: ${showBandwidth(answered)}`, exchange: set };
          return false;
        }
        if (!read || !sameBandwidth(read, expected)) {
          failure = { title: 'GET /bandwidth does not read back the limits just set', expected: `Expected: ${showBandwidth(expected)} (${shown})`, received: `Received: ${read ? showBandwidth(read) : statusText(got)}`, exchange: got };
          return false;
        }
        return true;
      }),
      { seed: ctx.seed, numRuns: ctx.runs },
    );
    if (details.failed && failure) {
      ctx.report({ title: failure.title, expected: failure.expected, received: failure.received, seed: details.seed, ...(details.counterexamplePath ? { path: details.counterexamplePath } : {}) }, failure.exchange);
    } else if (details.failed && details.errorInstance) {
      throw details.errorInstance;
    }
  },
};
