// log_response_echoes_request: the LogResponseJsonPacket repeats the request (reference §4):
// every request field comes back, `command` is the request's requestUserPacket, and the
// `@class` is the response packet's. Needs writes: GET /log writes an export file.
import type { ScenarioCheck } from '../check.ts';
import { expectStatus, packetClass } from '../scenarios/helpers.ts';
import { firstResult, logPacket } from './support.ts';

const ECHOED = ['comment', 'requestUserPacket', 'purge', 'clean', 'statuspending', 'statustransfer', 'statusdone', 'statuserror', 'rule'] as const;

export const logResponseEchoesRequest: ScenarioCheck = {
  id: 'log_response_echoes_request',
  kind: 'scenario',
  severity: 'minor',
  rule: 'The GET /log answer repeats the request packet, with command = its requestUserPacket.',
  failsWhen: 'the GET /log answer leaves out or changes a field of the request packet, its `command` is not the request\'s requestUserPacket, or its `@class` is not the response packet\'s.',
  needs: { writes: true },
  async run(ctx) {
    // A selection that matches nothing: the export file is written, empty, and nothing is purged.
    const request = logPacket(ctx, { rule: `${ctx.runPrefix}-none`, statusdone: true, requestUserPacket: 16 });
    const ex = await ctx.call({ method: 'GET', path: '/log', body: request });
    if (!expectStatus(ctx, ex, 200, 'GET /log')) return;
    const answer = firstResult(ex);
    if (!answer) return;
    const wrong: string[] = [];
    for (const k of ECHOED) if (JSON.stringify(answer[k]) !== JSON.stringify(request[k] ?? (k === 'purge' || k === 'clean' || k.startsWith('status') ? false : null))) wrong.push(`${k} ${JSON.stringify(answer[k])} (sent ${JSON.stringify(request[k])})`);
    if (answer['command'] !== request['requestUserPacket']) wrong.push(`command ${JSON.stringify(answer['command'])} (requestUserPacket sent: ${JSON.stringify(request['requestUserPacket'])})`);
    if (answer['@class'] !== packetClass(ctx, 'LogResponseJsonPacket')) wrong.push(`@class ${JSON.stringify(answer['@class'])}`);
    if (wrong.length > 0) ctx.report({ title: 'the log answer does not repeat the request', expected: 'Expected: the request fields, command = requestUserPacket, @class …LogResponseJsonPacket', received: `Received: ${wrong.join('; ')}` }, ex);
  },
};
