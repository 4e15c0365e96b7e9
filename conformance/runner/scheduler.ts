// The scheduler: every scenario check in the registry's order, run with its own context and
// cleanup, or skipped with the reason (not selected, the run stopped, a target it cannot check, a
// permission the run lacks). The check that was running when the run stopped still gets its
// cleanup, so the records it created are removed whenever the target lets us. A check run only
// for its traffic (selection.ts) is listed as not selected, and what it finds is dropped.
import { SafetyRefusal, type Client } from '../client/client.ts';
import { ALLOW_OPTION } from '../client/safety-gate.ts';
import type { RunControl, RunStopped } from '../client/run-control.ts';
import { NotJudged, type ScenarioCheck } from '../checks/check.ts';
import type { DeviationCollector } from './collector.ts';
import type { CheckContext, ContextDeps } from './context.ts';
import type { EmitEvent } from './events.ts';
import type { ResponseObserver } from './observer.ts';
import type { RunOptions } from './options.ts';
import type { CheckOutcome } from './result.ts';
import { NOT_SELECTED, RUN_FOR_ANSWERS, type Selection } from './selection.ts';
import type { SetupTrail } from './setup-trail.ts';
import { Withheld } from './withhold.ts';

type Scheduled = Pick<RunOptions, 'checks' | 'target' | 'permissions'>;

/** Why `check` is not run, or undefined when it is. */
function skipReason(check: ScenarioCheck, o: Scheduled, selection: Selection, control: RunControl): string | undefined {
  if (!selection.judges(check.id) && !selection.drivesTraffic(check.id)) return NOT_SELECTED;
  const before = control.stopped();
  if (before) return `not run: ${before.message}`;
  if (check.needs?.embedded && o.target.kind !== 'embedded') return 'needs the embedded fake (it checks fakes it configures itself)';
  if (check.needs?.connections && o.target.sendOnOneConnection === undefined) return 'needs a server over HTTP (it checks what one connection does)';
  if (check.needs?.tls && o.target.tls === undefined) return 'needs an https:// target (it checks the server\'s TLS)';
  const missing = o.target.kind === 'embedded' ? undefined : (['writes', 'purge', 'shutdown', 'limits', 'configImport'] as const).find((n) => check.needs?.[n] && !o.permissions[n]);
  return missing ? `needs ${ALLOW_OPTION[missing]}` : undefined;
}

export interface SchedulerDeps {
  readonly o: Scheduled;
  readonly selection: Selection;
  readonly control: RunControl;
  readonly client: Client;
  readonly observer: ResponseObserver;
  readonly collector: DeviationCollector;
  readonly trail: SetupTrail;
  readonly emit: EmitEvent;
  readonly contextOf: (checkId: string, report: ContextDeps['report']) => { ctx: CheckContext; cleanup: () => Promise<void> };
}

type Status = readonly [status: CheckOutcome['status'], reason?: string];

/** Runs or skips every scenario check in order; answers their outcomes, each also a `check-end` event. */
export async function runScenarios(d: SchedulerDeps): Promise<CheckOutcome[]> {
  const outcomes: CheckOutcome[] = [];
  for (const check of d.o.checks) {
    if (check.kind !== 'scenario') continue;
    const t0 = performance.now();
    const judged = d.selection.judges(check.id);
    const skipped = skipReason(check, d.o, d.selection, d.control);
    const ran = skipped === undefined ? await runScenario(check, judged, d) : (['skipped', skipped] as const);
    // Not judged, whatever became of it: its requests were the selected response checks' to judge.
    const [status, reason] = judged ? ran : (['skipped', skipped === undefined ? RUN_FOR_ANSWERS : NOT_SELECTED] as const);
    const outcome: CheckOutcome = {
      id: check.id, severity: check.severity, rule: check.rule, kind: 'scenario', status,
      deviations: d.collector.countOf(check.id), durationMs: Math.round(performance.now() - t0), ...(reason ? { reason } : {}),
    };
    outcomes.push(outcome);
    d.emit({ type: 'check-end', outcome });
  }
  return outcomes;
}

async function runScenario(check: ScenarioCheck, judged: boolean, d: SchedulerDeps): Promise<Status> {
  d.emit({ type: 'check-start', check: check.id });
  d.observer.current = check.id;
  d.trail.restart();
  // After a stop a check's own findings are not to be trusted (its requests were cut short).
  const { ctx, cleanup } = d.contextOf(check.id, (id, finding, ex) => {
    if (judged && !d.control.stopped()) d.collector.report(id, finding, ex);
  });
  let failure: unknown;
  try {
    await check.run(ctx);
  } catch (e) {
    failure = e;
  }
  d.client.cleaning = true;
  try {
    await cleanup();
  } finally {
    d.client.cleaning = false;
    d.observer.current = 'run';
  }
  return statusOf(d.collector.countOf(check.id) > 0, failure, d.control.stopped());
}

function statusOf(found: boolean, failure: unknown, stop: RunStopped | undefined): Status {
  // Whatever the check made of it (some catch every error), a stop during it cut it short.
  if (stop) return [found ? 'failed' : 'skipped', `stopped: ${stop.message}`];
  if (failure === undefined) return [found ? 'failed' : 'passed'];
  if (failure instanceof SafetyRefusal || failure instanceof Withheld || failure instanceof NotJudged) return ['skipped', failure.message];
  return ['error', `the check itself failed: ${(failure as Error).stack ?? String(failure)}`];
}
