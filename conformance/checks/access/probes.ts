// One request per operation of the contract, built to change nothing even where a server wrongly
// carries it out: unknown identities carrying the run's prefix, creates without their required
// fields, a /log packet that selects no transfer (startid above stopid), a bandwidth setter whose
// values are all "keep" (-10, reference §6), an unblock packet with a wrong key (§7.2), /v2/limits
// bodies that are not JSON. The access checks send them without credentials, as a caller without
// roles, or to entry points that are switched off. DELETE /v2/limits is the exception: carried out,
// it could not be undone on a real 3.6.2 server (§11), so it only goes to fakes the checks build.
import { OPERATIONS, V1_COMMAND, type Operation } from '../../../contract/index.ts';
import type { CallRequest } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import { bandwidthPacket, logPacket } from '../actions/support.ts';
import { packetClass } from '../scenarios/helpers.ts';

export interface Probe {
  readonly operation: Operation;
  readonly call: CallRequest;
  /** Safe against a real target even if carried out. */
  readonly harmless: boolean;
}

export interface ProbeOptions {
  /** The key of the PUT /server packet (default: one that is not the admin key). */
  readonly shutdownKey?: string;
}

/** The body of each operation that takes one (by operation id); the others are sent without. */
function bodyOf(ctx: CheckContext, op: Operation, o: ProbeOptions): CallRequest['body'] | undefined {
  if (op.method === 'POST' && op.family !== 'limits') return {};
  if (op.method === 'PUT' && op.path.endsWith('/:id')) return {};
  switch (op.id) {
    case 'exportHistory':
      return logPacket(ctx, { startid: '2', stopid: '1' });
    case 'setBandwidth':
      return bandwidthPacket(ctx, { setter: true, writeglobal: -10, readglobal: -10, writesession: -10, readsession: -10 });
    case 'shutdownOrBlock':
      return {
        '@class': packetClass(ctx, 'ShutdownOrBlockJsonPacket'),
        comment: `${ctx.runPrefix} ${ctx.checkId}`,
        key: o.shutdownKey ?? Buffer.from(`${ctx.runPrefix}-not-the-key`).toString('base64'),
        shutdownOrBlock: false,
        restartOrBlock: false,
      };
    case 'initLimits':
    case 'replaceLimits':
      return { raw: `{"${ctx.runPrefix}Probe":` };
    default:
      return undefined;
  }
}

function probeOf(ctx: CheckContext, op: Operation, o: ProbeOptions): Probe {
  const id = `${ctx.runPrefix}-probe`;
  const one = op.path.endsWith('/:id');
  const path = op.path.replace(':id', op.family === 'transfers' ? '1' : id);
  const query: CallRequest['query'] = op.family === 'transfers' && one ? { REQUESTER: `${id}-a`, REQUESTED: `${id}-b` } : op.command === V1_COMMAND.MULTIGET ? { limit: 1 } : undefined;
  const body = bodyOf(ctx, op, o);
  return {
    operation: op,
    call: { method: op.method, path, ...(query ? { query } : {}), ...(body !== undefined ? { body } : {}) },
    harmless: op.id !== 'deleteLimits',
  };
}

/** A probe for every operation, in the contract's order. */
export const probes = (ctx: CheckContext, o: ProbeOptions = {}): Probe[] => OPERATIONS.map((op) => probeOf(ctx, op, o));

/** `GET /transfers/:id` */
export const labelOf = (p: Probe): string => `${p.operation.method} ${p.operation.path}`;
