// Answering a REST v2 transfer list (GET /v2/transfers, docs/rest-v2-3.6.2.md §3.1) from the same
// columns and indexes as v1's queries: walk the smallest index list every answer must be in (all
// rows, one rule, or one partner), in the list's order or against it for an ascending order, test
// each row, skip `offset` matches and stop at `limit`. SPECIALID and STARTTRANS orders cost about
// O(log n + offset + k); ORIGINALNAME and STOPTRANS have no index (nor in 3.6.2's schema), so
// those orders read and sort every matching row: O(m log m) for m matches.
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
  const indexed = q.orderBy === 'SPECIALID' || q.orderBy === 'STARTTRANS';
  const cand = candidates(c, indexes, f, q, q.orderBy === 'STARTTRANS');
  if (!cand) return [];
  if (!indexed) return sortedPage(c, f, cand, q, limit);
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

const STRING_AT = /"(?:[^"\\]|\\.)*"/y;
const NUMBER_AT = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/** ORIGINALNAME or STOPTRANS read out of a row's v1 JSON text, without parsing the whole record (a million rows are read per request). */
function sortKeyOf(json: string, key: TransferPageKey): string | number {
  const at = json.indexOf(`"${key}":`) + key.length + 3;
  const literal = key === 'ORIGINALNAME' ? STRING_AT : NUMBER_AT;
  literal.lastIndex = at;
  const m = literal.exec(json);
  if (!m) return key === 'ORIGINALNAME' ? '' : 0;
  return key === 'ORIGINALNAME' ? (JSON.parse(m[0]) as string) : Number(m[0]);
}

/** ORIGINALNAME or STOPTRANS order: every match read and sorted (stable: equal keys keep SPECIALID order). */
function sortedPage(c: TransferColumns, f: PageFilter, cand: Candidates, q: TransferPageQuery, limit: number): number[] {
  const keyed: { slot: number; key: string | number }[] = [];
  const walk = q.ascending ? cand.list.rangeDown(cand.from, cand.to) : cand.list.range(cand.from, cand.to);
  for (const s of walk) {
    if (!f.accept(s)) continue;
    keyed.push({ slot: s, key: sortKeyOf(c.row(s).json, q.orderBy) });
  }
  const sign = q.ascending ? 1 : -1;
  keyed.sort((a, b) => sign * (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return keyed.slice(q.offset, q.offset + Math.min(limit, keyed.length)).map((k) => k.slot);
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
