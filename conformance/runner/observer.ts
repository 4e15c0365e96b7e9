// The response observer: every answer the run gets, whichever check asked for it, goes through
// what the transport saw wrong and through every response check. Response checks judge every
// answer whatever --only/--skip select: they are what a run's answers are judged by, so leaving
// one out would make its deviations vanish, not pass.
import type { Client, Exchange } from '../client/client.ts';
import type { RunControl, RunStopped } from '../client/run-control.ts';
import { transportFindings } from '../client/transport-findings.ts';
import type { Check, ResponseCheck } from '../checks/check.ts';
import type { DeviationCollector } from './collector.ts';
import type { CheckContext } from './context.ts';
import type { EmitEvent } from './events.ts';
import type { CheckOutcome } from './result.ts';
import type { SetupTrail } from './setup-trail.ts';

export interface ObserverOptions {
  readonly client: Client;
  readonly control: RunControl;
  readonly checks: readonly Check[];
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
  /** Answers to a request of an operation of the interface: what the response checks can judge. */
  judged = 0;
  private readonly responseChecks: readonly ResponseCheck[];

  constructor(private readonly o: ObserverOptions) {
    this.responseChecks = o.checks.filter((c): c is ResponseCheck => c.kind === 'response');
    o.client.observe((ex) => this.observe(ex));
  }

  private observe(ex: Exchange): void {
    const { control, collector } = this.o;
    if (ex.response) {
      this.o.emit({ type: 'answer', exchange: ex });
      if (ex.operation) this.judged++;
    }
    // Once the run has stopped, a missing answer is part of why (`aborted`), not a deviation.
    if (ex.error && control.stopped()) return;
    for (const f of transportFindings(ex, this.o.maxBodyBytes)) collector.report(this.current, f, ex);
    if (ex.error) return;
    for (const rc of this.responseChecks) {
      const ctx = this.o.contextOf(rc.id);
      for (const f of rc.inspect(ex, ctx)) collector.report(rc.id, f, ex);
    }
    // After the response checks: a deviation of this very exchange is not its own setup.
    this.o.trail.record(ex);
  }

  /** The response checks' outcomes, once the run is over (`stop`: why it stopped, if it did). */
  outcomes(stop: RunStopped | undefined): CheckOutcome[] {
    return this.responseChecks.map((rc) => {
      const count = this.o.collector.countOf(rc.id);
      // A run that got no answer at all proved nothing about answers.
      const status = count > 0 ? 'failed' : this.judged === 0 ? 'skipped' : 'passed';
      return { id: rc.id, severity: rc.severity, rule: rc.rule, kind: 'response', status, deviations: count, durationMs: 0, ...(status === 'skipped' && stop ? { reason: `no answer to inspect: ${stop.message}` } : {}) };
    });
  }
}
