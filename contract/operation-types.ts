// The shapes of the operations table (operations.ts): an operation, its parameters, its
// documented answers, the role it needs and what it does to a target.
import { COLLECTIONS } from './schemas/common.ts';
import type { RoleName } from './enums.ts';
import { V2_ENTRY_POINTS } from './v2/entry-points.ts';

/** The HTTP methods the interface's operations use. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'OPTIONS';
/** The methods in the real server's method enum order (reference §1.4), which `Allow` follows; OpenAPI lists them so too. */
export const METHOD_ORDER: readonly HttpMethod[] = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS'];

/**
 * Entry points: the four collections, the action endpoints, /v2/limits and the other REST v2
 * resources (`v2transfers`, ...). Each can be switched off (`--disable`), and each operation
 * belongs to one (its `family`).
 */
export const ENTRY_POINTS = [
  ...COLLECTIONS, 'log', 'info', 'bandwidth', 'server', 'limits',
  // 3.6.2's /control, /config and /business, beyond the published interface.
  'control', 'config', 'business',
  ...V2_ENTRY_POINTS,
] as const;
/**
 * The order in which 3.6.2's `OPTIONS /` lists its v1 handlers (`UriAllowed`, `DetailedAllow`):
 * the iteration order of the HashMap that holds them (observed: docs/real-server-3.6.2.md).
 */
export const ROOT_DESCRIPTION_ORDER: readonly string[] = ['server', 'business', 'bandwidth', 'log', 'transfers', 'hosts', 'configurations', 'rules', 'control', 'config', 'hostconfigs', 'info'];

/**
 * The header the fake's root description (`OPTIONS /`) carries: it lists 3.6.2's twelve handlers
 * as a real 3.6.2 does, and this tells a client (the suite's target profile detection) that the
 * server is the kit's stand-in, which answers every request a real 3.6.2 must be spared.
 */
export const STAND_IN_HEADER = 'X-Stand-In';

/** One entry point of the interface: a record collection, `log`, `info`, `bandwidth`, `server`, 3.6.2's `control`, `config` and `business`, or `limits` (/v2/limits). */
export type EntryPoint = (typeof ENTRY_POINTS)[number];
/** The v1 action endpoints: packets in, `{"@model", "results"}` out (reference §4-§7). */
export type ActionEntryPoint =
  | 'log' | 'info' | 'bandwidth' | 'server'
  | 'control' | 'config' | 'business';
const ACTION_ENTRY_POINTS: ReadonlySet<string> = new Set<ActionEntryPoint>([
  'log', 'info', 'bandwidth', 'server',
  'control', 'config', 'business',
]);
/** Whether an entry point is one of the v1 action endpoints. */
export const isActionEntryPoint = (e: string): e is ActionEntryPoint => ACTION_ENTRY_POINTS.has(e);

/** One parameter of an operation: a path segment, a query argument (or its JSON-body form), or a packet body. */
export interface Parameter {
  /** The name as the interface spells it (`SPECIALID`, `LIMIT`, `STARTTRANS`); `body` for a packet. */
  readonly name: string;
  /** Where it goes; `query-or-body`: a query argument or a field of the request's JSON body. */
  readonly in: 'path' | 'query' | 'query-or-body' | 'body';
  /** Its type; `date` is epoch ms or ISO 8601, `packet` a JSON packet of the action endpoints. */
  readonly type: 'integer' | 'string' | 'boolean' | 'date' | 'packet';
  readonly required: boolean;
  /** What it is, in the server's own self-description where it has one. */
  readonly description: string;
}

/** One status an operation is documented to answer, and what its body is. */
export interface DocumentedResponse {
  readonly status: number;
  /** When and why it is answered. */
  readonly description: string;
  /** Schema `$id` of the body; absent for empty or HTML bodies. */
  readonly schema?: string;
  /** Content-Type of the answer; absent when it has none (an empty body, or, with a schema, JSON written without one). */
  readonly contentType?: 'application/json' | 'text/html';
}

/**
 * The role an operation needs (reference §10.3) and what a caller without it gets. The fake
 * refuses by it; the suite expects by it.
 */
export interface Access {
  /** The role (a composite needs every bit of it, reference §9.6). */
  readonly role: RoleName;
  /** Whether this server's own host id is let through without the role (/log, /bandwidth: reference §4, §6). */
  readonly self: boolean;
  /** The status of the refusal: 403 on the collections and /v2/limits, 401 on /log and /bandwidth, 400 on PUT /server (like a wrong key, §7.2). */
  readonly refusal: 400 | 401 | 403;
}

/**
 * What an operation does to a target, which the client's safety gates follow (DESIGN §6, §6a):
 * `reads` nothing; `writes` records; `exports` writes a file on the server (`purge` in its request
 * makes it `purges`); `imports` replaces configuration from the server's files; `stops` shuts the
 * server down, restarts or blocks it; `limits` changes the server's own bandwidth limits; `runs`
 * runs code the server holds (3.6.2's /business), gated as a write since what it does is unknown.
 */
export type OperationEffect = 'reads' | 'writes' | 'exports' | 'imports' | 'stops' | 'limits'
  | 'runs';

/** One operation of the interface: method, path, parameters, body and documented answers. {@link OPERATIONS} holds them all. */
export interface Operation<Id extends string = string> {
  /** Which API it belongs to: REST v1 (the published interface, `/v2/limits` excepted) or REST v2. */
  readonly view: 'v1' | 'v2';
  /** What it does to a target. */
  readonly effect: OperationEffect;
  /** Stable camelCase name in the interface's words (`listTransfers`). */
  readonly id: Id;
  readonly method: HttpMethod;
  /** Path template; `:id` is one path segment. */
  readonly path: string;
  /** The entry point it belongs to: a collection or an action endpoint (`/` belongs to `server`). */
  readonly family: EntryPoint;
  /** v1 envelope `command`, where the operation has one. */
  readonly command?: string;
  /** One line: what it does. */
  readonly summary: string;
  readonly parameters: readonly Parameter[];
  /** Schema `$id` of the request body, where the interface defines one. */
  readonly requestBody?: string;
  /** Every status it is documented to answer. */
  readonly responses: readonly DocumentedResponse[];
  /** The role it needs; absent: being authenticated is enough. */
  readonly access?: Access;
}

