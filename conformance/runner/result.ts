// The result of a run: what every report writer reads. `report.json` is this object; its
// shape is versioned (REPORT_VERSION) and documented in the README.
import type { Deviation, Severity } from './deviation.ts';
import type { OperationCoverage } from './coverage.ts';
import type { StopCause } from '../client/run-control.ts';

export const REPORT_VERSION = 1;

export interface CheckOutcome {
  readonly id: string;
  readonly severity: Severity;
  readonly rule: string;
  readonly kind: 'response' | 'scenario';
  /** passed: no deviation; failed: at least one deviation beyond the baseline; skipped: not allowed or not selected; error: the check itself broke. */
  readonly status: 'passed' | 'failed' | 'skipped' | 'error';
  readonly deviations: number;
  readonly reason?: string;
  readonly durationMs: number;
}

export interface RunResult {
  readonly version: typeof REPORT_VERSION;
  readonly tool: 'transfer-monitor-kit';
  readonly target: { readonly kind: 'embedded' | 'http'; readonly url: string };
  readonly seed: number;
  readonly runs: number;
  readonly startedAt: string;
  readonly durationMs: number;
  readonly requests: number;
  readonly baseline?: { readonly name: string; readonly entries: number; readonly matched: number };
  readonly checks: readonly CheckOutcome[];
  /** Every deviation, baselined ones included (they carry `baselined`). */
  readonly deviations: readonly Deviation[];
  readonly coverage: readonly OperationCoverage[];
  /** Why the run stopped early (target unreachable or gone, a budget spent, interrupted): the report is partial. */
  readonly aborted?: string;
  /** The cause of `aborted`, for programs. */
  readonly abortCause?: StopCause;
  /** Cleanup requests (`METHOD url`) that got no answer or were not sent: what they would have removed or restored may remain on the target. */
  readonly cleanupIncomplete?: readonly string[];
}

/** Deviations that count: not expected by the baseline. */
export const counted = (r: RunResult): Deviation[] => r.deviations.filter((d) => d.baselined === undefined);
