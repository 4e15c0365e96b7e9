// `tmkit diff`: the same request script to two servers and every difference in their answers
// (issue 16; DESIGN §4), reported in the suite's formats. Exit 0: alike beyond the known list;
// 1: differences; 2: usage error, a server unreachable, the budget spent.
import { Command, Option } from 'commander';
import { loadKnownDifferences, readScript, readServerIdentity, RunControl, RunStopped, runDiff, sampleOf, SnapshotError, writeScript, type Client } from '../conformance/index.ts';
import { consoleSummary, REPORT_FILES, REPORT_FORMATS, verdictOf, writeReports, type ReportFormat } from '../reports/index.ts';
import { baselineOption } from './baseline-option.ts';
import { formatList } from './check.ts';
import { writableFolder } from './paths.ts';
import { createProgress } from './progress.ts';
import { clientOf, targetUrl, withTargetOptions, type TargetOptions } from './target-options.ts';
import type { Outcome } from './outcome.ts';
import { interruptOnSignals } from './interrupt.ts';
import { showTls, tlsOptionsOf, tlsWarnings } from './tls-options.ts';

interface DiffCliOptions extends TargetOptions {
  target: string;
  against: string;
  allowWrites?: boolean;
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

async function runDiffCommand(o: DiffCliOptions): Promise<number> {
  const known = o.known === undefined ? undefined : baselineOption(o.known, '--known', loadKnownDifferences);
  const files = o.format.flatMap((f) => (f === 'console' ? [] : [REPORT_FILES[f].name]));
  if (files.length > 0) writableFolder('--report-dir', o.reportDir, files);
  const permissions = { writes: o.allowWrites === true, purge: false, shutdown: false };
  // One stop for both servers: Ctrl-C or SIGTERM stops the script, the cleanup steps still go to both.
  const control = new RunControl();
  // One set of TLS options for both sides (docs/commands.md): a side on http:// does not use them.
  const tls = tlsOptionsOf(o);
  for (const line of tlsWarnings('diff', tls, [o.target, o.against])) console.error(line);
  const [a, b] = [clientOf(o.target, o, tls, permissions, control), clientOf(o.against, o, tls, permissions, control)];
  const interruption = new AbortController();
  interruption.signal.addEventListener('abort', () => control.stop('interrupted', `interrupted by ${String(interruption.signal.reason)}: the report is partial`));
  const restoreSignals = interruptOnSignals('diff', interruption);
  const progress = createProgress({ label: 'tmkit diff', total: 1, unit: 'requests' });
  try {
    for (const side of [a, b]) await showTls(side.target);
    const down = await reachable([a, b]);
    if (down) throw new SnapshotError(down);
    // The script asks about A's own records, and speaks A's @class prefix.
    const sample = await sampleOf(a);
    const { classPrefix } = await readServerIdentity(a);
    const script = [...readScript(sample, classPrefix), ...(o.allowWrites ? writeScript(sample) : [])];
    progress.setTotal(script.length);
    const result = await runDiff({ a, b, script, ...(known ? { known } : {}), onStep: () => progress.tick(1) });
    progress.stop();
    if (o.format.includes('console')) process.stdout.write(consoleSummary(result, { color: process.stdout.isTTY === true, command: 'diff' }));
    for (const path of writeReports(result, o.reportDir, o.format)) console.log(`report: ${path}`);
    return verdictOf(result).exitCode;
  } catch (e) {
    progress.stop();
    // A server that cannot be read, or the run stopped (the budget spent while sampling, an interrupt): one line, exit 2.
    if (!(e instanceof SnapshotError || e instanceof RunStopped)) throw e;
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
    .requiredOption('--target <url>', 'server A (its records choose what the script asks about)', targetUrl('--target'))
    .requiredOption('--against <url>', 'server B', targetUrl('--against'))
    .option('--allow-writes', `add a create/read/update/delete script on records of its own (HOSTID tmkitdiff-host, the v2 rule tmkitdiff-rule, transfers each server numbers), removed at the end`)
    .option('--known <name|file>', 'differences not counted: the name of a shipped list (r66-3.6.2: the fake\'s deliberate differences from real 3.6.2) or a file {"entries":[{"check","operation","match"?,"reason"}]}')
    .option('--report-dir <dir>', 'where the report files go', 'reports/diff')
    .addOption(new Option('--format <list>', `which reports to write: ${REPORT_FORMATS.join(', ')}`).argParser(formatList).default([...REPORT_FORMATS], REPORT_FORMATS.join(',')));
  return withTargetOptions(command, 5_000).action(async (options: DiffCliOptions) => {
    outcome.code = await runDiffCommand(options);
  });
}
