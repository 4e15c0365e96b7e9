// An ordered list in chunks (after Python's sortedcontainers): O(log n) search, O(chunk) insert
// and delete, in-order iteration from any position. The transfer indexes are made of these.

const CHUNK = 512;

export type Compare<T> = (a: T, b: T) => number;

export class SortedList<T> {
  private chunks: T[][] = [];
  private _size = 0;

  constructor(private readonly compare: Compare<T>) {}

  get size(): number {
    return this._size;
  }

  /** Replaces the content with `items` (any order): one sort instead of n inserts. */
  load(items: T[]): void {
    items.sort(this.compare);
    this.chunks = [];
    for (let i = 0; i < items.length; i += CHUNK) this.chunks.push(items.slice(i, i + CHUNK));
    this._size = items.length;
  }

  insert(item: T): void {
    if (this.chunks.length === 0) {
      this.chunks.push([item]);
      this._size = 1;
      return;
    }
    let c = this.chunkFor(item, false);
    if (c === this.chunks.length) c--;
    const chunk = this.chunks[c] as T[];
    chunk.splice(this.indexIn(chunk, item, false), 0, item);
    this._size++;
    if (chunk.length > CHUNK * 2) this.chunks.splice(c, 1, chunk.slice(0, CHUNK), chunk.slice(CHUNK));
  }

  /** Removes the item that compares equal to `item` and is `item` itself; answers whether it was there. */
  remove(item: T): boolean {
    let c = this.chunkFor(item, false);
    while (c < this.chunks.length) {
      const chunk = this.chunks[c] as T[];
      let i = this.indexIn(chunk, item, false);
      while (i < chunk.length && this.compare(chunk[i] as T, item) === 0) {
        if (chunk[i] === item) {
          chunk.splice(i, 1);
          this._size--;
          if (chunk.length === 0) this.chunks.splice(c, 1);
          return true;
        }
        i++;
      }
      if (i < chunk.length) return false;
      c++;
    }
    return false;
  }

  /** Number of items before the first one that is >= `probe` (or > `probe` when `after`). */
  rank(probe: T, after = false): number {
    let r = 0;
    const c = this.chunkFor(probe, after);
    for (let k = 0; k < c && k < this.chunks.length; k++) r += (this.chunks[k] as T[]).length;
    if (c < this.chunks.length) r += this.indexIn(this.chunks[c] as T[], probe, after);
    return r;
  }

  /** Items in order from position `from` (0-based) to `to` (exclusive). */
  *range(from = 0, to = this._size): Generator<T> {
    let skip = from;
    let left = to - from;
    for (const chunk of this.chunks) {
      if (left <= 0) return;
      if (skip >= chunk.length) {
        skip -= chunk.length;
        continue;
      }
      for (let i = skip; i < chunk.length && left > 0; i++, left--) yield chunk[i] as T;
      skip = 0;
    }
  }

  /** First chunk whose last item is >= probe (> probe when `after`); chunks.length if none. */
  private chunkFor(probe: T, after: boolean): number {
    let lo = 0;
    let hi = this.chunks.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const chunk = this.chunks[mid] as T[];
      const cmp = this.compare(chunk[chunk.length - 1] as T, probe);
      if (cmp < 0 || (after && cmp === 0)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private indexIn(chunk: T[], probe: T, after: boolean): number {
    let lo = 0;
    let hi = chunk.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const cmp = this.compare(chunk[mid] as T, probe);
      if (cmp < 0 || (after && cmp === 0)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
