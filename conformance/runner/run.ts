// The runner, a pipeline: --only/--skip say what is judged and which scenario checks make the
// traffic (selection.ts); the scheduler runs those in the registry's order (scheduler.ts); the
// response observer puts every answer through every response check judged (observer.ts); the deviation collector de-duplicates what they find and matches it against the
// baseline (collector.ts); every step is an event (events.ts), which the assembler folds into the
// result (assembler.ts) as any other consumer can. The run ends early, with a partial result
// saying why (`aborted`), when the target is unreachable or gone, a budget is spent or the caller
// interrupts it; the check that was running still gets its cleanup.
import { Client } from '../client/client.ts';
import { RunControl } from '../client/run-control.ts';
import { ResultAssembler } from './assembler.ts';
import { DeviationCollector } from './collector.ts';
import { createContext, hostIdOnce, type ContextDeps } from './context.ts';
import type { EmitEvent } from './events.ts';
import { ResponseObserver } from './observer.ts';
import type { RunOptions } from './options.ts';
import { profileOfRun } from './profile.ts';
import type { RunResult } from './result.ts';
import { runScenarios } from './scheduler.ts';
import { selectionOf } from './selection.ts';
import { SetupTrail } from './setup-trail.ts';
import { tlsFactsOf } from '../tls/facts-of-target.ts';
import { armStops, stopIfNothingJudged } from './stops.ts';

export type { RunEvent } from './events.ts';
export type { RunOptions } from './options.ts';

export async function runSuite(o: RunOptions): Promise<RunResult> {
  const started = performance.now();
  const startedAt = new Date(o.now()).toISOString();
  const assembler = new ResultAssembler();
  const emit: EmitEvent = (e) => {
    assembler.onEvent(e);
    o.onEvent?.(e);
  };
  const target = { kind: o.target.kind, url: o.target.baseUrl };
  // An https:// target's handshake first: its facts go into every report, and a TLS failure is
  // the user's to fix, thrown as one line before anything else (DESIGN §6b).
  const tls = await tlsFactsOf(o.target, o.now());
  const control = new RunControl();
  const client = new Client(o.target, o.credentials, o.permissions, o.now, { control, ...(o.budget !== undefined ? { budget: o.budget } : {}) });
  const disarm = armStops(o, control);
  const trail = new SetupTrail(o.target.baseUrl);
  // The first requests (OPTIONS /, then the release) before the run says it starts: the answer
  // picks the profile and lifts the tmkit fake's default rate cap (targets/rate.ts), and the
  // release picks the baseline (`--baseline r66`); run-start tells them.
  const { profile, release, baseline } = await profileOfRun(client, control, o.target, o.baseline);
  client.withhold = profile?.withhold ?? [];
  const collector = new DeviationCollector({ checks: o.checks, seed: o.seed, baseUrl: o.target.baseUrl, baseline, serveCommand: o.serveCommand, trail, emit });
  const hostId = hostIdOnce(client);
  const contextOf = (checkId: string, report: ContextDeps['report']) =>
    createContext(checkId, { client, seed: o.seed, runs: o.runs, classPrefix: o.classPrefix, embedded: o.target.kind === 'embedded', hostId, report, credentials: o.credentials, ...(tls ? { tls } : {}), ...(release ? { release: release.release } : {}) });
  const selection = selectionOf(o.checks, o.only, o.skip);
  const observer = new ResponseObserver({ client, control, checks: o.checks, selection, maxBodyBytes: o.target.maxBodyBytes, collector, trail, emit, contextOf: (id) => contextOf(id, collector.report).ctx });
  const rate = o.target.rate?.setting();
  emit({ type: 'run-start', target, ...(tls ? { tls } : {}), ...(rate ? { rate } : {}), ...(release ? { release } : {}), seed: o.seed, runs: o.runs, startedAt, checks: o.checks.map((c) => c.id) });

  const scenarios = await runScenarios({ o, selection, control, client, observer, collector, trail, emit, contextOf });
  disarm();
  stopIfNothingJudged(control, observer.judged, scenarios, new Set(o.checks.filter((c) => c.kind === 'scenario' && c.needs?.tls).map((c) => c.id)));
  const stop = control.stopped();
  for (const outcome of observer.outcomes(stop)) emit({ type: 'check-end', outcome });
  emit({
    type: 'run-end',
    durationMs: Math.round(performance.now() - started),
    requests: client.sent,
    baseline: collector.baselineSummary(),
    ...(stop ? { stop: { message: stop.message, kind: stop.kind } } : {}),
    cleanupIncomplete: [...client.cleanupIncomplete],
    ...(profile && profile.withhold.length > 0 ? { withheld: { profile: profile.name, source: profile.source, requests: [...client.withheld] } } : {}),
  });
  return assembler.result();
}
