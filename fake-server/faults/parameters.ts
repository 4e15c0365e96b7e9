// Faults derived from the operations table (issue "A suite that is never fooled", item 1): for
// every parameter of every operation, a fake that ignores it, and for every bound, one that moves
// the bound by one. Query and body parameters alike: the query-or-body filters of the lists and
// identities, and the fields of every request body (records, packets, limits). A generated fault
// rewrites the request before the fake reads it, so it is a server that never saw the parameter
// (or saw it one off), answering in every other way as the clean fake does.
import { ALL_SCHEMAS, OPERATIONS, operationOf, type Operation, type JsonValue } from '../../contract/index.ts';
import { parseRequest, type RawRequest } from '../http/request.ts';
import { rewriteArgs, shiftInteger } from './rewrite.ts';
import type { Fault, FaultFamily } from './types.ts';

/** Fields of a body no server reads: the packet's class tag and its free comment. */
const NOT_PARAMETERS = new Set(['@class', '@model', 'comment']);

/**
 * How a bound moves by one so that it changes meaning: an inclusive lower bound read one higher
 * leaves out the record on it (exclusive), an inclusive upper bound read one lower likewise, a cap
 * read one higher lets one row too many through, a "greater than" threshold read one lower lets
 * the record on it in (inclusive).
 */
const BOUNDS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  listTransfers: { STARTID: 1, STOPID: -1, STARTTRANS: 1, STOPTRANS: -1, STOPSTRANS: -1, LIMIT: 1, limit: 1 },
  listHosts: { limit: 1 },
  listHostConfigurations: { limit: 1 },
  listConfigurations: { BANDWIDTH: -1, limit: 1 },
  exportHistory: { start: 1, stop: -1, startid: 1, stopid: -1 },
};

/** The parameters of an operation a fault can take away: its query and query-or-body ones, and the fields of its body schema. */
export function parametersOf(o: Operation): string[] {
  const named = o.parameters.filter((p) => p.in === 'query' || p.in === 'query-or-body').map((p) => p.name);
  const schema = o.requestBody === undefined ? undefined : (ALL_SCHEMAS.find((s) => s.$id === o.requestBody) as { properties?: Record<string, unknown>; anyOf?: { $ref?: string }[] } | undefined);
  const fields = Object.keys(schema?.properties ?? {}).filter((f) => !NOT_PARAMETERS.has(f));
  return [...new Set([...named, ...fields])];
}

/** A date argument moved by `delta` ms in the form it came in (epoch ms or ISO 8601); an integer by `delta`. */
function shiftBound(value: string | JsonValue, delta: number): string | JsonValue {
  if (typeof value === 'string' && !/^\s*[-+]?\d+\s*$/.test(value)) {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? value : new Date(ms + delta).toISOString();
  }
  return shiftInteger(value, delta);
}

/** Whether `raw` is a call of operation `o` (after the method override). */
export const isOperation = (raw: RawRequest, o: Operation): boolean => {
  const req = parseRequest(raw);
  return operationOf(req.method, req.path)?.id === o.id;
};

function ignores(o: Operation, name: string): Fault {
  return {
    name: `ignores-${o.id}-${name}`,
    family: o.family as FaultFamily,
    description: `${o.method} ${o.path} ignores ${name}, as if the request did not carry it.`,
    expectedCheck: [],
    apply: { request: (raw) => (isOperation(raw, o) ? rewriteArgs(raw, [name], () => undefined) : raw) },
  };
}

function shifts(o: Operation, name: string, delta: number): Fault {
  return {
    name: `shifts-${o.id}-${name}`,
    family: o.family as FaultFamily,
    description: `${o.method} ${o.path} reads ${name} as ${name}${delta > 0 ? '+' : ''}${delta} (an off-by-one bound).`,
    expectedCheck: [],
    apply: { request: (raw) => (isOperation(raw, o) ? rewriteArgs(raw, [name], (v) => shiftBound(v, delta)) : raw) },
  };
}

/** Every generated fault: one per parameter of every operation, and one per bound. */
export const PARAMETER_FAULTS: readonly Fault[] = OPERATIONS.flatMap((o) => [
  ...parametersOf(o).map((p) => ignores(o, p)),
  ...Object.entries(BOUNDS[o.id] ?? {}).map(([p, delta]) => shifts(o, p, delta)),
]);
