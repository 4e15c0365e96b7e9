// Runs a document's examples one after the other, as a reader would in one terminal: the
// `tmkit serve` line in the background (on a free port: every later mention of the port it shows
// is rewritten to the real one), then each shell command in a fresh temporary folder with the
// variables set before it, and each TypeScript example with node. Each must exit 0 and print what
// the document claims. `npx tmkit` runs this checkout's bin (the shell function below: the real
// npx takes seconds to start; readme-examples.test.ts checks once that it starts the same bin);
// `curl` fails on an HTTP error status, so that a 4xx answer is not taken for a working example.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startServe, type ServeProcess } from '../support/serve-process.ts';
import { unmetClaims, type Command } from './markdown-blocks.ts';

const ROOT = join(import.meta.dirname, '../..');
const TMKIT_BIN = join(ROOT, 'bin/tmkit.js');
const run = promisify(execFile);

const SHELL_PRELUDE = [
  'set -o pipefail',
  'npx() { if [ "$1" = tmkit ]; then shift; node "$TMKIT_BIN" "$@"; else command npx "$@"; fi; }',
  'curl() { command curl --fail "$@"; }',
];

const SERVE = /^npx tmkit serve(?: |$)/;
const ASSIGNMENT = /^[A-Za-z_]\w*=\S*$/;

export class ExampleSession {
  private readonly cwd = mkdtempSync(join(tmpdir(), 'tmkit-examples-'));
  private readonly variables: string[] = [];
  private served: ServeProcess | undefined;
  private shownPort: string | undefined;
  private examples = 0;

  /** The `tmkit serve` started for the document, if it has run its serve line. */
  get server(): ServeProcess | undefined {
    return this.served;
  }

  /** `text` with the port the document shows replaced by the one the fake listens on. */
  rewrite(text: string): string {
    if (this.shownPort === undefined || this.served === undefined) return text;
    return text.replace(new RegExp(`(?<=:)${this.shownPort}\\b`, 'g'), new URL(this.served.url).port);
  }

  /** Runs one shell command of the document; answers what went wrong, or undefined. */
  async shell(command: Command): Promise<string | undefined> {
    if (SERVE.test(command.text)) return this.serve(command.text);
    if (ASSIGNMENT.test(command.text)) {
      this.variables.push(this.rewrite(command.text));
      return undefined;
    }
    const script = [...SHELL_PRELUDE, ...this.variables, this.rewrite(command.text)].join('\n');
    try {
      const { stdout } = await run('bash', ['-c', script], { cwd: this.cwd, env: { ...process.env, TMKIT_BIN, CI: '1' }, maxBuffer: 64 << 20, timeout: 120_000 });
      const unmet = unmetClaims(command.claims, stdout);
      return unmet.length === 0 ? undefined : `printed no line like ${unmet.map((c) => JSON.stringify(c)).join(', ')}; it printed:\n${stdout.slice(0, 2000)}`;
    } catch (e) {
      const err = e as { code?: number; stdout?: string; stderr?: string };
      return `exit ${err.code ?? '?'}:\n${(err.stderr ?? '').slice(0, 2000)}${(err.stdout ?? '').slice(0, 1000)}`;
    }
  }

  /** Runs one TypeScript example with node, from a file in the repository (so the package's own name resolves to its sources). */
  async typescript(code: string): Promise<string | undefined> {
    const file = join(ROOT, 'test', 'docs', `.example-${process.pid}-${++this.examples}.ts`);
    writeFileSync(file, this.rewrite(code));
    try {
      await run(process.execPath, ['--conditions=source', join(ROOT, 'bin/run-ts.js'), file], { cwd: this.cwd, env: { ...process.env, CI: '1' }, maxBuffer: 64 << 20, timeout: 120_000 });
      return undefined;
    } catch (e) {
      const err = e as { code?: number; stderr?: string };
      return `exit ${err.code ?? '?'}:\n${(err.stderr ?? '').slice(0, 2000)}`;
    } finally {
      rmSync(file, { force: true });
    }
  }

  private async serve(text: string): Promise<string | undefined> {
    if (this.served) return 'a second serve line: the examples talk to the one started first';
    const args = text.replace(/\s+#.*$/, '').replace(/\s*&$/, '').replace(SERVE, '').split(/\s+/).filter((a) => a !== '');
    if (args.some((a) => /["'$]/.test(a))) return `the serve line is taken word by word; it cannot hold quotes or variables: ${text}`;
    const at = args.indexOf('--port');
    this.shownPort = at === -1 ? '8066' : args.splice(at, 2)[1];
    // startServe puts --port 0 first: a free port, which rewrite() then puts in every later example.
    this.served = await startServe(args);
    return undefined;
  }

  /** Stops the served fake (by its process) and removes the folder the commands ran in. */
  async close(): Promise<void> {
    await this.served?.stop();
    rmSync(this.cwd, { recursive: true, force: true });
  }
}
