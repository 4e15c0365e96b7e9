// Runs `tmkit check` (or diff) in process with its console captured, each run with its own temporary report
// folder, and reads the report.json it wrote (when it wrote one): what the command-line tests assert.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vi } from 'vitest';
import { main } from '../../cli/main.ts';
import type { RunResult } from '../../conformance/index.ts';

export interface CliCheckRun {
  readonly code: number;
  /** What the command printed on stderr. */
  readonly stderr: string;
  /** What it printed with console.log (report paths, a recording's line). */
  readonly stdout: string;
  /** report.json as written (the redacted RunResult); absent when none was (a usage error). */
  readonly report?: RunResult;
}

const dirs: string[] = [];

/** Removes the report folders of the file's runs (call in afterAll). */
export function removeCheckReportDirs(): void {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
}

/** `tmkit check ...args --report-dir <a new folder>` (give --format; json writes report.json). */
export const tmkitCheck = (args: readonly string[]): Promise<CliCheckRun> => tmkitReporting('check', args);

/** `tmkit <command> ...args --report-dir <a new folder>` for a command that writes the suite's reports (check, diff). */
export async function tmkitReporting(command: 'check' | 'diff', args: readonly string[]): Promise<CliCheckRun> {
  const dir = mkdtempSync(join(tmpdir(), `tmkit-${command}-`));
  dirs.push(dir);
  const run = await tmkitCaptured([command, ...args, '--report-dir', dir]);
  let report: RunResult | undefined;
  try {
    report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as RunResult;
  } catch {
    report = undefined;
  }
  return { ...run, ...(report ? { report } : {}) };
}

/** Any `tmkit` command in process, its console captured (no report folder): `tmkit snapshot`, say. */
export async function tmkitCaptured(args: readonly string[]): Promise<Omit<CliCheckRun, 'report'>> {
  const errors: string[] = [];
  const lines: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void lines.push(a.join(' ')));
  const error = vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void errors.push(a.join(' ')));
  try {
    const code = await main([...args]);
    return { code, stderr: errors.join('\n'), stdout: lines.join('\n') };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}
