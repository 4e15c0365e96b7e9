// v2_error_body: a refused /v2/limits request answers HTTP 400 with `{"errors":[{message, errorCode}]}`
// (interface "Errors": errorCode 4 for an illegal query parameter; reference §11.1 for the codes):
// a query parameter on GET gives 4 (read-only, needs a limits row), and on POST (no row) and PUT
// (a row) a body that is not JSON gives 2, an unknown field 5, an illegal value 7, each changing
// nothing, also (the embedded fake only) to a request that names no language. The POST/PUT part changes the server's own row (it deletes and creates it to reach both
// states), so against a target it needs --allow-writes and --allow-limits (ctx.allows); the state
// found at the start is put back at the end.
// Note: a real 3.6.2 server never answers a non-empty POST/PUT body (§11): its profile withholds them.
import type { CallRequest, Exchange } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { unreadable } from '../scenarios/helpers.ts';
import { limitsOf, restoreLimits, sameLimits, showLimits, snapshotLimits, v2Errors } from './limits-snapshot.ts';

interface BadBody {
  readonly what: string;
  readonly body: CallRequest['body'];
  readonly code: number;
}

const badBodies = (ctx: CheckContext): BadBody[] => [
  { what: 'a body that is not JSON', body: { raw: '{"upGlobalLimit": 1000,' }, code: 2 },
  { what: 'an unknown field', body: { upGlobalLimit: 1000, [`${ctx.runPrefix}UnknownField`]: 1 }, code: 5 },
  { what: 'an illegal value (negative limit)', body: { upGlobalLimit: -5 }, code: 7 },
];

/** Reports unless `ex` is HTTP 400 with the v2 error body listing `code`. */
function expectV2Error(ctx: CheckContext, ex: Exchange, code: number, what: string): void {
  const received = ex.response ? `${ex.response.status} ${ex.response.body.slice(0, 200)}` : `no answer (${ex.error?.message ?? 'unknown'})`;
  const errors = ex.response?.status === 400 ? v2Errors(ex.json) : undefined;
  if (!errors) {
    ctx.report({ title: `${what}: not a 400 with the v2 error body`, expected: `Expected: 400 {"errors":[{"message":…,"errorCode":${code}}]}`, received: `Received: ${received}` }, ex);
    return;
  }
  const wellFormed = errors.length > 0 && errors.every((e) => typeof e === 'object' && e !== null && typeof e.message === 'string' && e.message !== '' && Number.isInteger(e.errorCode));
  if (!wellFormed) {
    ctx.report({ title: `${what}: the v2 error list is not [{message, errorCode}]`, expected: 'Expected: a non-empty list of {"message": text, "errorCode": integer}', received: `Received: ${received}` }, ex);
    return;
  }
  if (!errors.some((e) => e.errorCode === code)) {
    ctx.report({ title: `${what}: not errorCode ${code}`, expected: `Expected: errorCode ${code}`, received: `Received: errorCode ${errors.map((e) => String(e.errorCode)).join(', ')}` }, ex);
  }
}

export const v2ErrorBody: ScenarioCheck = {
  id: 'v2_error_body',
  kind: 'scenario',
  severity: 'major',
  rule: 'Refused /v2/limits requests answer 400 {"errors":[{message, errorCode}]}: 4 for a query parameter, 2 for a body that is not JSON, 5 for an unknown field, 7 for an illegal value.',
  failsWhen: 'a refused /v2/limits request does not answer HTTP 400 with {"errors":[{message, errorCode}]} and the errorCode of its fault (4 for a query parameter, 2 for a body that is not JSON, 5 for an unknown field, 7 for an illegal value), or changes the row.',
  async run(ctx: CheckContext) {
    const snapshot = await snapshotLimits(ctx);
    if (!snapshot) return;
    const queryProbe = async () =>
      expectV2Error(ctx, await ctx.call({ method: 'GET', path: '/v2/limits', query: { [`${ctx.runPrefix}Filter`]: 'x' } }), 4, 'GET /v2/limits with a query parameter');
    if (snapshot.row) await queryProbe();
    if (!ctx.allows({ method: 'POST', path: '/v2/limits' })) return;
    ctx.onCleanup(() => restoreLimits(ctx, snapshot));

    // Bodies the target's profile withholds (a real 3.6.2 loops on non-empty ones, §11) are left out.
    const sendable = (method: 'POST' | 'PUT') => badBodies(ctx).filter((b) => ctx.allows({ method, path: '/v2/limits', body: b.body }));
    const putVariants = async () => {
      const before = await ctx.call({ method: 'GET', path: '/v2/limits' });
      for (const b of sendable('PUT')) expectV2Error(ctx, await ctx.call({ method: 'PUT', path: '/v2/limits', body: b.body }), b.code, `PUT /v2/limits with ${b.what}`);
      // Accept-Language is optional (the messages fall back to a default language, §11.1). Only to
      // the embedded fake: a real 3.6.2 never answers such a request (§17), and no run sends a
      // target a request known to hang it (DESIGN §6).
      if (ctx.embedded) {
        const notJson = badBodies(ctx)[0] as BadBody;
        const unnamed = await ctx.call({ method: 'PUT', path: '/v2/limits', body: notJson.body, omitHeaders: ['Accept-Language'] });
        expectV2Error(ctx, unnamed, notJson.code, `PUT /v2/limits with ${notJson.what} and no Accept-Language`);
      }
      const after = await ctx.call({ method: 'GET', path: '/v2/limits' });
      const [was, now] = [limitsOf(before.json), limitsOf(after.json)];
      if (was && !unreadable(after) && (!now || !sameLimits(was, now))) {
        ctx.report({ title: 'a refused PUT /v2/limits changed the limits', expected: `Expected: ${showLimits(was)} (unchanged)`, received: `Received: ${now ? showLimits(now) : after.response?.status}` }, after);
      }
    };
    const postVariants = async () => {
      for (const b of sendable('POST')) expectV2Error(ctx, await ctx.call({ method: 'POST', path: '/v2/limits', body: b.body }), b.code, `POST /v2/limits with ${b.what}`);
      const after = await ctx.call({ method: 'GET', path: '/v2/limits' });
      if (!unreadable(after) && after.response?.status !== 404) {
        ctx.report({ title: 'a refused POST /v2/limits created the limits row', expected: 'Expected: GET /v2/limits still 404', received: `Received: ${after.response?.status ?? 'no answer'} ${after.response?.body.slice(0, 120) ?? ''}` }, after);
      }
    };

    if (snapshot.row) {
      await putVariants();
      const deleted = await ctx.call({ method: 'DELETE', path: '/v2/limits' });
      if (deleted.response?.status === 204) await postVariants();
    } else {
      await postVariants();
      const created = await ctx.call({ method: 'POST', path: '/v2/limits', body: {} });
      if (created.response?.status !== 201) return;
      await queryProbe();
      await putVariants();
    }
  },
};
