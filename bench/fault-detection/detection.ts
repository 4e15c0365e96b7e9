// Runs the whole conformance suite against the embedded fake with one planted fault (or none) and
// says which checks reported it: the proof that the suite catches deviations (issue item 8), and
// the data of the README's detection table (detection-table.ts, bench/detection.ts). Here in bench/
// rather than test/ so that bench/detection.ts can use it without importing the tests; the
// detection tests (test/conformance/faults/) import it from here.
import { mkdirSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { CHECKS, counted, FAKE_ADMIN_CREDENTIALS, type RunEvent, type RunResult } from '../../conformance/index.ts';
import { runConformance } from '../../composition/index.ts';
import { FAULTS, type Fault, type FaultName } from '../../fake-server/index.ts';

/** fast-check runs per property in a detection run: enough to reach each rule, small enough for ~36 runs in a test. */
export const DETECTION_RUNS = 5;
/** Seeds of the clean runs that must report nothing (no false positive). */
export const CLEAN_SEEDS = [1, 2, 3] as const;

export interface SuiteRunOptions {
  readonly seed: number;
  readonly faults?: readonly FaultName[];
  /** `hmac`: the fake authenticates and checks signatures; the suite signs as the `admin` account. */
  readonly auth?: 'none' | 'hmac';
  /** Under which folder GET /log writes its exports, in a new folder of the run's own (default: a fresh temporary folder of the fake's own). */
  readonly archiveDir?: string;
  readonly runs?: number;
  /** Known deviations not counted (a shipped baseline's name): a fault must still be caught beyond it. */
  readonly baseline?: string;
  /** Only these checks (with the response checks judging their answers); every check when absent. */
  readonly only?: readonly string[];
  /** Aborting it ends the run (cleanup runs, the result is partial). */
  readonly signal?: AbortSignal;
  readonly onEvent?: (event: RunEvent) => void;
}

/** The full suite (every registered check) against a fresh embedded fake, everything permitted. */
export function runSuiteAgainstFake(o: SuiteRunOptions): Promise<RunResult> {
  const auth = o.auth ?? 'none';
  return runConformance({
    seed: o.seed,
    runs: o.runs ?? DETECTION_RUNS,
    fake: { faults: o.faults ?? [], auth, ...(o.archiveDir === undefined ? {} : { archiveDir: ownFolder(o.archiveDir, o.faults?.join('+') || 'clean') }) },
    ...(auth === 'hmac' ? { credentials: FAKE_ADMIN_CREDENTIALS } : {}),
    ...(o.baseline === undefined ? {} : { baseline: o.baseline }),
    ...(o.only === undefined ? {} : { only: o.only }),
    ...(o.signal === undefined ? {} : { signal: o.signal }),
    ...(o.onEvent === undefined ? {} : { onEvent: o.onEvent }),
  });
}

export interface CheckHits {
  readonly check: string;
  /** Distinct deviations (check × operation) it reported. */
  readonly deviations: number;
  /** Operations it reported them on. */
  readonly operations: readonly string[];
}

export interface FaultDetection {
  readonly fault: Pick<Fault, 'name' | 'family' | 'description' | 'expectedCheck'>;
  /** Checks that reported at least one deviation, in registry order. */
  readonly caughtBy: readonly CheckHits[];
  /** Checks that broke (status 'error') during the run: not a detection, but worth reading. */
  readonly errors: readonly string[];
  readonly requests: number;
  readonly durationMs: number;
}

export const isCaught = (d: FaultDetection) => d.caughtBy.length > 0;
export const caughtAsExpected = (d: FaultDetection) => d.caughtBy.some((h) => d.fault.expectedCheck.includes(h.check));

const keyOf = (d: { readonly check: string; readonly operation: string }) => `${d.check}\u0000${d.operation}`;

/**
 * Which checks a run's deviations come from, in registry order, leaving out every deviation (check
 * and operation) that `clean` (the same run against the clean fake) also reported: a check that is
 * wrong about the clean fake does not get credit for a fault. The clean runs are asserted empty
 * separately, so nothing is hidden.
 */
export function hitsOf(result: RunResult, clean?: RunResult): CheckHits[] {
  const order = new Map(CHECKS.map((c, i) => [c.id, i]));
  const noise = new Set(clean ? counted(clean).map(keyOf) : []);
  const byCheck = new Map<string, string[]>();
  for (const d of counted(result)) if (!noise.has(keyOf(d))) byCheck.set(d.check, [...(byCheck.get(d.check) ?? []), d.operation]);
  return [...byCheck.entries()]
    .sort(([a], [b]) => (order.get(a) ?? Number.MAX_SAFE_INTEGER) - (order.get(b) ?? Number.MAX_SAFE_INTEGER) || (a < b ? -1 : 1))
    .map(([check, operations]) => ({ check, deviations: operations.length, operations }));
}

export interface DetectOptions {
  readonly seed?: number;
  readonly archiveDir?: string;
  readonly runs?: number;
  /** Run with this baseline: only deviations beyond it count as catching the fault. */
  readonly baseline?: string;
  /** Run only these checks (and the response checks on their answers): a fault must be caught by them. */
  readonly only?: readonly string[];
  /**
   * End the run at the first deviation that counts (beyond the baseline, and not one the clean run
   * reports too): what a test asks, "is it caught?", is answered then, and the rest of the run
   * could not take it back (a reported deviation stays in the result). `caughtBy` then holds that
   * first catch. The detection table runs to the end, to show every check that catches a fault.
   */
  readonly untilCaught?: boolean;
}

const cleanRuns = new Map<string, Promise<RunResult>>();

/** The clean fake's run in the setting a fault is detected in (same seed, auth and runs), computed once per process. */
export function cleanRun(o: { seed: number; auth: 'none' | 'hmac'; archiveDir?: string; runs?: number; baseline?: string; only?: readonly string[] }): Promise<RunResult> {
  const key = `${o.seed}/${o.auth}/${o.runs ?? DETECTION_RUNS}/${o.baseline ?? ''}/${o.only?.join(',') ?? ''}`;
  let run = cleanRuns.get(key);
  if (!run) cleanRuns.set(key, (run = runSuiteAgainstFake(o)));
  return run;
}

/**
 * A new folder of its own under `root` for one run's /log exports: a frozen clock gives every export
 * of every run the same instant, and the fake takes the next free suffix for a name already there
 * (fake-server/handlers/log/export-file.ts), trying each one in turn up to a limit: runs sharing a
 * folder would try ever more, and hundreds of them would run out of suffixes.
 */
function ownFolder(root: string, name: string): string {
  mkdirSync(root, { recursive: true });
  return mkdtempSync(join(root, `${name}-`));
}

/**
 * Ends a run at its first deviation beyond the baseline that the clean run did not report. The
 * run is the whole suite's, in the registry's order, up to that deviation: the suite reports the
 * fault whatever it would have found after. Aborted from the collector's event, before any later
 * request is sent, and the scheduler keeps what was reported before the stop.
 */
function stopAtFirstCatch(clean: RunResult): Pick<SuiteRunOptions, 'signal' | 'onEvent'> {
  const noise = new Set(counted(clean).map(keyOf));
  const stop = new AbortController();
  return {
    signal: stop.signal,
    onEvent: (e) => {
      if (e.type === 'deviation' && e.deviation.baselined === undefined && !noise.has(keyOf(e.deviation)) && !stop.signal.aborted) stop.abort('its first catch');
    },
  };
}

/** The suite against the fake with this one fault planted (and auth on where the fault needs it). */
export async function detectFault(fault: Fault, o: DetectOptions = {}): Promise<FaultDetection> {
  const setting = {
    seed: o.seed ?? 1,
    auth: fault.needs?.auth ?? ('none' as const),
    ...(o.archiveDir === undefined ? {} : { archiveDir: o.archiveDir }),
    ...(o.runs === undefined ? {} : { runs: o.runs }),
    ...(o.baseline === undefined ? {} : { baseline: o.baseline }),
    ...(o.only === undefined ? {} : { only: o.only }),
  };
  const clean = await cleanRun(setting);
  const result = await runSuiteAgainstFake({ ...setting, faults: [fault.name], ...(o.untilCaught ? stopAtFirstCatch(clean) : {}) });
  return {
    fault: { name: fault.name, family: fault.family, description: fault.description, expectedCheck: fault.expectedCheck },
    caughtBy: hitsOf(result, clean),
    errors: result.checks.filter((c) => c.status === 'error').map((c) => c.id),
    requests: result.requests,
    durationMs: result.durationMs,
  };
}

/** Every fault of `faults`, one after the other (each on a fresh fake). */
export async function detectFaults(faults: readonly Fault[] = FAULTS, o: DetectOptions = {}): Promise<FaultDetection[]> {
  const out: FaultDetection[] = [];
  for (const fault of faults) out.push(await detectFault(fault, o));
  return out;
}

/** The configurations a clean fake must pass without a single deviation: auth off with each clean seed, and auth hmac (the auth faults' setting). */
export const CLEAN_CONFIGURATIONS: readonly { readonly seed: number; readonly auth: 'none' | 'hmac' }[] = [
  ...CLEAN_SEEDS.map((seed) => ({ seed, auth: 'none' as const })),
  { seed: 1, auth: 'hmac' },
];
