// What a scenario check works with: a client bound to the target, its own seeded randomness,
// a way to report findings, and cleanups that run at the end of the check, also after a failure.
import { createRandom, DEFAULT_RELEASE, operationOf, type Random, type Release } from '../../contract/index.ts';
import { SafetyRefusal, type CallRequest, type Client, type Exchange } from '../client/client.ts';
import type { Finding } from './deviation.ts';
import type { Credentials } from '../client/signing.ts';
import type { TargetTls, VariantSettings, VariantTarget } from '../targets/target.ts';
import type { TlsFacts } from '../tls/tls-facts.ts';

export interface CheckContext {
  readonly checkId: string;
  readonly seed: number;
  /** fast-check runs per property. */
  readonly runs: number;
  readonly random: Random;
  readonly classPrefix: string;
  /** The target is the embedded fake (everything is allowed, the state can be rebuilt). */
  readonly embedded: boolean;
  /** Prefix of every id and host name the run creates, so it never touches records it did not create. */
  readonly runPrefix: string;
  call(req: CallRequest): Promise<Exchange>;
  /** Reads sent one after another on one new connection (Client.callOnOneConnection); undefined without connections. */
  callOnOneConnection: Client['callOnOneConnection'];
  /**
   * Whether the run may send `req` (DESIGN §6): the client's permissions, and against a target
   * `--allow-limits` for a request that changes the server's own limits (serverLimitsChange).
   */
  allows(req: CallRequest): boolean;
  report(finding: Finding, exchange?: Exchange): void;
  /** Runs after the check, in reverse order of registration, whatever happened. */
  onCleanup(fn: () => Promise<unknown>): void;
  /**
   * Says what the run created and could not remove (the request that should have, and why): the
   * report names it with the cleanup requests that got no answer (RunResult `cleanupIncomplete`).
   */
  leftBehind(what: string): void;
  /** The server's own host id (GET /server `HostID`), asked once per run. */
  hostId(): Promise<string>;
  /**
   * The release the run judged the target as (read before the first check): where a check's
   * safety depends on what a release does (contract/release-facts.ts), it asks this one.
   */
  readonly release: Release;
  /** The run's credentials (mode 'none' when the run has none): authentication checks sign variants with them. */
  readonly credentials: Credentials;
  /**
   * A server like the target with one setting changed (Target.variant), for the access checks
   * (checks/access/side-fake.ts); undefined when the target cannot make one (a URL).
   */
  readonly variant: ((settings: VariantSettings) => VariantTarget) | undefined;
  /** An https:// target's TLS: the facts read at the start of the run and a legacy-protocol offer; undefined otherwise. */
  readonly tls: (Pick<TargetTls, 'offerLegacyProtocols'> & { readonly facts: TlsFacts }) | undefined;
}

export interface ContextDeps {
  readonly client: Client;
  readonly seed: number;
  readonly runs: number;
  readonly classPrefix: string;
  readonly embedded: boolean;
  readonly hostId: () => Promise<string>;
  readonly report: (checkId: string, finding: Finding, exchange?: Exchange) => void;
  readonly credentials: Credentials;
  /** The TLS facts the run read before its first check (an https:// target). */
  readonly tls?: TlsFacts;
  /** The release the target said it runs (default: the kit's default release). */
  readonly release?: Release;
}

const within = (path: string, base: string): boolean => path === base || path.startsWith(`${base}/`);
const isWrite = (req: CallRequest): boolean => ['POST', 'PUT', 'DELETE'].includes(req.method.toUpperCase());

/**
 * Whether `req` may change the server's own limits, which no run creates (DESIGN §6): the
 * operations whose `effect` is `limits` in the table (PUT /bandwidth sets its live limits,
 * reference §6; POST/PUT/DELETE /v2/limits create, replace or delete its limits row, §11), and a
 * write below those paths that is no operation. Whatever the body: a server that wrongly obeys a
 * request meant to be refused changes them all the same.
 */
export function serverLimitsChange(req: CallRequest): boolean {
  const op = operationOf(req.method.toUpperCase(), req.path);
  if (op) return op.effect === 'limits';
  if (req.method.toUpperCase() === 'PUT' && within(req.path, '/bandwidth')) return true;
  return isWrite(req) && within(req.path, '/v2/limits');
}

/**
 * A write to the same row through the v1 records: `/configurations/<own host id>`, or a POST
 * (an upsert) naming it. Only a check putting changed limits back sends one; `call` refuses it
 * too, so no check can reach the row around the rule.
 */
function ownConfigurationWrite(req: CallRequest, hostId: string): boolean {
  if (req.method.toUpperCase() === 'POST' && req.path === '/configurations') {
    const body = req.body as Record<string, unknown> | null | undefined;
    return typeof body === 'object' && body !== null && !('raw' in body) && body['HOSTID'] === hostId;
  }
  return [`/configurations/${hostId}`, `/configurations/${encodeURIComponent(hostId)}`].includes(req.path);
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** The server's own host id (GET /server `HostID`, `server1` when it names none), asked once, when first needed. */
export function hostIdOnce(client: Client): () => Promise<string> {
  let asked: Promise<string> | undefined;
  return () =>
    (asked ??= client.call({ method: 'GET', path: '/server' }).then((ex) => {
      const status = (ex.json as { answer?: { results?: { HostID?: unknown }[] } } | undefined)?.answer?.results?.[0];
      return typeof status?.HostID === 'string' ? status.HostID : 'server1';
    }));
}

export function createContext(checkId: string, deps: ContextDeps): { ctx: CheckContext; cleanup: () => Promise<void> } {
  const target = deps.client.target;
  const cleanups: (() => Promise<unknown>)[] = [];
  // The embedded fake (the run's, or a variant a check asked for: `req.target`) is rebuilt for every run.
  const limitsAllowed = (req: CallRequest) => deps.client.permissions.limits === true || (req.target ?? deps.client.target).kind === 'embedded';
  const refusal = (req: CallRequest) => new SafetyRefusal('limits', `${req.method} ${req.path} (it changes the server's own limits)`);
  const allows = (req: CallRequest) => deps.client.allows(req) && (!serverLimitsChange(req) || limitsAllowed(req));
  const call = async (req: CallRequest): Promise<Exchange> => {
    // What the client refuses itself keeps its own reason (--allow-writes first).
    if (deps.client.allows(req) && !limitsAllowed(req)) {
      if (serverLimitsChange(req)) throw refusal(req);
      // The host id is asked only for a write to /configurations (once per run, then remembered).
      if (isWrite(req) && within(req.path, '/configurations') && ownConfigurationWrite(req, await deps.hostId())) throw refusal(req);
    }
    return deps.client.call(req);
  };
  const ctx: CheckContext = {
    checkId,
    seed: deps.seed,
    runs: deps.runs,
    random: createRandom(deps.seed ^ hash(checkId)),
    classPrefix: deps.classPrefix,
    embedded: deps.embedded,
    runPrefix: `tmkit${deps.seed}`,
    call,
    callOnOneConnection: (reqs) => deps.client.callOnOneConnection(reqs),
    allows,
    report: (finding, exchange) => deps.report(checkId, finding, exchange),
    onCleanup: (fn) => void cleanups.push(fn),
    leftBehind: (what) => void deps.client.cleanupIncomplete.push(what),
    hostId: deps.hostId,
    release: deps.release ?? DEFAULT_RELEASE,
    credentials: deps.credentials,
    variant: target.variant ? (settings) => target.variant!(settings) : undefined,
    tls: target.tls && deps.tls ? { facts: deps.tls, offerLegacyProtocols: () => target.tls!.offerLegacyProtocols() } : undefined,
  };
  const cleanup = async () => {
    for (const fn of cleanups.reverse()) {
      try {
        await fn();
      } catch {
        // A cleanup that fails must not hide the others; the leftover shows in the next list.
      }
    }
  };
  return { ctx, cleanup };
}
