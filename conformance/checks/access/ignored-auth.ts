// ignored_auth (after Schemathesis): a server that authenticates refuses every operation to a
// caller without credentials, before doing anything: 401, the HTML page on v1 (reference §2.3,
// §10.1; OPTIONS too, §18) and an empty body with WWW-Authenticate on v2 (/v2/limits and every
// other v2 resource, §10.2, docs/rest-v2-3.6.2.md §5), whose OPTIONS needs no authentication.
//
// Where: against the embedded fake, a fake of its own with authentication on (the default embedded
// fake runs without, as the real server's default does, §1.3); against another target, that target
// itself when an unsigned GET /server is refused with 401 (a target that serves it does not
// authenticate: nothing to check; authentication_required reports other answers). There every probe
// is one that changes nothing even if carried out (probes.ts), and writes still need their
// --allow-* option (PUT /bandwidth and POST/PUT /v2/limits: --allow-limits too).
import type { Exchange } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import type { Operation } from '../../../contract/index.ts';
import { expectRefusal } from './refusal.ts';
import { labelOf, probes } from './probes.ts';
import { callOn, sideFake, stateOf, type SideFake } from './side-fake.ts';

/** Every operation but a v2 OPTIONS needs credentials (reference §10.2: "never for OPTIONS"; v1 OPTIONS does, §18). */
const expectedStatus = (op: Operation): number => (op.view === 'v2' && op.method === 'OPTIONS' ? 200 : 401);

async function onSideFake(ctx: CheckContext, side: SideFake): Promise<void> {
  const before = stateOf(side);
  let last: Exchange | undefined;
  for (const p of probes(ctx)) {
    if (!ctx.allows(p.call)) continue;
    last = await callOn(ctx, side, p.call);
    expectRefusal(ctx, last, p.operation, expectedStatus(p.operation), `${labelOf(p)} without credentials (${side.label})`);
  }
  if (last && stateOf(side) !== before) {
    ctx.report({ title: `requests without credentials changed the data (${side.label})`, expected: 'Expected: every record as it was', received: 'Received: records or the block flag changed' }, last);
  }
}

async function onTarget(ctx: CheckContext): Promise<void> {
  const probe = await ctx.call({ method: 'GET', path: '/server', sign: false });
  if (probe.response?.status !== 401) return;
  for (const p of probes(ctx)) {
    if (!p.harmless || !ctx.allows(p.call)) continue;
    const ex = await ctx.call({ ...p.call, sign: false });
    expectRefusal(ctx, ex, p.operation, expectedStatus(p.operation), `${labelOf(p)} without credentials`);
  }
}

export const ignoredAuth: ScenarioCheck = {
  id: 'ignored_auth',
  kind: 'scenario',
  severity: 'critical',
  rule: 'A server that authenticates refuses every operation without credentials with 401 and changes nothing (v1: the HTML page; v2: an empty body and WWW-Authenticate), except OPTIONS on v2.',
  failsWhen: 'on a server that authenticates, an operation without credentials (v2 OPTIONS aside) is not refused with 401 (v1: the HTML page; v2: an empty body, and WWW-Authenticate when the request has no body), or changes something.',
  async run(ctx) {
    if (ctx.embedded) await onSideFake(ctx, sideFake(ctx, 'the embedded fake with authentication on', { auth: 'hmac' }));
    else await onTarget(ctx);
  },
};
