// Records keyed by one text (HOSTID for hosts, host configurations and bandwidth configurations,
// IDRULE for rules), kept in key order, which is the order of their v1 lists (reference
// §3.3-§3.5). These collections hold one row per partner host or rule, so a filtered list walks
// them in order.
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

/** The key of a record keyed by HOSTID. */
const hostIdOf = (r: { readonly HOSTID: string }): string => r.HOSTID;

export class KeyedStore<R> {
  private readonly rows = new Map<string, KeyedRow<R>>();
  private readonly ordered = new SortedList<KeyedRow<R>>(byId);

  /** `keyOf` defaults to the record's HOSTID. */
  constructor(private readonly serialise: (r: R) => string, private readonly keyOf: (r: R) => string = hostIdOf as unknown as (r: R) => string) {}

  get size(): number {
    return this.rows.size;
  }

  get(id: string): KeyedRow<R> | undefined {
    return this.rows.get(id);
  }

  put(record: R, secret?: Uint8Array): KeyedRow<R> {
    const row: KeyedRow<R> = { id: this.keyOf(record), record, json: this.serialise(record), ...(secret ? { secret } : {}) };
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
