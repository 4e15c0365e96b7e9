// One start-up measurement: from launching `tmkit serve --port 0` to the first HTTP answer (the
// URL it prints, then a GET /v2/transfers), the process killed afterwards.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

/** How to launch one `tmkit serve`: the program and the words before `serve`. */
export interface Launcher {
  readonly label: string;
  readonly command: string;
  readonly args: readonly string[];
}

/** Milliseconds from spawning `launcher`'s `serve --port 0` to its first answer. */
export function startUpMs(launcher: Launcher, cwd: string): Promise<number> {
  const started = performance.now();
  const child = spawn(launcher.command, [...launcher.args, 'serve', '--port', '0'], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise<number>((resolve, reject) => {
    let out = '';
    let asked = false;
    child.stderr.on('data', (d: Buffer) => void (out += d.toString()));
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
      if (url === undefined || asked) return;
      asked = true;
      fetch(`${url}/v2/transfers`).then(async (answer) => {
        await answer.arrayBuffer();
        if (answer.status !== 200) throw new Error(`${launcher.label}: GET /v2/transfers answered ${answer.status}`);
        resolve(performance.now() - started);
      }).catch(reject);
    });
    child.on('exit', (code) => reject(new Error(`${launcher.label} exited (${code}) before answering: ${out}`)));
  }).finally(() => child.kill());
}
