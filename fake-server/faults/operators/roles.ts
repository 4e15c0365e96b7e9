// The operator "a mapping value dropped" (issue 25, item 5) over the role an operation needs
// (reference §9.6, §10.3; the operations table's `access`): `drops-<operationId>-<ROLE>` is a server
// on which that operation no longer sees that role in its caller, so a caller who holds it (and not
// every bit: the administrator passes any check) is refused in the endpoint's own style.
import { apiGenerationOf, OPERATIONS, operationOf, ROLES, type Operation } from '../../../contract/index.ts';
import { authenticateV1, authenticateV2, authorizeV1, authorizeV2 } from '../../auth/index.ts';
import { holds } from '../../auth/roles.ts';
import { parseRequest } from '../../http/request.ts';
import type { Fault, FaultFamily } from '../types.ts';

function dropsRole(op: Operation & { access: NonNullable<Operation['access']> }): Fault {
  const required = ROLES[op.access.role];
  return {
    name: `drops-${op.id}-${op.access.role}`,
    family: op.family as FaultFamily,
    description: `${op.method} ${op.path} refuses a caller holding ${op.access.role} (unless it holds every role), as if it checked another bit.`,
    expectedCheck: ['role_bits_let_through'],
    apply: {
      around: (raw, next, deps) => {
        const req = parseRequest(raw);
        if (operationOf(req.method, req.path)?.id !== op.id) return next(raw);
        const v2 = apiGenerationOf(req.path) === 'v2';
        const auth = v2 ? authenticateV2(req, deps) : authenticateV1(req, deps);
        if (!auth.ok || auth.caller.user === undefined || holds(auth.caller.roles, ROLES.FULLADMIN) || !holds(auth.caller.roles, required)) return next(raw);
        const caller = { user: auth.caller.user, roles: auth.caller.roles & ~required };
        return (v2 ? authorizeV2(op, req, caller, deps) : authorizeV1(op, req, caller, deps)) ?? next(raw);
      },
    },
  };
}

/**
 * One fault per operation that needs a role. None where it needs NOACCESS (no bit to drop) or
 * FULLADMIN (only a holder of every role passes, and the fault lets such a caller through: no
 * server could be told from the clean one).
 */
export const ROLE_FAULTS: readonly Fault[] = OPERATIONS.flatMap((op) =>
  op.access === undefined || ROLES[op.access.role] === 0 || ROLES[op.access.role] === ROLES.FULLADMIN ? [] : [dropsRole(op as Operation & { access: NonNullable<Operation['access']> })]);
