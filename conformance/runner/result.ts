// The result of a run: what every report writer reads. `report.json` is this object; its
// shape is versioned (REPORT_VERSION) and documented in the README.
import type { Deviation, Severity } from './deviation.ts';
import type { OperationCoverage } from './coverage.ts';
import type { StoredValueCoverage } from './stored-value-coverage.ts';
import type { StopCause } from '../client/run-control.ts';
import type { TlsFacts } from '../tls/tls-facts.ts';
import type { RateSetting } from '../targets/rate.ts';
import type { TargetRelease } from '../release/target-release.ts';
import type { Upgrade } from '../diff/upgrade.ts';

/** Version of the {@link RunResult} shape, i.e. of `report.json` (its `version` field); raised when the shape changes incompatibly. */
export const REPORT_VERSION = 1;

/** How one check fared in a run: one row of the reports' checks table. */
export interface CheckOutcome {
  /** The check's id. */
  readonly id: string;
  readonly severity: Severity;
  /** One sentence: what the interface requires. */
  readonly rule: string;
  /** `response`: applied to every answer; `scenario`: sends its own requests. */
  readonly kind: 'response' | 'scenario';
  /** passed: no deviation; failed: at least one deviation beyond the baseline; skipped: not allowed or not selected; error: the check itself broke. */
  readonly status: 'passed' | 'failed' | 'skipped' | 'error';
  /** How many of its deviations count (beyond the baseline). */
  readonly deviations: number;
  /** Why it was skipped, or how it broke. */
  readonly reason?: string;
  readonly durationMs: number;
}

/**
 * The result of a conformance run, as `runConformance` answers it: what every report renders, and
 * exactly what `report.json` holds (its shape is versioned by {@link REPORT_VERSION} and documented
 * in `docs/report-format.md`).
 */
export interface RunResult {
  readonly version: typeof REPORT_VERSION;
  readonly tool: 'transfer-monitor-kit';
  /** What was checked: the embedded fake, or a server over HTTP, and its URL. */
  readonly target: { readonly kind: 'embedded' | 'http'; readonly url: string };
  /** An https:// target's TLS: the handshake, the server's certificate, verified or not (--insecure), a client certificate sent or not. */
  readonly tls?: TlsFacts;
  /**
   * The target's release, read from it (`GET /v2/hostconfig` `versionBin`): the version it said,
   * the known release the run judged it as (whose baseline `--baseline r66` used), how it was read,
   * and a note when the two differ or nothing was read.
   */
  readonly release?: TargetRelease;
  /** tmkit diff: server B's release, read the same way (A's is `release`). */
  readonly againstRelease?: TargetRelease;
  /** tmkit diff between two releases: its differences grouped by operation and kind, with what a client sees on each release. */
  readonly upgrade?: Upgrade;
  /**
   * A URL target: the request rate the run kept to (`maxRps`, 0: no cap) and where it came from:
   * `given` (--max-rps), `default` (20 against a real server, DESIGN §6), or `stand-in` (no cap: the
   * target answered `OPTIONS /` as the tmkit fake, `X-Stand-In: tmkit`).
   */
  readonly rate?: RateSetting;
  /** The run's seed: the embedded fake's data and every generated case. */
  readonly seed: number;
  /** fast-check runs per property. */
  readonly runs: number;
  /** When the run started, ISO 8601. */
  readonly startedAt: string;
  readonly durationMs: number;
  /** Requests sent to the target. */
  readonly requests: number;
  /**
   * The baseline used, its number of entries, how many of them matched a deviation of this run,
   * and the entries that matched none (check, operation and what they match).
   */
  readonly baseline?: { readonly name: string; readonly entries: number; readonly matched: number; readonly unmatched: readonly string[] };
  /**
   * The target profile whose requests the run never sent (they hang or spin that server version):
   * its name, `given` (from --baseline) or why it was detected, and the requests checks asked for
   * and skipped because of it.
   */
  readonly withheld?: { readonly profile: string; readonly source: string; readonly requests: readonly string[] };
  /** Every check, in the registry's order, with its outcome. */
  readonly checks: readonly CheckOutcome[];
  /** Every deviation, baselined ones included (they carry `baselined`). */
  readonly deviations: readonly Deviation[];
  /** One row per operation of the interface: calls, statuses and parameters exercised. */
  readonly coverage: readonly OperationCoverage[];
  /** The stored values documented rules read (contract/stored-values.ts): which the target's data held, so the rules were checked on them, and which it lacked (issue 36). */
  readonly storedValues?: readonly StoredValueCoverage[];
  /** Why the run stopped early (target unreachable or gone, a budget spent, interrupted): the report is partial. */
  readonly aborted?: string;
  /** The cause of `aborted`, for programs. */
  readonly abortCause?: StopCause;
  /** Cleanup requests (`METHOD url`) that got no answer or were not sent: what they would have removed or restored may remain on the target. */
  readonly cleanupIncomplete?: readonly string[];
}

/** Deviations that count: not expected by the baseline. */
export const counted = (r: RunResult): Deviation[] => r.deviations.filter((d) => d.baselined === undefined);
