// GET /server's counts (status-tally.ts) kept up to date instead of counted on every call (issue
// 18): the own transfers whose STARTTRANS is at or after a moving lower bound (now − 24 h), counted
// once when first asked, then every row written or removed is added or taken out as it happens;
// when the bound moves (the clock moved), only the rows it crosses are walked, in the owner's
// STARTTRANS order. With a frozen clock a call costs nothing that grows with the data.
import { UPDATED_INFO } from '../../contract/index.ts';
import { SortedList } from './sorted-list.ts';
import { OTHER_SMALL, type TransferColumns } from './transfer-columns.ts';
import { dimOwner, type TransferIndexes } from './transfer-indexes.ts';
import type { SideTally, StatusTally } from './status-tally.ts';

/** One side's counts, with the STARTTRANS of its running rows (their maximum is `lastRunningStart`). */
class Side implements SideTally {
  all = 0;
  running = 0;
  inError = 0;
  private readonly runningStarts = new SortedList<number>((a, b) => a - b);

  get lastRunningStart(): number {
    const size = this.runningStarts.size;
    if (size === 0) return Number.NEGATIVE_INFINITY;
    for (const start of this.runningStarts.range(size - 1, size)) return start;
    return Number.NEGATIVE_INFINITY;
  }

  count(info: number, start: number, by: 1 | -1): void {
    this.all += by;
    if (info === UPDATED_INFO.RUNNING) {
      this.running += by;
      if (by > 0) this.runningStarts.insert(start);
      else this.runningStarts.remove(start);
    } else if (info === UPDATED_INFO.INERROR) this.inError += by;
  }
}

const bump = (m: Map<string, number>, code: number, by: number): void => {
  const key = code === 0 ? '' : String.fromCharCode(code);
  m.set(key, (m.get(key) ?? 0) + by);
};

/** Counts kept up to date; `version` changes whenever they do (so that what is made from them can be kept too). */
export interface KeptTally extends StatusTally {
  readonly version: number;
}

export class WindowTally implements KeptTally {
  all = 0;
  version = 0;
  readonly byUpdatedInfo = new Float64Array(OTHER_SMALL + 1);
  readonly byGlobalStep = new Float64Array(OTHER_SMALL + 1);
  readonly runningByStepLetter = new Map<string, number>();
  readonly byInfoLetter = new Map<string, number>();
  readonly incoming = new Side();
  readonly outgoing = new Side();

  /**
   * Counts the rows owned by name id `self` with STARTTRANS ≥ `from` (one walk of them);
   * `self` is also the host whose in (REQUESTED) and out (REQUESTER) sides are counted.
   */
  constructor(
    private readonly columns: TransferColumns,
    private readonly indexes: TransferIndexes,
    readonly self: number,
    private from: number,
  ) {
    for (const slot of this.ownSlots(from, Number.POSITIVE_INFINITY)) this.count(slot, 1);
  }

  /** Moves the lower bound to `from`, counting in or out the rows it crosses. */
  moveTo(from: number): void {
    if (from === this.from) return;
    const [low, high, by] = from > this.from ? [this.from, from, -1 as const] : [from, this.from, 1 as const];
    for (const slot of this.ownSlots(low, high)) this.count(slot, by);
    this.from = from;
  }

  /** A row just stored (its columns as written). */
  added(slot: number): void {
    if (this.counts(slot)) this.count(slot, 1);
  }

  /** A row about to be removed or rewritten (its columns still as they were counted). */
  removing(slot: number): void {
    if (this.counts(slot)) this.count(slot, -1);
  }

  private counts(slot: number): boolean {
    return this.columns.owner[slot] === this.self && (this.columns.startTrans[slot] as number) >= this.from;
  }

  /** Own rows with low ≤ STARTTRANS < high, from the owner's STARTTRANS-descending list. */
  private *ownSlots(low: number, high: number): Generator<number> {
    const list = this.indexes.get(dimOwner(this.self))?.byStart;
    if (!list) return;
    const start = this.columns.startTrans;
    const first = list.rank((s) => (start[s] as number) >= high);
    const end = list.rank((s) => (start[s] as number) >= low);
    // Copied before counting: the caller does not write meanwhile, but a generator over a live list reads its chunks lazily.
    yield* [...list.range(first, end)];
  }

  private count(slot: number, by: 1 | -1): void {
    const c = this.columns;
    const info = c.updatedInfo[slot] as number;
    const start = c.startTrans[slot] as number;
    this.version++;
    this.all += by;
    this.byUpdatedInfo[info]! += by;
    this.byGlobalStep[c.globalStep[slot] as number]! += by;
    if (c.requested[slot] === this.self) this.incoming.count(info, start, by);
    if (c.requester[slot] === this.self) this.outgoing.count(info, start, by);
    if (info === UPDATED_INFO.RUNNING) bump(this.runningByStepLetter, c.stepLetter[slot] as number, by);
    bump(this.byInfoLetter, c.infoLetter[slot] as number, by);
  }
}
