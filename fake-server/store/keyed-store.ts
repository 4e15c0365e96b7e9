// Records keyed by HOSTID (hosts, host configurations, bandwidth configurations), kept in
// HOSTID order, which is the order of their lists (reference §3.3-§3.5). These collections hold
// one row per partner host, so a filtered list walks them in order.
import { SortedList } from './sorted-list.ts';

export interface KeyedRow<R> {
  readonly id: string;
  readonly record: R;
  /** The record as the v1 answer writes it, serialised once. */
  readonly json: string;
  /** Data that never leaves the fake (a host's password). */
  readonly secret?: Uint8Array;
}

const byId = <R>(a: KeyedRow<R>, b: KeyedRow<R>) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export class KeyedStore<R extends { HOSTID: string }> {
  private readonly rows = new Map<string, KeyedRow<R>>();
  private readonly ordered = new SortedList<KeyedRow<R>>(byId);

  constructor(private readonly serialise: (r: R) => string) {}

  get size(): number {
    return this.rows.size;
  }

  get(id: string): KeyedRow<R> | undefined {
    return this.rows.get(id);
  }

  put(record: R, secret?: Uint8Array): KeyedRow<R> {
    const row: KeyedRow<R> = { id: record.HOSTID, record, json: this.serialise(record), ...(secret ? { secret } : {}) };
    const old = this.rows.get(row.id);
    if (old) this.ordered.remove(old);
    this.rows.set(row.id, row);
    this.ordered.insert(row);
    return row;
  }

  delete(id: string): KeyedRow<R> | undefined {
    const row = this.rows.get(id);
    if (!row) return undefined;
    this.rows.delete(id);
    this.ordered.remove(row);
    return row;
  }

  /** Rows in HOSTID order that satisfy `accept`, at most `limit` of them. */
  list(accept: (r: R) => boolean, limit: number): KeyedRow<R>[] {
    const out: KeyedRow<R>[] = [];
    if (limit <= 0) return out;
    for (const row of this.ordered.range()) {
      if (!accept(row.record)) continue;
      out.push(row);
      if (out.length >= limit) break;
    }
    return out;
  }

  values(): IterableIterator<KeyedRow<R>> {
    return this.rows.values();
  }

  clear(): void {
    this.rows.clear();
    this.ordered.load([]);
  }
}
