// The /log export file on disk: its name (reference §4: `<hostId>_<ms>_runners.xml` in the archive
// folder) and a synchronous writer that buffers text and flushes it in chunks, so an export of
// any size streams to disk with bounded memory while the handler stays synchronous.
import { Buffer } from 'node:buffer';
import { closeSync, openSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** Flush threshold, in UTF-16 units (at most about 4 × as many bytes). */
const CHUNK = 64 * 1024;
/** More same-instant exports than this in one folder means something else is wrong: give up. */
const MAX_SUFFIX = 10_000;

export interface ExportFile {
  readonly path: string;
  write(text: string): void;
  /** Flushes what is buffered and closes the file. */
  close(): void;
  /** Closes the file (if still open) and removes it: a failed export leaves nothing behind. */
  discard(): void;
}

/**
 * The name is made only of the configured host id and the clock, never of client input. Path
 * separators and NUL in the host id are replaced so the file cannot land outside the folder.
 */
const namePrefix = (hostId: string, now: number) => `${hostId.replace(/[/\\\u0000]/g, '_')}_${now}`;

/**
 * Creates a new export file in `dir`. Two exports in the same millisecond (a frozen clock makes
 * that common) must not overwrite each other, so the file is created exclusively (`wx`, atomic
 * also between processes sharing the folder) and, if the name is taken, `_1`, `_2`, … is added
 * before `_runners.xml`. Throws the file system's error when the folder cannot be written.
 */
export function createExportFile(dir: string, hostId: string, now: number): ExportFile {
  return createUniqueFile(dir, namePrefix(hostId, now), '_runners.xml');
}

/**
 * A new file `<stem><suffix>` in `dir` (`<stem>_<n><suffix>` when taken), created exclusively as
 * above; the stem's path separators and NUL are replaced so the file stays in the folder.
 */
export function createUniqueFile(dir: string, stem: string, suffix: string): ExportFile {
  const prefix = stem.replace(/[/\\\u0000]/g, '_');
  for (let n = 0; ; n++) {
    const path = join(dir, `${prefix}${n === 0 ? '' : `_${n}`}${suffix}`);
    try {
      return chunkedWriter(path, openSync(path, 'wx'));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST' || n >= MAX_SUFFIX) throw e;
    }
  }
}

function chunkedWriter(path: string, fd: number): ExportFile {
  let parts: string[] = [];
  let size = 0;
  let open = true;
  const flush = () => {
    if (size === 0) return;
    const bytes = Buffer.from(parts.join(''), 'utf8');
    parts = [];
    size = 0;
    // writeSync may write fewer bytes than asked: loop until the chunk is on disk.
    for (let done = 0; done < bytes.length; ) done += writeSync(fd, bytes, done, bytes.length - done);
  };
  const closeOnce = () => {
    if (!open) return;
    open = false;
    closeSync(fd);
  };
  return {
    path,
    write(text) {
      parts.push(text);
      size += text.length;
      if (size >= CHUNK) flush();
    },
    close() {
      try {
        flush();
      } finally {
        closeOnce();
      }
    },
    discard() {
      try {
        closeOnce();
      } catch {
        // Already unusable: removing it is all that is left to do.
      }
      try {
        unlinkSync(path);
      } catch {
        // Nothing to remove.
      }
    },
  };
}
