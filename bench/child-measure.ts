// A measurement in a fresh Node process: the parent runs a bench file again as its own child
// (`<file> --child <args>`), the child does one job and prints its figures as the last stdout
// line (JSON). A process of its own gives clean memory figures (resident set, peak) that no other
// measurement of the run has touched, and a load that cannot be cached by an earlier one.
import { spawnSync } from 'node:child_process';
import { readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const RUN_TS = fileURLToPath(new URL('../bin/run-ts.js', import.meta.url));
const MB = 1024 * 1024;

export interface ChildOptions {
  /** Flags for node itself, e.g. `--expose-gc`. */
  readonly nodeFlags?: readonly string[];
}

/**
 * Runs the bench file whose import.meta.url is `benchFileUrl` as `<file> --child ...args`, and
 * answers the JSON it printed last, with the whole process's wall time.
 */
export function runChild<T>(benchFileUrl: string, args: readonly string[], options: ChildOptions = {}): T & { readonly processMs: number } {
  const t0 = performance.now();
  const file = fileURLToPath(benchFileUrl);
  const r = spawnSync(process.execPath, [...(options.nodeFlags ?? []), RUN_TS, file, '--child', ...args], { encoding: 'utf8', maxBuffer: 16 * MB });
  if (r.status !== 0) throw new Error(`bench child ${args.join(' ')} failed (${r.signal ?? r.status}): ${r.stderr}`);
  const last = r.stdout.trim().split('\n').pop() ?? '';
  return { ...(JSON.parse(last) as T), processMs: performance.now() - t0 };
}

/** The arguments after `--child` when this process runs `benchFile` (its import.meta.url) as a child; undefined otherwise. */
export function childArgs(benchFileUrl: string): string[] | undefined {
  const here = fileURLToPath(benchFileUrl);
  if (process.argv[2] !== '--child' || realpathSync(process.argv[1] ?? '') !== realpathSync(here)) return undefined;
  return process.argv.slice(3);
}

/** The child's answer to runChild. */
export function report(result: object): void {
  console.log(JSON.stringify(result));
}

/** Resident set size in MB after two full collections when gc is exposed (`--expose-gc`), so garbage is not counted. */
export function settledRssMb(): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
  return process.memoryUsage().rss / MB;
}

/** Peak resident set size in MB: since the last resetPeakRss() on Linux, else since the process started. */
export function peakRssMb(): number {
  try {
    const hwm = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync('/proc/self/status', 'utf8'));
    if (hwm) return Number(hwm[1]) / 1024;
  } catch {
    // Not Linux: getrusage's peak, which cannot be reset.
  }
  return process.resourceUsage().maxRSS / 1024;
}

/**
 * Starts the peak over from the current resident set (Linux: `5` into /proc/self/clear_refs), so
 * that a peak measures one phase (an export) and not the set-up before it. Answers whether it could.
 */
export function resetPeakRss(): boolean {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
}
