// Runs `tmkit check` in process against a misbehaving target, with console output captured, and
// reads the report.json it wrote. Each run gets its own temporary report folder.
import { CHECKS, type RunResult } from '../../../conformance/index.ts';
import { removeCheckReportDirs, tmkitCheck } from '../../support/check-cli.ts';

export interface CheckRun {
  readonly code: number;
  /** report.json as written (the redacted RunResult). */
  readonly report: RunResult;
  /** What the command printed on stderr. */
  readonly stderr: string;
}

/** The response checks and one scenario check that calls every operation: a short run that meets any misbehaviour. */
export const SHORT_RUN = ['--only', [...CHECKS.filter((c) => c.kind === 'response').map((c) => c.id), 'positive_data_acceptance'].join(','), '--runs', '2'];

/** Removes the report folders of the file's runs (call in afterAll). */
export const removeReportDirs = removeCheckReportDirs;

/** `tmkit check --target url --allow-writes --max-rps 0 --format json,md ...args`. */
export async function checkTarget(url: string, args: readonly string[]): Promise<CheckRun> {
  const { code, stderr, report } = await tmkitCheck(['--target', url, '--allow-writes', '--max-rps', '0', '--format', 'json,md', ...args]);
  if (!report) throw new Error(`no report.json written (exit ${code}); stderr: ${stderr}`);
  return { code, report, stderr };
}

/** Deviations as `check operation: title`, for assertions that print what was found. */
export const titles = (report: RunResult): string[] => report.deviations.map((d) => `${d.check} ${d.operation}: ${d.title}`);

/** Checks whose own code broke (status error): a misbehaving target must never cause one in the runner. */
export const brokenChecks = (report: RunResult): string[] => report.checks.filter((c) => c.status === 'error').map((c) => `${c.id}: ${c.reason?.split('\n')[0]}`);
