// The server's bandwidth and delay limits are ONE state: the own host's row of /configurations.
// GET/PUT /bandwidth read and write it, /v2/limits reads, creates, replaces and deletes it, and
// GET /configurations/<own host id> shows it. (The real server keeps /bandwidth's live values
// apart from the row, reference §18; the interface describes one set of server limits.)
import { UPDATED_INFO, type Configuration, RECORD_MODEL } from '../contract/index.ts';
import type { Deps } from './deps.ts';

export interface ServerLimits {
  readonly readGlobal: number;
  readonly writeGlobal: number;
  readonly readSession: number;
  readonly writeSession: number;
  readonly delay: number;
}

export const NO_LIMITS: ServerLimits = { readGlobal: 0, writeGlobal: 0, readSession: 0, writeSession: 0, delay: 0 };

const fromRow = (c: Configuration): ServerLimits => ({
  readGlobal: c.READGLOBALLIMIT,
  writeGlobal: c.WRITEGLOBALLIMIT,
  readSession: c.READSESSIONLIMIT,
  writeSession: c.WRITESESSIONLIMIT,
  delay: c.DELAYLIMIT,
});

/** The limits row of this server, or undefined when there is none (GET /v2/limits then answers 404). */
export function storedLimits(deps: Deps): ServerLimits | undefined {
  const row = deps.store.configurations.get(deps.config.hostId);
  return row ? fromRow(row.record) : undefined;
}

/** The limits in force: the row's, or none (0 = unlimited) when there is no row. */
export const currentLimits = (deps: Deps): ServerLimits => storedLimits(deps) ?? NO_LIMITS;

/** Writes the row (creating it when absent), keeping its UPDATEDINFO. */
export function writeLimits(deps: Deps, limits: ServerLimits): void {
  const old = deps.store.configurations.get(deps.config.hostId);
  deps.store.configurations.put({
    '@model': RECORD_MODEL.configurations,
    HOSTID: deps.config.hostId,
    READGLOBALLIMIT: limits.readGlobal,
    WRITEGLOBALLIMIT: limits.writeGlobal,
    READSESSIONLIMIT: limits.readSession,
    WRITESESSIONLIMIT: limits.writeSession,
    DELAYLIMIT: limits.delay,
    UPDATEDINFO: old ? old.record.UPDATEDINFO : UPDATED_INFO.NOTUPDATED,
  });
}

/** Removes the row: no limits any more (GET /v2/limits answers 404, /bandwidth shows 0). */
export function deleteLimits(deps: Deps): boolean {
  return deps.store.configurations.delete(deps.config.hostId) !== undefined;
}
