// Answering a REST v2 transfer list (GET /v2/transfers, docs/rest-v2-3.6.2.md §3.1) from the same
// columns and indexes as v1's queries: walk the smallest index list every answer must be in (all
// rows, one rule, or one partner), in the list's order or against it for an ascending order, test
// each row, skip `offset` matches and stop at `limit`. SPECIALID and STARTTRANS orders cost about
// O(log n + offset + k). ORIGINALNAME and STOPTRANS are indexed for all rows only (3.6.2's schema
// has no index on them at all): such a page walks that list and tests each row, or, when a rule,
// partner or start window leaves few enough rows that sorting them costs less than the walk is
// expected to, sorts those; both give the list's order, equal keys in SPECIALID order.
import type { SlotList } from './slot-list.ts';
import type { TransferColumns } from './transfer-columns.ts';
import { ALL, dimPartner, dimRule, type TransferIndexes } from './transfer-indexes.ts';

/** The columns a v2 list can be sorted by (`ascId` ... `descStop`). */
export type TransferPageKey = 'SPECIALID' | 'STARTTRANS' | 'ORIGINALNAME' | 'STOPTRANS';

export interface TransferPageQuery {
  /** IDRULE equal to. */
  readonly rule?: string;
  /** REQUESTED equal to (v2's `partner`; v1's PARTNER matches either side). */
  readonly requested?: string;
  /** UPDATEDINFO equal to. */
  readonly updatedInfo?: number;
  /** FILENAME equal to. */
  readonly filename?: string;
  /** TRANSFERINFO contains `"follow":` and this text (3.6.2's `LIKE '%"follow":<id>%'`). */
  readonly followId?: string;
  /** STARTTRANS window, inclusive, epoch ms. */
  readonly startFrom?: number;
  readonly startTo?: number;
  readonly orderBy: TransferPageKey;
  readonly ascending: boolean;
  /** Matches skipped before the page. */
  readonly offset: number;
  /** At most this many rows; undefined: no limit. */
  readonly limit?: number;
}

/** A needle that is a necessary substring of a record's JSON text (printable ASCII that JSON writes as is); undefined: none. */
const plainNeedle = (text: string | undefined): string | undefined => (text !== undefined && /^[\x20-\x21\x23-\x5b\x5d-\x7e]+$/.test(text) ? text : undefined);

/** One query's tests as fields and a method (SlotList's filter), not closures per query. */
class PageFilter {
  readonly rule: number;
  readonly requested: number;
  private readonly needles: string[] = [];

  constructor(private readonly c: TransferColumns, private readonly q: TransferPageQuery) {
    this.rule = q.rule === undefined ? -1 : (c.names.find(q.rule) ?? -2);
    this.requested = q.requested === undefined ? -1 : (c.names.find(q.requested) ?? -2);
    for (const n of [plainNeedle(q.filename), plainNeedle(q.followId)]) if (n !== undefined) this.needles.push(n);
  }

  /** Whether a name asked for was never stored: then nothing matches. */
  get impossible(): boolean {
    return this.rule === -2 || this.requested === -2;
  }

  /** Whether a row must be tested beyond its place in the start lists (a name, status or text filter). */
  get testsRows(): boolean {
    const q = this.q;
    return this.rule >= 0 || this.requested >= 0 || q.updatedInfo !== undefined || q.filename !== undefined || q.followId !== undefined;
  }

  /** Whether the rule is the only filter besides the start window. */
  get onlyRule(): boolean {
    const q = this.q;
    return this.rule >= 0 && this.requested < 0 && q.updatedInfo === undefined && q.filename === undefined && q.followId === undefined;
  }

  accept(s: number): boolean {
    const { c, q } = this;
    if (!((this.rule < 0 || c.rule[s] === this.rule) && (this.requested < 0 || c.requested[s] === this.requested))) return false;
    if (q.updatedInfo !== undefined && c.updatedInfo[s] !== q.updatedInfo) return false;
    const start = c.startTrans[s] as number;
    if ((q.startFrom !== undefined && start < q.startFrom) || (q.startTo !== undefined && start > q.startTo)) return false;
    if (q.filename === undefined && q.followId === undefined) return true;
    // Not columns: read the row's text, cheaply ruled out first when the value is plain text.
    const row = c.row(s);
    if (this.needles.some((n) => !row.json.includes(n))) return false;
    const t = row.record;
    return (q.filename === undefined || t.FILENAME === q.filename) && (q.followId === undefined || t.TRANSFERINFO.includes(`"follow":${q.followId}`));
  }
}

interface Candidates {
  readonly list: SlotList;
  readonly from: number;
  readonly to: number;
}

/** The smallest index list holding every answer, in SPECIALID or STARTTRANS order, bounded by the start window on the latter. */
function candidates(c: TransferColumns, indexes: TransferIndexes, f: PageFilter, q: TransferPageQuery, byStart: boolean): Candidates | undefined {
  const dims = [ALL, ...(f.rule >= 0 ? [dimRule(f.rule)] : []), ...(f.requested >= 0 ? [dimPartner(f.requested)] : [])];
  let best: Candidates | undefined;
  for (const d of dims) {
    const dim = indexes.get(d);
    if (!dim) return undefined;
    const list = byStart ? dim.byStart : dim.byId;
    // The start lists run from the latest start: the window is a contiguous stretch of them.
    const from = byStart && q.startTo !== undefined ? list.rank((s) => (c.startTrans[s] as number) > (q.startTo as number)) : 0;
    const to = byStart && q.startFrom !== undefined ? list.rank((s) => (c.startTrans[s] as number) >= (q.startFrom as number)) : list.size;
    const size = Math.max(0, to - from);
    // On equal sizes the narrower dimension wins (later in `dims`).
    if (!best || size <= best.to - best.from) best = { list, from, to: from + size };
  }
  return best;
}

/** The slots of the page `q` asks for, in its order. */
export function pageSlots(c: TransferColumns, indexes: TransferIndexes, q: TransferPageQuery): number[] {
  const f = new PageFilter(c, q);
  if (f.impossible || q.limit === 0) return [];
  const limit = q.limit ?? Number.POSITIVE_INFINITY;
  // The start lists bound the window, so they are the candidates of every order but SPECIALID.
  const cand = candidates(c, indexes, f, q, q.orderBy !== 'SPECIALID');
  if (!cand) return [];
  if (q.orderBy === 'SPECIALID' || q.orderBy === 'STARTTRANS') return walkPage(cand, f, q, limit);
  const all = q.orderBy === 'ORIGINALNAME' ? indexes.byName : indexes.byStop;
  // Walking every row's list reads about (offset + limit) × n / m rows to find enough of m
  // matches (filters beyond the narrowest dimension are not counted); sorting them, m log m.
  const m = cand.to - cand.from;
  const walked = Math.min(all.size, ((q.offset + limit) * all.size) / Math.max(1, m));
  if (m * Math.log2(m + 2) < walked) return sortedPage(c, f, cand, q, limit);
  return walkPage({ list: all, from: 0, to: all.size }, f, q, limit);
}

/** The page from the rows of `cand.list` in its order (against it for an ascending order). */
function walkPage(cand: Candidates, f: PageFilter, q: TransferPageQuery, limit: number): number[] {
  const out: number[] = [];
  // The lists are descending: an ascending order walks them backwards.
  const walk = q.ascending ? cand.list.rangeDown(cand.from, cand.to) : cand.list.range(cand.from, cand.to);
  let skip = q.offset;
  for (const s of walk) {
    if (!f.accept(s)) continue;
    if (skip > 0) {
      skip--;
      continue;
    }
    if (out.push(s) >= limit) break;
  }
  return out;
}

/** ORIGINALNAME or STOPTRANS order from the matches among `cand`, sorted as the list of every row keeps them. */
function sortedPage(c: TransferColumns, f: PageFilter, cand: Candidates, q: TransferPageQuery, limit: number): number[] {
  const hits: number[] = [];
  cand.list.collect(cand.from, cand.to, f, Number.POSITIVE_INFINITY, hits);
  const order = q.orderBy === 'ORIGINALNAME' ? c.orders.byName : c.orders.byStop;
  hits.sort(q.ascending ? (a, b) => order(b, a) : order);
  return hits.slice(q.offset, q.offset + limit);
}

/** How many rows match `q`'s filters (its order and page ignored): the count of `countOrder=true`. */
export function countSlots(c: TransferColumns, indexes: TransferIndexes, q: TransferPageQuery): number {
  const f = new PageFilter(c, q);
  if (f.impossible) return 0;
  const cand = candidates(c, indexes, f, q, true);
  if (!cand) return 0;
  // Without other filters the stretch of the start list inside the window is the answer; so is
  // the rule's own list when the rule is the only other filter.
  if (!f.testsRows || (f.onlyRule && cand.list === indexes.get(dimRule(f.rule))?.byStart)) return cand.to - cand.from;
  let n = 0;
  for (const s of cand.list.range(cand.from, cand.to)) if (f.accept(s)) n++;
  return n;
}
