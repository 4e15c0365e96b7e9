// The deviation collector: makes a deviation of each finding (the check's severity, the operation,
// the exchange, its curl line and setup), matches it against the baseline, de-duplicates it per
// check and operation (and baseline entry) and says so in the run's events.
import type { Exchange } from '../client/client.ts';
import { curlLine } from '../client/curl.ts';
import { operationLabel } from '../client/operation-of.ts';
import type { Check } from '../checks/check.ts';
import { entryLabel, matchBaseline, type Baseline, type BaselineEntry } from './baseline.ts';
import type { Deviation, Finding } from './deviation.ts';
import type { EmitEvent } from './events.ts';
import { recorded } from './recorded.ts';
import type { RunResult } from './result.ts';
import type { SetupTrail } from './setup-trail.ts';

export interface CollectorOptions {
  readonly checks: readonly Check[];
  readonly seed: number;
  readonly baseUrl: string;
  readonly baseline: Baseline | undefined;
  /** The `tmkit serve` command of an embedded run's fake (a deviation's `serve`). */
  readonly serveCommand: string | undefined;
  readonly trail: SetupTrail;
  readonly emit: EmitEvent;
}

export class DeviationCollector {
  /** Key (check, operation, baseline entry) → index of its deviation among the run's. */
  private readonly keys = new Map<string, number>();
  /** The occurrences of each deviation, by index. */
  private readonly occurrences: number[] = [];
  /** Deviations beyond the baseline, per check. */
  private readonly counts = new Map<string, number>();
  private readonly matched = new Set<BaselineEntry>();
  private readonly severityOf: Map<string, Check['severity']>;

  constructor(private readonly o: CollectorOptions) {
    this.severityOf = new Map(o.checks.map((c) => [c.id, c.severity]));
  }

  /** One finding of check `checkId`, shown by `ex` when there is one. */
  readonly report = (checkId: string, finding: Finding, ex?: Exchange): void => {
    const base = this.deviationOf(checkId, finding, ex);
    // Matched before de-duplication, and de-duplicated per entry: a finding the baseline does not
    // expect is never counted as one more occurrence of one it does.
    const entry = matchBaseline(this.o.baseline, base);
    if (entry) this.matched.add(entry);
    const key = `${checkId}\u0000${base.operation}\u0000${entry ? this.o.baseline?.entries.indexOf(entry) : ''}`;
    const known = this.keys.get(key);
    if (known !== undefined) {
      const occurrences = (this.occurrences[known] ?? 1) + 1;
      this.occurrences[known] = occurrences;
      this.o.emit({ type: 'deviation-repeated', index: known, occurrences });
      return;
    }
    const deviation: Deviation = entry ? { ...base, baselined: entry.reason } : base;
    const index = this.occurrences.push(1) - 1;
    this.keys.set(key, index);
    if (!entry) this.counts.set(checkId, this.countOf(checkId) + 1);
    this.o.emit({ type: 'deviation', deviation, index });
  };

  /** How many deviations of `checkId` go beyond the baseline. */
  countOf(checkId: string): number {
    return this.counts.get(checkId) ?? 0;
  }

  /** The baseline's line of the result: its entries, how many matched, and those that matched none. */
  baselineSummary(): RunResult['baseline'] {
    const b = this.o.baseline;
    if (!b) return undefined;
    return { name: b.name, entries: b.entries.length, matched: this.matched.size, unmatched: b.entries.filter((e) => !this.matched.has(e)).map(entryLabel) };
  }

  private deviationOf(checkId: string, finding: Finding, ex: Exchange | undefined): Deviation {
    return {
      ...finding,
      check: checkId,
      severity: this.severityOf.get(checkId) ?? 'major',
      operation: ex ? operationLabel(ex.request.method, ex.path) : 'run',
      seed: finding.seed ?? this.o.seed,
      occurrences: 1,
      ...(ex ? { exchange: recorded(ex), curl: curlLine(this.o.baseUrl, ex.request) } : {}),
      ...(this.o.serveCommand ? { serve: this.o.serveCommand } : {}),
      ...this.o.trail.setupOf(ex),
    };
  }
}
