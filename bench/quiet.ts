// Waits for a quiet machine before a section: the figures of a shared 2-core machine are only
// comparable when nothing else runs, and the 1-minute load average says whether something did
// (the previous section included). Waits until it is below 1, at most TMKIT_BENCH_QUIET_WAIT_S
// seconds (default 240; 0: do not wait), and answers how long it waited.
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

const QUIET = 1;

export async function waitForQuiet(env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const limitS = Number(env['TMKIT_BENCH_QUIET_WAIT_S'] ?? 240);
  const t0 = performance.now();
  while ((loadavg()[0] as number) >= QUIET && performance.now() - t0 < limitS * 1000) await sleep(5000);
  return (performance.now() - t0) / 1000;
}
