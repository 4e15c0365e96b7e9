// bandwidth_packet_echoed: GET /bandwidth answers with the request packet, its comment,
// requestUserPacket and setter kept and only the four values replaced by the limits in force
// (reference §6). Read-only.
import type { ScenarioCheck } from '../check.ts';
import { expectStatus, packetClass } from '../scenarios/helpers.ts';
import { bandwidthPacket, firstResult } from './support.ts';

export const bandwidthPacketEchoed: ScenarioCheck = {
  id: 'bandwidth_packet_echoed',
  kind: 'scenario',
  severity: 'minor',
  rule: 'GET /bandwidth answers with the request packet: comment, requestUserPacket and setter kept, the four values the limits in force.',
  failsWhen: 'GET /bandwidth answers a packet whose comment, requestUserPacket or setter differ from the request\'s, or whose four values are not the limits in force.',
  async run(ctx) {
    const request: Record<string, unknown> = { ...bandwidthPacket(ctx, { setter: false }), comment: `${ctx.runPrefix} getter` };
    const ex = await ctx.call({ method: 'GET', path: '/bandwidth', body: request as never });
    if (!expectStatus(ctx, ex, 200, 'GET /bandwidth with a getter packet')) return;
    const answer = firstResult(ex);
    if (!answer) return;
    const wrong: string[] = [];
    for (const k of ['comment', 'requestUserPacket', 'setter'] as const) if (answer[k] !== request[k]) wrong.push(`${k} ${JSON.stringify(answer[k])} (sent ${JSON.stringify(request[k])})`);
    if (answer['@class'] !== packetClass(ctx, 'BandwidthJsonPacket')) wrong.push(`@class ${JSON.stringify(answer['@class'])}`);
    if (wrong.length > 0) ctx.report({ title: 'the bandwidth answer does not repeat the request packet', expected: 'Expected: comment, requestUserPacket and setter as sent', received: `Received: ${wrong.join('; ')}` }, ex);
  },
};
