// `tmkit check`: the conformance suite against the embedded fake (default) or a URL (DESIGN §4).
// Exit 0: no deviation beyond the baseline; 1: deviations; 2: usage error, target unreachable or
// gone, a budget spent; 130: interrupted (Ctrl-C or SIGTERM; DESIGN is silent, so the shell's
// convention). Every run that starts writes its reports, a stopped one a partial report.
import { parseArgs } from 'node:util';
import { CHECKS, DEFAULT_MAX_BODY_BYTES, embeddedTarget, httpTarget, loadBaseline, runSuite, writeBaseline, type Baseline, type Target } from '../conformance/index.ts';
import { consoleSummary, REPORT_FORMATS, verdictOf, writeReports, type ReportFormat } from '../reports/index.ts';
import { DEFAULT_CONFIG, parseClockSpec } from '../fake-server/index.ts';
import { UsageError } from './usage-error.ts';
import { faultList } from './serve.ts';

export const CHECK_USAGE = `  check [--target URL] [--seed 1] [--runs 25] [--only IDS] [--skip IDS]
        [--report-dir reports/out] [--format ${REPORT_FORMATS.join(',')}] [--baseline NAME|FILE]
        [--update-baseline FILE] [--allow-writes] [--allow-purge] [--allow-shutdown]
        [--allow-limits] [--max-rps N] [--timeout MS] [--budget N] [--max-time S]
        [--max-body-bytes N] [--class-prefix P]
        [--auth none|basic|hmac] [--user U] [--password P] [--signature-key K]
        [--fault NAME[,NAME...]]
                           check a server (default: the embedded fake) against the interface`;

const list = (s: string | undefined) => (s === undefined || s === '' ? undefined : s.split(',').map((x) => x.trim()).filter(Boolean));

function int(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text)) throw new UsageError(`--${name} must be a whole number, got '${text}'`);
  return Number(text);
}

/**
 * Ctrl-C (or SIGTERM) interrupts the run through `controller`: the checks stop, the records the
 * run created are removed, a partial report is written. A second one quits at once, for a person
 * who would rather leave records behind than wait for an unresponsive target. Answers the undo.
 */
function interruptOnSignals(controller: AbortController): () => void {
  const handler = (signal: NodeJS.Signals) => {
    if (controller.signal.aborted) {
      console.error(`tmkit check: ${signal} again: quitting now; records the run created may remain on the target`);
      process.exit(130);
    }
    console.error(`tmkit check: ${signal}: stopping; removing the records the run created, then writing a partial report (${signal} again quits at once)`);
    controller.abort(signal);
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
  return () => {
    process.off('SIGINT', handler);
    process.off('SIGTERM', handler);
  };
}

export async function runCheck(argv: readonly string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      options: {
        target: { type: 'string' }, seed: { type: 'string' }, runs: { type: 'string' }, only: { type: 'string' }, skip: { type: 'string' },
        'report-dir': { type: 'string' }, format: { type: 'string' }, baseline: { type: 'string' }, 'update-baseline': { type: 'string' },
        'allow-writes': { type: 'boolean' }, 'allow-purge': { type: 'boolean' }, 'allow-shutdown': { type: 'boolean' }, 'allow-limits': { type: 'boolean' },
        'max-rps': { type: 'string' }, timeout: { type: 'string' }, budget: { type: 'string' }, 'class-prefix': { type: 'string' },
        'max-time': { type: 'string' }, 'max-body-bytes': { type: 'string' },
        auth: { type: 'string' }, user: { type: 'string' }, password: { type: 'string' }, 'signature-key': { type: 'string' },
        fault: { type: 'string' },
      },
    }));
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  const known = new Set(CHECKS.map((c) => c.id));
  for (const id of [...(list(values.only) ?? []), ...(list(values.skip) ?? [])]) if (!known.has(id)) throw new UsageError(`unknown check '${id}'; known: ${[...known].join(', ')}`);
  const formats = (list(values.format) ?? [...REPORT_FORMATS]) as ReportFormat[];
  for (const f of formats) if (!(REPORT_FORMATS as readonly string[]).includes(f)) throw new UsageError(`--format: unknown format '${f}'; known: ${REPORT_FORMATS.join(', ')}`);
  const auth = (values.auth ?? 'none') as 'none' | 'basic' | 'hmac';
  if (!['none', 'basic', 'hmac'].includes(auth)) throw new UsageError(`--auth must be none, basic or hmac, got '${values.auth}'`);
  // The limits are changed and put back through writes; alone the option would allow nothing.
  if (values['allow-limits'] && !values['allow-writes']) throw new UsageError('--allow-limits changes the server\'s limits through writes: give --allow-writes too');
  if (auth !== 'none' && values.user === undefined) throw new UsageError(`--auth ${auth} needs --user (and --password)`);
  let baseline: Baseline | undefined;
  if (values.baseline) {
    try {
      baseline = loadBaseline(values.baseline);
    } catch (e) {
      throw new UsageError((e as Error).message);
    }
  }
  const seed = int('seed', values.seed, 1);
  const runs = int('runs', values.runs, 25);
  const budget = int('budget', values.budget, 20_000);
  const maxTimeS = int('max-time', values['max-time'], 0);
  const classPrefix = values['class-prefix'] ?? DEFAULT_CONFIG.classPrefix;

  // --fault plants faults in the embedded fake (a proof that the suite sees them); a URL target is not ours to change.
  const faults = faultList(values.fault);
  if (values.target && faults.length > 0) throw new UsageError('--fault plants faults in the embedded fake; it cannot be used with --target');

  let target: Target;
  let now: () => number;
  if (values.target) {
    let url: URL;
    try {
      url = new URL(values.target);
    } catch {
      throw new UsageError(`--target must be a URL such as http://127.0.0.1:8066, got '${values.target}'`);
    }
    const timeoutMs = int('timeout', values.timeout, 10_000);
    const maxBodyBytes = int('max-body-bytes', values['max-body-bytes'], DEFAULT_MAX_BODY_BYTES);
    if (timeoutMs === 0 || maxBodyBytes === 0) throw new UsageError(`--${timeoutMs === 0 ? 'timeout' : 'max-body-bytes'} must be at least 1`);
    target = httpTarget(url.href, { timeoutMs, maxRps: int('max-rps', values['max-rps'], 20), maxBodyBytes });
    now = () => Date.now();
  } else {
    const embedded = embeddedTarget({ seed, clock: parseClockSpec('frozen'), classPrefix, ...(faults.length > 0 ? { faults } : {}) });
    target = embedded;
    now = () => embedded.fake.clock.now();
  }

  const embedded = target.kind === 'embedded';
  const interruption = new AbortController();
  // Until the reports are written: a Ctrl-C after the checks must not lose them.
  const restoreSignals = interruptOnSignals(interruption);
  try {
    // An unreachable target ends the run before any check (runSuite probes it first): a report, exit 2.
    const result = await runSuite({
      target,
      checks: CHECKS,
      seed,
      runs,
      classPrefix,
      permissions: {
        writes: embedded || values['allow-writes'] === true,
        purge: embedded || values['allow-purge'] === true,
        shutdown: embedded || values['allow-shutdown'] === true,
        // The server's own bandwidth limits and /v2/limits row: not a record the run creates (DESIGN §6).
        limits: embedded || values['allow-limits'] === true,
      },
      credentials: { mode: auth, ...(values.user ? { user: values.user } : {}), ...(values.password ? { password: values.password } : {}), ...(values['signature-key'] ? { signatureKey: values['signature-key'] } : {}) },
      now,
      ...(list(values.only) ? { only: list(values.only) as string[] } : {}),
      ...(list(values.skip) ? { skip: list(values.skip) as string[] } : {}),
      ...(baseline ? { baseline } : {}),
      // The request budget is against a target; the embedded fake costs nobody anything.
      ...(embedded ? {} : { budget }),
      ...(maxTimeS > 0 ? { maxDurationMs: maxTimeS * 1000 } : {}),
      signal: interruption.signal,
    }).finally(() => target.close());

    if (formats.includes('console')) process.stdout.write(consoleSummary(result, { color: process.stdout.isTTY === true }));
    const written = writeReports(result, values['report-dir'] ?? 'reports/out', formats);
    for (const path of written) console.log(`report: ${path}`);
    // A partial run would make a baseline that misses what it never reached.
    if (values['update-baseline'] && result.aborted) console.error(`tmkit check: baseline not written: the run stopped early`);
    else if (values['update-baseline']) {
      writeBaseline(values['update-baseline'], values['update-baseline'], result.deviations);
      console.log(`baseline written: ${values['update-baseline']}`);
    }
    if (result.aborted) console.error(`tmkit check: the run stopped early: ${result.aborted}`);
    const left = result.cleanupIncomplete ?? [];
    if (left.length > 0) console.error(`tmkit check: ${left.length} cleanup request(s) got no answer or were not sent; what they would have removed or restored may remain on the target:\n  ${left.join('\n  ')}`);
    return verdictOf(result).exitCode;
  } finally {
    restoreSignals();
  }
}
