// Long commands show progress on a person's terminal and stay plain in CI logs. The terminal is a
// real pseudo-terminal (util-linux `script`), not a stream that claims to be one.
import { afterAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '../..');
const TMKIT = join(ROOT, 'bin/tmkit.js');
const dir = mkdtempSync(join(tmpdir(), 'tmkit-progress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The environment of a person's shell: no CI variable, no progress override. */
function personEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env['CI'];
  delete env['TMKIT_PROGRESS'];
  return env;
}

const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** `tmkit args` with stdin, stdout and stderr on a pseudo-terminal: everything it drew. */
async function onTerminal(args: readonly string[]): Promise<string> {
  const command = [process.execPath, TMKIT, ...args].map(quote).join(' ');
  const { stdout } = await run('script', ['-qfec', command, '/dev/null'], { cwd: ROOT, env: personEnv(), maxBuffer: 16 * 1024 * 1024 });
  return stdout;
}

/** `tmkit args` as a CI job runs it: output to pipes, CI=true. */
async function inCi(args: readonly string[]): Promise<{ stdout: string; stderr: string }> {
  return run(process.execPath, [TMKIT, ...args], { cwd: ROOT, env: { ...personEnv(), CI: 'true' } });
}

const ESC = '\u001b';

describe('progress display', { timeout: 60_000 }, () => {
  it('tmkit generate draws a bar on a terminal, counting records up to the total, and clears it', async () => {
    const drawn = await onTerminal(['generate', '--count', '30000', '--format', 'ndjson', '--out', join(dir, 'a.ndjson')]);
    expect(drawn).toMatch(/tmkit generate transfers \[[=-]+\] \d+\/30000 \d+%/);
    expect(drawn).toContain(ESC);
    // The last thing drawn erases the line: the prompt comes back on a clean line.
    expect(drawn.trimEnd().endsWith(`${ESC}[2K`)).toBe(true);
  });

  it('tmkit check draws the checks done and names the one that runs', async () => {
    const drawn = await onTerminal(['check', '--only', 'limit_caps_list_size,model_based_crud', '--runs', '3', '--format', 'json', '--report-dir', join(dir, 'check')]);
    // Only the selected checks count, and the last frame names the last check.
    expect(drawn).toMatch(/tmkit check \[[=-]+\] 0\/2 /);
    expect(drawn).toMatch(/tmkit check \[=+\] 2\/2 100% .*model_based_crud/);
  });

  it('writes no progress at all in CI: no carriage return, no escape code, nothing on stderr for generate', async () => {
    const generated = await inCi(['generate', '--count', '30000', '--format', 'ndjson', '--out', join(dir, 'b.ndjson')]);
    expect(generated.stderr).toBe('');
    const checked = await inCi(['check', '--only', 'not_a_server_error,limit_caps_list_size', '--runs', '1', '--format', 'console,json', '--report-dir', join(dir, 'ci')]);
    expect(checked.stdout + checked.stderr).not.toMatch(/[\r\u001b]/);
    expect(checked.stdout).toMatch(/PASS/);
  });
});
