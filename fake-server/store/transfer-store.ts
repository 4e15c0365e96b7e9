// Transfers in memory, indexed for the queries GET /transfers offers (issue: a list query costs
// about O(log n + k), not a scan). Every row is in a few "dimensions" (all, its owner, each
// partner, its rule, each status flag it matches); each dimension keeps two ordered lists, one
// per answer order (STARTTRANS desc, SPECIALID desc). A query walks the smallest dimension that
// every answer must be in, from the start of its id or date range, and stops at the limit.
import { matchesStatusFlag, STATUS_FLAGS, type StatusFlag, type Transfer } from '../../contract/index.ts';
import { SortedList } from './sorted-list.ts';

export interface TransferRow {
  readonly record: Transfer;
  readonly key: string;
  /** The record as the v1 answer writes it, serialised once. */
  readonly json: string;
}

export interface TransferKey {
  readonly SPECIALID: bigint;
  readonly REQUESTER: string;
  readonly REQUESTED: string;
  readonly OWNERREQ: string;
}

export interface TransferQuery {
  /** Only this owner; undefined means every owner (`OWNERREQ=*`). */
  readonly owner?: string;
  readonly partner?: string;
  readonly rule?: string;
  /** Status flags OR-ed together; empty means every status. */
  readonly statusFlags: readonly StatusFlag[];
  readonly startId?: bigint;
  readonly stopId?: bigint;
  /** STARTTRANS window, inclusive, epoch ms. */
  readonly startTrans?: number;
  readonly stopTrans?: number;
  readonly orderById: boolean;
  /** At most this many rows. */
  readonly limit: number;
}

export const transferKey = (k: TransferKey): string =>
  `${k.SPECIALID}\u0000${k.REQUESTER}\u0000${k.REQUESTED}\u0000${k.OWNERREQ}`;

const cmpBig = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);
const cmpStr = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** Default order: STARTTRANS descending (reference §3.2), then SPECIALID descending, then key. */
const byStart = (a: TransferRow, b: TransferRow) =>
  b.record.STARTTRANS - a.record.STARTTRANS || cmpBig(b.record.SPECIALID, a.record.SPECIALID) || cmpStr(a.key, b.key);
/** ORDERBYID=true: SPECIALID descending, then STARTTRANS descending, then key. */
const byId = (a: TransferRow, b: TransferRow) =>
  cmpBig(b.record.SPECIALID, a.record.SPECIALID) || b.record.STARTTRANS - a.record.STARTTRANS || cmpStr(a.key, b.key);

interface Dimension {
  readonly byStart: SortedList<TransferRow>;
  readonly byId: SortedList<TransferRow>;
}

const BEYOND_INT64 = 1n << 64n;
/** A row that sorts just before (`edge` 'first') or after ('last') every row with these values. */
function probe(startTrans: number, specialId: bigint, edge: 'first' | 'last', orderById: boolean): TransferRow {
  const inf = edge === 'first' ? 1 : -1;
  const record = orderById
    ? { STARTTRANS: inf * Number.MAX_VALUE, SPECIALID: specialId }
    : { STARTTRANS: startTrans, SPECIALID: BigInt(inf) * BEYOND_INT64 };
  return { record: record as Transfer, key: '', json: '' };
}

function dimensionsOf(t: Transfer): string[] {
  const dims = ['all', `o:${t.OWNERREQ}`, `p:${t.REQUESTER}`, `r:${t.IDRULE}`];
  if (t.REQUESTED !== t.REQUESTER) dims.push(`p:${t.REQUESTED}`);
  for (const flag of STATUS_FLAGS) if (matchesStatusFlag(flag, t.UPDATEDINFO, t.GLOBALSTEP)) dims.push(`f:${flag}`);
  return dims;
}

export class TransferStore {
  private readonly rows = new Map<string, TransferRow>();
  private dims = new Map<string, Dimension>();

  constructor(private readonly serialise: (t: Transfer) => string) {}

  get size(): number {
    return this.rows.size;
  }

  get(key: TransferKey): TransferRow | undefined {
    return this.rows.get(transferKey(key));
  }

  /** Inserts or replaces the transfer with the same key; answers the stored row. */
  put(record: Transfer): TransferRow {
    const row: TransferRow = { record, key: transferKey(record), json: this.serialise(record) };
    const old = this.rows.get(row.key);
    if (old) this.unindex(old);
    this.rows.set(row.key, row);
    for (const d of dimensionsOf(record)) {
      const dim = this.dimension(d);
      dim.byStart.insert(row);
      dim.byId.insert(row);
    }
    return row;
  }

  delete(key: TransferKey): TransferRow | undefined {
    const row = this.rows.get(transferKey(key));
    if (!row) return undefined;
    this.rows.delete(row.key);
    this.unindex(row);
    return row;
  }

  /** Replaces the whole content (one sort per list instead of n inserts). */
  load(records: Iterable<Transfer>): void {
    this.rows.clear();
    const groups = new Map<string, TransferRow[]>();
    for (const record of records) {
      const row: TransferRow = { record, key: transferKey(record), json: this.serialise(record) };
      const old = this.rows.get(row.key);
      this.rows.set(row.key, row);
      if (old) for (const d of dimensionsOf(old.record)) groups.set(d, (groups.get(d) ?? []).filter((r) => r !== old));
      for (const d of dimensionsOf(record)) {
        let g = groups.get(d);
        if (!g) groups.set(d, (g = []));
        g.push(row);
      }
    }
    this.dims = new Map();
    for (const [d, rows] of groups) {
      const dim = this.dimension(d);
      dim.byStart.load(rows.slice());
      dim.byId.load(rows);
    }
  }

  /** Every stored row, in no particular order. */
  values(): IterableIterator<TransferRow> {
    return this.rows.values();
  }

  query(q: TransferQuery): TransferRow[] {
    const out: TransferRow[] = [];
    if (q.limit <= 0) return out;
    const accept = predicate(q);
    // A range on the other order's key (STARTID/STOPID in STARTTRANS order, or a STARTTRANS window
    // in id order) may hold far fewer rows than the walk would visit: then take that range, filter
    // and sort it, which costs O(log n + m log m) for the m rows in the range.
    const other = this.otherOrderRange(q);
    if (other && other.size < this.walkSize(q)) {
      const hits = [...other.rows()].filter((r) => accept(r.record));
      return hits.sort(q.orderById ? byId : byStart).slice(0, q.limit);
    }
    for (const row of this.walk(q)) {
      if (!accept(row.record)) continue;
      out.push(row);
      if (out.length >= q.limit) break;
    }
    return out;
  }

  /** The dimension lists every answer belongs to (several for OR-ed status flags). */
  private candidates(q: TransferQuery): string[][] {
    const candidates: string[][] = [];
    if (q.owner !== undefined) candidates.push([`o:${q.owner}`]);
    if (q.partner !== undefined) candidates.push([`p:${q.partner}`]);
    if (q.rule !== undefined) candidates.push([`r:${q.rule}`]);
    if (q.statusFlags.length > 0) candidates.push(q.statusFlags.map((f) => `f:${f}`));
    if (candidates.length === 0) candidates.push(['all']);
    return candidates;
  }

  /** The smallest candidate, in the order `orderById` names, bounded by the range on that order's key. */
  private smallest(q: TransferQuery, orderById: boolean): { lists: SortedList<TransferRow>[]; from: number[]; to: number[]; size: number } | undefined {
    const query = { ...q, orderById };
    let best: { lists: SortedList<TransferRow>[]; from: number[]; to: number[]; size: number } | undefined;
    for (const names of this.candidates(q)) {
      const lists = names.map((n) => this.dims.get(n)).filter((d): d is Dimension => d !== undefined).map((d) => (orderById ? d.byId : d.byStart));
      const bounds = lists.map((l) => this.bounds(l, query));
      const size = bounds.reduce((s, [a, b]) => s + (b - a), 0);
      if (!best || size < best.size) best = { lists, from: bounds.map((b) => b[0]), to: bounds.map((b) => b[1]), size };
    }
    return best;
  }

  private walkSize(q: TransferQuery): number {
    return this.smallest(q, q.orderById)?.size ?? 0;
  }

  /** The range on the other order's key, when the query has one: its size, and its rows on demand. */
  private otherOrderRange(q: TransferQuery): { rows: () => Iterable<TransferRow>; size: number } | undefined {
    const hasOther = q.orderById ? q.startTrans !== undefined || q.stopTrans !== undefined : q.startId !== undefined || q.stopId !== undefined;
    if (!hasOther) return undefined;
    const best = this.smallest(q, !q.orderById);
    if (!best) return { rows: () => [], size: 0 };
    const rows = () => {
      const all = best.lists.flatMap((l, i) => [...l.range(best.from[i], best.to[i])]);
      // Several status lists may hold the same row: keep it once.
      return best.lists.length > 1 ? new Set(all) : all;
    };
    return { rows, size: best.size };
  }

  /** Rows of the smallest dimension every answer belongs to, in answer order, from the range start. */
  private *walk(q: TransferQuery): Generator<TransferRow> {
    const best = this.smallest(q, q.orderById);
    if (!best || best.size === 0) return;
    if (best.lists.length === 1) {
      yield* (best.lists[0] as SortedList<TransferRow>).range(best.from[0], best.to[0]);
      return;
    }
    yield* mergeUnique(best.lists.map((l, i) => l.range(best.from[i], best.to[i])), q.orderById ? byId : byStart);
  }

  /** Positions in `list` of the rows inside the query's range on the list's own order key. */
  private bounds(list: SortedList<TransferRow>, q: TransferQuery): [number, number] {
    if (q.orderById) {
      const from = q.stopId === undefined ? 0 : list.rank(probe(0, q.stopId, 'first', true));
      const to = q.startId === undefined ? list.size : list.rank(probe(0, q.startId, 'last', true));
      return [from, Math.max(from, to)];
    }
    const from = q.stopTrans === undefined ? 0 : list.rank(probe(q.stopTrans, 0n, 'first', false));
    const to = q.startTrans === undefined ? list.size : list.rank(probe(q.startTrans, 0n, 'last', false));
    return [from, Math.max(from, to)];
  }

  private dimension(name: string): Dimension {
    let dim = this.dims.get(name);
    if (!dim) {
      dim = { byStart: new SortedList(byStart), byId: new SortedList(byId) };
      this.dims.set(name, dim);
    }
    return dim;
  }

  private unindex(row: TransferRow): void {
    for (const d of dimensionsOf(row.record)) {
      const dim = this.dims.get(d);
      if (!dim) continue;
      dim.byStart.remove(row);
      dim.byId.remove(row);
      if (dim.byStart.size === 0) this.dims.delete(d);
    }
  }
}

/** The full condition of a query, applied to every candidate row. */
function predicate(q: TransferQuery): (t: Transfer) => boolean {
  return (t) =>
    (q.owner === undefined || t.OWNERREQ === q.owner) &&
    (q.partner === undefined || t.REQUESTER === q.partner || t.REQUESTED === q.partner) &&
    (q.rule === undefined || t.IDRULE === q.rule) &&
    (q.statusFlags.length === 0 || q.statusFlags.some((f) => matchesStatusFlag(f, t.UPDATEDINFO, t.GLOBALSTEP))) &&
    (q.startId === undefined || t.SPECIALID >= q.startId) &&
    (q.stopId === undefined || t.SPECIALID <= q.stopId) &&
    (q.startTrans === undefined || t.STARTTRANS >= q.startTrans) &&
    (q.stopTrans === undefined || t.STARTTRANS <= q.stopTrans);
}

/** Merges ordered sequences into one, dropping a row that several sequences hold. */
function* mergeUnique<T>(sources: Iterator<T>[], compare: (a: T, b: T) => number): Generator<T> {
  const heads = sources.map((s) => s.next());
  let last: T | undefined;
  for (;;) {
    let best = -1;
    for (let i = 0; i < heads.length; i++) {
      const h = heads[i] as IteratorResult<T>;
      if (h.done) continue;
      if (best < 0 || compare(h.value, (heads[best] as IteratorYieldResult<T>).value) < 0) best = i;
    }
    if (best < 0) return;
    const value = (heads[best] as IteratorYieldResult<T>).value;
    heads[best] = (sources[best] as Iterator<T>).next();
    if (value !== last) yield value;
    last = value;
  }
}
