// control_refusals: what GET /control refuses, read-only (HttpRestControlR66Handler): no packet
// at all is 400 "not enough information" (PUT too, with --allow-writes); an InformationJsonPacket asking file information
// (idRequest false) is JSON 406 in an HTTP 400, command GetInformation; a readable packet of
// another kind is JSON 412 "Unknown command" in an HTTP 400 with the packet echoed.
import { V1_COMMAND } from '../../../contract/index.ts';
import type { ScenarioCheck } from '../check.ts';
import { reportFailure } from '../list-semantics/property.ts';
import { packetClass, results } from '../scenarios/helpers.ts';
import { v1Code } from '../actions/support.ts';
import { answerText } from '../v2/v2-writes.ts';
import { controlAnswerFailure, informationPacket } from './control-answers.ts';

export const controlRefusals: ScenarioCheck = {
  id: 'control_refusals',
  kind: 'scenario',
  severity: 'major',
  rule: 'GET (and PUT) /control without a packet answers 400 "not enough information"; with idRequest false, JSON 406 (command GetInformation) in an HTTP 400; with a packet of another kind, JSON 412 in an HTTP 400 with the packet echoed.',
  failsWhen: 'GET /control without a body does not answer 400 with JSON code 400, idRequest false does not answer HTTP 400 with JSON code 406 and command GetInformation, or a TransferRequestJsonPacket on GET does not answer HTTP 400 with JSON code 412 and the packet in the results.',
  async run(ctx) {
    // PUT without a packet does nothing, but goes through the write gate like every PUT /control.
    for (const method of ctx.allows({ method: 'PUT', path: '/control' }) ? ['GET', 'PUT'] : ['GET']) {
      const none = await ctx.call({ method, path: '/control' });
      if (none.response?.status === 400 && v1Code(none) === 400) continue;
      ctx.report({ title: `${method} /control without a packet: status ${none.response?.status ?? 'none'}`, expected: 'Expected: HTTP 400, JSON code 400 (not enough information)', received: `Received: ${answerText(none)}` }, none);
    }
    const file = await ctx.call({ method: 'GET', path: '/control', body: informationPacket(ctx, 0n, 'tmkit-none', false, false) });
    reportFailure(ctx, controlAnswerFailure('GET /control with idRequest false', file, 400, 406, V1_COMMAND.GetInformation));
    const other = { '@class': packetClass(ctx, 'TransferRequestJsonPacket'), requestUserPacket: 7, rulename: `${ctx.runPrefix}-none` };
    const wrong = await ctx.call({ method: 'GET', path: '/control', body: other });
    const echoed = results(wrong)[0]?.['rulename'] === other.rulename;
    if (!reportFailure(ctx, controlAnswerFailure('GET /control with a TransferRequestJsonPacket', wrong, 400, 412)) || echoed) return;
    ctx.report({ title: 'GET /control with a TransferRequestJsonPacket: the packet not echoed', expected: 'Expected: answer.results holds the packet sent', received: `Received: ${answerText(wrong)}` }, wrong);
  },
};
