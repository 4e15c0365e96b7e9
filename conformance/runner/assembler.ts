// The assembler: folds a run's events into its result, the object every report renders and
// `report.json` holds. The runner answers what its own assembler folded, and `tmkit check` feeds
// its reports from the events through another: one fold, so the two cannot differ.
import { CoverageRecorder } from './coverage.ts';
import { StoredValueRecorder } from './stored-value-coverage.ts';
import type { Deviation } from './deviation.ts';
import type { RunEnd, RunEvent, RunStart } from './events.ts';
import { REPORT_VERSION, type CheckOutcome, type RunResult } from './result.ts';

/**
 * Folds a run's events (the `onEvent` option of `runConformance`), in order, into the run's result:
 * the same object `runConformance` answers, which the report writers render.
 *
 * @example
 * const report = new ResultAssembler();
 * await runConformance({ onEvent: (e) => { showProgress(e); report.onEvent(e); } });
 * writeFileSync('report.json', renderJson(report.result()));
 */
export class ResultAssembler {
  private start: RunStart | undefined;
  private end: RunEnd | undefined;
  private readonly outcomes: CheckOutcome[] = [];
  private readonly deviations: Deviation[] = [];
  private readonly coverage = new CoverageRecorder();
  private readonly storedValues = new StoredValueRecorder();

  /** Takes the run's events in order (pass it as `onEvent`). */
  readonly onEvent = (e: RunEvent): void => {
    if (e.type === 'run-start') this.start = e;
    else if (e.type === 'run-end') this.end = e;
    else if (e.type === 'check-end') this.outcomes.push(e.outcome);
    else if (e.type === 'answer') {
      this.coverage.record(e.exchange);
      this.storedValues.record(e.exchange);
    }
    else if (e.type === 'deviation') this.deviations[e.index] = e.deviation;
    else if (e.type === 'deviation-repeated') {
      const known = this.deviations[e.index];
      if (known) this.deviations[e.index] = { ...known, occurrences: e.occurrences };
    }
  };

  /** The run's result; only once `run-end` has come. */
  result(): RunResult {
    const { start, end } = this;
    if (!start || !end) throw new Error('the run has not ended: no result to assemble');
    const order = new Map(start.checks.map((id, i) => [id, i]));
    const checks = [...this.outcomes].sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    return {
      version: REPORT_VERSION,
      tool: 'transfer-monitor-kit',
      target: start.target,
      ...(start.tls ? { tls: start.tls } : {}),
      ...(start.release ? { release: start.release } : {}),
      ...(start.rate ? { rate: start.rate } : {}),
      seed: start.seed,
      runs: start.runs,
      startedAt: start.startedAt,
      durationMs: end.durationMs,
      requests: end.requests,
      ...(end.baseline ? { baseline: end.baseline } : {}),
      checks,
      deviations: [...this.deviations],
      coverage: this.coverage.table(),
      storedValues: this.storedValues.table(),
      ...(end.stop ? { aborted: end.stop.message, abortCause: end.stop.kind } : {}),
      ...(end.cleanupIncomplete.length > 0 ? { cleanupIncomplete: [...end.cleanupIncomplete] } : {}),
      ...(end.withheld ? { withheld: end.withheld } : {}),
    };
  }
}
