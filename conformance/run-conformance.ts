// The suite in one call against a target: a URL, or a target its caller composed (the embedded
// fake, composition/run-conformance.ts, which `runConformance` and `tmkit check` go through). It
// applies the safety defaults of DESIGN §6 (against a URL nothing but reads unless allowed) and
// closes the target when done. It builds no fake: the judge stays independent of the judged.
import { DEFAULT_CLASS_PREFIX } from '../contract/index.ts';
import { CHECKS } from './checks/registry.ts';
import type { Credentials } from './client/signing.ts';
import { loadBaseline, RELEASE_BASELINE, type Baseline } from './runner/baseline.ts';
import { runSuite, type RunEvent } from './runner/run.ts';
import type { RunResult } from './runner/result.ts';
import { httpTarget } from './targets/http-target.ts';
import { DEFAULT_MAX_RPS } from './targets/rate.ts';
import type { Target } from './targets/target.ts';
import type { TlsClientOptions } from './tls/tls-options.ts';

/** What a run against a real target may change (DESIGN §6); the embedded fake allows everything. */
export interface ConformanceAllowances {
  /** Create, update and delete records the run creates itself (removed at the end); GET /log exports. */
  readonly writes?: boolean;
  /** `/log` purge, only of transfers the run created. */
  readonly purge?: boolean;
  /** `PUT /server` with refused packets only (wrong keys). */
  readonly shutdown?: boolean;
  /** Change the server's bandwidth limits and `/v2/limits` row, and put them back (needs `writes`). */
  readonly limits?: boolean;
  /** `PUT /v2/server/config`: import the server's configuration files, and restore what changed (needs `writes`). */
  readonly configImport?: boolean;
}

/** Options of a run, whatever composed its target; every one has the default `tmkit check` has. */
export interface SuiteRunOptions {
  /** Drives the embedded fake's data and every generated case (default 1). */
  readonly seed?: number;
  /** fast-check runs per property (default 25). */
  readonly runs?: number;
  /** Check ids to run (default: all of `CHECKS`). */
  readonly only?: readonly string[];
  /** Check ids to leave out. */
  readonly skip?: readonly string[];
  /** Known deviations not counted: a shipped baseline's name (`r66-3.6.2`), `r66` (the one of the release the target says it runs), a file, or a loaded one. */
  readonly baseline?: string | Baseline;
  /** Against a URL: what the run may change (default: nothing, reads only). */
  readonly allow?: ConformanceAllowances;
  /** `@class` prefix of the packets (default the fake's, `org.vendor.openproto.`). */
  readonly classPrefix?: string;
  /** How requests are signed (default: not at all). */
  readonly credentials?: Credentials;
  /** Against a URL: the whole-exchange timeout per request, in ms (default 10,000). */
  readonly timeoutMs?: number;
  /** Against a URL: requests per second, 0 for no limit (default 20; none for a target that answers as the tmkit fake, `X-Stand-In: tmkit`). A number given here always holds. */
  readonly maxRps?: number;
  /** Against a URL: the most of one answer that is read (default 10 MiB). */
  readonly maxBodyBytes?: number;
  /** Against an https:// URL: what to trust, the name to check, a client certificate (PEM texts or a PKCS#12 buffer). */
  readonly tls?: TlsClientOptions;
  /** Total requests; the run stops when they are spent (default 20,000 against a URL, none for a fake). */
  readonly budget?: number;
  /** Wall time for the checks, in ms; the run stops when it is spent. */
  readonly maxTimeMs?: number;
  /** Aborting it interrupts the run: cleanup runs, the result is partial. */
  readonly signal?: AbortSignal;
  /** Called as checks start and end and deviations are found (progress displays, live logs). */
  readonly onEvent?: (event: RunEvent) => void;
}

/** A target its caller composed (the embedded fake): its clock, and the command that serves it for reproducing deviations. */
export interface ComposedTarget {
  readonly target: Target;
  readonly now: () => number;
  /** The `tmkit serve` line of the fake under check, computed as the run starts. */
  readonly serveCommand?: () => string;
}

function targetOf(target: string | ComposedTarget, o: SuiteRunOptions): ComposedTarget {
  if (typeof target !== 'string') return target;
  return {
    target: httpTarget(target, {
      timeoutMs: o.timeoutMs ?? 10_000,
      // The default protects a real server; the tmkit fake's first answer lifts it (targets/rate.ts).
      ...(o.maxRps === undefined ? { maxRps: DEFAULT_MAX_RPS, maxRpsSource: 'default' as const } : { maxRps: o.maxRps }),
      ...(o.maxBodyBytes !== undefined ? { maxBodyBytes: o.maxBodyBytes } : {}),
      ...(o.tls ? { tls: o.tls } : {}),
    }),
    // Signatures carry a timestamp the server compares with its own clock: real time.
    now: () => Date.now(),
  };
}

/**
 * Runs the conformance suite against `target` (a base URL, or a composed target it closes at the
 * end) and answers its result (the shape `report.json` has). Against a URL the run only reads
 * unless `allow` says otherwise, and removes the records it created at the end, also when it stops
 * early.
 */
export async function runConformanceOn(target: string | ComposedTarget, options: SuiteRunOptions = {}): Promise<RunResult> {
  const seed = options.seed ?? 1;
  const chosen = targetOf(target, options);
  const embedded = chosen.target.kind === 'embedded';
  const allow = embedded ? { writes: true, purge: true, shutdown: true, limits: true, configImport: true } : options.allow ?? {};
  const baseline = typeof options.baseline === 'string' && options.baseline !== RELEASE_BASELINE ? loadBaseline(options.baseline) : options.baseline;
  try {
    return await runSuite({
      target: chosen.target,
      checks: CHECKS,
      seed,
      runs: options.runs ?? 25,
      classPrefix: options.classPrefix ?? DEFAULT_CLASS_PREFIX,
      permissions: { writes: allow.writes === true, purge: allow.purge === true, shutdown: allow.shutdown === true, limits: allow.limits === true, configImport: allow.configImport === true },
      credentials: options.credentials ?? { mode: 'none' },
      now: chosen.now,
      ...(options.only ? { only: options.only } : {}),
      ...(options.skip ? { skip: options.skip } : {}),
      ...(baseline ? { baseline } : {}),
      // The default budget is against a URL; the embedded fake costs nobody anything, but a budget given for it holds.
      ...(options.budget !== undefined || !embedded ? { budget: options.budget ?? 20_000 } : {}),
      ...(options.maxTimeMs !== undefined ? { maxDurationMs: options.maxTimeMs } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.onEvent ? { onEvent: options.onEvent } : {}),
      ...(embedded && chosen.serveCommand ? { serveCommand: chosen.serveCommand() } : {}),
    });
  } finally {
    await chosen.target.close();
  }
}
