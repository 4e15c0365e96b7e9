// Broken packets on the action endpoints (reference §2.2, §2.3, §17): a body without `@class`,
// with an unknown `@class`, or not JSON gets 400 with the short body (no X-method/path/base/uri);
// a readable packet of another kind gets HTTP 400 with JSON code 412 in the full envelope; no
// body where a packet is required gets 400 "not enough information". GET /info and GET
// /bandwidth always; GET /log (it writes files) only where the run may write, PUT /bandwidth only
// where it may change the server's limits (--allow-limits against a target), PUT /server only where
// it may shut down; after a rejected PUT /bandwidth the limits are unchanged.
import fc from 'fast-check';
import type { PacketKind } from '../../../contract/index.ts';
import type { CallRequest } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import { answerOf, unreadable, type Json } from '../scenarios/helpers.ts';
import { packetCaseArbs, type PacketCase, type PacketFlaw } from './invalid-values.ts';
import { checkCases, differences, v1ErrorFailure, type CaseFailure } from './support.ts';

interface PacketEndpoint {
  readonly method: 'GET' | 'PUT';
  readonly path: string;
  readonly kind: PacketKind;
  readonly flaws: readonly PacketFlaw[];
}

const BROKEN: readonly PacketFlaw[] = ['no-class', 'unknown-class', 'malformed', 'non-object', 'wrong-kind'];

const ENDPOINTS: readonly PacketEndpoint[] = [
  { method: 'GET', path: '/info', kind: 'information', flaws: [...BROKEN, 'no-body'] },
  { method: 'GET', path: '/bandwidth', kind: 'bandwidth', flaws: BROKEN },
  { method: 'GET', path: '/log', kind: 'log', flaws: [...BROKEN, 'no-body'] },
  { method: 'PUT', path: '/bandwidth', kind: 'bandwidth', flaws: BROKEN },
  { method: 'PUT', path: '/server', kind: 'shutdownOrBlock', flaws: [...BROKEN, 'no-body'] },
];

function expectation(pc: PacketCase): { code: number; shape?: 'envelope' | 'short' } {
  switch (pc.flaw) {
    case 'wrong-kind': return { code: 412, shape: 'envelope' };
    case 'no-body': return { code: 400, shape: 'envelope' };
    case 'non-object': return { code: 400 };
    default: return { code: 400, shape: 'short' };
  }
}

/** The four limits GET /bandwidth shows, to see that a rejected setter changed nothing; undefined when the read told nothing. */
async function bandwidthNow(ctx: CheckContext): Promise<Json | undefined> {
  const ex = await ctx.call({ method: 'GET', path: '/bandwidth' });
  if (unreadable(ex)) return undefined;
  const packet = (answerOf(ex)?.['results'] as Json[] | undefined)?.[0];
  if (!packet || typeof packet !== 'object' || Array.isArray(packet)) return null;
  return Object.fromEntries(['writeglobal', 'readglobal', 'writesession', 'readsession'].map((k) => [k, (packet as Record<string, Json>)[k] ?? null]));
}

export async function negativePackets(ctx: CheckContext): Promise<void> {
  for (const e of ENDPOINTS) {
    if (!ctx.allows({ method: e.method, path: e.path })) continue;
    const guarded = e.method === 'PUT' && e.path === '/bandwidth';
    let before: Json | undefined = guarded ? await bandwidthNow(ctx) : null;
    await checkCases(ctx, packetCaseArbs(ctx.classPrefix, e.kind, e.flaws), async (pc: PacketCase): Promise<CaseFailure | undefined> => {
      const req: CallRequest = { method: e.method, path: e.path, ...(pc.body === undefined ? {} : { body: pc.body }) };
      const ex = await ctx.call(req);
      const { code, shape } = expectation(pc);
      const failure = v1ErrorFailure(ex, 400, code, `${e.method} ${e.path} with ${pc.flaw} packet`, shape);
      if (failure || !guarded) return failure;
      const after = await bandwidthNow(ctx);
      // Inconclusive when either read told nothing; a readable one becomes the reference.
      if (after === undefined) return undefined;
      if (before === undefined) {
        before = after;
        return undefined;
      }
      const changes = differences(before, after);
      if (changes.length === 0) return undefined;
      const changed = { title: `${e.method} ${e.path} with ${pc.flaw} packet: a rejected setter changed the limits`, expected: 'Expected: GET /bandwidth unchanged', received: `Received: ${changes.join('; ')}`, exchange: ex };
      before = after;
      return changed;
    });
  }
}
