// The file and folder options of every command (--report-dir, --out, --dataset, --baseline,
// --update-baseline, --archive-dir), checked before any work starts: a path that cannot serve gets
// one line naming the option, the path and the reason, and the usage exit code (2), never a stack
// trace, a report written half-way, or a hang on a special file system. A missing folder is made,
// as `mkdir -p` would.
import { accessSync, constants, mkdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { specialFileSystemOf } from './special-fs.ts';
import { PathError } from './usage-error.ts';

const failure = (option: string, path: string, reason: string) => new PathError(`${option} ${path === '' ? "''" : path}: ${reason}`);

type Kind = 'missing' | 'folder' | 'file' | 'special';

const kindOf = (path: string): Kind => {
  try {
    const s = statSync(path);
    return s.isDirectory() ? 'folder' : s.isFile() ? 'file' : 'special';
  } catch {
    // Missing, or unreachable (a part of it is a file, a link loop): making or opening it says which.
    return 'missing';
  }
};

const WORDS: Readonly<Record<string, string>> = {
  ENOTDIR: 'a part of the path is a file',
  EEXIST: 'a part of the path is a broken symbolic link, or no folder',
  ELOOP: 'a loop of symbolic links',
  EACCES: 'permission denied',
  EPERM: 'not permitted',
  EROFS: 'a read-only file system',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'the disk quota is spent',
  ENAMETOOLONG: 'the path is too long',
  ENOENT: 'a folder on the way cannot hold folders',
};

/** A failed mkdir or access in words, with the system's code for a search. */
function because(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  return code ? `${WORDS[code] ?? 'refused'} (${code})` : String((e as Error).message);
}

function checkPlace(option: string, path: string): void {
  if (path === '') throw failure(option, path, 'an empty path');
  const fs = specialFileSystemOf(path);
  if (fs) throw failure(option, path, `on the special file system ${fs}, which holds no ordinary files`);
}

/**
 * `mkdir -p`, one plain mkdir per missing level. Not Node's recursive mkdir: that one loops for
 * ever where mkdir answers ENOENT under a parent that exists (proc), and nothing, SIGTERM
 * included, ends a process whose only thread spins in it.
 */
export function makeFolder(path: string): void {
  const missing: string[] = [];
  for (let dir = resolve(path); kindOf(dir) === 'missing' && dirname(dir) !== dir; dir = dirname(dir)) missing.unshift(dir);
  for (const dir of missing) {
    try {
      mkdirSync(dir);
    } catch (e) {
      // Made meanwhile by someone else: as good as made here.
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST' || kindOf(dir) !== 'folder') throw e;
    }
  }
}

/**
 * A folder to write into: made (with its parents) when missing; refused when it is a file or
 * cannot be written, or when one of the `files` the command will write in it is not a file.
 */
export function writableFolder(option: string, path: string, files: readonly string[] = []): string {
  checkPlace(option, path);
  const kind = kindOf(path);
  if (kind === 'file' || kind === 'special') throw failure(option, path, `not a folder (it is a ${kind === 'file' ? 'file' : 'special file'})`);
  if (kind === 'missing') {
    try {
      makeFolder(path);
    } catch (e) {
      throw failure(option, path, `cannot make the folder: ${because(e)}`);
    }
  }
  try {
    accessSync(path, constants.W_OK);
  } catch (e) {
    throw failure(option, path, `the folder cannot be written: ${because(e)}`);
  }
  for (const name of files) {
    const inside = kindOf(join(path, name));
    // A special file would block the write (a pipe without a reader), a folder refuse it, after the run.
    if (inside === 'folder' || inside === 'special') throw failure(option, path, `its ${name} is a ${inside === 'folder' ? 'folder' : 'special file'}, where the command writes a file`);
  }
  return path;
}

/** A file to write: its folder made when missing; refused when the path is a folder or a special file, or its folder cannot serve. */
export function writableFile(option: string, path: string): string {
  checkPlace(option, path);
  if (path.endsWith('/')) throw failure(option, path, 'names a folder (it ends in /), not a file');
  const kind = kindOf(path);
  if (kind === 'folder') throw failure(option, path, 'is a folder, not a file');
  if (kind === 'special') throw failure(option, path, 'is a special file (a device, pipe or socket), not an ordinary one');
  if (kind === 'file') {
    try {
      accessSync(path, constants.W_OK);
    } catch (e) {
      throw failure(option, path, `the file cannot be written: ${because(e)}`);
    }
    return path;
  }
  const folder = dirname(path);
  try {
    writableFolder(option, folder);
  } catch (e) {
    // Named by the path given, the reason being its folder's.
    if (e instanceof PathError) throw failure(option, path, `its folder cannot serve: ${e.message.slice(`${option} ${folder}: `.length)}`);
    throw e;
  }
  return path;
}

/** A file to read: it must exist, be an ordinary file and be readable. */
export function readableFile(option: string, path: string): string {
  checkPlace(option, path);
  const kind = kindOf(path);
  if (kind === 'missing') throw failure(option, path, 'no such file');
  if (kind !== 'file') throw failure(option, path, `not a file (it is a ${kind === 'folder' ? 'folder' : 'special file'})`);
  try {
    accessSync(path, constants.R_OK);
  } catch (e) {
    throw failure(option, path, `the file cannot be read: ${because(e)}`);
  }
  return path;
}
