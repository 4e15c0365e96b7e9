// `runConformance`: the suite in one call, for programs and for `tmkit check` alike. It picks the
// target (a URL, a fake of the caller's, or an embedded fake of its own), applies the safety
// defaults of DESIGN §6 (against a URL nothing but reads unless allowed) and closes what it opened.
import { DEFAULT_CONFIG, type FakeServer, type FakeServerOptions } from '../fake-server/index.ts';
import { CHECKS } from './checks/registry.ts';
import type { Credentials } from './client/signing.ts';
import { loadBaseline, type Baseline } from './runner/baseline.ts';
import { runSuite, type RunEvent } from './runner/run.ts';
import type { RunResult } from './runner/result.ts';
import { embeddedTarget, type EmbeddedTarget } from './targets/embedded-target.ts';
import { httpTarget } from './targets/http-target.ts';
import type { Target } from './targets/target.ts';

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
}

/** Options of {@link runConformance}; every one has the default `tmkit check` has. */
export interface ConformanceOptions {
  /**
   * What to check: a base URL (`http://127.0.0.1:8066`), a fake made with `createFakeServer`
   * (checked in process, left open), or nothing: a new embedded fake built from `fake`.
   */
  readonly target?: string | FakeServer;
  /** The embedded fake's options when `target` is omitted (its seed defaults to `seed`). */
  readonly fake?: FakeServerOptions;
  /** Drives the embedded fake's data and every generated case (default 1). */
  readonly seed?: number;
  /** fast-check runs per property (default 25). */
  readonly runs?: number;
  /** Check ids to run (default: all of `CHECKS`). */
  readonly only?: readonly string[];
  /** Check ids to leave out. */
  readonly skip?: readonly string[];
  /** Known deviations not counted: a shipped baseline's name (`r66-3.6.2`), a file, or a loaded one. */
  readonly baseline?: string | Baseline;
  /** Against a URL: what the run may change (default: nothing, reads only). */
  readonly allow?: ConformanceAllowances;
  /** `@class` prefix of the packets (default the fake's, `org.vendor.openproto.`). */
  readonly classPrefix?: string;
  /** How requests are signed (default: not at all). */
  readonly credentials?: Credentials;
  /** Against a URL: the whole-exchange timeout per request, in ms (default 10,000). */
  readonly timeoutMs?: number;
  /** Against a URL: requests per second, 0 for no limit (default 20). */
  readonly maxRps?: number;
  /** Against a URL: the most of one answer that is read (default 10 MiB). */
  readonly maxBodyBytes?: number;
  /** Total requests; the run stops when they are spent (default 20,000 against a URL, none for a fake). */
  readonly budget?: number;
  /** Wall time for the checks, in ms; the run stops when it is spent. */
  readonly maxTimeMs?: number;
  /** Aborting it interrupts the run: cleanup runs, the result is partial. */
  readonly signal?: AbortSignal;
  /** Called as checks start and end and deviations are found (progress displays, live logs). */
  readonly onEvent?: (event: RunEvent) => void;
}

/**
 * The `tmkit serve` command that starts the fake a run checks in process, on the port the curl
 * lines of its deviations name (8066): what an embedded run's deviations are reproduced against.
 */
export function serveCommandOf(fake: FakeServer, now: number): string {
  const c = fake.config;
  const parts = ['npx tmkit serve', '--port 8066', `--seed ${c.seed}`, `--dataset ${c.dataset}`, `--id-mode ${c.idMode}`, `--clock frozen:${new Date(now).toISOString()}`, `--class-prefix ${c.classPrefix}`, `--host-id ${c.hostId}`];
  if (c.auth !== 'none') parts.push(`--auth ${c.auth}`);
  if (c.faults.length > 0) parts.push(`--fault ${c.faults.join(',')}`);
  return parts.join(' ');
}

interface ChosenTarget {
  readonly target: Target;
  readonly now: () => number;
}

function chooseTarget(o: ConformanceOptions, seed: number, classPrefix: string | undefined): ChosenTarget {
  if (typeof o.target === 'string') {
    return {
      target: httpTarget(o.target, {
        timeoutMs: o.timeoutMs ?? 10_000,
        maxRps: o.maxRps ?? 20,
        ...(o.maxBodyBytes !== undefined ? { maxBodyBytes: o.maxBodyBytes } : {}),
      }),
      // Signatures carry a timestamp the server compares with its own clock: real time.
      now: () => Date.now(),
    };
  }
  // Given options, embeddedTarget makes the fake and owns it: its close() removes the fake's
  // temporary export folder. A caller's fake is left as it is.
  const target = embeddedTarget(o.target ?? { seed, ...(classPrefix ? { classPrefix } : {}), ...o.fake });
  return { target, now: () => target.fake.clock.now() };
}

/**
 * Runs the conformance suite and answers its result (the shape `report.json` has; render it with
 * the `reports` writers). Against a URL the run only reads unless `allow` says otherwise, and
 * removes the records it created at the end, also when it stops early.
 *
 * @example
 * const result = await runConformance({ target: 'http://127.0.0.1:8066', allow: { writes: true } });
 * if (result.deviations.length > 0) process.exitCode = 1;
 */
export async function runConformance(options: ConformanceOptions = {}): Promise<RunResult> {
  const seed = options.seed ?? 1;
  const classPrefix = options.classPrefix ?? options.fake?.classPrefix;
  const chosen = chooseTarget(options, seed, classPrefix);
  const embedded = chosen.target.kind === 'embedded';
  const allow = embedded ? { writes: true, purge: true, shutdown: true, limits: true } : options.allow ?? {};
  const baseline = typeof options.baseline === 'string' ? loadBaseline(options.baseline) : options.baseline;
  try {
    return await runSuite({
      target: chosen.target,
      checks: CHECKS,
      seed,
      runs: options.runs ?? 25,
      classPrefix: classPrefix ?? DEFAULT_CONFIG.classPrefix,
      permissions: { writes: allow.writes === true, purge: allow.purge === true, shutdown: allow.shutdown === true, limits: allow.limits === true },
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
      ...(embedded && 'fake' in chosen.target ? { serveCommand: serveCommandOf((chosen.target as EmbeddedTarget).fake, chosen.now()) } : {}),
    });
  } finally {
    await chosen.target.close();
  }
}
