// role_bits_let_through: each role bit, and each composite (reference §9.6), lets its holder through
// the operations that need it and nothing else (§10.3, the operations table's `access`): a caller
// holding exactly that role is served where the role (or a composite it completes) is required,
// and refused as missing_role_refused describes where another one is (issue 25 item 2). The
// probes that are not harmless (probes.ts) go to the shared fake only for the callers who must be
// refused them; a caller who must be served them gets a fake of its own.
//
// Only against the embedded fake: it asks for a variant with authentication on, creates there one
// active client-only account per role and names each in the server's own host configuration
// ROLES (`<role><roleid>user</roleid><roleset>ROLE</roleset></role>`, §10.1). Against a real
// target the suite cannot know which of its users hold which role.
import { holdsRole, ROLE_BITS, ROLES, type Operation, type RoleName } from '../../../contract/index.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { expectStatus } from '../scenarios/helpers.ts';
import { expectRefusal } from './refusal.ts';
import { createUser } from './missing-role-refused.ts';
import { labelOf, probes } from './probes.ts';
import { adminHeaders, basicHeaders, callOn, shutdownKeyOf, sideFake, type SideFake } from './side-fake.ts';

/** Every single bit, then the composites: a composite lets through what needs all its bits. */
const ROLE_SETS: readonly RoleName[] = [...ROLE_BITS, 'PARTNER', 'CONFIGADMIN', 'FULLADMIN'];

/** The server's own host configuration, with one ROLES entry per account. */
async function grantRoles(ctx: CheckContext, side: SideFake, users: ReadonlyMap<RoleName, string>): Promise<boolean> {
  const entries = [...users].map(([role, user]) => `<role><roleid>${user}</roleid><roleset>${role}</roleset></role>`).join('');
  const body = { HOSTID: await ctx.hostId(), BUSINESS: '<business></business>', ROLES: `<roles>${entries}</roles>`, ALIASES: '<aliases></aliases>', OTHERS: '<root><version>3.6.2</version></root>' };
  const ex = await callOn(ctx, side, { method: 'POST', path: '/hostconfigs', body }, adminHeaders(side, '/hostconfigs'));
  return expectStatus(ctx, ex, 200, `setup: the administrator writing the ROLES of the server's host configuration (${side.label})`);
}

/**
 * A probe that is not harmless (a v2 stop, a DELETE of the server's own row), by a caller holding
 * `role`, which is enough for it: on a fake of its own, since served it stops that fake or takes
 * its ROLES away. It must be served, not refused.
 */
async function servedAlone(ctx: CheckContext, p: ReturnType<typeof probes>[number], role: RoleName, user: string): Promise<void> {
  const alone = sideFake(ctx, `an embedded fake with authentication on and one account holding ${role}`, { auth: 'basic' });
  ctx.onCleanup(() => alone.target.close());
  if (!(await createUser(ctx, alone, user, `${user}-password!`)) || !(await grantRoles(ctx, alone, new Map([[role, user]])))) return;
  const ex = await callOn(ctx, alone, p.call, basicHeaders(alone, p.call.path, user, `${user}-password!`));
  const access = p.operation.access;
  if (access !== undefined && ex.response?.status === access.refusal) {
    ctx.report({ title: `${labelOf(p)} by a caller holding only ${role} (${alone.label}) was refused`, expected: `Expected: served (${role} holds ${access.role})`, received: `Received: ${access.refusal}, the refusal of a caller without ${access.role}` }, ex);
  }
}

/** Whether `role` is enough for `op` (which needs a role: `access` is set). */
const lets = (role: RoleName, op: Operation): boolean => op.access !== undefined && holdsRole(ROLES[role], ROLES[op.access.role]);

export const roleBitsLetThrough: ScenarioCheck = {
  id: 'role_bits_let_through',
  kind: 'scenario',
  severity: 'critical',
  rule: 'A caller holding exactly one role (each bit of §9.6, and PARTNER, CONFIGADMIN, FULLADMIN) is served by the operations that need that role or one it completes, and refused (in each endpoint\'s style) by those that need another.',
  failsWhen: 'on an embedded fake with authentication on, a caller whose ROLES entry holds one role is refused an operation that role is enough for, or served one that needs a role it does not hold.',
  needs: { embedded: true },
  async run(ctx) {
    const side = sideFake(ctx, 'the embedded fake with authentication on and one account per role', { auth: 'basic' });
    // GET /log served writes an export file into that fake's own temporary folder: removed with it.
    ctx.onCleanup(() => side.target.close());
    const users = new Map(ROLE_SETS.map((r) => [r, `${ctx.runPrefix}-role-${r.toLowerCase()}`] as const));
    for (const user of users.values()) if (!(await createUser(ctx, side, user, `${user}-password!`))) return;
    if (!(await grantRoles(ctx, side, users))) return;
    // The right key, so that PUT /server shows the role and not the key (an unblock: harmless).
    const all = probes(ctx, { shutdownKey: shutdownKeyOf(side.adminPassword) }).filter((p) => p.operation.access !== undefined);
    for (const [role, user] of users) {
      for (const p of all) {
        const access = p.operation.access;
        // A probe that is not harmless (a v2 stop, a DELETE of the server's own row) is only sent
        // where it is to be refused: served, it would stop this fake or take the ROLES away.
        if (!ctx.allows(p.call) || access === undefined) continue;
        if (!p.harmless && lets(role, p.operation)) {
          await servedAlone(ctx, p, role, user);
          continue;
        }
        const ex = await callOn(ctx, side, p.call, basicHeaders(side, p.call.path, user, `${user}-password!`));
        const what = `${labelOf(p)} by a caller holding only ${role} (${side.label})`;
        if (!lets(role, p.operation)) {
          expectRefusal(ctx, ex, p.operation, access.refusal, `${what}, which needs ${access.role}`);
        } else if (ex.response?.status === access.refusal) {
          ctx.report({ title: `${what} was refused`, expected: `Expected: served (${role} holds ${access.role})`, received: `Received: ${access.refusal}, the refusal of a caller without ${access.role}` }, ex);
        }
      }
    }
  },
};
