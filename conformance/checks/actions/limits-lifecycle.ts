// limits_lifecycle: /v2/limits goes through its states as the interface and the real server say
// (interface "Limits under /v2"; reference §11, confirmed §17): without a row GET, PUT and DELETE
// answer 404 with an empty body; POST {} creates the row (201, five zero limits); a second POST is
// refused with errorCode 8; GET reads the row; PUT {} answers 201 and keeps it; DELETE answers 204
// with an empty body; then GET is 404 again. Only `{}` bodies are sent (a real 3.6.2 server hangs
// on any other POST/PUT body, §11). The state found at the start is put back at the end; against
// a target that is a change of the server's own row, so it needs --allow-limits (DESIGN §6).
import type { CallRequest, Exchange } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { limitsOf, restoreLimits, sameLimits, showLimits, snapshotLimits, v2Errors, type Limits } from './limits-snapshot.ts';

const ZERO: Limits = { downGlobalLimit: 0, upGlobalLimit: 0, downSessionLimit: 0, upSessionLimit: 0, delayLimit: 0 };

const statusOf = (ex: Exchange): string => (ex.response ? `${ex.response.status}${ex.response.body === '' ? ' (empty body)' : `: ${ex.response.body.slice(0, 120)}`}` : `no answer (${ex.error?.message ?? 'unknown'})`);

export const limitsLifecycle: ScenarioCheck = {
  id: 'limits_lifecycle',
  kind: 'scenario',
  severity: 'major',
  rule: '/v2/limits: without a row GET/PUT/DELETE answer 404; POST {} creates it (201), a second POST gets errorCode 8, GET reads it, PUT {} answers 201, DELETE 204, then GET 404.',
  failsWhen: '/v2/limits leaves the states the interface gives it: without a row GET, PUT or DELETE answer other than 404 with an empty body; POST {} does not create it (201); a second POST is not refused with errorCode 8; GET does not read it; PUT {} does not answer 201; DELETE does not answer 204 with an empty body; or GET afterwards is not 404.',
  needs: { writes: true, limits: true },
  async run(ctx: CheckContext) {
    const snapshot = await snapshotLimits(ctx);
    if (!snapshot) {
      const ex = await ctx.call({ method: 'GET', path: '/v2/limits' });
      ctx.report({ title: 'GET /v2/limits answers neither the limits record nor 404', expected: 'Expected: 200 with the five limits, or 404 without a row', received: `Received: ${statusOf(ex)}` }, ex);
      return;
    }
    ctx.onCleanup(() => restoreLimits(ctx, snapshot));

    /** Sends one step; reports and answers false when the status (and, for `empty`, the body) is not as expected. */
    const step = async (req: CallRequest, status: number, what: string, empty = false): Promise<Exchange | undefined> => {
      const ex = await ctx.call(req);
      const ok = ex.response?.status === status && (!empty || ex.response.body === '');
      if (!ok) ctx.report({ title: `${what}: not ${status}${empty ? ' with an empty body' : ''}`, expected: `Expected: ${status}${empty ? ' (empty body)' : ''}`, received: `Received: ${statusOf(ex)}` }, ex);
      return ok ? ex : undefined;
    };
    const expectRecord = (ex: Exchange | undefined, expected: Limits, what: string) => {
      if (!ex) return;
      const got = limitsOf(ex.json);
      if (!got || !sameLimits(got, expected)) ctx.report({ title: `${what} does not answer the limits row`, expected: `Expected: ${showLimits(expected)}`, received: `Received: ${got ? showLimits(got) : ex.response?.body.slice(0, 200) ?? ''}` }, ex);
    };

    if (snapshot.row && !(await step({ method: 'DELETE', path: '/v2/limits' }, 204, 'DELETE /v2/limits of an existing row', true))) return;
    // The row must be gone for what follows to mean anything.
    if (!(await step({ method: 'GET', path: '/v2/limits' }, 404, 'GET /v2/limits without a row', true))) return;
    await step({ method: 'PUT', path: '/v2/limits', body: {} }, 404, 'PUT /v2/limits without a row', true);
    await step({ method: 'DELETE', path: '/v2/limits' }, 404, 'DELETE /v2/limits without a row', true);

    const created = await step({ method: 'POST', path: '/v2/limits', body: {} }, 201, 'POST /v2/limits {} without a row');
    if (!created) return;
    expectRecord(created, ZERO, 'POST /v2/limits {}');

    const again = await step({ method: 'POST', path: '/v2/limits', body: {} }, 400, 'POST /v2/limits when the row exists');
    if (again) {
      const codes = (v2Errors(again.json) ?? []).map((e) => e.errorCode);
      if (!codes.includes(8)) ctx.report({ title: 'POST /v2/limits on an existing row: not errorCode 8 (already existing)', expected: 'Expected: {"errors":[{"message":…,"errorCode":8}]}', received: `Received: ${again.response?.body.slice(0, 200) ?? ''}` }, again);
    }

    expectRecord(await step({ method: 'GET', path: '/v2/limits' }, 200, 'GET /v2/limits after POST'), ZERO, 'GET /v2/limits after POST {}');
    expectRecord(await step({ method: 'PUT', path: '/v2/limits', body: {} }, 201, 'PUT /v2/limits {}'), ZERO, 'PUT /v2/limits {}');
    expectRecord(await step({ method: 'GET', path: '/v2/limits' }, 200, 'GET /v2/limits after PUT'), ZERO, 'GET /v2/limits after PUT {}');
    await step({ method: 'DELETE', path: '/v2/limits' }, 204, 'DELETE /v2/limits', true);
    await step({ method: 'GET', path: '/v2/limits' }, 404, 'GET /v2/limits after DELETE', true);
  },
};
