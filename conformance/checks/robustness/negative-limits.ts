// Invalid /v2/limits bodies get 400 with the v2 error body and change nothing (reference §11,
// §11.1). With a limits row, PUT is used (POST would be refused for the row before the body is
// read); without one, POST, which must not create the row. Only where the run may change the
// server's limits (ctx.allows: against a target, --allow-limits).
import type { Exchange } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import { limitsCaseArbs, type LimitsCase } from './invalid-values.ts';
import { checkCases, differences, jsonObjectOf, statusFailure, type CaseFailure } from './support.ts';
import { unreadable } from '../scenarios/helpers.ts';

const read = (ctx: CheckContext) => ctx.call({ method: 'GET', path: '/v2/limits' });
const stateOf = (ex: Exchange) => ({ status: ex.response?.status ?? null, body: ex.json ?? ex.response?.body ?? null });

function v2ErrorFailure(ex: Exchange, what: string): CaseFailure | undefined {
  const bad = statusFailure(ex, 400, what);
  if (bad) return bad;
  const errors = jsonObjectOf(ex)?.['errors'];
  const ok = Array.isArray(errors) && errors.length > 0 && errors.every((e) => e !== null && typeof e === 'object' && !Array.isArray(e) && typeof e['message'] === 'string' && typeof e['errorCode'] === 'number');
  if (ok) return undefined;
  return { title: `${what}: not the v2 error body`, expected: 'Expected: {"errors":[{"message":...,"errorCode":...}, ...]}', received: `Received: ${(ex.response?.body ?? '').slice(0, 200)}`, exchange: ex };
}

export async function negativeLimits(ctx: CheckContext): Promise<void> {
  if (!ctx.allows({ method: 'PUT', path: '/v2/limits' })) return;
  const first = await read(ctx);
  const status = first.response?.status;
  if ((status !== 200 && status !== 404) || unreadable(first)) return;
  const method = status === 200 ? 'PUT' : 'POST';
  let before = stateOf(first);
  let created = false;
  // A server that does not answer one body (a real 3.6.2 loops on them, reference §11) gets no more.
  let unanswered = false;
  await checkCases(ctx, limitsCaseArbs(ctx.runPrefix), async (lc: LimitsCase): Promise<CaseFailure | undefined> => {
    // A body the target's profile withholds (a real 3.6.2 loops on non-empty ones, §11) is not sent.
    if (unanswered || !ctx.allows({ method, path: '/v2/limits', body: lc.body })) return undefined;
    const ex = await ctx.call({ method, path: '/v2/limits', body: lc.body });
    if (!ex.response) unanswered = true;
    const failure = v2ErrorFailure(ex, `${method} /v2/limits with ${lc.flaw}`);
    const again = await read(ctx);
    // A read that tells nothing leaves the comparison to the next case.
    if (unreadable(again)) return failure;
    const after = stateOf(again);
    if (before.status === 404 && after.status === 200 && !created) {
      created = true;
      ctx.onCleanup(() => ctx.call({ method: 'DELETE', path: '/v2/limits' }));
    }
    if (failure) return failure;
    const changes = differences(before as never, after as never);
    if (changes.length > 0) {
      const changed = { title: `${method} /v2/limits with ${lc.flaw}: a rejected body changed the limits`, expected: 'Expected: GET /v2/limits unchanged', received: `Received: ${changes.join('; ')}`, exchange: ex };
      before = after;
      return changed;
    }
    return undefined;
  });
}
