// The client's safety gates (DESIGN §6, §6a): which --allow-* option a request needs before it may
// go to a target. They follow the operations table's `effect` column, not lists of paths: reads
// need nothing; writes and exports (an export writes a file on the server) `--allow-writes`; an
// export that purges `--allow-purge`; a configuration import `--allow-config-import`; a shutdown,
// restart or block `--allow-shutdown`; a change of the server's own limits `--allow-writes` here
// and `--allow-limits` on top (runner/context.ts). A request that is no operation of the table
// keeps the rule the kit had before the column: any method but GET, OPTIONS and HEAD writes, and
// the v1 /log and /server handlers, which also answer below their base (reference §2.2
// `subpath`), are treated as the operations there.
import { operationOf, type Operation } from '../../contract/index.ts';
import type { CallRequest, Permissions } from './types.ts';

/** The option that grants each permission, as the command line spells it. */
export const ALLOW_OPTION: Readonly<Record<keyof Permissions, string>> = {
  writes: '--allow-writes',
  purge: '--allow-purge',
  shutdown: '--allow-shutdown',
  limits: '--allow-limits',
  configImport: '--allow-config-import',
};

/** A request the run may not send (DESIGN §6): the check is skipped, the target untouched. */
export class SafetyRefusal extends Error {
  constructor(readonly needed: keyof Permissions, what: string) {
    super(`${what} needs ${ALLOW_OPTION[needed]}`);
    this.name = 'SafetyRefusal';
  }
}

const READS = new Set(['GET', 'OPTIONS', 'HEAD']);

/**
 * Whether a purge flag is set. On the safe side of every reading: only an absent flag, null, JSON
 * false or the text `false` (any case) is no purge, since 3.6.2 reads other texts of a v1 packet
 * boolean as true (contract/input-space.ts `boolean-other-text`) and a server under check may read
 * a v2 query so too.
 */
function purgeAsked(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  if (Array.isArray(value)) return value.some(purgeAsked);
  return !(typeof value === 'string' && value.trim().toLowerCase() === 'false');
}

/** Whether `req` asks for a purge: `purge` in its JSON body (the v1 /log packet) or its query (v2 logs), or a `purge*` flag of a configuration import (v2 query, v1 /config packet). */
function asksPurge(req: CallRequest): boolean {
  const importPurges = Object.entries(req.query ?? {}).some(([k, v]) => /^purge./.test(k) && purgeAsked(v));
  if (importPurges) return true;
  const body = req.body;
  const packet = typeof body === 'object' && body !== null && !Array.isArray(body) && !('raw' in body) ? (body as Record<string, unknown>) : {};
  if (Object.entries(packet).some(([k, v]) => /^purge./.test(k) && purgeAsked(v))) return true;
  const fromBody = typeof body === 'object' && body !== null && !Array.isArray(body) && !('raw' in body) ? (body as Record<string, unknown>)['purge'] : undefined;
  const raw = typeof body === 'object' && body !== null && 'raw' in body ? String((body as { raw: unknown }).raw) : '';
  // A raw body is not read here: any `purge` in it counts, whatever its value.
  return purgeAsked(fromBody) || purgeAsked(req.query?.['purge']) || /purge/i.test(raw);
}

const refusalOf = (op: Operation, req: CallRequest, method: string): SafetyRefusal | undefined => {
  const what = `${method} ${op.path}`;
  switch (op.effect) {
    case 'reads':
      return undefined;
    case 'exports':
      return asksPurge(req) ? new SafetyRefusal('purge', `${what} with purge`) : new SafetyRefusal('writes', `${what} (it writes an export file on the server)`);
    case 'imports':
      return new SafetyRefusal('configImport', `${what} (it replaces the server's configuration from its files)`);
    // (an import that purges also needs --allow-purge: neededPermissions)
    case 'stops':
      return new SafetyRefusal('shutdown', `${what} (it stops, restarts or blocks the server)`);
    case 'runs':
      return new SafetyRefusal('writes', `${what} (it runs code the server holds)`);
    case 'writes':
    case 'limits':
      return new SafetyRefusal('writes', what);
  }
};

/**
 * Every permission `req` needs: the one of its effect, and `--allow-purge` on top for a
 * configuration import whose `purge*` flags replace whole parts of the configuration.
 */
export function neededPermissions(req: CallRequest): SafetyRefusal[] {
  const first = neededPermission(req);
  if (first === undefined) return [];
  const purging = first.needed === 'configImport' && asksPurge(req);
  return purging ? [first, new SafetyRefusal('purge', `${req.method.toUpperCase()} ${req.path} with purge flags`)] : [first];
}

/** The first permission of `req` the run lacks (the refusal to throw), or undefined when it may go. */
export const missingPermission = (req: CallRequest, permissions: Permissions): SafetyRefusal | undefined =>
  neededPermissions(req).find((need) => permissions[need.needed] !== true);

/** The permission `req` needs by its effect (the refusal to throw when the run lacks it), or undefined for a read. */
export function neededPermission(req: CallRequest): SafetyRefusal | undefined {
  const method = req.method.toUpperCase();
  const op = operationOf(method, req.path);
  if (op) return refusalOf(op, req, method);
  const path = req.path;
  if (path.startsWith('/log') && method !== 'OPTIONS' && method !== 'HEAD') {
    return asksPurge(req) ? new SafetyRefusal('purge', `${method} ${path} with purge`) : new SafetyRefusal('writes', `${method} ${path} (it may write an export file on the server)`);
  }
  if (method === 'PUT' && path.startsWith('/server')) return new SafetyRefusal('shutdown', `PUT ${path}`);
  if (!READS.has(method)) return new SafetyRefusal('writes', `${method} ${path}`);
  return undefined;
}
