// The command line never crashes on a path (issue "A suite that is never fooled", item 5): every
// file or folder option, given a file where a folder belongs, a folder where a file belongs, a
// missing file, a path through a file, or a place on a special file system, ends the command with
// one line naming the option, the path and the reason, and exit 2, before any work and without a
// stack trace; a file whose folder is missing is written, the folder made.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const TMKIT = new URL('../../bin/tmkit.js', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'tmkit-paths-'));
const file = join(dir, 'a-file');
writeFileSync(file, 'x');
// A report folder whose index.html is a folder: the run would end without its report.
mkdirSync(join(dir, 'reports', 'index.html'), { recursive: true });
// A baseline file in the current folder, named as bare as a shipped baseline (and not valid).
writeFileSync(join(dir, 'known.json'), '{"entries":[{"check":"x"}]}');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs tmkit; the spawn timeout only guards the test run against a hang, it asserts nothing. */
function tmkit(args: readonly string[], cwd?: string) {
  const r = spawnSync(process.execPath, [TMKIT, ...args], { encoding: 'utf8', timeout: 60_000, env: { ...process.env, CI: 'true' }, ...(cwd ? { cwd } : {}) });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, signal: r.signal };
}

const CASES: readonly (readonly [string, readonly string[], RegExp, string?])[] = [
  ['--report-dir naming a file', ['check', '--report-dir', file], /^tmkit: --report-dir .*a-file: not a folder \(it is a file\)$/m],
  ['--report-dir whose report file is a folder', ['check', '--report-dir', join(dir, 'reports')], /^tmkit: --report-dir .*reports: its index\.html is a folder, where the command writes a file$/m],
  ['--report-dir through a file', ['check', '--report-dir', join(file, 'sub')], /^tmkit: --report-dir .*a-file\/sub: cannot make the folder/m],
  ['--report-dir under /proc', ['check', '--report-dir', '/proc/self/tmkit-reports'], /^tmkit: --report-dir \/proc\/self\/tmkit-reports: on the special file system \/proc/m],
  ['--update-baseline naming a folder', ['check', '--update-baseline', dir], /^tmkit: --update-baseline .*: is a folder, not a file$/m],
  ['--baseline naming a missing file', ['check', '--baseline', join(dir, 'none.json')], /^tmkit: --baseline .*none\.json: no such file$/m],
  ['--baseline naming a folder', ['check', '--baseline', dir], /^tmkit: --baseline .*: not a file \(it is a folder\)$/m],
  // The file in the current folder is read, not taken for the name of a shipped baseline.
  ['--baseline naming a bad file by its bare name', ['check', '--baseline', 'known.json'], /^tmkit: --baseline known\.json: expected \{"entries"/m, dir],
  ['--baseline naming neither a file nor a shipped baseline', ['check', '--baseline', 'r66-0.0.0'], /^tmkit: --baseline r66-0\.0\.0: no such file, nor a baseline the kit ships/m, dir],
  ['openapi --out naming a folder', ['openapi', '--out', dir], /^tmkit: --out .*: is a folder, not a file$/m],
  ['openapi --out under /sys', ['openapi', '--out', '/sys/tmkit.json'], /^tmkit: --out \/sys\/tmkit\.json: on the special file system \/sys/m],
  ['generate --out through a file', ['generate', '--kind', 'hosts', '--count', '2', '--out', join(file, 'x.json')], /^tmkit: --out .*a-file\/x\.json: its folder cannot serve: not a folder \(it is a file\)$/m],
  // A missing file may be a mistyped preset: the line names the presets too.
  ['serve --dataset naming a missing file', ['serve', '--port', '0', '--dataset', join(dir, 'none.json')], /^tmkit: --dataset .*none\.json: neither a preset \(empty, small, medium, large\) nor an existing file$/m],
  ['serve --dataset naming a folder', ['serve', '--port', '0', '--dataset', dir], /^tmkit: --dataset .*: not a file \(it is a folder\)$/m],
  ['serve --archive-dir naming a file', ['serve', '--port', '0', '--archive-dir', file], /^tmkit: --archive-dir .*a-file: not a folder \(it is a file\)$/m],
];

describe('file and folder options that cannot serve', () => {
  it.for(CASES)('%s: one line, exit 2, no stack trace, nothing run', { timeout: 90_000 }, ([, args, message, cwd]) => {
    const r = tmkit(args, cwd);
    expect(r.signal).toBeNull();
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trimEnd().split('\n'), 'exactly one line').toHaveLength(1);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    // Refused before the run: no verdict was printed.
    expect(r.stdout).not.toMatch(/PASS|FAIL/);
  });
});

describe('a file whose folder is missing', () => {
  it('openapi --out writes it, making the folder', () => {
    const out = join(dir, 'new', 'folder', 'openapi.json');
    const r = tmkit(['openapi', '--out', out]);
    expect(r.code).toBe(0);
    expect(existsSync(out)).toBe(true);
  });
});
