// The runner: every selected scenario check in the registry's order, each with its own context;
// every answer goes through every response check; deviations are de-duplicated per check and
// operation, matched against the baseline, and handed to the observers as they happen. The run
// ends early, with a partial result saying why (`aborted`), when the target is unreachable or
// gone, a budget is spent or the caller interrupts it; the check that was running still gets its
// cleanup, so the records the run created are removed whenever the target lets us.
import { Client, SafetyRefusal, type Exchange, type Permissions } from '../client/client.ts';
import { RunControl } from '../client/run-control.ts';
import { transportFindings } from '../client/transport-findings.ts';
import { curlLine, redactHeaders } from '../client/curl.ts';
import type { Credentials } from '../client/signing.ts';
import { operationLabel } from '../client/operation-of.ts';
import type { Check, ResponseCheck, ScenarioCheck } from '../checks/check.ts';
import type { Target } from '../targets/target.ts';
import { detectProfile, type TargetProfile } from './profile.ts';
import { Withheld } from './withhold.ts';
import { TransportError } from '../targets/target.ts';
import { entryLabel, matchBaseline, type Baseline, type BaselineEntry } from './baseline.ts';
import { createContext } from './context.ts';
import { CoverageRecorder } from './coverage.ts';
import type { Deviation, Finding, RecordedExchange } from './deviation.ts';
import { REPORT_VERSION, type CheckOutcome, type RunResult } from './result.ts';

/**
 * Progress of a run, as it happens (the `onEvent` option of `runConformance`): a check starts, a
 * check ends with its outcome, or a deviation is found.
 */
export type RunEvent =
  | { readonly type: 'check-start'; readonly check: string }
  | { readonly type: 'check-end'; readonly outcome: CheckOutcome }
  | { readonly type: 'deviation'; readonly deviation: Deviation };

export interface RunOptions {
  readonly target: Target;
  readonly checks: readonly Check[];
  readonly seed: number;
  readonly runs: number;
  readonly classPrefix: string;
  readonly permissions: Permissions;
  readonly credentials: Credentials;
  /** The time credentials are signed with (the fake's clock for the embedded target). */
  readonly now: () => number;
  readonly only?: readonly string[];
  readonly skip?: readonly string[];
  readonly baseline?: Baseline;
  readonly onEvent?: (e: RunEvent) => void;
  /** Requests the checks may send; when spent the run stops (cleanup still goes). */
  readonly budget?: number;
  /** Wall time the checks may take; when spent the run stops (cleanup still goes). */
  readonly maxDurationMs?: number;
  /** Aborting it interrupts the run (Ctrl-C); its reason, when a string, names the signal. */
  readonly signal?: AbortSignal;
  /** The command that starts this very target (`tmkit serve ...`), for an embedded run's reproductions. */
  readonly serveCommand?: string;
}

/** Requests that change a target's state: writes, and GET /log (it writes an export, and may purge). */
const changesState = (ex: Exchange): boolean => !['GET', 'OPTIONS', 'HEAD'].includes(ex.request.method) || ex.path === '/log';
/** The most setup requests a deviation lists (the latest ones). */
const MAX_SETUP = 20;

const MAX_BODY_IN_REPORT = 4096;

/** An exchange as a report keeps it: secrets redacted, at most 4 KiB of the answer. */
export function recorded(ex: Exchange): RecordedExchange {
  return {
    method: ex.request.method,
    url: ex.request.url,
    headers: redactHeaders(ex.request.headers),
    body: ex.request.body,
    ...(ex.response
      ? {
          status: ex.response.status,
          responseHeaders: redactHeaders(ex.response.headers),
          responseBody: ex.response.body.length > MAX_BODY_IN_REPORT ? `${ex.response.body.slice(0, MAX_BODY_IN_REPORT)}… (${ex.response.body.length} characters)` : ex.response.body,
        }
      : {}),
    ...(ex.error ? { transportError: `${ex.error.failure}: ${ex.error.message}` } : {}),
  };
}

export async function runSuite(o: RunOptions): Promise<RunResult> {
  const started = performance.now();
  const startedAt = new Date(o.now()).toISOString();
  const control = new RunControl();
  const client = new Client(o.target, o.credentials, o.permissions, o.now, { control, ...(o.budget !== undefined ? { budget: o.budget } : {}) });
  const interrupt = () => control.stop('interrupted', `interrupted${typeof o.signal?.reason === 'string' ? ` by ${o.signal.reason}` : ''}: the report is partial`);
  if (o.signal?.aborted) interrupt();
  o.signal?.addEventListener('abort', interrupt, { once: true });
  const deadline = o.maxDurationMs === undefined ? undefined : setTimeout(() => control.stop('time-budget', `the time budget of ${o.maxDurationMs} ms is spent`), o.maxDurationMs);
  // Never what keeps a process alive, whatever happens to the run.
  deadline?.unref();
  const coverage = new CoverageRecorder();
  const deviations = new Map<string, Deviation>();
  const perCheck = new Map<string, number>();
  const selected = (c: Check) => (!o.only || o.only.includes(c.id)) && !(o.skip ?? []).includes(c.id);
  // Response checks judge every answer whatever --only/--skip select: they are what a run's
  // answers are judged by, so leaving one out would make its deviations vanish, not pass.
  const responseChecks = o.checks.filter((c): c is ResponseCheck => c.kind === 'response');
  const severityOf = new Map(o.checks.map((c) => [c.id, c.severity]));

  const matchedEntries = new Set<BaselineEntry>();
  const report = (checkId: string, finding: Finding, ex?: Exchange) => {
    const operation = ex ? operationLabel(ex.request.method, ex.path) : 'run';
    const base = {
      ...finding,
      check: checkId,
      severity: severityOf.get(checkId) ?? 'major',
      operation,
      seed: finding.seed ?? o.seed,
      occurrences: 1,
      ...(ex ? { exchange: recorded(ex), curl: curlLine(o.target.baseUrl, ex.request) } : {}),
      ...(o.serveCommand ? { serve: o.serveCommand } : {}),
      ...setupOf(ex),
    } as const;
    // Matched before de-duplication, and de-duplicated per entry: a finding the baseline does not
    // expect is never counted as one more occurrence of one it does.
    const entry = matchBaseline(o.baseline, base);
    if (entry) matchedEntries.add(entry);
    const key = `${checkId}\u0000${operation}\u0000${entry ? o.baseline?.entries.indexOf(entry) : ''}`;
    const known = deviations.get(key);
    if (known) {
      deviations.set(key, { ...known, occurrences: known.occurrences + 1 });
      return;
    }
    const deviation: Deviation = entry ? { ...base, baselined: entry.reason } : base;
    deviations.set(key, deviation);
    if (!entry) perCheck.set(checkId, (perCheck.get(checkId) ?? 0) + 1);
    o.onEvent?.({ type: 'deviation', deviation });
  };

  let hostIdPromise: Promise<string> | undefined;
  const hostId = () =>
    (hostIdPromise ??= client.call({ method: 'GET', path: '/server' }).then((ex) => {
      const status = (ex.json as { answer?: { results?: { HostID?: unknown }[] } } | undefined)?.answer?.results?.[0];
      return typeof status?.HostID === 'string' ? status.HostID : 'server1';
    }));

  // After a stop a check's own findings are not to be trusted (its requests were cut short).
  const reportOfCheck = (checkId: string, finding: Finding, ex?: Exchange) => {
    if (!control.stopped()) report(checkId, finding, ex);
  };

  let answers = 0;
  /** Answers to a request of an operation of the interface: what the response checks can judge. */
  let judged = 0;
  client.observe((ex) => coverage.record(ex));
  client.observe((ex) => void (ex.response && answers++));
  client.observe((ex) => void (ex.response && ex.operation && judged++));
  let currentCheck = 'run';
  /** The state-changing exchanges of the check running now, in order (a deviation's setup). */
  let stateChanges: Exchange[] = [];
  function setupOf(ex: Exchange | undefined): { setup?: string[] } {
    const before = stateChanges.filter((c) => c !== ex && c.request !== ex?.request).slice(-MAX_SETUP);
    return before.length === 0 ? {} : { setup: before.map((c) => curlLine(o.target.baseUrl, c.request)) };
  }
  client.observe((ex) => {
    // Once the run has stopped, a missing answer is part of why (`aborted`), not a deviation.
    if (ex.error && control.stopped()) return;
    for (const f of transportFindings(ex, o.target.maxBodyBytes)) report(currentCheck, f, ex);
    if (ex.error) return;
    for (const rc of responseChecks) {
      const { ctx } = createContext(rc.id, { client, seed: o.seed, runs: o.runs, classPrefix: o.classPrefix, embedded: o.target.kind === 'embedded', hostId, report, credentials: o.credentials });
      for (const f of rc.inspect(ex, ctx)) report(rc.id, f, ex);
    }
  });
  // After the response checks: a deviation of this very exchange is not its own setup.
  client.observe((ex) => void (ex.response && changesState(ex) && stateChanges.push(ex)));

  const outcomes: CheckOutcome[] = [];
  // A URL target answers something before any check starts, or the run ends here (exit 2).
  // Its answer also tells a server whose profile the kit ships, when the run was given none.
  let profile: TargetProfile | undefined = o.baseline?.withhold ? { name: o.baseline.name, source: 'given', withhold: o.baseline.withhold } : undefined;
  if (o.target.kind === 'http' && !control.stopped()) {
    const first = await client.probeAnswer(control.signal);
    if (first instanceof TransportError) {
      if (!control.stopped()) control.stop('unreachable', `the target ${o.target.baseUrl} is unreachable: ${first.failure}: ${first.message}`);
    } else profile ??= detectProfile(first);
  }
  client.withhold = profile?.withhold ?? [];

  for (const check of o.checks) {
    if (check.kind !== 'scenario') continue;
    const t0 = performance.now();
    const done = (status: CheckOutcome['status'], reason?: string) => {
      const outcome: CheckOutcome = {
        id: check.id, severity: check.severity, rule: check.rule, kind: 'scenario', status,
        deviations: perCheck.get(check.id) ?? 0, durationMs: Math.round(performance.now() - t0), ...(reason ? { reason } : {}),
      };
      outcomes.push(outcome);
      o.onEvent?.({ type: 'check-end', outcome });
    };
    if (!selected(check)) {
      done('skipped', 'not selected (--only/--skip)');
      continue;
    }
    const before = control.stopped();
    if (before) {
      done('skipped', `not run: ${before.message}`);
      continue;
    }
    if (check.needs?.embedded && o.target.kind !== 'embedded') {
      done('skipped', 'needs the embedded fake (it checks fakes it configures itself)');
      continue;
    }
    if (check.needs?.connections && o.target.sendOnOneConnection === undefined) {
      done('skipped', 'needs a server over HTTP (it checks what one connection does)');
      continue;
    }
    const missing = o.target.kind === 'embedded' ? undefined : (['writes', 'purge', 'shutdown', 'limits'] as const).find((n) => check.needs?.[n] && !o.permissions[n]);
    if (missing) {
      done('skipped', `needs --allow-${missing}`);
      continue;
    }
    o.onEvent?.({ type: 'check-start', check: check.id });
    currentCheck = check.id;
    stateChanges = [];
    const { ctx, cleanup } = createContext(check.id, { client, seed: o.seed, runs: o.runs, classPrefix: o.classPrefix, embedded: o.target.kind === 'embedded', hostId, report: reportOfCheck, credentials: o.credentials });
    let failure: unknown;
    try {
      await check.run(ctx);
    } catch (e) {
      failure = e;
    }
    client.cleaning = true;
    try {
      await cleanup();
    } finally {
      client.cleaning = false;
      currentCheck = 'run';
    }
    const found = (perCheck.get(check.id) ?? 0) > 0;
    // Whatever the check made of it (some catch every error), a stop during it cut it short.
    const stop = control.stopped();
    if (stop) done(found ? 'failed' : 'skipped', `stopped: ${stop.message}`);
    else if (failure === undefined) done(found ? 'failed' : 'passed');
    else if (failure instanceof SafetyRefusal || failure instanceof Withheld) done('skipped', failure.message);
    else done('error', `the check itself failed: ${(failure as Error).stack ?? String(failure)}`);
  }
  clearTimeout(deadline);
  o.signal?.removeEventListener('abort', interrupt);
  // A run that judged nothing proved nothing: it ends as stopped (exit 2), never as a pass.
  if (judged === 0) {
    const ran = outcomes.some((c) => c.status !== 'skipped');
    control.stop(
      'nothing-judged',
      ran
        ? 'no answer to judge: the checks that ran got no answer to a request of the interface'
        : 'no answer to judge: no scenario check ran (--only/--skip, or the permissions, left none), and the response checks judge the answers scenario checks get',
    );
  }
  const stop = control.stopped();
  for (const rc of responseChecks) {
    const count = perCheck.get(rc.id) ?? 0;
    // A run that got no answer at all proved nothing about answers.
    const status = count > 0 ? 'failed' : judged === 0 ? 'skipped' : 'passed';
    outcomes.push({ id: rc.id, severity: rc.severity, rule: rc.rule, kind: 'response', status, deviations: count, durationMs: 0, ...(status === 'skipped' && stop ? { reason: `no answer to inspect: ${stop.message}` } : {}) });
  }
  const order = new Map(o.checks.map((c, i) => [c.id, i]));
  outcomes.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));

  const all = [...deviations.values()];
  return {
    version: REPORT_VERSION,
    tool: 'transfer-monitor-kit',
    target: { kind: o.target.kind, url: o.target.baseUrl },
    seed: o.seed,
    runs: o.runs,
    startedAt,
    durationMs: Math.round(performance.now() - started),
    requests: client.sent,
    ...(o.baseline
      ? { baseline: { name: o.baseline.name, entries: o.baseline.entries.length, matched: matchedEntries.size, unmatched: o.baseline.entries.filter((e) => !matchedEntries.has(e)).map(entryLabel) } }
      : {}),
    checks: outcomes,
    deviations: all,
    coverage: coverage.table(),
    ...(stop ? { aborted: stop.message, abortCause: stop.kind } : {}),
    ...(client.cleanupIncomplete.length > 0 ? { cleanupIncomplete: [...client.cleanupIncomplete] } : {}),
    ...(profile && profile.withhold.length > 0 ? { withheld: { profile: profile.name, source: profile.source, requests: [...client.withheld] } } : {}),
  };
}
