// Answering a GET /transfers query from the indexes (issue: about O(log n + k), not a scan): walk
// the smallest dimension every answer must be in, from the start of its id or date range, test
// each row against the whole query on the columns (no record is read), stop at the limit.
import type { StatusFlag } from '../../contract/index.ts';
import type { SlotFilter, SlotList } from './slot-list.ts';
import { flagBit, idWords, type TransferColumns } from './transfer-columns.ts';
import { ALL, dimFlag, dimOwner, dimPartner, dimRule, type TransferIndexes } from './transfer-indexes.ts';

export interface TransferQuery {
  /** Only this owner; undefined means every owner (`OWNERREQ=*`). */
  readonly owner?: string;
  readonly partner?: string;
  readonly rule?: string;
  /** Only partners (requester or requested) whose name passes this test (a pattern, not one name). */
  readonly partnerMatch?: (name: string) => boolean;
  /** Only rules whose name passes this test. */
  readonly ruleMatch?: (name: string) => boolean;
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
  return new SlotQuery(c, indexes, q).slots();
}

/** A name as its id: -1 when not asked for, -2 when never stored (then no row can match). */
function nameId(c: TransferColumns, name: string | undefined): number {
  return name === undefined ? -1 : (c.names.find(name) ?? -2);
}

/**
 * One query's bounds and tests as fields and methods, not closures made per query: tsx compiles
 * with keepNames, so every named closure costs an Object.defineProperty on each call.
 */
class SlotQuery implements SlotFilter {
  private readonly owner: number;
  private readonly partner: number;
  private readonly rule: number;
  /** The name ids `partnerMatch` and `ruleMatch` let through; undefined when not asked. */
  private readonly partners: ReadonlySet<number> | undefined;
  private readonly rules: ReadonlySet<number> | undefined;
  private readonly mask: number;
  private readonly startId: Words | undefined;
  private readonly stopId: Words | undefined;
  /** The dimension lists every answer belongs to (several for OR-ed status flags). */
  private readonly candidates: number[][] = [];

  constructor(private readonly c: TransferColumns, private readonly indexes: TransferIndexes, private readonly q: TransferQuery) {
    this.owner = nameId(c, q.owner);
    this.partner = nameId(c, q.partner);
    this.rule = nameId(c, q.rule);
    this.partners = q.partnerMatch === undefined ? undefined : new Set(c.names.matching(q.partnerMatch));
    this.rules = q.ruleMatch === undefined ? undefined : new Set(c.names.matching(q.ruleMatch));
    this.mask = q.statusFlags.reduce((m, f) => m | flagBit(f), 0);
    this.startId = q.startId === undefined ? undefined : idWords(q.startId);
    this.stopId = q.stopId === undefined ? undefined : idWords(q.stopId);
    if (this.owner >= 0) this.candidates.push([dimOwner(this.owner)]);
    if (this.partner >= 0) this.candidates.push([dimPartner(this.partner)]);
    if (this.rule >= 0) this.candidates.push([dimRule(this.rule)]);
    // Several names: their lists OR-ed, as the status flags' are.
    if (this.partners) this.candidates.push([...this.partners].map(dimPartner));
    if (this.rules) this.candidates.push([...this.rules].map(dimRule));
    if (this.mask !== 0) this.candidates.push(q.statusFlags.map((f) => dimFlag(flagBit(f))));
    if (this.candidates.length === 0) this.candidates.push([ALL]);
  }

  slots(): number[] {
    const { c, q } = this;
    // A name never stored cannot match any row.
    if (this.owner === -2 || this.partner === -2 || this.rule === -2 || this.partners?.size === 0 || this.rules?.size === 0) return [];
    const order = q.orderById ? c.byId : c.byStart;
    const walk = this.smallest(q.orderById);
    // A range on the other order's key (STARTID/STOPID in STARTTRANS order, or a STARTTRANS window
    // in id order) may hold far fewer rows than the walk would visit: then take that range, filter
    // and sort it, which costs O(log n + m log m) for the m rows in the range.
    const hasOther = q.orderById ? q.startTrans !== undefined || q.stopTrans !== undefined : this.startId !== undefined || this.stopId !== undefined;
    if (hasOther) {
      const other = this.smallest(!q.orderById);
      if (other.size < walk.size) {
        const rows = other.lists.flatMap((l, i) => [...l.range(other.from[i], other.to[i])]);
        // Several status lists may hold the same row: keep it once.
        const unique = other.lists.length > 1 ? [...new Set(rows)] : rows;
        return unique.filter((s) => this.accept(s)).sort(order).slice(0, q.limit);
      }
    }
    const out: number[] = [];
    if (walk.size === 0) return out;
    if (walk.lists.length === 1) {
      (walk.lists[0] as SlotList).collect(walk.from[0] as number, walk.to[0] as number, this, q.limit, out);
      return out;
    }
    const sources = walk.lists.map((l, i) => l.range(walk.from[i], walk.to[i]));
    for (const s of mergeUnique(sources, order)) {
      if (!this.accept(s)) continue;
      out.push(s);
      if (out.length >= q.limit) break;
    }
    return out;
  }

  private after(s: number, w: Words): boolean {
    const c = this.c;
    return (c.idHi[s] as number) > w[0] || (c.idHi[s] === w[0] && (c.idLo[s] as number) > w[1]);
  }

  private atLeast(s: number, w: Words): boolean {
    const c = this.c;
    return (c.idHi[s] as number) > w[0] || (c.idHi[s] === w[0] && (c.idLo[s] as number) >= w[1]);
  }

  /** Whether slot `s` answers the whole query (SlotList.collect's filter). */
  accept(s: number): boolean {
    const { c, q } = this;
    return (
      (this.owner < 0 || c.owner[s] === this.owner) &&
      (this.partner < 0 || c.requester[s] === this.partner || c.requested[s] === this.partner) &&
      (this.rule < 0 || c.rule[s] === this.rule) &&
      (this.partners === undefined || this.partners.has(c.requester[s] as number) || this.partners.has(c.requested[s] as number)) &&
      (this.rules === undefined || this.rules.has(c.rule[s] as number)) &&
      (this.mask === 0 || ((c.flags[s] as number) & this.mask) !== 0) &&
      (this.startId === undefined || this.atLeast(s, this.startId)) &&
      (this.stopId === undefined || !this.after(s, this.stopId)) &&
      (q.startTrans === undefined || (c.startTrans[s] as number) >= q.startTrans) &&
      (q.stopTrans === undefined || (c.startTrans[s] as number) <= q.stopTrans)
    );
  }

  /** Positions in `list` of the rows inside the query's range on the list's own order key. */
  private bounds(list: SlotList, orderById: boolean): [number, number] {
    const { c, q, startId, stopId } = this;
    const range = orderById
      ? [stopId === undefined ? 0 : list.rank((s) => this.after(s, stopId)), startId === undefined ? list.size : list.rank((s) => this.atLeast(s, startId))]
      : [
          q.stopTrans === undefined ? 0 : list.rank((s) => (c.startTrans[s] as number) > (q.stopTrans as number)),
          q.startTrans === undefined ? list.size : list.rank((s) => (c.startTrans[s] as number) >= (q.startTrans as number)),
        ];
    const [from, to] = range as [number, number];
    return [from, Math.max(from, to)];
  }

  /** The smallest candidate, in the order `orderById` names, bounded by the range on that order's key. */
  private smallest(orderById: boolean): Walk {
    let best: Walk | undefined;
    for (const dims of this.candidates) {
      const lists = [...new Set(dims)].flatMap((d) => {
        const dim = this.indexes.get(d);
        return dim ? [orderById ? dim.byId : dim.byStart] : [];
      });
      const b = lists.map((l) => this.bounds(l, orderById));
      const size = b.reduce((sum, [from, to]) => sum + (to - from), 0);
      if (!best || size < best.size) best = { lists, from: b.map((x) => x[0]), to: b.map((x) => x[1]), size };
    }
    return best as Walk;
  }
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
