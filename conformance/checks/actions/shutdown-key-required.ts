// shutdown_key_required: PUT /server refuses a block or shutdown packet without the admin key
// (reference §7.2): 400, and nothing happens. Needs --allow-shutdown: only the refusal is tried
// (a block packet with a wrong key), never a real shutdown.
import type { ScenarioCheck } from '../check.ts';
import { packetClass } from '../scenarios/helpers.ts';
import { statusText } from './support.ts';

export const shutdownKeyRequired: ScenarioCheck = {
  id: 'shutdown_key_required',
  kind: 'scenario',
  severity: 'critical',
  rule: 'PUT /server refuses a block or shutdown packet whose key is not the admin key (400).',
  failsWhen: 'PUT /server with a block packet whose key is not the admin key is not refused with 400, or is carried out.',
  needs: { shutdown: true },
  async run(ctx) {
    for (const [what, fields] of [
      ['block with a wrong key', { key: Buffer.from(`${ctx.runPrefix}-not-the-key`).toString('base64'), restartOrBlock: true, shutdownOrBlock: false }],
      ['block without a key', { restartOrBlock: true, shutdownOrBlock: false }],
    ] as const) {
      const ex = await ctx.call({ method: 'PUT', path: '/server', body: { '@class': packetClass(ctx, 'ShutdownOrBlockJsonPacket'), comment: ctx.runPrefix, ...fields } });
      if (ex.response?.status !== 400) {
        ctx.report({ title: `PUT /server accepted a ${what}`, expected: 'Expected: HTTP 400 (Invalid Block comand)', received: `Received: ${statusText(ex)}` }, ex);
        // Undo a block a faulty server accepted: unblocking needs the real key, which the suite does not have.
        return;
      }
    }
  },
};
