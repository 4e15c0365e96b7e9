// When a run stops early besides the target's own doing (client/run-control.ts): the caller
// interrupts it, the time budget is spent, or it ended having judged no answer at all.
import type { RunControl } from '../client/run-control.ts';
import type { RunOptions } from './options.ts';
import type { CheckOutcome } from './result.ts';
import { RUN_FOR_ANSWERS } from './selection.ts';

/** Stops the run on the caller's signal and at the end of its time budget; answers what undoes both. */
export function armStops(o: Pick<RunOptions, 'signal' | 'maxDurationMs'>, control: RunControl): () => void {
  const interrupt = () => control.stop('interrupted', `interrupted${typeof o.signal?.reason === 'string' ? ` by ${o.signal.reason}` : ''}: the report is partial`);
  if (o.signal?.aborted) interrupt();
  o.signal?.addEventListener('abort', interrupt, { once: true });
  const deadline = o.maxDurationMs === undefined ? undefined : setTimeout(() => control.stop('time-budget', `the time budget of ${o.maxDurationMs} ms is spent`), o.maxDurationMs);
  // Never what keeps a process alive, whatever happens to the run.
  deadline?.unref();
  return () => {
    clearTimeout(deadline);
    o.signal?.removeEventListener('abort', interrupt);
  };
}

/**
 * A run that judged nothing proved nothing: it ends as stopped (exit 2), never as a pass. What a
 * check judges other than answers counts too: the TLS checks judge the handshake (`handshakeChecks`).
 */
export function stopIfNothingJudged(control: RunControl, judged: number, scenarios: readonly CheckOutcome[], handshakeChecks: ReadonlySet<string> = new Set()): void {
  if (judged > 0) return;
  if (scenarios.some((c) => handshakeChecks.has(c.id) && (c.status === 'passed' || c.status === 'failed'))) return;
  const ran = scenarios.some((c) => c.status !== 'skipped' || c.reason === RUN_FOR_ANSWERS);
  control.stop(
    'nothing-judged',
    ran
      ? 'no answer to judge: the checks that ran got no answer to a request of the interface that a selected check judges'
      : 'no answer to judge: no scenario check ran (--only/--skip, or the permissions, left none), and the response checks judge the answers scenario checks get',
  );
}
