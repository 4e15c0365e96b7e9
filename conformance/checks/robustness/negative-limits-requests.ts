// /v2/limits requests refused before their body or the row is touched, changing nothing: POST and
// PUT whose body comes as another media type get 415 (reference §10.2: the declared type is
// application/json; §11: the real router answers it), and DELETE with a query parameter, which the
// limits do not take, gets 400 with errorCode 4 (interface Errors: "/v2/limits 400 invalid query
// parameters"; §11.1). Only where the run may change the server's limits (ctx.allows: against a
// target, --allow-limits); the state found first is put back at the end, so a server that carried
// one out anyway is left as it was (limits-snapshot.ts).
import type { CallRequest, Exchange } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import { restoreLimits, snapshotLimits, v2Errors } from '../actions/limits-snapshot.ts';
import { differences, statusFailure, type CaseFailure } from './support.ts';
import { unreadable } from '../scenarios/helpers.ts';

const read = (ctx: CheckContext) => ctx.call({ method: 'GET', path: '/v2/limits' });
const stateOf = (ex: Exchange) => ({ status: ex.response?.status ?? null, body: ex.json ?? ex.response?.body ?? null });

async function unchanged(ctx: CheckContext, call: CallRequest, expected: (ex: Exchange, what: string) => CaseFailure | undefined, what: string): Promise<void> {
  const first = await read(ctx);
  const ex = await ctx.call(call);
  const again = await read(ctx);
  // A read that tells nothing (no answer, unreadable) makes the comparison inconclusive.
  const changes = unreadable(first) || unreadable(again) ? [] : differences(stateOf(first) as never, stateOf(again) as never);
  const failure =
    expected(ex, what) ??
    (changes.length > 0 ? { title: `${what}: a refused request changed the limits`, expected: 'Expected: GET /v2/limits unchanged', received: `Received: ${changes.join('; ')}`, exchange: ex } : undefined);
  if (failure) ctx.report({ title: failure.title, expected: failure.expected, received: failure.received }, failure.exchange);
}

function errorCode4(ex: Exchange, what: string): CaseFailure | undefined {
  const bad = statusFailure(ex, 400, what);
  if (bad) return bad;
  if (v2Errors(ex.json)?.some((e) => e.errorCode === 4)) return undefined;
  return { title: `${what}: not errorCode 4`, expected: 'Expected: {"errors":[{"message":…,"errorCode":4}]}', received: `Received: ${(ex.response?.body ?? '').slice(0, 200)}`, exchange: ex };
}

export async function negativeLimitsRequests(ctx: CheckContext): Promise<void> {
  if (!ctx.allows({ method: 'DELETE', path: '/v2/limits' })) return;
  const snapshot = await snapshotLimits(ctx);
  if (!snapshot) return;
  ctx.onCleanup(() => restoreLimits(ctx, snapshot));
  // PUT and DELETE only on a row, as with the bodies (negative-limits.ts): without one they may
  // answer 404 first (§11).
  for (const method of snapshot.row ? (['POST', 'PUT'] as const) : (['POST'] as const)) {
    await unchanged(ctx, { method, path: '/v2/limits', body: { raw: '{}' }, contentType: 'text/plain' }, (ex, what) => statusFailure(ex, 415, what), `${method} /v2/limits with a text/plain body`);
  }
  if (snapshot.row) await unchanged(ctx, { method: 'DELETE', path: '/v2/limits', query: { [`${ctx.runPrefix}Filter`]: 'x' } }, errorCode4, 'DELETE /v2/limits with a query parameter');
}
