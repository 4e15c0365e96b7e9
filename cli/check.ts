// `tmkit check`: the conformance suite against the embedded fake (default) or a URL (DESIGN §4).
// Exit 0: no deviation beyond the baseline; 1: deviations; 2: usage error, target unreachable or
// gone, a budget spent; 130: interrupted (Ctrl-C or SIGTERM; DESIGN is silent, so the shell's
// convention). Every run that starts writes its reports, a stopped one a partial report.
import { Command, Option } from 'commander';
import { CHECKS, DEFAULT_MAX_BODY_BYTES, DEFAULT_MAX_RPS, ResultAssembler, STAND_IN_RATE, writeBaseline, type RunResult } from '../conformance/index.ts';
import { runConformance } from '../composition/index.ts';
import { consoleSummary, REPORT_FILES, REPORT_FORMATS, verdictOf, writeReports, type ReportFormat } from '../reports/index.ts';
import { DEFAULT_CONFIG, FAULT_NAMES, type FaultName } from '../fake-server/index.ts';
import { UsageError } from './usage-error.ts';
import { writableFile, writableFolder } from './paths.ts';
import { baselineChoiceOption } from './baseline-option.ts';
import { faultList } from './serve.ts';
import { commaList, oneOf, wholeNumber } from './options.ts';
import { checkProgress } from './check-progress.ts';
import type { Outcome } from './outcome.ts';
import { interruptOnSignals } from './interrupt.ts';
import { tlsOptionsOf, tlsWarnings, withTlsOptions, type TlsCommandOptions } from './tls-options.ts';
import { MAX_RPS_HELP, optionGiven } from './target-options.ts';

interface CheckOptions extends TlsCommandOptions {
  target?: string;
  seed: number;
  runs: number;
  only?: string[];
  skip?: string[];
  reportDir: string;
  format: string[];
  baseline?: string;
  updateBaseline?: string;
  allowWrites?: boolean;
  allowPurge?: boolean;
  allowShutdown?: boolean;
  allowLimits?: boolean;
  allowConfigImport?: boolean;
  maxRps: number;
  /** `--max-rps` was given: it holds even for the tmkit fake (set from commander's value source). */
  maxRpsGiven?: boolean;
  timeout: number;
  budget: number;
  maxTime?: number;
  maxBodyBytes: number;
  classPrefix: string;
  auth: 'none' | 'basic' | 'hmac';
  user?: string;
  password?: string;
  signatureKey?: string;
  fault?: FaultName[];
}


/** `--format`: report formats, comma-separated (tmkit diff takes the same). */
export function formatList(text: string): ReportFormat[] {
  const formats = commaList(text);
  for (const f of formats) if (!(REPORT_FORMATS as readonly string[]).includes(f)) throw new UsageError(`--format: unknown format '${f}'; known: ${REPORT_FORMATS.join(', ')}`);
  return formats as ReportFormat[];
}

function targetUrl(text: string): string {
  try {
    return new URL(text).href;
  } catch {
    throw new UsageError(`--target must be a URL such as http://127.0.0.1:8066, got '${text}'`);
  }
}

function checkIdList(text: string): string[] {
  const ids = commaList(text);
  const known = new Set(CHECKS.map((c) => c.id));
  for (const id of ids) if (!known.has(id)) throw new UsageError(`unknown check '${id}'; known: ${[...known].join(', ')}`);
  return ids;
}

/** Writes the report files and the baseline asked for; answers false when one could not be written. */
function writeFiles(result: RunResult, o: CheckOptions, formats: readonly ReportFormat[]): boolean {
  const cannot = (option: string, path: string, what: string, e: unknown) => {
    console.error(`tmkit check: ${option} ${path}: ${what} could not be written (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
    return false;
  };
  try {
    for (const path of writeReports(result, o.reportDir, formats)) console.log(`report: ${path}`);
  } catch (e) {
    return cannot('--report-dir', o.reportDir, 'the reports', e);
  }
  if (!o.updateBaseline) return true;
  // A partial run would make a baseline that misses what it never reached.
  if (result.aborted) {
    console.error(`tmkit check: baseline not written: the run stopped early`);
    return true;
  }
  try {
    writeBaseline(o.updateBaseline, o.updateBaseline, result.deviations);
  } catch (e) {
    return cannot('--update-baseline', o.updateBaseline, 'the baseline', e);
  }
  console.log(`baseline written: ${o.updateBaseline}`);
  return true;
}

async function runCheck(o: CheckOptions): Promise<number> {
  // The limits are changed and put back through writes; alone the option would allow nothing.
  if (o.allowLimits && !o.allowWrites) throw new UsageError('--allow-limits changes the server\'s limits through writes: give --allow-writes too');
  if (o.allowConfigImport && !o.allowWrites) throw new UsageError('--allow-config-import replaces records of the server and writes them back: give --allow-writes too');
  if (o.auth !== 'none' && o.user === undefined) throw new UsageError(`--auth ${o.auth} needs --user (and --password)`);
  // --fault plants faults in the embedded fake (a proof that the suite sees them); a URL target is not ours to change.
  const faults = o.fault ?? [];
  if (o.target && faults.length > 0) throw new UsageError('--fault plants faults in the embedded fake; it cannot be used with --target');
  const tls = o.target ? tlsOptionsOf(o) : undefined;
  if (!o.target && tlsOptionsOf(o) !== undefined) throw new UsageError('the TLS options (--cacert, --servername, --insecure, --cert, --key) are for an https:// --target; the embedded fake has no connections');
  const formats = o.format as ReportFormat[];
  // Every path before the run: a report folder or baseline file that cannot serve is a usage error,
  // not a lost run. What is only read goes first, so that a refusal leaves no folder made.
  const baseline = o.baseline === undefined ? undefined : baselineChoiceOption(o.baseline);
  const reportFiles = formats.flatMap((f) => (f === 'console' ? [] : [REPORT_FILES[f].name]));
  if (reportFiles.length > 0) writableFolder('--report-dir', o.reportDir, reportFiles);
  if (o.updateBaseline) writableFile('--update-baseline', o.updateBaseline);
  // First lines of the console: what the run does not verify.
  for (const line of tlsWarnings('check', tls, o.target ? [o.target] : [])) console.error(line);
  const interruption = new AbortController();
  // Until the reports are written: a Ctrl-C after the checks must not lose them.
  const restoreSignals = interruptOnSignals('check', interruption);
  const progress = checkProgress(o.only, o.skip);
  // The reports are fed by the run's events, as the progress is: folded into the result they render.
  const report = new ResultAssembler();
  try {
    // An unreachable target ends the run before any check (the runner probes it first): a report, exit 2.
    await runConformance({
      ...(o.target ? { target: o.target } : { fake: { seed: o.seed, classPrefix: o.classPrefix, ...(faults.length > 0 ? { faults } : {}) } }),
      seed: o.seed,
      runs: o.runs,
      classPrefix: o.classPrefix,
      allow: { writes: o.allowWrites === true, purge: o.allowPurge === true, shutdown: o.allowShutdown === true, limits: o.allowLimits === true, configImport: o.allowConfigImport === true },
      credentials: { mode: o.auth, ...(o.user ? { user: o.user } : {}), ...(o.password ? { password: o.password } : {}), ...(o.signatureKey ? { signatureKey: o.signatureKey } : {}) },
      timeoutMs: o.timeout,
      // Left out, the default 20 goes for a target that answers as the tmkit fake (DESIGN §6 protects real servers).
      ...(o.maxRpsGiven === false ? {} : { maxRps: o.maxRps }),
      maxBodyBytes: o.maxBodyBytes,
      ...(tls ? { tls } : {}),
      // --budget is about a target's traffic; the embedded fake runs unbounded.
      ...(o.target ? { budget: o.budget } : {}),
      ...(o.maxTime ? { maxTimeMs: o.maxTime * 1000 } : {}),
      ...(o.only ? { only: o.only } : {}),
      ...(o.skip ? { skip: o.skip } : {}),
      ...(baseline ? { baseline } : {}),
      signal: interruption.signal,
      onEvent: (event) => {
        if (event.type === 'run-start' && event.rate?.source === 'stand-in') console.error(`tmkit check: ${event.target.url}: rate: ${STAND_IN_RATE}`);
        progress.onEvent(event);
        report.onEvent(event);
      },
    }).finally(() => progress.stop());
    const result = report.result();

    if (formats.includes('console')) process.stdout.write(consoleSummary(result, { color: process.stdout.isTTY === true }));
    // A file that cannot be written (its place checked before the run, changed since) is one line,
    // and exit 2, but what follows (why the run stopped, what cleanup left) is still said.
    const filesWritten = writeFiles(result, o, formats);
    if (result.aborted) console.error(`tmkit check: the run stopped early: ${result.aborted}`);
    const left = result.cleanupIncomplete ?? [];
    // The console summary says it already; without one, stderr must.
    if (left.length > 0 && !formats.includes('console')) console.error(`tmkit check: ${left.length} cleanup request(s) got no answer or were not sent; what they would have removed or restored may remain on the target:\n  ${left.join('\n  ')}`);
    return filesWritten ? verdictOf(result).exitCode : 2;
  } finally {
    restoreSignals();
  }
}

/** The `check` command: its options (the CLI reference is generated from them) and its action. */
export function checkCommand(outcome: Outcome): Command {
  return withTlsOptions(new Command('check')
    .summary('check a server (default: the embedded fake) against the interface')
    .description('Runs the conformance suite against the embedded fake (no --target) or a server. Against a server it only reads unless an --allow-* option says otherwise, and removes what it created. Exit 0: no deviation beyond the baseline; 1: deviations; 2: usage error, unreachable target, a run stopped early, or a run that judged no answer; 130: interrupted.')
    .option('--target <url>', 'the server to check (keep-alive; retries only when a connection failed before any answer); default: the embedded fake', targetUrl)
    .option('--seed <n>', "drives the embedded fake's data and every generated case; every deviation prints it", wholeNumber('seed', -Infinity), 1)
    .option('--runs <n>', 'fast-check runs per property', wholeNumber('runs', 1), 25)
    .option('--only <ids>', 'comma-separated ids of the checks to judge and report (docs/checks.md); the others are listed skipped, not selected. Scenario checks named: only they send requests. Response checks named alone: every scenario check still sends its requests, for them to judge, and reports nothing of its own. Named none: every response check judges every answer', checkIdList)
    .option('--skip <ids>', 'comma-separated ids of the scenario checks to leave out, with their requests (response checks are chosen by --only alone)', checkIdList)
    .option('--report-dir <dir>', 'where the report files go', 'reports/out')
    .addOption(new Option('--format <list>', `which reports to write: ${REPORT_FORMATS.join(', ')} (docs/report-format.md)`).argParser(formatList).default([...REPORT_FORMATS], REPORT_FORMATS.join(',')))
    .option('--baseline <name|file>', 'known deviations not counted, and requests never sent (the target profile): the name of a shipped one (r66-3.5.2, r66-3.6.0, r66-3.6.1, r66-3.6.2), r66: the one of the release the target says it runs (GET /v2/hostconfig; a release the kit does not know gets the nearest known one before it, and the reports say so), or a file (a path that exists is always the file): {"entries":[{"check","operation","match"?,"defect"?,"reason"}],"withhold"?:[...]} (README "Against a real server")')
    .option('--update-baseline <file>', "write this run's deviations as a baseline file")
    .option('--allow-writes', `against a target: create/update/delete records the run creates itself (ids prefixed tmkit<seed>), removed at the end; the exports that write a file on the server (GET /log, GET /v2/server/logs and /v2/server/config)`)
    .option('--allow-purge', 'against a target: a purge of the transfer history (GET /log, GET /v2/server/logs with purge), only of transfers the run created')
    .option('--allow-shutdown', 'against a target: PUT /server (only refused packets are sent: wrong keys) and PUT /v2/server/shutdown, restart and deactivate (which no check sends to a target)')
    .option('--allow-limits', "against a target, with --allow-writes: change the server's bandwidth limits (PUT /bandwidth) and its /v2/limits row (POST/PUT/DELETE), put back at the end (their values; the row, deleted and created again, then has UPDATEDINFO 3); without it limits_lifecycle and bandwidth_set_then_get are skipped and the other checks only read the limits")
    .option('--allow-config-import', "against a target, with --allow-writes: PUT /v2/server/config, which imports configuration files of the server (hosts, rules, business, aliases, roles); a check that imports puts back what it changed")
    .option('--max-rps <n>', `request rate against a target (0: no limit); ${MAX_RPS_HELP}`, wholeNumber('max-rps', 0), DEFAULT_MAX_RPS)
    .option('--timeout <ms>', 'per-request timeout against a target: the whole exchange, from connecting to the last byte (a server that trickles bytes times out too); after a request gets no answer, one OPTIONS / probe decides whether the target is gone (then the run stops, exit 2)', wholeNumber('timeout', 1), 10_000)
    .option('--budget <n>', 'total requests against a target; the run stops (exit 2) when they are spent, cleanup still goes', wholeNumber('budget', 1), 20_000)
    .option('--max-time <s>', 'wall time for the checks, in seconds; when spent the run stops (exit 2) with a partial report', wholeNumber('max-time', 1))
    .option('--max-body-bytes <n>', 'the most of one answer that is read; a longer answer is cut and reported', wholeNumber('max-body-bytes', 1), DEFAULT_MAX_BODY_BYTES)
    .option('--class-prefix <p>', '@class prefix of the packets', DEFAULT_CONFIG.classPrefix)
    .addOption(oneOf('--auth <mode>', 'sign requests (README "Authentication")', ['none', 'basic', 'hmac'] as const, 'none'))
    .option('--user <u>', 'user name for --auth basic|hmac')
    .option('--password <p>', 'password for --auth basic|hmac (never written to a report)')
    .option('--signature-key <k>', 'HMAC signature key for --auth hmac (the fake\'s default)', DEFAULT_CONFIG.signatureKey)
    .addOption(new Option('--fault <names>', `the embedded fake with planted faults, comma-separated (not with --target): ${FAULT_NAMES.length} names, README "Proof that the suite catches deviations"`).argParser(faultList)))
    .action(async (options: CheckOptions, command: Command) => {
      outcome.code = await runCheck({ ...options, maxRpsGiven: optionGiven(command, 'maxRps') });
    });
}
