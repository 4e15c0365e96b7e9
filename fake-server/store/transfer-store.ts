// Transfers in memory, indexed for the queries GET /transfers offers, compact enough for a million
// rows (issue 6): rows are slots in typed columns (transfer-columns.ts) holding their JSON texts
// as bytes (byte-arena.ts), identities in a slot hash (identity-index.ts), and the ordered indexes
// are slot lists (transfer-indexes.ts). No record object is kept: a row handed out copies its JSON
// and parses its record when asked (transfer-row.ts).
import type { Transfer } from '../../contract/index.ts';
import { IdentityIndex } from './identity-index.ts';
import { TransferColumns } from './transfer-columns.ts';
import { TransferIndexes } from './transfer-indexes.ts';
import { querySlots, type TransferQuery } from './transfer-query.ts';
import { tallyStatus, type StatusTally } from './status-tally.ts';
import type { TransferKey, TransferRow } from './transfer-row.ts';

export { transferKey, type TransferKey, type TransferRow } from './transfer-row.ts';
export type { TransferQuery } from './transfer-query.ts';
export type { StatusTally, SideTally } from './status-tally.ts';

export class TransferStore {
  private readonly columns = new TransferColumns();
  private readonly identities = new IdentityIndex((slot) => this.columns.hashOf(slot));
  private readonly indexes = new TransferIndexes(this.columns);
  private live = 0;

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
    return this.columns.row(this.write(record, json, true), json, record);
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
    for (const record of records) this.write(record, this.serialise(record), false);
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

  /** Status counts of the rows of `query(q)`, from the columns alone; `self`: the host whose in and out sides are counted. */
  tally(q: TransferQuery, self: string): StatusTally {
    return tallyStatus(this.columns, querySlots(this.columns, this.indexes, q), this.columns.names.find(self) ?? -1);
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
  private write(record: Transfer, json: string, indexed: boolean): number {
    const known = this.find(record);
    const slot = known >= 0 ? known : this.columns.allocate();
    // The lists find a slot by its place in their order: take it out before its columns change.
    if (indexed && known >= 0) this.indexes.remove(slot);
    this.columns.write(slot, record, json);
    if (known < 0) {
      this.identities.add(this.columns.hashOf(slot), slot);
      this.live++;
    }
    if (indexed) this.indexes.add(slot);
    return slot;
  }

  private remove(slot: number): void {
    this.indexes.remove(slot);
    this.identities.delete(this.columns.hashOf(slot), slot);
    this.columns.release(slot);
    this.live--;
  }

  private find(key: TransferKey): number {
    const hash = this.columns.probe(key);
    return hash < 0 ? -1 : this.identities.find(hash, this.columns.matchesProbe);
  }
}
