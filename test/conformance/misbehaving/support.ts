// Runs `tmkit check` in process against a misbehaving target, with console output captured, and
// reads the report.json it wrote. Each run gets its own temporary report folder.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vi } from 'vitest';
import { main } from '../../../cli/main.ts';
import { CHECKS, type RunResult } from '../../../conformance/index.ts';

export interface CheckRun {
  readonly code: number;
  /** report.json as written (the redacted RunResult). */
  readonly report: RunResult;
  /** What the command printed on stderr. */
  readonly stderr: string;
}

/** The response checks and one scenario check that calls every operation: a short run that meets any misbehaviour. */
export const SHORT_RUN = ['--only', [...CHECKS.filter((c) => c.kind === 'response').map((c) => c.id), 'positive_data_acceptance'].join(','), '--runs', '2'];

const dirs: string[] = [];

/** Removes the report folders of the file's runs (call in afterAll). */
export function removeReportDirs(): void {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
}

/** `tmkit check --target url --allow-writes --max-rps 0 --format json,md ...args`. */
export async function checkTarget(url: string, args: readonly string[]): Promise<CheckRun> {
  const dir = mkdtempSync(join(tmpdir(), 'tmkit-misbehaving-'));
  dirs.push(dir);
  const errors: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const error = vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void errors.push(a.join(' ')));
  try {
    const code = await main(['check', '--target', url, '--allow-writes', '--max-rps', '0', '--format', 'json,md', '--report-dir', dir, ...args]);
    const file = join(dir, 'report.json');
    if (!existsSync(file)) throw new Error(`no report.json written (exit ${code}); stderr: ${errors.join('\n')}`);
    return { code, report: JSON.parse(readFileSync(file, 'utf8')) as RunResult, stderr: errors.join('\n') };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

/** Deviations as `check operation: title`, for assertions that print what was found. */
export const titles = (report: RunResult): string[] => report.deviations.map((d) => `${d.check} ${d.operation}: ${d.title}`);

/** Checks whose own code broke (status error): a misbehaving target must never cause one in the runner. */
export const brokenChecks = (report: RunResult): string[] => report.checks.filter((c) => c.status === 'error').map((c) => `${c.id}: ${c.reason?.split('\n')[0]}`);
