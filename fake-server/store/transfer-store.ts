// Transfers in memory, indexed for the queries GET /transfers offers, compact enough for a million
// rows (issue 6): rows are slots in typed columns (transfer-columns.ts) holding their JSON texts
// as bytes (byte-arena.ts), identities in a slot hash (identity-index.ts), and the ordered indexes
// are slot lists (transfer-indexes.ts). No record object is kept: a row handed out copies its JSON
// and parses its record when asked (transfer-row.ts).
import type { Transfer } from '../../contract/index.ts';
import { IdentityIndex } from './identity-index.ts';
import { TransferColumns, type JoinedRows } from './transfer-columns.ts';
import { TransferIndexes } from './transfer-indexes.ts';
import { querySlots, type TransferQuery } from './transfer-query.ts';
import { countSlots, pageSlots, type TransferPageQuery } from './transfer-page.ts';
import { StoredTransfer, type TransferKey, type TransferRow } from './transfer-row.ts';
import { ChangeLog, type Change } from './change-log.ts';
import { WindowTally, type KeptTally } from './window-tally.ts';

export { transferKey, type TransferKey, type TransferRow } from './transfer-row.ts';
export type { TransferQuery } from './transfer-query.ts';
export type { TransferPageQuery, TransferPageKey } from './transfer-page.ts';
export type { StatusTally, SideTally } from './status-tally.ts';
export type { KeptTally } from './window-tally.ts';

export class TransferStore {
  private readonly columns = new TransferColumns();
  private readonly identities = new IdentityIndex((slot) => this.columns.hashOf(slot));
  private readonly indexes = new TransferIndexes(this.columns);
  private live = 0;
  /** The changes since the last load, for `rollback`; off while they are undone. */
  private readonly changes = new ChangeLog();
  private undoing = false;
  private loads = 0;
  /** GET /server's counts, kept up to date once asked for (window-tally.ts). */
  private window: WindowTally | undefined;

  constructor(private readonly serialise: (t: Transfer) => string) {}

  get size(): number {
    return this.live;
  }

  get(key: TransferKey): TransferRow | undefined {
    const slot = this.find(key);
    return slot < 0 ? undefined : this.columns.row(slot);
  }

  /** Inserts or replaces the transfer with the same key; answers the stored row. */
  put(record: Transfer): TransferRow {
    const json = this.serialise(record);
    const known = this.find(record);
    // A write that leaves the row as it is (a client repeating an upsert) changes nothing to keep up: no index, log or text work.
    if (known >= 0 && this.columns.holds(known, json)) return this.columns.row(known, json, record);
    return this.columns.row(this.write(record, json, true, known), json, record);
  }

  delete(key: TransferKey): TransferRow | undefined {
    const slot = this.find(key);
    if (slot < 0) return undefined;
    const row = this.columns.row(slot);
    this.remove(slot);
    return row;
  }

  /** Replaces the whole content: rows first, then every index list built in order (no inserts). */
  load(records: Iterable<Transfer>): void {
    this.columns.clear();
    this.identities.clear();
    this.live = 0;
    this.window = undefined;
    this.loads++;
    for (const record of records) this.write(record, this.serialise(record), false);
    this.changes.clear(this.live);
    this.columns.fit();
    this.indexes.rebuild([...this.columns.liveSlots()]);
  }

  /** Every stored row, in no particular order. */
  *values(): Generator<TransferRow> {
    for (const slot of this.columns.liveSlots()) yield this.columns.row(slot);
  }

  query(q: TransferQuery): TransferRow[] {
    return querySlots(this.columns, this.indexes, q).map((slot) => this.columns.row(slot));
  }

  /** A REST v2 list page: the rows matching `q`, in its order, after `offset` of them (transfer-page.ts). */
  page(q: TransferPageQuery): TransferRow[] {
    return pageSlots(this.columns, this.indexes, q).map((slot) => this.columns.row(slot));
  }

  /** How many rows match the filters of `q` (REST v2's `countOrder`). */
  count(q: TransferPageQuery): number {
    return countSlots(this.columns, this.indexes, q);
  }

  /** The rows of `query(q)` as a list answer holds them: how many, their JSON texts joined by commas (read them before the next write). */
  queryJoined(q: TransferQuery): JoinedRows {
    return this.columns.joined(querySlots(this.columns, this.indexes, q));
  }

  /**
   * Status counts of the rows owned by `self` with STARTTRANS ≥ `from` (`self` is also the host
   * whose in and out sides are counted), from the columns alone, kept up to date across calls: a call costs the rows written since and those `from` moved over. The
   * answer is live: read it before the next write.
   */
  windowTally(self: string, from: number): KeptTally {
    const id = this.columns.names.intern(self);
    if (this.window?.self !== id) this.window = new WindowTally(this.columns, this.indexes, id, from);
    else this.window.moveTo(from);
    return this.window;
  }

  /** How many times `load` ran: who rolls back can tell whether the last load was its own. */
  get loadCount(): number {
    return this.loads;
  }

  /** Whether `rollback` can bring back the state of the last load (false when too much changed since). */
  get canRollBack(): boolean {
    return this.changes.intact;
  }

  /**
   * Back to the content of the last `load`, every row in the slot it had then, by undoing the
   * changes since, newest first: it costs what changed, not what is stored.
   */
  rollback(): void {
    if (!this.changes.intact) throw new Error('too many changes since the load to roll back: load again');
    this.undoing = true;
    try {
      for (const change of this.changes.drain()) this.undo(change);
    } finally {
      this.undoing = false;
    }
  }

  /**
   * The rows of `query(q)`, made one at a time as they are read, so that a long answer (a /log
   * export) never holds every record at once. The rows are chosen when the walk starts: a row
   * replaced meanwhile is read as it is when reached, but nothing may be deleted until the end.
   */
  *stream(q: TransferQuery): Generator<TransferRow> {
    for (const slot of querySlots(this.columns, this.indexes, q)) if (this.columns.isLive(slot)) yield this.columns.row(slot);
  }

  /** Deletes the rows of `query(q)` that `doomed` picks, reading one record at a time; answers how many went. */
  deleteWhere(q: TransferQuery, doomed: (row: TransferRow) => boolean): number {
    let deleted = 0;
    for (const slot of querySlots(this.columns, this.indexes, q)) {
      if (!doomed(this.columns.row(slot))) continue;
      this.remove(slot);
      deleted++;
    }
    return deleted;
  }

  /** Stores `record` in the slot of its identity, or a new one; `indexed`: keep the lists up to date at once (not in a load). */
  private write(record: Transfer, json: string, indexed: boolean, known = this.find(record)): number {
    if (indexed && known >= 0) {
      this.log({ kind: 'replaced', slot: known, json: this.columns.row(known).json });
      this.rewrite(known, record, json);
      return known;
    }
    const fromEnd = this.columns.allocatesFromEnd;
    const slot = known >= 0 ? known : this.columns.allocate();
    if (indexed) this.log({ kind: 'inserted', slot, fromEnd });
    this.columns.write(slot, record, json);
    if (known < 0) {
      this.identities.add(this.columns.hashOf(slot), slot);
      this.live++;
    }
    if (indexed) this.index(slot);
    return slot;
  }

  /**
   * Replaces the row of an indexed `slot` in place (its identity stays): the lists find a slot by
   * its place in their order, so its places are noted before its columns change, and it moves
   * only in the lists where its order changed.
   */
  private rewrite(slot: number, record: Transfer, json: string): void {
    const places = this.indexes.places(slot);
    this.window?.removing(slot);
    this.columns.write(slot, record, json);
    this.indexes.moved(slot, places);
    this.window?.added(slot);
  }

  private remove(slot: number): void {
    this.log({ kind: 'deleted', slot, json: this.columns.row(slot).json });
    this.unindex(slot);
    this.identities.delete(this.columns.hashOf(slot), slot);
    this.columns.release(slot);
    this.live--;
  }

  private index(slot: number): void {
    this.indexes.add(slot);
    this.window?.added(slot);
  }

  private unindex(slot: number): void {
    this.window?.removing(slot);
    this.indexes.remove(slot);
  }

  private log(change: Change): void {
    if (!this.undoing) this.changes.record(change);
  }

  /** Puts back what `change` changed; the changes after it are undone already, so its slot is as it left it. */
  private undo(change: Change): void {
    const { slot } = change;
    if (change.kind === 'inserted') {
      this.unindex(slot);
      this.identities.delete(this.columns.hashOf(slot), slot);
      if (change.fromEnd) this.columns.unallocate(slot);
      else this.columns.release(slot);
      this.live--;
      return;
    }
    const record = new StoredTransfer(change.json).record;
    if (change.kind === 'replaced') return this.rewrite(slot, record, change.json);
    this.columns.reclaim(slot);
    this.columns.write(slot, record, change.json);
    this.identities.add(this.columns.hashOf(slot), slot);
    this.live++;
    this.index(slot);
  }

  private find(key: TransferKey): number {
    const hash = this.columns.probe(key);
    return hash < 0 ? -1 : this.identities.find(hash, this.columns.matchesProbe);
  }
}
