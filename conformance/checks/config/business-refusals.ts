// business_refusals: GET /business (3.6.2's HttpRestBusinessR66Handler, ServerActions.businessRequest)
// refuses, with requests that run nothing on any server: a class that does not exist is JSON 406
// "Task in Error:<class> ..." in an HTTP 400 (ExecJavaTask: Command not found); the same with
// toApplied by a caller outside the server's business white list is a JSON 401 written without
// Content-Type, "Not allow to execute a BusinessRequest" (a caller in it gets the 406); no body,
// 400 "not enough information".
// Safety: /business runs code the server holds, so the check needs --allow-writes although the
// class it names exists nowhere.
import { SafetyRefusal } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { rootOf, statusText } from '../actions/support.ts';
import { packetClass } from '../scenarios/helpers.ts';
import { expectSoftError } from './config-support.ts';

/** A class name no server holds. */
const ABSENT = 'org.tmkit.conformance.NoSuchBusinessClass';

const business = (ctx: CheckContext, toApplied: boolean) => ctx.call({
  method: 'GET', path: '/business',
  body: { '@class': packetClass(ctx, 'BusinessRequestJsonPacket'), requestUserPacket: 22, className: ABSENT, arguments: 'none', toApplied },
});

async function appliedRefused(ctx: CheckContext): Promise<void> {
  const ex = await business(ctx, true);
  // A caller in the white list goes on to the class, which does not exist. On the embedded fake
  // (authentication off) nobody is in it, as on 3.6.2: the refusal is required there.
  if (ex.response?.status !== 401 && !ctx.embedded) {
    expectSoftError(ctx, ex, 406, 'GET /business toApplied of an absent class', `Task in Error:${ABSENT}`);
    return;
  }
  const detail = rootOf(ex)?.['detail'];
  const type = ex.response?.headers['content-type'];
  if (type === undefined && typeof detail === 'string' && detail.endsWith('Not allow to execute a BusinessRequest')) return;
  ctx.report({
    title: 'GET /business toApplied by a caller outside the white list: not the JSON 401 of 3.6.2',
    expected: 'Expected: HTTP 401 without Content-Type, JSON detail "...OpenR66ProtocolNoCorrectAuthenticationException: Not allow to execute a BusinessRequest"',
    received: `Received: ${statusText(ex)}, Content-Type ${type ?? '(none)'}, detail ${typeof detail === 'string' ? `"${detail}"` : '(none)'}`,
  }, ex);
}

export const businessRefusals: ScenarioCheck = {
  id: 'business_refusals',
  kind: 'scenario',
  severity: 'major',
  rule: 'GET /business of a class the server cannot run is JSON 406 "Task in Error:<class>" in an HTTP 400; toApplied by a caller outside the business white list is a JSON 401 without Content-Type; no body is 400 "not enough information".',
  failsWhen: 'a business request for an absent class is not refused with JSON 406 in an HTTP 400 naming the class, the toApplied refusal is not a JSON 401 without Content-Type saying "Not allow to execute a BusinessRequest" (or the 406 for a caller in the white list), or a request without a body is not 400 "not enough information".',
  needs: { writes: true },
  async run(ctx) {
    if (!ctx.allows({ method: 'GET', path: '/business', body: {} })) throw new SafetyRefusal('writes', 'GET /business (it runs code the server holds)');
    expectSoftError(ctx, await business(ctx, false), 406, 'GET /business of an absent class', `Task in Error:${ABSENT}`);
    await appliedRefused(ctx);
    expectSoftError(ctx, await ctx.call({ method: 'GET', path: '/business' }), 400, 'GET /business without a body', 'not enough information');
  },
};
