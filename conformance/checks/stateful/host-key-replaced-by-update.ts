// Fails when: PUT /hosts/:id with a HOSTKEY does not leave the host with the key a POST of that
// same HOSTKEY gives another host.
//
// host_key_replaced_by_update: HOSTKEY is shown encrypted, never as the password (reference §3.3,
// §8.2), so no client can predict what it reads; but the encryption depends only on the password
// and the server's crypto key, so two hosts given the same HOSTKEY show the same value (a real
// 3.6.2 server: a POST and a PUT of the same key read alike, seen on 2026-11-24). A PUT without
// HOSTKEY keeps the key (interface; a real 3.6.2 server encrypts it once more, §18), so a server
// that ignored the HOSTKEY of a PUT shows another value.
import type { ScenarioCheck } from '../check.ts';
import { expectStatus } from '../scenarios/helpers.ts';
import { answerOf, readOne, requireWrites, runNames, Tracker, updateOne } from './calls.ts';
import { hostsResource as hosts } from './resources/hosts.ts';
import type { RecordKey } from './resources/index.ts';

const FIRST_KEY = 'first key!';
const SECOND_KEY = 'second key!';

export const hostKeyReplacedByUpdate: ScenarioCheck = {
  id: 'host_key_replaced_by_update',
  kind: 'scenario',
  severity: 'major',
  rule: 'PUT /hosts/:id with a HOSTKEY replaces the key: the host then shows the HOSTKEY a POST of that same key shows.',
  failsWhen:
    'PUT /hosts/:id with a HOSTKEY does not leave the host with the key a POST of that same HOSTKEY gives another host.',
  needs: { writes: true },
  async run(ctx) {
    requireWrites(ctx);
    const names = await runNames(ctx, 'hk');
    const tracker = new Tracker(ctx);
    const [updated, reference] = hosts.keys(names) as [RecordKey, RecordKey];
    await tracker.sweep(hosts, [updated, reference]);
    const body = (address: string, key: string) => ({ ADDRESS: address, PORT: 6666, HOSTKEY: key, ISACTIVE: true });
    if (!expectStatus(ctx, await tracker.create(hosts, updated, body('10.66.0.1', FIRST_KEY), names), 200, 'POST /hosts')) return;
    const created = await tracker.create(hosts, reference, body('10.66.0.2', SECOND_KEY), names);
    if (!expectStatus(ctx, created, 200, 'POST /hosts')) return;
    const put = await updateOne(ctx, hosts, updated, { HOSTKEY: SECOND_KEY });
    if (!expectStatus(ctx, put, 200, 'PUT /hosts/:id')) return;
    const read = await readOne(ctx, hosts, updated);
    if (!expectStatus(ctx, read, 200, 'GET /hosts/:id after PUT')) return;
    const want = answerOf(created)?.['HOSTKEY'];
    const got = answerOf(read)?.['HOSTKEY'];
    if (typeof want === 'string' && got !== want) {
      ctx.report({
        title: 'PUT /hosts/:id with a HOSTKEY did not replace the key',
        expected: `Expected: HOSTKEY ${want}, as host ${reference.id} created with the same key shows`,
        received: `Received: HOSTKEY ${JSON.stringify(got)}`,
      }, put);
    }
  },
};
