// v2_server_deactivate_toggles: PUT /v2/server/deactivate switches this server's own host between
// active and inactive (ServerHandler.deactivate; observed on 3.6.2, docs/rest-v2-3.6.2.md §8.7):
// 204, no body, header `active` the new state, which GET /v2/hosts/<own id> then shows; a second
// call switches it back. Sent twice, so the host ends as it was; a cleanup registered first
// switches it back if the run stopped in between. Only with --allow-shutdown (the table's effect
// `stops`): an inactive server refuses transfers while it is so.
import { isJsonObject } from '../../../contract/index.ts';
import { SafetyRefusal } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import { NotJudged, type ScenarioCheck } from '../check.ts';
import { reportFailure } from '../list-semantics/property.ts';
import type { Failure } from '../list-semantics/row-diff.ts';
import { answerText } from './v2-writes.ts';

const PATH = '/v2/server/deactivate';

/** `isActive` of the server's own host through v2, or undefined when it cannot be read. */
async function activeOf(ctx: CheckContext, own: string): Promise<boolean | undefined> {
  const ex = await ctx.call({ method: 'GET', path: `/v2/hosts/${own}` });
  const v = isJsonObject(ex.json) && ex.response?.status === 200 ? ex.json['isActive'] : undefined;
  return typeof v === 'boolean' ? v : undefined;
}

async function toggle(ctx: CheckContext, own: string, want: boolean, which: string): Promise<Failure | undefined> {
  const ex = await ctx.call({ method: 'PUT', path: PATH });
  const header = ex.response?.headers['active'];
  if (ex.response?.status !== 204 || ex.response.body !== '' || header !== String(want)) {
    return { finding: { title: `PUT ${PATH} (${which}): not the switch to ${want ? 'active' : 'inactive'}`, expected: `Expected: 204, no body, header active: ${want}`, received: `Received: ${answerText(ex)} (active: ${header ?? 'no such header'})` }, exchange: ex };
  }
  const shown = await activeOf(ctx, own);
  if (shown === want) return undefined;
  return { finding: { title: `GET /v2/hosts/{own id} after PUT ${PATH} (${which}): isActive ${String(shown)}`, expected: `Expected: isActive ${want}, the state the header announced`, received: `Received: ${String(shown)}` }, exchange: ex };
}

export const v2ServerDeactivateToggles: ScenarioCheck = {
  id: 'v2_server_deactivate_toggles',
  kind: 'scenario',
  severity: 'major',
  rule: "PUT /v2/server/deactivate switches this server's own host between active and inactive: 204, no body, header active the new state, which GET /v2/hosts/{own id} shows; a second call switches it back.",
  failsWhen: "PUT /v2/server/deactivate does not answer 204 without a body and with the header active naming the state opposite to the one before, or the server's own host does not show that state afterwards.",
  needs: { shutdown: true },
  async run(ctx) {
    if (!ctx.allows({ method: 'PUT', path: PATH })) throw new SafetyRefusal('shutdown', 'switching the server inactive and back (PUT /v2/server/deactivate)');
    const own = await ctx.hostId();
    const before = await activeOf(ctx, own);
    if (before === undefined) throw new NotJudged(`this server's own host ${own} cannot be read through GET /v2/hosts/{id}`);
    ctx.onCleanup(async () => {
      if ((await activeOf(ctx, own)) !== before) await ctx.call({ method: 'PUT', path: PATH });
    });
    reportFailure(ctx, (await toggle(ctx, own, !before, 'first call')) ?? (await toggle(ctx, own, before, 'second call')));
  },
};
