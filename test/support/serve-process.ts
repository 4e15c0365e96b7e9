// `tmkit serve` as a child process, for the tests that look at what the command itself does: the
// address it binds, what it prints. Port 0 (a free port); everything it writes to stdout and
// stderr is kept; stopped with SIGTERM (or by a shutdown packet) and awaited.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');

export interface ServeProcess {
  /** The URL it printed. */
  readonly url: string;
  /** Everything written to stdout and stderr so far. */
  output(): { readonly stdout: string; readonly stderr: string };
  /** Resolves when the process has exited (on its own, or after stop()). */
  readonly exited: Promise<number | null>;
  /** SIGTERM, then the exit. */
  stop(): Promise<number | null>;
}

/** Which `tmkit` to start: the checkout's by default, or an installed package's (test/package). */
export interface TmkitAt {
  /** The `tmkit` bin script. */
  readonly bin: string;
  readonly cwd: string;
}

const CHECKOUT: TmkitAt = { bin: join(ROOT, 'bin/tmkit.js'), cwd: ROOT };

/** Starts `tmkit serve --port 0 <args>` and resolves once it prints the URL it listens on. */
export function startServe(args: readonly string[], at: TmkitAt = CHECKOUT): Promise<ServeProcess> {
  const child: ChildProcess = spawn(process.execPath, [at.bin, 'serve', '--port', '0', ...args], { cwd: at.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise<ServeProcess>((resolve, reject) => {
    child.once('error', reject);
    void exited.then((code) => reject(new Error(`tmkit serve exited (${code}) before listening:\n${stdout}\n${stderr}`)));
    child.stderr?.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
    child.stdout?.on('data', (d: Buffer) => {
      stdout += d.toString('utf8');
      const m = /listening on (https?:\/\/\S+)/.exec(stdout);
      if (m?.[1]) {
        resolve({
          url: m[1],
          output: () => ({ stdout, stderr }),
          exited,
          stop: () => {
            if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
            return exited;
          },
        });
      }
    });
  });
}

/** Runs `tmkit serve --port 0 <args>` expecting it to refuse to start: its exit code and output. */
export async function serveRefusal(args: readonly string[]): Promise<{ readonly code: number | null; readonly stdout: string; readonly stderr: string }> {
  const child = spawn(process.execPath, [join(ROOT, 'bin/tmkit.js'), 'serve', '--port', '0', ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (d: Buffer) => (stdout += d.toString('utf8')));
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
    // A server that starts after all is stopped, so the test fails on its exit code, not on a hang.
    child.stdout?.on('data', () => {
      if (/listening on/.test(stdout)) child.kill('SIGTERM');
    });
  });
  return { code, stdout, stderr };
}
