// What the fake's server itself holds besides the records: when it started, whether new
// requests are blocked, where history exports go, and the shutdown signal (reference §7).
import { EventEmitter } from 'node:events';
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FileMonitor } from '../generators/index.ts';

export interface ShutdownEvent {
  readonly restart: boolean;
}

export class ServerState {
  /**
   * Emits `shutdown` (ShutdownEvent) after a shutdown answer was sent. Typed here rather than
   * inferred: the inferred type is written into the package's declarations, and its form
   * (`EventEmitter<[never]>`) does not compile against every @types/node a user may have (25 and 26).
   */
  readonly events: EventEmitter<{ shutdown: [ShutdownEvent] }> = new EventEmitter();
  blocked = false;
  /** The file monitors GET /v2/filemonitors shows (seeded on reset, set by PUT /_fake/filemonitors). */
  fileMonitors: readonly FileMonitor[] = [];
  /** The business classes /business answers as run, with their answer texts (the `business` option on reset, PUT /_fake/business). */
  businessClasses: ReadonlyMap<string, string> = new Map();
  /** When GET /v2/server/status last answered (ServerStatusMaker's `lastRun`); undefined before the first call. */
  lastStatusRun: number | undefined;
  /** Seed of the dataset, which also seeds the virtual file trees of /info. */
  seed = 0;
  /**
   * The server's cache of one-record reads, where it shows (handlers/data-model/record-cache.ts):
   * `<collection>/<id>` → the stored row it shadows, the record read instead, and until when.
   */
  readonly cachedReads = new Map<string, { readonly stored: object; readonly view: object; readonly until: number }>();
  private archive: string | undefined;
  /** The temporary folder this instance made for its exports (never a configured one). */
  private temporary: string | undefined;

  constructor(readonly startedAt: number, archiveDir: string | undefined) {
    this.archive = archiveDir === undefined ? undefined : resolve(archiveDir);
  }

  /** The archive folder, made on first use (a fresh temporary folder unless one was configured). */
  archiveDir(): string {
    if (this.archive === undefined) this.archive = this.temporary = mkdtempSync(join(tmpdir(), 'tmkit-archive-'));
    else mkdirSync(this.archive, { recursive: true });
    return this.archive;
  }

  /** Removes the temporary export folder, if this instance made one; a configured folder is the user's and stays. */
  removeTemporaryArchive(): void {
    if (this.temporary === undefined) return;
    rmSync(this.temporary, { recursive: true, force: true });
    if (this.archive === this.temporary) this.archive = undefined;
    this.temporary = undefined;
  }
}
