// What a scenario check works with: a client bound to the target, its own seeded randomness,
// a way to report findings, and cleanups that run at the end of the check, also after a failure.
import { createRandom, type Random } from '../../fake-server/random.ts';
import type { CallRequest, Client, Exchange } from '../client/client.ts';
import type { Finding } from './deviation.ts';
import type { Credentials } from '../client/signing.ts';
import type { FakeConfig } from '../../fake-server/index.ts';
import type { Target } from '../targets/target.ts';

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
  allows(req: CallRequest): boolean;
  report(finding: Finding, exchange?: Exchange): void;
  /** Runs after the check, in reverse order of registration, whatever happened. */
  onCleanup(fn: () => Promise<unknown>): void;
  /** The server's own host id (GET /server `HostID`), asked once per run. */
  hostId(): Promise<string>;
  /** The run's credentials (mode 'none' when the run has none): authentication checks sign variants with them. */
  readonly credentials: Credentials;
  /**
   * The configuration of the embedded fake under check; undefined for any other target. Checks
   * that build fakes configured otherwise (checks/access/side-fake.ts) start from it, so its seed,
   * host id, class prefix and planted faults carry over.
   */
  readonly embeddedConfig: FakeConfig | undefined;
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
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** The configuration of an embedded target (one that holds its fake); undefined for a URL. */
const embeddedConfigOf = (target: Target): FakeConfig | undefined =>
  target.kind === 'embedded' && 'fake' in target ? (target as Target & { readonly fake: { readonly config: FakeConfig } }).fake.config : undefined;

export function createContext(checkId: string, deps: ContextDeps): { ctx: CheckContext; cleanup: () => Promise<void> } {
  const cleanups: (() => Promise<unknown>)[] = [];
  const ctx: CheckContext = {
    checkId,
    seed: deps.seed,
    runs: deps.runs,
    random: createRandom(deps.seed ^ hash(checkId)),
    classPrefix: deps.classPrefix,
    embedded: deps.embedded,
    runPrefix: `tmkit${deps.seed}`,
    call: (req) => deps.client.call(req),
    allows: (req) => deps.client.allows(req),
    report: (finding, exchange) => deps.report(checkId, finding, exchange),
    onCleanup: (fn) => void cleanups.push(fn),
    hostId: deps.hostId,
    credentials: deps.credentials,
    embeddedConfig: embeddedConfigOf(deps.client.target),
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
