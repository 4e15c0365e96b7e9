// shutdown_key_accepted: PUT /server with the admin key is carried out (reference §7.2, confirmed
// §18): a block packet (shutdownOrBlock false, restartOrBlock true) answers 200 with "Block new
// request" as detail and as the echoed packet's comment, the key echoed; an unblock packet
// (restartOrBlock false) answers "Unblock new request"; a shutdown packet answers 200 "Shutdown on
// going". The key is MD5((admin password ‖ "GoldenGate") × 16), computed from the reference.
//
// Only against the embedded fake: it asks the target for a variant whose admin password it
// chose. Against a real
// target the suite never holds the key, and --allow-shutdown only sends refused packets.
import type { ScenarioCheck } from '../check.ts';
import { firstResult, rootOf } from '../actions/support.ts';
import { expectStatus, packetClass } from '../scenarios/helpers.ts';
import { callOn, shutdownKeyOf, sideFake } from './side-fake.ts';

const STEPS = [
  { what: 'a block packet', shutdownOrBlock: false, restartOrBlock: true, text: 'Block new request' },
  { what: 'an unblock packet', shutdownOrBlock: false, restartOrBlock: false, text: 'Unblock new request' },
  // Last: the fake signals its transport to stop afterwards (nothing listens here).
  { what: 'a shutdown packet', shutdownOrBlock: true, restartOrBlock: false, text: 'Shutdown on going' },
] as const;

/** A packet number other than the packet's default, echoed as sent. */
const ECHOED_PACKET_NUMBER = 77;

export const shutdownKeyAccepted: ScenarioCheck = {
  id: 'shutdown_key_accepted',
  kind: 'scenario',
  severity: 'major',
  rule: 'PUT /server with the admin key is carried out (200): a block packet answers "Block new request", an unblock packet "Unblock new request", a shutdown packet "Shutdown on going", the packet echoed with its key.',
  failsWhen: 'on an embedded fake whose admin key it knows, PUT /server with that key does not answer 200 with "Block new request", "Unblock new request" or "Shutdown on going" for a block, unblock or shutdown packet, or the echoed packet lacks its key.',
  needs: { embedded: true },
  async run(ctx) {
    const side = sideFake(ctx, 'the embedded fake with a known admin password', {});
    const key = shutdownKeyOf(side.adminPassword);
    for (const step of STEPS) {
      // requestUserPacket not the default, so a server that ignores it shows (reference §18: echoed).
      const packet = { '@class': packetClass(ctx, 'ShutdownOrBlockJsonPacket'), comment: `${ctx.runPrefix} ${ctx.checkId}`, requestUserPacket: ECHOED_PACKET_NUMBER, key, shutdownOrBlock: step.shutdownOrBlock, restartOrBlock: step.restartOrBlock };
      const ex = await callOn(ctx, side, { method: 'PUT', path: '/server', body: packet });
      if (!expectStatus(ctx, ex, 200, `PUT /server with the admin key and ${step.what} (${side.label})`)) continue;
      const detail = rootOf(ex)?.['detail'];
      const echoed = firstResult(ex);
      const comment = echoed?.['comment'];
      // A shutdown echoes the packet as sent; block and unblock replace its comment with the detail.
      const commentOk = step.shutdownOrBlock ? comment === packet.comment : comment === step.text;
      if (detail !== step.text || !commentOk || echoed?.['key'] !== key || echoed['requestUserPacket'] !== ECHOED_PACKET_NUMBER) {
        ctx.report({
          title: `PUT /server with ${step.what}: not the documented answer (${side.label})`,
          expected: `Expected: detail "${step.text}", the packet echoed with its key and requestUserPacket ${ECHOED_PACKET_NUMBER}${step.shutdownOrBlock ? '' : ` and comment "${step.text}"`}`,
          received: `Received: detail ${JSON.stringify(detail)}, comment ${JSON.stringify(comment)}, key ${JSON.stringify(echoed?.['key'])}, requestUserPacket ${JSON.stringify(echoed?.['requestUserPacket'])}`,
        }, ex);
      }
    }
  },
};
