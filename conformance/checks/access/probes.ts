// One request per operation of the contract, built to change nothing even where a server wrongly
// carries it out: unknown identities carrying the run's prefix (a v2 transfer `1_<prefix>-probe`,
// whose requested host does not exist), creates without their required fields, a /log packet
// that selects no transfer (startid above stopid; GET /v2/server/logs so too, without purge), a
// bandwidth setter whose values are all "keep" (-10, reference §6), an unblock packet with a wrong
// key (§7.2), /v2/limits and /v2/hostconfig bodies that are not JSON, PUT /v2/server/config naming
// a file that does not exist, PUT /config so too, GET /config asking no part, GET /business of a
// class that exists nowhere. The access checks send them without credentials, as a caller
// without roles, or to entry points that are switched off. Not harmless, so only sent to fakes the
// checks build: a DELETE of the server's own row (DELETE /v2/limits, /v2/hostconfig: a path
// without an id; carried out on a real 3.6.2 it could not be undone, §11) and a v2 `stops`
// operation (PUT /v2/server/shutdown, restart, deactivate), which carries no key to get wrong.
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
    case 'controlStopOrRestart':
      // A stop of a transfer no one has: nothing to stop, even where carried out.
      return { '@class': packetClass(ctx, 'StopOrCancelJsonPacket'), requestUserPacket: 9, requester: `${ctx.runPrefix}-probe-a`, requested: `${ctx.runPrefix}-probe-b`, specialid: 1 };
    // 3.6.2's /config and /business: an export of no part, an import of a file that does not exist,
    // a business class that exists nowhere (neither carried out writes nor runs anything).
    case 'exportConfig':
      return { '@class': packetClass(ctx, 'ConfigExportJsonPacket'), comment: `${ctx.runPrefix} ${ctx.checkId}` };
    case 'importConfig':
      return { '@class': packetClass(ctx, 'ConfigImportJsonPacket'), rule: `/${ctx.runPrefix}-probe/no-such-file.xml` };
    case 'executeBusiness':
      return { '@class': packetClass(ctx, 'BusinessRequestJsonPacket'), className: `org.tmkit.${ctx.runPrefix.replace(/\W/g, '')}.NoSuchClass` };
    case 'initLimits':
    case 'replaceLimits':
    case 'replaceHostConfigV2':
      // Every field of a host configuration is optional: only a body that is not JSON changes nothing.
      return { raw: `{"${ctx.runPrefix}Probe":` };
    default:
      return undefined;
  }
}

/** The query of each probe: paging kept to one row, an export that selects nothing, an import of no file. */
function queryOf(ctx: CheckContext, op: Operation, id: string): CallRequest['query'] {
  if (op.family === 'transfers' && op.path.endsWith('/:id')) return { REQUESTER: `${id}-a`, REQUESTED: `${id}-b` };
  if (op.command === V1_COMMAND.MULTIGET) return { limit: 1 };
  if (op.view !== 'v2' || op.method === 'OPTIONS') return undefined;
  switch (op.id) {
    case 'getLogsV2':
      return { startID: '2', stopID: '1' };
    case 'importConfigV2':
      return { hostsFile: `/${ctx.runPrefix}-probe/no-such-file.xml` };
    default:
      return op.parameters.some((p) => p.name === 'limit') ? { limit: 1 } : undefined;
  }
}

/** Whether the probe changes nothing even if carried out (see the header). */
function harmless(op: Operation, body: CallRequest['body'] | undefined): boolean {
  if (op.method === 'DELETE' && !op.path.includes(':id')) return false;
  return !(op.effect === 'stops' && body === undefined);
}

function probeOf(ctx: CheckContext, op: Operation, o: ProbeOptions): Probe {
  const id = `${ctx.runPrefix}-probe`;
  const pathId = op.family === 'transfers' ? '1' : op.family === 'v2transfers' ? `1_${id}` : id;
  const path = op.path.replace(':id', pathId);
  const query = queryOf(ctx, op, id);
  const body = bodyOf(ctx, op, o);
  return {
    operation: op,
    call: { method: op.method, path, ...(query ? { query } : {}), ...(body !== undefined ? { body } : {}) },
    harmless: harmless(op, body),
  };
}

/** A probe for every operation, in the contract's order. */
export const probes = (ctx: CheckContext, o: ProbeOptions = {}): Probe[] => OPERATIONS.map((op) => probeOf(ctx, op, o));

/** `GET /transfers/:id` */
export const labelOf = (p: Probe): string => `${p.operation.method} ${p.operation.path}`;
