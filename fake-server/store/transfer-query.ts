// Answering a GET /transfers query from the indexes (issue: about O(log n + k), not a scan): walk
// the smallest dimension every answer must be in, from the start of its id or date range, test
// each row against the whole query on the columns (no record is read), stop at the limit.
import type { StatusFlag } from '../../contract/index.ts';
import type { SlotList } from './slot-list.ts';
import { flagBit, idWords, type TransferColumns } from './transfer-columns.ts';
import { ALL, dimFlag, dimOwner, dimPartner, dimRule, type TransferIndexes } from './transfer-indexes.ts';

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

type Words = readonly [number, number];
interface Walk {
  readonly lists: SlotList[];
  readonly from: number[];
  readonly to: number[];
  readonly size: number;
}

/** The slots that answer `q`, in answer order. */
export function querySlots(c: TransferColumns, indexes: TransferIndexes, q: TransferQuery): number[] {
  if (q.limit <= 0) return [];
  const id = (name: string | undefined) => (name === undefined ? -1 : (c.names.find(name) ?? -2));
  const owner = id(q.owner);
  const partner = id(q.partner);
  const rule = id(q.rule);
  // A name never stored cannot match any row.
  if (owner === -2 || partner === -2 || rule === -2) return [];
  const mask = q.statusFlags.reduce((m, f) => m | flagBit(f), 0);
  const startId = q.startId === undefined ? undefined : idWords(q.startId);
  const stopId = q.stopId === undefined ? undefined : idWords(q.stopId);
  const after = (s: number, w: Words) => (c.idHi[s] as number) > w[0] || (c.idHi[s] === w[0] && (c.idLo[s] as number) > w[1]);
  const atLeast = (s: number, w: Words) => (c.idHi[s] as number) > w[0] || (c.idHi[s] === w[0] && (c.idLo[s] as number) >= w[1]);
  const accept = (s: number) =>
    (owner < 0 || c.owner[s] === owner) &&
    (partner < 0 || c.requester[s] === partner || c.requested[s] === partner) &&
    (rule < 0 || c.rule[s] === rule) &&
    (mask === 0 || ((c.flags[s] as number) & mask) !== 0) &&
    (startId === undefined || atLeast(s, startId)) &&
    (stopId === undefined || !after(s, stopId)) &&
    (q.startTrans === undefined || (c.startTrans[s] as number) >= q.startTrans) &&
    (q.stopTrans === undefined || (c.startTrans[s] as number) <= q.stopTrans);

  /** Positions in `list` of the rows inside the query's range on the list's own order key. */
  const bounds = (list: SlotList, orderById: boolean): [number, number] => {
    const range = orderById
      ? [stopId === undefined ? 0 : list.rank((s) => after(s, stopId)), startId === undefined ? list.size : list.rank((s) => atLeast(s, startId))]
      : [
          q.stopTrans === undefined ? 0 : list.rank((s) => (c.startTrans[s] as number) > (q.stopTrans as number)),
          q.startTrans === undefined ? list.size : list.rank((s) => (c.startTrans[s] as number) >= (q.startTrans as number)),
        ];
    const [from, to] = range as [number, number];
    return [from, Math.max(from, to)];
  };

  // The dimension lists every answer belongs to (several for OR-ed status flags).
  const candidates: number[][] = [];
  if (owner >= 0) candidates.push([dimOwner(owner)]);
  if (partner >= 0) candidates.push([dimPartner(partner)]);
  if (rule >= 0) candidates.push([dimRule(rule)]);
  if (mask !== 0) candidates.push(q.statusFlags.map((f) => dimFlag(flagBit(f))));
  if (candidates.length === 0) candidates.push([ALL]);

  /** The smallest candidate, in the order `orderById` names, bounded by the range on that order's key. */
  const smallest = (orderById: boolean): Walk => {
    let best: Walk | undefined;
    for (const dims of candidates) {
      const lists = [...new Set(dims)].flatMap((d) => {
        const dim = indexes.get(d);
        return dim ? [orderById ? dim.byId : dim.byStart] : [];
      });
      const b = lists.map((l) => bounds(l, orderById));
      const size = b.reduce((sum, [from, to]) => sum + (to - from), 0);
      if (!best || size < best.size) best = { lists, from: b.map((x) => x[0]), to: b.map((x) => x[1]), size };
    }
    return best as Walk;
  };

  const order = q.orderById ? c.byId : c.byStart;
  const walk = smallest(q.orderById);
  // A range on the other order's key (STARTID/STOPID in STARTTRANS order, or a STARTTRANS window
  // in id order) may hold far fewer rows than the walk would visit: then take that range, filter
  // and sort it, which costs O(log n + m log m) for the m rows in the range.
  const hasOther = q.orderById ? q.startTrans !== undefined || q.stopTrans !== undefined : startId !== undefined || stopId !== undefined;
  if (hasOther) {
    const other = smallest(!q.orderById);
    if (other.size < walk.size) {
      const rows = other.lists.flatMap((l, i) => [...l.range(other.from[i], other.to[i])]);
      // Several status lists may hold the same row: keep it once.
      const unique = other.lists.length > 1 ? [...new Set(rows)] : rows;
      return unique.filter(accept).sort(order).slice(0, q.limit);
    }
  }
  const out: number[] = [];
  if (walk.size === 0) return out;
  const sources = walk.lists.map((l, i) => l.range(walk.from[i], walk.to[i]));
  for (const s of sources.length === 1 ? (sources[0] as Generator<number>) : mergeUnique(sources, order)) {
    if (!accept(s)) continue;
    out.push(s);
    if (out.length >= q.limit) break;
  }
  return out;
}

/** Merges ordered slot sequences into one, dropping a slot that several sequences hold. */
function* mergeUnique(sources: Iterator<number>[], compare: (a: number, b: number) => number): Generator<number> {
  const heads = sources.map((s) => s.next());
  let last = -1;
  for (;;) {
    let best = -1;
    for (let i = 0; i < heads.length; i++) {
      const h = heads[i] as IteratorResult<number>;
      if (h.done) continue;
      if (best < 0 || compare(h.value, (heads[best] as IteratorYieldResult<number>).value) < 0) best = i;
    }
    if (best < 0) return;
    const value = (heads[best] as IteratorYieldResult<number>).value;
    heads[best] = (sources[best] as Iterator<number>).next();
    if (value !== last) yield value;
    last = value;
  }
}
