// The path checks of the file and folder options, in process: the places the end-to-end test
// (test/cli/file-options.test.ts) does not spawn a command for, and the folder making that must
// fail, never spin, on a file system where mkdir answers ENOENT under a parent that exists.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statfsSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeFolder, readableFile, writableFile, writableFolder } from './paths.ts';
import { specialFileSystemOf } from './special-fs.ts';
import { PathError } from './usage-error.ts';

const dir = mkdtempSync(join(tmpdir(), 'tmkit-paths-unit-'));
const file = join(dir, 'a-file');
writeFileSync(file, 'x');
symlinkSync(join(dir, 'nowhere', 'x'), join(dir, 'dangling'));
symlinkSync('/proc/self', join(dir, 'to-proc'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The message of the PathError `f` throws. */
function refusal(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(PathError);
    return (e as Error).message;
  }
  throw new Error('not refused');
}

const onDevpts = process.platform === 'linux' && existsSync('/dev/pts') && statfsSync('/dev/pts').type === 0x1cd1;

describe('makeFolder', () => {
  it('makes every missing level', () => {
    const deep = join(dir, 'made', 'a', 'b');
    makeFolder(deep);
    expect(existsSync(deep)).toBe(true);
  });

  it('fails on proc, where a recursive mkdir would spin for ever', () => {
    // In a child process: a spinning mkdir would block this thread, and with it the test's timeout.
    // The spawn timeout only guards the test run against that hang; it asserts nothing.
    const script = `import(${JSON.stringify(new URL('./paths.ts', import.meta.url).href)}).then((m) => { try { m.makeFolder('/proc/self/tmkit-never/x'); console.log('made'); } catch (e) { console.log(e.code); } })`;
    const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 60_000 });
    expect(r.signal, r.stderr).toBeNull();
    expect(r.stdout.trim()).toBe('ENOENT');
  });
});

describe('special file systems', () => {
  it('are found by where they are usually mounted, also through a symbolic link', () => {
    expect(specialFileSystemOf('/proc/self/x/y')).toBe('/proc');
    expect(specialFileSystemOf('/sys/x')).toBe('/sys');
    expect(specialFileSystemOf(join(dir, 'to-proc', 'reports'))).toBe('/proc');
    expect(specialFileSystemOf(join(dir, 'new', 'folder'))).toBeUndefined();
  });

  it.skipIf(!onDevpts)('are found by statfs where they are mounted elsewhere: devpts under /dev', () => {
    expect(refusal(() => writableFolder('--report-dir', '/dev/pts/tmkit-reports'))).toBe('--report-dir /dev/pts/tmkit-reports: on the special file system devpts, which holds no ordinary files');
  });
});

describe('refusals name the option, the path and the reason', () => {
  it.for([
    ['an empty path', () => writableFolder('--report-dir', ''), "--report-dir '': an empty path"],
    ['a broken symbolic link on the way', () => writableFolder('--report-dir', join(dir, 'dangling', 'r')), `--report-dir ${dir}/dangling/r: cannot make the folder: a part of the path is a broken symbolic link, or no folder (EEXIST)`],
    ['a path through a file', () => writableFolder('--archive-dir', join(file, 'x')), `--archive-dir ${file}/x: cannot make the folder: a part of the path is a file (ENOTDIR)`],
    ['a file where the command writes a report', () => {
      mkdirSync(join(dir, 'reports', 'index.html'), { recursive: true });
      return writableFolder('--report-dir', join(dir, 'reports'), ['report.json', 'index.html']);
    }, `--report-dir ${dir}/reports: its index.html is a folder, where the command writes a file`],
    ['a file path ending in /', () => writableFile('--out', join(dir, 'x/')), `--out ${dir}/x/: names a folder (it ends in /), not a file`],
    ['a device to write', () => writableFile('--out', '/dev/null'), '--out /dev/null: is a special file (a device, pipe or socket), not an ordinary one'],
    ['a device to read', () => readableFile('--dataset', '/dev/null'), '--dataset /dev/null: not a file (it is a special file)'],
    ['a file to read under /proc', () => readableFile('--baseline', '/proc/self/status'), '--baseline /proc/self/status: on the special file system /proc, which holds no ordinary files'],
  ] as const)('%s', ([, refused, message]) => {
    expect(refusal(refused)).toBe(message);
  });
});

describe('places that serve', () => {
  it('a missing folder is made, a file in a missing folder gets its folder', () => {
    expect(writableFolder('--report-dir', join(dir, 'out', 'deep'), ['report.json'])).toBe(join(dir, 'out', 'deep'));
    expect(existsSync(join(dir, 'out', 'deep'))).toBe(true);
    writableFile('--update-baseline', join(dir, 'baselines', 'mine.json'));
    expect(existsSync(join(dir, 'baselines'))).toBe(true);
  });
});
