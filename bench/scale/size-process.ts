// One size of the `scale` section in a process of its own that stays up for the whole section:
// it loads its fake once, then measures one round whenever the parent asks (IPC), so that the
// parent can alternate the sizes round by round. A change of load on the machine then falls on
// every size alike, as the `http` section alternates its servers.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Resets } from './scale-child.ts';

const RUN_TS = fileURLToPath(new URL('../../bin/run-ts.js', import.meta.url));
const CHILD = fileURLToPath(new URL('./scale-child.ts', import.meta.url));

/** What a size process answers: its load, a round's CPU µs per request of each operation, the resets. */
export type SizeMessage = { readonly loadMs: number } | { readonly costs: Record<string, number> } | { readonly resets: Resets };

export interface SizeProcess {
  readonly size: number;
  readonly loadMs: number;
  /** One round of every operation: server CPU µs per request. */
  round(): Promise<Record<string, number>>;
  /** The reset measurement (the largest size only). */
  resets(): Promise<Resets>;
  stop(): void;
}

/** Starts the process of `size` and waits until its fake is loaded. */
export async function startSize(size: number): Promise<SizeProcess> {
  const child: ChildProcess = fork(RUN_TS, [CHILD, '--child', String(size)], { execArgv: ['--max-old-space-size=8192'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  process.once('exit', () => child.kill('SIGKILL'));
  const next = (): Promise<SizeMessage> =>
    new Promise((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`scale child ${size} exited (${code}) before answering`));
      child.once('exit', onExit);
      child.once('message', (m) => {
        child.off('exit', onExit);
        resolve(m as SizeMessage);
      });
    });
  const ask = async <K extends 'costs' | 'resets'>(kind: K): Promise<Extract<SizeMessage, Record<K, unknown>>[K]> => {
    const answer = next();
    child.send({ kind });
    const m = (await answer) as Record<string, unknown>;
    if (!(kind in m)) throw new Error(`scale child ${size} answered ${JSON.stringify(m).slice(0, 200)} to ${kind}`);
    return m[kind] as Extract<SizeMessage, Record<K, unknown>>[K];
  };
  const ready = (await next()) as { loadMs: number };
  return { size, loadMs: ready.loadMs, round: () => ask('costs'), resets: () => ask('resets'), stop: () => void child.kill('SIGTERM') };
}
