// `tmkit diff`: the same request script to two servers and every difference in their answers
// (issue 16; DESIGN §4), reported in the suite's formats. Exit 0: alike beyond the known list;
// 1: differences; 2: usage error, a server unreachable, the budget spent.
import { existsSync } from 'node:fs';
import { Command, Option } from 'commander';
import {
  firstRefused, loadKnownDifferences, readScript, readScriptOrRecording, readServerIdentity, RecordedTarget, RecordingTarget, RunControl, RunStopped, runDiff, sampleOf,
  ScriptFileError, SnapshotError, stepsOfScript, writeScript, type Client, type Permissions, type ScriptStep, type Target,
} from '../conformance/index.ts';
import { RECORDING_FORMAT } from '../contract/index.ts';
import { consoleSummary, REPORT_FILES, REPORT_FORMATS, verdictOf, writeReports, type ReportFormat } from '../reports/index.ts';
import { baselineOption } from './baseline-option.ts';
import { formatList } from './check.ts';
import { writableFolder } from './paths.ts';
import { createProgress } from './progress.ts';
import { clientOf, clientOn, withTargetOptions, type TargetOptions } from './target-options.ts';
import { writableFile } from './paths.ts';
import { UsageError } from './usage-error.ts';
import type { Outcome } from './outcome.ts';
import { interruptOnSignals } from './interrupt.ts';
import { showTls, tlsOptionsOf, tlsWarnings } from './tls-options.ts';

interface DiffCliOptions extends TargetOptions {
  target: string;
  against: string;
  allowWrites?: boolean;
  allowPurge?: boolean;
  allowShutdown?: boolean;
  allowLimits?: boolean;
  allowConfigImport?: boolean;
  script?: string;
  record?: string;
  known?: string;
  reportDir: string;
  format: ReportFormat[];
}

/** Both servers answer, or the one that does not is named (exit 2). */
async function reachable(clients: readonly Client[]): Promise<string | undefined> {
  for (const c of clients) {
    const failure = await c.probe();
    if (failure) return `${c.target.baseUrl} does not answer (${failure.failure}: ${failure.message})`;
  }
  return undefined;
}

/** Whether a --target or --against value names a server (else a recording file). */
const isUrl = (text: string): boolean => /^https?:\/\//i.test(text);

/** `--target` and `--against`: a server's URL, or a recording file (docs/replay.md). */
function serverOrRecording(option: string): (text: string) => string {
  return (text) => {
    if (isUrl(text)) {
      try {
        return new URL(text).href;
      } catch {
        throw new UsageError(`${option} must be a URL such as http://127.0.0.1:8066 or a recording file, got '${text}'`);
      }
    }
    if (!existsSync(text)) throw new UsageError(`${option} must be a URL such as http://127.0.0.1:8066 or a recording file (tmkit diff --record), got '${text}': no such file`);
    return text;
  };
}


/** A recording named by --target or --against, as a target; a script file there is refused with what to do instead. */
function recordedTarget(option: string, path: string): RecordedTarget {
  const file = readScriptOrRecording(path, option);
  if (file.format !== RECORDING_FORMAT.format) throw new ScriptFileError(`${option} ${path}: a script, not a recording: it holds requests without answers (give it to --script; tmkit diff --record writes a recording)`);
  return new RecordedTarget(file, path);
}

/** The steps of a script file, read before anything is sent: a request the run may not send refuses the whole script. */
function scriptedSteps(path: string, permissions: Permissions): ScriptStep[] {
  const file = readScriptOrRecording(path, '--script');
  const refused = firstRefused(file.requests, permissions);
  if (refused) throw new ScriptFileError(`--script ${path}: ${refused}`);
  return stepsOfScript(file.requests);
}

/** The built-in script: it asks about A's own records, and speaks A's @class prefix. */
async function builtInSteps(a: Client, writes: boolean): Promise<ScriptStep[]> {
  const sample = await sampleOf(a);
  const { classPrefix } = await readServerIdentity(a);
  return [...readScript(sample, classPrefix), ...(writes ? writeScript(sample) : [])];
}

async function runDiffCommand(o: DiffCliOptions): Promise<number> {
  if (o.allowLimits && !o.allowWrites) throw new UsageError('--allow-limits changes the server\'s limits through writes: give --allow-writes too');
  if (o.allowConfigImport && !o.allowWrites) throw new UsageError('--allow-config-import replaces records of the server and writes them back: give --allow-writes too');
  if (o.record !== undefined) {
    if (!isUrl(o.target)) throw new UsageError('--record keeps what server A (--target) answers: give --target a server\'s URL, not a recording');
    writableFile('--record', o.record);
  }
  const known = o.known === undefined ? undefined : baselineOption(o.known, '--known', loadKnownDifferences);
  const files = o.format.flatMap((f) => (f === 'console' ? [] : [REPORT_FILES[f].name]));
  if (files.length > 0) writableFolder('--report-dir', o.reportDir, files);
  const permissions: Permissions = { writes: o.allowWrites === true, purge: o.allowPurge === true, shutdown: o.allowShutdown === true, limits: o.allowLimits === true, configImport: o.allowConfigImport === true };
  // One stop for both servers: Ctrl-C or SIGTERM stops the script, the cleanup steps still go to both.
  const control = new RunControl();
  // One set of TLS options for both sides (docs/commands.md): a side on http:// does not use them.
  const tls = tlsOptionsOf(o);
  for (const line of tlsWarnings('diff', tls, [o.target, o.against].filter(isUrl))) console.error(line);
  let recorder: RecordingTarget | undefined;
  const sideOf = (option: string, where: string, wrap?: (t: Target) => Target): Client =>
    isUrl(where) ? clientOf(where, o, tls, permissions, control, wrap) : clientOn(recordedTarget(option, where), o, permissions, control);
  let a: Client;
  let b: Client;
  let scripted: ScriptStep[] | undefined;
  try {
    scripted = o.script === undefined ? undefined : scriptedSteps(o.script, permissions);
    a = sideOf('--target', o.target, o.record === undefined ? undefined : (t) => (recorder = new RecordingTarget(t)));
    b = sideOf('--against', o.against);
  } catch (e) {
    if (!(e instanceof ScriptFileError)) throw e;
    console.error(`tmkit diff: ${e.message}`);
    return 2;
  }
  const nameOf = (c: Client): string => (c.target instanceof RecordedTarget ? c.target.label : c.target.baseUrl);
  const names = [nameOf(a), nameOf(b)] as const;
  const startedAt = new Date().toISOString();
  const interruption = new AbortController();
  interruption.signal.addEventListener('abort', () => control.stop('interrupted', `interrupted by ${String(interruption.signal.reason)}: the report is partial`));
  const restoreSignals = interruptOnSignals('diff', interruption);
  const progress = createProgress({ label: 'tmkit diff', total: 1, unit: 'requests' });
  try {
    for (const side of [a, b]) await showTls(side.target);
    const down = await reachable([a, b]);
    if (down) throw new SnapshotError(down);
    const script = scripted ?? (await builtInSteps(a, o.allowWrites === true));
    progress.setTotal(script.filter((s) => !s.cleanup).length);
    const result = await runDiff({ a, b, script, names, ...(known ? { known } : {}), onStep: () => progress.tick(1) });
    progress.stop();
    if (recorder && o.record !== undefined) {
      recorder.write(o.record, startedAt, result.release?.served);
      console.log(`recording: ${o.record} (${recorder.exchanges.length} exchanges of ${recorder.baseUrl})`);
    }
    if (o.format.includes('console')) process.stdout.write(consoleSummary(result, { color: process.stdout.isTTY === true, command: 'diff' }));
    for (const path of writeReports(result, o.reportDir, o.format)) console.log(`report: ${path}`);
    return verdictOf(result).exitCode;
  } catch (e) {
    progress.stop();
    // A server that cannot be read, a script that cannot be used, or the run stopped (the budget spent while sampling, an interrupt): one line, exit 2.
    if (!(e instanceof SnapshotError || e instanceof RunStopped || e instanceof ScriptFileError)) throw e;
    console.error(`tmkit diff: ${e.message}`);
    return 2;
  } finally {
    restoreSignals();
    await a.target.close();
    await b.target.close();
  }
}

/** The `diff` command: its options (the CLI reference is generated from them) and its action. */
export function diffCommand(outcome: Outcome): Command {
  const command = new Command('diff')
    .summary('send the same requests to two servers and report every difference in their answers')
    .description('Sends one request script to server A (--target) and server B (--against), request by request, and compares the answers by status, media type, envelope words and body values, volatile values normalised by the rules of docs/snapshot-diff.md. Read-only unless --allow-writes. Exit 0: alike beyond the known differences; 1: differences; 2: usage error, a server unreachable, the budget spent.')
    .requiredOption('--target <url|recording>', 'server A (its records choose what the built-in script asks about), or a recording of one (--record)', serverOrRecording('--target'))
    .requiredOption('--against <url|recording>', 'server B, or a recording of one: what a server answered before (docs/replay.md)', serverOrRecording('--against'))
    .option('--script <file>', 'send this script instead of the built-in one, request by request, in order: a client\'s journal (tmkit serve --journal-out), a hand-written file or a recording\'s requests (docs/replay.md); a request that needs an --allow-* not given stops the command before anything is sent')
    .option('--record <file>', "also save server A's exchanges (requests without credentials, status, the headers that matter, bodies) as a recording, which --target and --against accept in place of a URL")
    .option('--allow-writes', `the built-in script adds a create/read/update/delete script on records of its own (HOSTID tmkitdiff-host, the v2 rule tmkitdiff-rule, transfers each server numbers), removed at the end; a --script may send its writes and exports`)
    .option('--allow-purge', 'a --script may send purges (GET /log, GET /v2/server/logs with purge)')
    .option('--allow-shutdown', 'a --script may send PUT /server and the /v2/server stop, restart and deactivate commands')
    .option('--allow-limits', "with --allow-writes: a --script may change the server's limits (PUT /bandwidth, /v2/limits)")
    .option('--allow-config-import', 'with --allow-writes: a --script may send PUT /v2/server/config')
    .option('--known <name|file>', 'differences not counted: the name of a shipped list (r66-3.6.2: the fake\'s deliberate differences from real 3.6.2; r66-3.5.2, r66-3.6.0, r66-3.6.1: those of the fake serving --release of that release from the real one) or a file {"entries":[{"check","operation","match"?,"reason"}]}')
    .option('--report-dir <dir>', 'where the report files go', 'reports/diff')
    .addOption(new Option('--format <list>', `which reports to write: ${REPORT_FORMATS.join(', ')}`).argParser(formatList).default([...REPORT_FORMATS], REPORT_FORMATS.join(',')));
  return withTargetOptions(command, 5_000).action(async (options: DiffCliOptions) => {
    outcome.code = await runDiffCommand(options);
  });
}
