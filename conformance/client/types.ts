// What a check hands the client and gets back (client.ts): a request as the checks build it, the
// exchange the observers see, the run's permissions. Its own file, below the client, so that the
// safety gate (safety-gate.ts) and the target profile's withhold rules (runner/withhold.ts), which
// the client calls, read these types without importing the client back.
import type { JsonValue, Operation, Serialisable } from '../../contract/index.ts';
import type { Target, TransportError, WireRequest, WireResponse } from '../targets/target.ts';

export type QueryValue = string | number | boolean | bigint | readonly string[];

export interface CallRequest {
  readonly method: string;
  readonly path: string;
  readonly query?: Readonly<Record<string, QueryValue>>;
  /**
   * Path and query exactly as a script holds them (a client's recorded request): sent byte for
   * byte, neither encoded nor joined with `query`; `path` then only names the operation.
   */
  readonly rawUrl?: string;
  /** A JSON value (bigints written exactly), or `{ raw }` for bytes sent as they are. */
  readonly body?: Serialisable | { readonly raw: string };
  readonly headers?: Readonly<Record<string, string>>;
  /** Content-Type of a body; default application/json; null sends none. */
  readonly contentType?: string | null;
  /** Default headers not to send (`Accept-Language` on a v2 request). */
  readonly omitHeaders?: readonly string[];
  /** false: sent as built, without the run's credentials (authentication checks set their own headers). */
  readonly sign?: boolean;
  /**
   * Sent to this target instead of the run's: a variant of the embedded fake a check asked for
   * (Target.variant), configured otherwise (authentication on, entry points off). Its exchanges reach the same observers, so
   * the response checks and the coverage see them.
   */
  readonly target?: Target;
}

export interface Exchange {
  readonly request: WireRequest;
  readonly response?: WireResponse;
  readonly error?: TransportError;
  /** The answer parsed losslessly, when it is JSON. */
  readonly json?: JsonValue;
  /** Why a body that should be JSON could not be read. */
  readonly jsonError?: string;
  readonly operation?: Operation;
  /** Path without the query. */
  readonly path: string;
}

export interface Permissions {
  readonly writes: boolean;
  readonly purge: boolean;
  readonly shutdown: boolean;
  /**
   * Against a target, also change the server's own limits (PUT /bandwidth, POST/PUT/DELETE
   * /v2/limits), put back at the end: runner/context.ts asks for it on top of `writes`.
   * Left out: not allowed.
   */
  readonly limits?: boolean;
  /**
   * Against a target, import configuration files of the server (PUT /v2/server/config, the table's
   * `imports`): `--allow-config-import`, on top of `writes`. Left out: not allowed.
   */
  readonly configImport?: boolean;
}

export type ExchangeObserver = (exchange: Exchange) => void;
