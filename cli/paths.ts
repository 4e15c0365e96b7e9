// The file and folder options of every command (--report-dir, --out, --dataset, --baseline,
// --update-baseline, --archive-dir), checked before any work starts: a path that cannot serve gets
// one line naming the option, the path and the reason, and the usage exit code (2), never a stack
// trace, a report written half-way, or a hang on a special file system.
import { accessSync, constants, mkdirSync, realpathSync, statSync } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';
import { UsageError } from './usage-error.ts';

/** File systems whose entries are the kernel's, not files: writing there hangs or means something else. */
const SPECIAL = ['/proc', '/sys'];

const failure = (option: string, path: string, reason: string) => new UsageError(`${option} ${path}: ${reason}`);

/** The path as it will be used, with its nearest existing ancestor resolved (symbolic links included). */
function realPlace(path: string): string {
  let dir = resolve(path);
  const rest: string[] = [];
  for (;;) {
    try {
      return [realpathSync(dir), ...rest.reverse()].join(sep).replace(/\/+/g, '/');
    } catch {
      const parent = dirname(dir);
      if (parent === dir) return resolve(path);
      rest.push(dir.slice(parent.length + 1));
      dir = parent;
    }
  }
}

function notSpecial(option: string, path: string): void {
  const real = realPlace(path);
  const fs = SPECIAL.find((s) => real === s || real.startsWith(`${s}/`));
  if (fs) throw failure(option, path, `on the special file system ${fs}, which holds no ordinary files`);
}

const kindOf = (path: string) => {
  try {
    const s = statSync(path);
    return s.isDirectory() ? 'folder' : s.isFile() ? 'file' : 'special';
  } catch {
    return 'missing';
  }
};

/** A folder to write into: made (with its parents) when missing; refused when it is a file or cannot be written. */
export function writableFolder(option: string, path: string): string {
  notSpecial(option, path);
  const kind = kindOf(path);
  if (kind === 'file' || kind === 'special') throw failure(option, path, `not a folder (it is a ${kind === 'file' ? 'file' : 'special file'})`);
  if (kind === 'missing') {
    try {
      mkdirSync(path, { recursive: true });
    } catch (e) {
      throw failure(option, path, `cannot make the folder (${(e as NodeJS.ErrnoException).code ?? (e as Error).message}: a part of the path is a file, or a parent cannot be written)`);
    }
  }
  try {
    accessSync(path, constants.W_OK);
  } catch {
    throw failure(option, path, 'the folder cannot be written');
  }
  return path;
}

/** A file to write: its folder made when missing; refused when the path is a folder or its folder cannot serve. */
export function writableFile(option: string, path: string): string {
  notSpecial(option, path);
  const kind = kindOf(path);
  if (kind === 'folder') throw failure(option, path, 'is a folder, not a file');
  if (kind === 'special') throw failure(option, path, 'is a special file, not an ordinary one');
  if (kind === 'file') {
    try {
      accessSync(path, constants.W_OK);
    } catch {
      throw failure(option, path, 'the file cannot be written');
    }
    return path;
  }
  const folder = dirname(path);
  try {
    writableFolder(option, folder);
  } catch (e) {
    // Named by the path given, the reason being its folder's.
    if (e instanceof UsageError) throw failure(option, path, `its folder cannot serve: ${e.message.slice(`${option} ${folder}: `.length)}`);
    throw e;
  }
  return path;
}

/** A file to read: it must exist, be an ordinary file and be readable. */
export function readableFile(option: string, path: string): string {
  notSpecial(option, path);
  const kind = kindOf(path);
  if (kind === 'missing') throw failure(option, path, 'no such file');
  if (kind !== 'file') throw failure(option, path, `not a file (it is a ${kind === 'folder' ? 'folder' : 'special file'})`);
  try {
    accessSync(path, constants.R_OK);
  } catch {
    throw failure(option, path, 'the file cannot be read');
  }
  return path;
}
