// A server under measurement, in its own process so the load generator does not share its event
// loop. Readiness: our own children print one JSON line {"url"} on stdout; peers are polled until
// their URL answers. CPU time is read from /proc (Linux) so that every server, Node or Java, is
// measured the same way; elsewhere it is simply not reported.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fetchRaw } from './fetch-raw.ts';

export interface ServerProcess {
  readonly name: string;
  readonly url: string;
  /** CPU time (user + system) the process has used so far, in ms; undefined where /proc cannot be read. */
  cpuMs(): number | undefined;
  stop(): Promise<void>;
}

export interface StartOptions {
  readonly name: string;
  readonly command: string;
  readonly args: readonly string[];
  readonly cwd?: string;
  readonly env?: Readonly<Record<string, string>>;
  /** `stdout`: the child prints a line {"url": ...} when it listens; otherwise the URL is polled with GET `probePath` until it answers. */
  readonly ready: { readonly stdout: true } | { readonly url: string; readonly probePath: string };
  readonly timeoutMs?: number;
}

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

function procCpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the parenthesised command name: state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** Every child still running when the bench exits (also on a crash) is ended, by its own pid. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const c of running) c.kill('SIGKILL');
});

/** The URL of a `{"url": ...}` line; any other line (a warning, say) is not the ready line. */
function readyUrl(line: string): string | undefined {
  try {
    const v = JSON.parse(line) as { url?: unknown };
    return typeof v?.url === 'string' ? v.url : undefined;
  } catch {
    return undefined;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      running.delete(child);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function startServer(o: StartOptions): Promise<ServerProcess> {
  const child = spawn(o.command, [...o.args], { cwd: o.cwd, env: { ...process.env, ...o.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let output = '';
  const keep = (c: Buffer) => {
    output = (output + c.toString('utf8')).slice(-4000);
  };
  child.stderr?.on('data', keep);
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code, signal) => reject(new Error(`${o.name} exited (${signal ?? code}) before it was ready: ${output.trim() || 'no output'}`))),
  );
  const spawnFailed = new Promise<never>((_, reject) => child.once('error', (e) => reject(new Error(`${o.name} could not start: ${e.message}`))));
  const timeoutMs = o.timeoutMs ?? 60_000;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${o.name} was not ready within ${timeoutMs / 1000} s: ${output.trim() || 'no output'}`)), timeoutMs);
  });

  let polling = true;
  const ready = 'stdout' in o.ready
    ? new Promise<string>((resolve) => {
        let pending: string | undefined = '';
        child.stdout?.on('data', (c: Buffer) => {
          keep(c);
          if (pending === undefined) return;
          pending += c.toString('utf8');
          const lines = pending.split('\n');
          pending = lines.pop();
          for (const line of lines) {
            const url = readyUrl(line);
            if (url === undefined) continue;
            pending = undefined;
            resolve(url);
            return;
          }
        });
      })
    : (async (url: string, path: string) => {
        child.stdout?.on('data', keep);
        while (polling) {
          try {
            await fetchRaw(url, { method: 'GET', path }, 2000);
            return url;
          } catch {
            await sleep(200);
          }
        }
        return url;
      })(o.ready.url, o.ready.probePath);

  try {
    const url = await Promise.race([ready, exited, spawnFailed, timedOut]);
    clearTimeout(timer);
    exited.catch(() => undefined);
    return { name: o.name, url, cpuMs: () => (child.pid === undefined ? undefined : procCpuMs(child.pid)), stop: () => stopChild(child) };
  } catch (e) {
    clearTimeout(timer);
    exited.catch(() => undefined);
    polling = false;
    await stopChild(child);
    throw e;
  }
}
