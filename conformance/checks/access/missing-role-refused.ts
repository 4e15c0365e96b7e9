// missing_role_refused: an authenticated caller without the role an operation needs is refused
// before anything is done (reference §10.3 for the roles, §2.3 and §10.1-§10.2 for the answers):
// 403 HTML on the four collections, every method and OPTIONS included (§3.1, §2.5); 401 JSON on
// GET /log (the interface's status; the real server answers 400, §4) and on /bandwidth (§6); 400 on
// PUT /server, like a wrong key (§7.2); 403 with an empty body on v2 (/v2/limits and every other
// v2 resource, docs/rest-v2-3.6.2.md §5). GET /server, GET /info, the other OPTIONS and what the
// table says needs NOACCESS (GET /v2/rules/:id) need no role. The same requests from the
// administrator (every role) are not refused, so the refusals come from the missing role and
// nothing else; the administrator is not sent what would be carried out for real on the fake:
// exports (a file written), `stops` and the probes that are not harmless (probes.ts).
//
// Only against the embedded fake: it asks the target for a variant with authentication on and
// creates there an active client-only account that no ROLES entry names (§10.1). Against a real
// target the suite cannot know which of its users lack which role.
import { type Operation, ADMIN_USER, ROLES } from '../../../contract/index.ts';
import type { Exchange } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { expectStatus } from '../scenarios/helpers.ts';
import { expectRefusal } from './refusal.ts';
import { labelOf, probes } from './probes.ts';
import { adminHeaders, basicHeaders, callOn, shutdownKeyOf, sideFake, stateOf, type SideFake } from './side-fake.ts';

/** What a caller without any role gets, and whether that is a refusal: the table's `access` (the rest needs no role). */
function withoutRoles(op: Operation): { readonly status: number; readonly refused: boolean } {
  if (op.access !== undefined && ROLES[op.access.role] !== ROLES.NOACCESS) return { status: op.access.refusal, refused: true };
  // Served: GET /info answers the probe's missing packet with 400, a record's probe (an unknown id) 404, the others 200.
  if (op.id === 'getInformation') return { status: 400, refused: false };
  // GET /business of the probe's absent class: JSON 406 in an HTTP 400.
  if (op.id === 'executeBusiness') return { status: 400, refused: false };
  return { status: op.method !== 'OPTIONS' && op.path.includes(':id') ? 404 : 200, refused: false };
}

/** An account without ADMINROLE: client-only (negative PORT) and active, as REST users must be (§10.1); its roles are the ROLES entries naming it. */
export async function createUser(ctx: CheckContext, side: SideFake, user: string, password: string): Promise<boolean> {
  const body = { HOSTID: user, ADDRESS: '0.0.0.0', PORT: -1, HOSTKEY: password, ISSSL: false, ISCLIENT: true, ISACTIVE: true, ADMINROLE: false };
  const ex = await callOn(ctx, side, { method: 'POST', path: '/hosts', body }, adminHeaders(side, '/hosts'));
  return expectStatus(ctx, ex, 200, `setup: the administrator creating the account ${user} (${side.label})`);
}

export const missingRoleRefused: ScenarioCheck = {
  id: 'missing_role_refused',
  kind: 'scenario',
  severity: 'critical',
  rule: 'A caller without the role an operation needs is refused and nothing changes: 403 HTML on the collections (OPTIONS too), 401 JSON on GET /log and /bandwidth, 400 on PUT /server, 403 with an empty body on v2; the administrator is served.',
  failsWhen: 'on an embedded fake with authentication on, an account without the role an operation needs is not refused as the reference says (403 HTML on the collections, OPTIONS too; 401 JSON on GET /log and /bandwidth; 400 on PUT /server; 403 with an empty body on v2), something changes, or the administrator is refused the same request.',
  needs: { embedded: true },
  async run(ctx) {
    const side = sideFake(ctx, 'the embedded fake with authentication on', { auth: 'basic' });
    const user = `${ctx.runPrefix}-norole`;
    // Not valid base64, so the fake keeps these bytes as the password (reference §3.3).
    const password = `${ctx.runPrefix}-norole-password!`;
    if (!(await createUser(ctx, side, user, password))) return;
    const all = probes(ctx, { shutdownKey: shutdownKeyOf(side.adminPassword) });
    const before = stateOf(side);
    let last: Exchange | undefined;
    for (const p of all) {
      if (!ctx.allows(p.call)) continue;
      last = await callOn(ctx, side, p.call, basicHeaders(side, p.call.path, user, password));
      expectRefusal(ctx, last, p.operation, withoutRoles(p.operation).status, `${labelOf(p)} by a caller without roles (${side.label})`);
    }
    if (last && stateOf(side) !== before) {
      ctx.report({ title: `refused requests changed the data (${side.label})`, expected: 'Expected: every record as it was', received: 'Received: records or the block flag changed' }, last);
    }
    // The control: the administrator's same requests are not refused. Exports are left out (served,
    // they would write an export file), and so are `stops` (PUT /server: shutdown_key_accepted
    // tries the key; the v2 commands would stop the fake) and whatever is not harmless.
    for (const p of all) {
      const refusal = withoutRoles(p.operation);
      const carriedOut = p.operation.effect === 'exports' || p.operation.effect === 'stops' || !p.harmless;
      if (!refusal.refused || carriedOut || !ctx.allows(p.call)) continue;
      const ex = await callOn(ctx, side, p.call, adminHeaders(side, p.call.path));
      const status = ex.response?.status;
      if (status === refusal.status) {
        ctx.report({ title: `${labelOf(p)} by the administrator (${ADMIN_USER}) was refused too (${side.label})`, expected: 'Expected: served (the administrator holds every role)', received: `Received: ${status}` }, ex);
      }
    }
  },
};
