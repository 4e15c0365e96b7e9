// v2_server_stop_commands: PUT /v2/server/shutdown and /restart accept the command with 204 and
// no body (restart also closes the connection: the process ends; observed on 3.6.2,
// docs/rest-v2-3.6.2.md §8.7), and PUT /v2/server/deactivate answers 404 and changes nothing on a
// server without a host row of its own (ServerHandler.deactivate: DAONoDataException ⇒ NOT_FOUND).
// Only against the embedded fake, on side fakes of it (access/side-fake.ts): shutdown and restart
// end a real server, and a real server always has its own host row (DESIGN §6: never deleted).
import type { ScenarioCheck } from '../check.ts';
import { reportFailure } from '../list-semantics/property.ts';
import type { Failure } from '../list-semantics/row-diff.ts';
import { callOn, sideFake, stateOf } from '../access/side-fake.ts';
import type { Exchange } from '../../client/client.ts';
import { answerText } from './v2-writes.ts';

function emptyAnswer(what: string, ex: Exchange, status: number, label: string, closes = false): Failure | undefined {
  const connection = (ex.response?.headers['connection'] ?? '').toLowerCase();
  if (ex.response?.status === status && ex.response.body === '' && (!closes || connection === 'close')) return undefined;
  return { finding: { title: `${what}: not the documented answer (${label})`, expected: `Expected: ${status}, no body${closes ? ', connection: close' : ''}`, received: `Received: ${answerText(ex)}${closes ? ` (connection: ${connection || 'none'})` : ''}` }, exchange: ex };
}

export const v2ServerStopCommands: ScenarioCheck = {
  id: 'v2_server_stop_commands',
  kind: 'scenario',
  severity: 'major',
  rule: 'PUT /v2/server/shutdown and PUT /v2/server/restart answer 204 without a body (restart with connection: close); PUT /v2/server/deactivate answers 404 and changes nothing where the server has no host row of its own.',
  failsWhen: 'on side fakes of the embedded fake, PUT /v2/server/shutdown or /restart does not answer 204 without a body (restart: with connection: close), or PUT /v2/server/deactivate on one without its own host row does not answer 404 or changes its data.',
  needs: { embedded: true },
  async run(ctx) {
    const empty = sideFake(ctx, 'a side fake without records, its own host row included', {});
    const before = stateOf(empty);
    const deactivate = await callOn(ctx, empty, { method: 'PUT', path: '/v2/server/deactivate' });
    reportFailure(ctx, emptyAnswer('PUT /v2/server/deactivate without an own host row', deactivate, 404, empty.label));
    if (stateOf(empty) !== before) ctx.report({ title: `PUT /v2/server/deactivate without an own host row changed the data (${empty.label})`, expected: 'Expected: nothing changed', received: 'Received: another state afterwards' }, deactivate);
    // Each on its own side fake: after a shutdown, nothing is owed to a next request.
    for (const [command, closes] of [['shutdown', false], ['restart', true]] as const) {
      const side = sideFake(ctx, `a side fake told to ${command}`, {});
      reportFailure(ctx, emptyAnswer(`PUT /v2/server/${command}`, await callOn(ctx, side, { method: 'PUT', path: `/v2/server/${command}` }), 204, side.label, closes));
    }
  },
};
