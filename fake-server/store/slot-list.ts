// An ordered list of row slots (small integers) in chunks of Int32Array: the transfer indexes.
// Same design as SortedList (O(log n) search, O(chunk) insert and delete, in-order walks from any
// position), at 4 bytes an entry instead of an 8-byte pointer to a row object. The order is a
// comparison of two slots, read from the store's columns. The search for a slot's chunk compares
// numbers kept in one array (each chunk's last key) instead of reading the columns of a slot of a
// chunk anywhere in memory at every step: at a million rows those reads were cache misses, and
// most of a PUT's cost (bench `scale`).

const CHUNK = 512;
const MAX_CHUNK = CHUNK * 2;
/** A position from `locate`: chunk × POSITIONS + index in the chunk (a chunk never holds more than MAX_CHUNK). */
const POSITIONS = MAX_CHUNK * 2;

export type SlotCompare = (a: number, b: number) => number;
/**
 * A number for a slot that orders as the comparison does where it differs: key(a) < key(b) only
 * when a comes before b. Equal keys (or NaN) leave the order to the comparison.
 */
export type SlotKey = (slot: number) => number;

const noKey: SlotKey = () => 0;

/** What `collect` keeps: an object with a method, not a closure (tsx's keepNames names each closure made, at a cost). */
export interface SlotFilter {
  accept(slot: number): boolean;
}

export class SlotList {
  private chunks: Int32Array[] = [];
  /** Used length of each chunk (its array may be longer). */
  private lengths: number[] = [];
  /** The key of each chunk's last slot. */
  private bounds: number[] = [];
  private _size = 0;

  constructor(
    private readonly compare: SlotCompare,
    private readonly key: SlotKey = noKey,
  ) {}

  get size(): number {
    return this._size;
  }

  /** Adds `slot` after every slot in the list: for building a list from slots already in order. */
  append(slot: number): void {
    let last = this.chunks.length - 1;
    if (last < 0 || (this.lengths[last] as number) >= CHUNK) {
      this.chunks.push(new Int32Array(8));
      this.lengths.push(0);
      this.bounds.push(0);
      last++;
    }
    const len = this.lengths[last] as number;
    let chunk = this.chunks[last] as Int32Array;
    if (len === chunk.length) chunk = this.grow(last, Math.min(CHUNK, len * 2));
    chunk[len] = slot;
    this.lengths[last] = len + 1;
    this.bounds[last] = this.key(slot);
    this._size++;
  }

  insert(slot: number): void {
    if (this.chunks.length === 0) return this.append(slot);
    let c = this.chunkOf(slot);
    if (c === this.chunks.length) c--;
    let len = this.lengths[c] as number;
    if (len === MAX_CHUNK) {
      this.split(c);
      if (this.compare(this.last(c), slot) < 0) c++;
      len = this.lengths[c] as number;
    }
    let chunk = this.chunks[c] as Int32Array;
    if (len === chunk.length) chunk = this.grow(c, Math.min(MAX_CHUNK, len + (len >> 1) + 8));
    const i = this.indexOf(c, slot);
    chunk.copyWithin(i + 1, i, len);
    chunk[i] = slot;
    this.lengths[c] = len + 1;
    if (i === len) this.bounds[c] = this.key(slot);
    this._size++;
  }

  /** Removes `slot`, found by its place in the order (its columns must not have changed); answers whether it was there. */
  remove(slot: number): boolean {
    const at = this.locate(slot);
    if (at < 0) return false;
    this.removeAt(at);
    return true;
  }

  /**
   * Where `slot` is, found by its place in the order (its columns must not have changed), as one
   * number for {@link settle}; -1 when it is not in the list. Valid until the list next changes.
   */
  locate(slot: number): number {
    for (let c = this.chunkOf(slot); c < this.chunks.length; c++) {
      const chunk = this.chunks[c] as Int32Array;
      const len = this.lengths[c] as number;
      for (let i = this.indexOf(c, slot); i < len; i++) {
        const s = chunk[i] as number;
        if (s === slot) return c * POSITIONS + i;
        if (this.compare(s, slot) !== 0) return -1;
      }
    }
    return -1;
  }

  /**
   * After the columns `slot` is ordered by changed: leaves it at `at` (from {@link locate}, before
   * the change) when it still sorts between its neighbours there, and moves it otherwise. A write
   * that keeps a row's order (its id, in the id lists) costs two comparisons instead of a removal
   * and an insertion, each a binary search (bench `scale`: a PUT at a million rows).
   */
  settle(slot: number, at: number): void {
    const c = Math.floor(at / POSITIONS);
    const i = at % POSITIONS;
    const chunk = this.chunks[c] as Int32Array;
    const len = this.lengths[c] as number;
    const prev = i > 0 ? (chunk[i - 1] as number) : c > 0 ? this.last(c - 1) : -1;
    const next = i + 1 < len ? (chunk[i + 1] as number) : c + 1 < this.chunks.length ? ((this.chunks[c + 1] as Int32Array)[0] as number) : -1;
    if ((prev < 0 || this.compare(prev, slot) < 0) && (next < 0 || this.compare(slot, next) < 0)) {
      // In place, but its key may have changed with its columns.
      if (i === len - 1) this.bounds[c] = this.key(slot);
      return;
    }
    this.removeIn(c, i);
    this.insert(slot);
  }

  /** Removes the slot at `at` (from {@link locate}, the list unchanged since). */
  removeAt(at: number): void {
    this.removeIn(Math.floor(at / POSITIONS), at % POSITIONS);
  }

  private removeIn(c: number, i: number): void {
    const chunk = this.chunks[c] as Int32Array;
    const len = this.lengths[c] as number;
    chunk.copyWithin(i, i + 1, len);
    this.lengths[c] = len - 1;
    this._size--;
    if (len === 1) {
      this.chunks.splice(c, 1);
      this.lengths.splice(c, 1);
      this.bounds.splice(c, 1);
    } else if (i === len - 1) this.bounds[c] = this.key(chunk[len - 2] as number);
  }

  /** Number of leading slots for which `before` holds (it must hold for a prefix of the list). */
  rank(before: (slot: number) => boolean): number {
    const c = this.chunkFor(before);
    let r = 0;
    for (let k = 0; k < c; k++) r += this.lengths[k] as number;
    if (c < this.chunks.length) r += this.indexIn(c, before);
    return r;
  }

  /** Slots in order from position `from` (0-based) to `to` (exclusive). */
  *range(from = 0, to = this._size): Generator<number> {
    let left = to - from;
    for (let at = this.positionOf(from), c = Math.floor(at / POSITIONS), i = at % POSITIONS; c < this.chunks.length && left > 0; c++, i = 0) {
      const chunk = this.chunks[c] as Int32Array;
      const len = this.lengths[c] as number;
      for (; i < len && left > 0; i++, left--) yield chunk[i] as number;
    }
  }

  /** Slots in reverse order, from position `to - 1` down to `from` (an ascending walk of a descending list). */
  *rangeDown(from = 0, to = this._size): Generator<number> {
    let left = Math.min(to, this._size) - from;
    if (left <= 0) return;
    const at = this.positionOf(from + left - 1);
    for (let c = Math.floor(at / POSITIONS), i = at % POSITIONS; c >= 0 && left > 0; c--, i = c >= 0 ? (this.lengths[c] as number) - 1 : 0) {
      const chunk = this.chunks[c] as Int32Array;
      for (; i >= 0 && left > 0; i--, left--) yield chunk[i] as number;
    }
  }

  /**
   * Appends to `out` the slots from position `from` to `to` (exclusive) that `filter` accepts, in
   * order, until `out` holds `limit`: `range` without a generator step per slot (a list answer
   * walks a hundred slots or more, and resuming a generator costs more than the test of a slot).
   */
  collect(from: number, to: number, filter: SlotFilter, limit: number, out: number[]): void {
    let left = to - from;
    for (let at = this.positionOf(from), c = Math.floor(at / POSITIONS), i = at % POSITIONS; c < this.chunks.length && left > 0; c++, i = 0) {
      const chunk = this.chunks[c] as Int32Array;
      const len = this.lengths[c] as number;
      for (; i < len && left > 0; i++, left--) {
        const slot = chunk[i] as number;
        if (filter.accept(slot) && out.push(slot) >= limit) return;
      }
    }
  }

  /** The place (as `locate` gives it) of the slot at position `from` in the order; past the last chunk when `from` is past the end. */
  private positionOf(from: number): number {
    let skip = from;
    let c = 0;
    while (c < this.chunks.length && skip >= (this.lengths[c] as number)) skip -= this.lengths[c++] as number;
    return c * POSITIONS + skip;
  }

  private last(c: number): number {
    return (this.chunks[c] as Int32Array)[(this.lengths[c] as number) - 1] as number;
  }

  /** First chunk whose last slot is not `before`; chunks.length if none. */
  private chunkFor(before: (slot: number) => boolean): number {
    let lo = 0;
    let hi = this.chunks.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (before(this.last(mid))) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private indexIn(c: number, before: (slot: number) => boolean): number {
    const chunk = this.chunks[c] as Int32Array;
    let lo = 0;
    let hi = this.lengths[c] as number;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (before(chunk[mid] as number)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  // chunkFor and indexIn against one slot, comparing directly: insert and remove run on every
  // write, and a closure made per call costs an Object.defineProperty under tsx's keepNames.

  /** First chunk whose last slot is not before `slot`; chunks.length if none. */
  private chunkOf(slot: number): number {
    const key = this.key(slot);
    const bounds = this.bounds;
    let lo = 0;
    let hi = this.chunks.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const bound = bounds[mid] as number;
      // The comparison only where the keys do not decide (equal, or NaN).
      if (bound < key || (!(bound > key) && this.compare(this.last(mid), slot) < 0)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Position in chunk `c` of the first slot not before `slot`. */
  private indexOf(c: number, slot: number): number {
    const chunk = this.chunks[c] as Int32Array;
    let lo = 0;
    let hi = this.lengths[c] as number;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(chunk[mid] as number, slot) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private grow(c: number, capacity: number): Int32Array {
    const bigger = new Int32Array(capacity);
    bigger.set((this.chunks[c] as Int32Array).subarray(0, this.lengths[c]));
    this.chunks[c] = bigger;
    return bigger;
  }

  /** Splits a full chunk in two halves, each with room to grow. */
  private split(c: number): void {
    const chunk = this.chunks[c] as Int32Array;
    const half = (this.lengths[c] as number) >> 1;
    const room = half + (half >> 1);
    const a = new Int32Array(room);
    const b = new Int32Array(room);
    a.set(chunk.subarray(0, half));
    b.set(chunk.subarray(half, this.lengths[c]));
    this.chunks.splice(c, 1, a, b);
    this.lengths.splice(c, 1, half, (this.lengths[c] as number) - half);
    this.bounds.splice(c, 1, this.key(a[half - 1] as number), this.bounds[c] as number);
  }
}
