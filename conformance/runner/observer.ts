// The response observer: every answer the run gets, whichever check asked for it, goes through
// what the transport saw wrong and through every response check the run judges (selection.ts:
// all of them unless --only names some). What the transport saw wrong is the finding of the
// scenario check that asked, dropped when that check runs only for its traffic.
import type { Client, Exchange } from '../client/client.ts';
import type { RunControl, RunStopped } from '../client/run-control.ts';
import { transportFindings } from '../client/transport-findings.ts';
import type { Check, ResponseCheck } from '../checks/check.ts';
import type { DeviationCollector } from './collector.ts';
import type { CheckContext } from './context.ts';
import type { EmitEvent } from './events.ts';
import type { CheckOutcome } from './result.ts';
import { NOT_SELECTED, type Selection } from './selection.ts';
import type { SetupTrail } from './setup-trail.ts';

export interface ObserverOptions {
  readonly client: Client;
  readonly control: RunControl;
  readonly checks: readonly Check[];
  readonly selection: Selection;
  /** The target's body limit, named by the finding of an answer cut at it. */
  readonly maxBodyBytes: number | undefined;
  readonly collector: DeviationCollector;
  readonly trail: SetupTrail;
  readonly emit: EmitEvent;
  /** A response check's context, made for every answer (the same randomness each time). */
  readonly contextOf: (checkId: string) => CheckContext;
}

export class ResponseObserver {
  /** The scenario check running now ('run' between checks): what the transport saw wrong is its finding. */
  current = 'run';
  /**
   * Answers to a request of an operation of the interface that something judged: a response check
   * the run judges that has a rule for the answer, or the scenario check that asked, when judged.
   */
  judged = 0;
  /** Every response check, listed in the outcomes; only those the run judges inspect answers. */
  private readonly responseChecks: readonly ResponseCheck[];
  private readonly judging: readonly ResponseCheck[];
  /** Answers each response check had a rule for: one with none proved nothing, it did not pass. */
  private readonly judgedBy = new Map<string, number>();

  constructor(private readonly o: ObserverOptions) {
    this.responseChecks = o.checks.filter((c): c is ResponseCheck => c.kind === 'response');
    this.judging = this.responseChecks.filter((c) => o.selection.judges(c.id));
    o.client.observe((ex) => this.observe(ex));
  }

  private observe(ex: Exchange): void {
    const { control, collector, selection } = this.o;
    if (ex.response) this.o.emit({ type: 'answer', exchange: ex });
    const asker = this.current !== 'run' && selection.judges(this.current);
    let judged = asker;
    // Once the run has stopped, a missing answer is part of why (`aborted`), not a deviation.
    if (!(ex.error && control.stopped())) {
      if (selection.judges(this.current)) for (const f of transportFindings(ex, this.o.maxBodyBytes)) collector.report(this.current, f, ex);
      if (!ex.error) judged = this.inspect(ex) || judged;
    }
    if (ex.response && ex.operation && judged) this.judged++;
  }

  /** Puts `ex` through the response checks judged; answers whether one had a rule for it. */
  private inspect(ex: Exchange): boolean {
    let judged = false;
    for (const rc of this.judging) {
      const findings = rc.inspect(ex, this.o.contextOf(rc.id));
      if (findings === undefined) continue;
      judged = true;
      this.judgedBy.set(rc.id, (this.judgedBy.get(rc.id) ?? 0) + 1);
      for (const f of findings) this.o.collector.report(rc.id, f, ex);
    }
    // After the response checks: a deviation of this very exchange is not its own setup.
    this.o.trail.record(ex);
    return judged;
  }

  /** The response checks' outcomes, once the run is over (`stop`: why it stopped, if it did). */
  outcomes(stop: RunStopped | undefined): CheckOutcome[] {
    return this.responseChecks.map((rc) => {
      const judges = this.o.selection.judges(rc.id);
      const count = this.o.collector.countOf(rc.id);
      // A check that had a rule for no answer proved nothing about answers.
      const status = !judges ? 'skipped' : count > 0 ? 'failed' : (this.judgedBy.get(rc.id) ?? 0) === 0 ? 'skipped' : 'passed';
      const reason = !judges ? NOT_SELECTED : status !== 'skipped' ? undefined : stop ? `no answer to inspect: ${stop.message}` : 'no answer it has a rule for came back';
      return { id: rc.id, severity: rc.severity, rule: rc.rule, kind: 'response', status, deviations: count, durationMs: 0, ...(reason ? { reason } : {}) };
    });
  }
}
