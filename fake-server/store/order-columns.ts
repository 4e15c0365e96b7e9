// The columns of the two REST v2 list orders v1 has no use for, ORIGINALNAME and STOPTRANS
// (`ascFile` … `descStop`), and their comparisons for the sorted lists of transfer-indexes.ts.
// The names are kept as bytes outside the JS heap (byte-arena.ts), as the row texts are: a million
// short strings on the heap would cost the collector on every load. Beside each name, two numbers
// made of its first sixteen characters decide most comparisons without reading the bytes: with
// eight only, sorting a million generated names at a load took 2 to 3 s, most comparisons reaching
// the bytes (names share prefixes such as `INV_2025`).
import { ByteArena } from './byte-arena.ts';
import type { SlotCompare } from './slot-list.ts';

/** Characters in each number: 97 digits each (end or control character, the 95 printable ASCII, beyond), 97^8 < 2^53. */
const PART = 8;
const DIGITS = 97;

/** The numbers of a name (`nameKeys`). */
export interface NameKeys {
  /** Characters 1-8 and 9-16 as base-97 digits. */
  readonly first: number;
  readonly second: number;
  /** Whether the two numbers are the whole name, exactly (then equal numbers mean equal names). */
  readonly whole: boolean;
}

/** Base-97 digits of the eight characters from `from`; a character outside printable ASCII ends them (answered negative when it did). */
function part(name: string, from: number): number {
  let key = 0;
  let i = 0;
  while (i < PART) {
    const u = from + i < name.length ? name.charCodeAt(from + i) : -1;
    const exact = u >= 32 && u <= 126;
    key = key * DIGITS + (exact ? u - 31 : u > 126 ? DIGITS - 1 : 0);
    i++;
    if (!exact) {
      for (; i < PART; i++) key *= DIGITS;
      return -key - 1;
    }
  }
  return key;
}

/**
 * Numbers that order as `name` does where they differ (`first`, then `second`). A character
 * outside printable ASCII, or the end, shares its digit with others, so the digits after it would
 * lie: they are left at 0, and names equal so far compare on their bytes.
 */
export function nameKeys(name: string): NameKeys {
  const a = part(name, 0);
  if (a < 0) return { first: -a - 1, second: 0, whole: false };
  const b = part(name, PART);
  // Ended inside the second part with every character exact: the end is a digit of its own (0), so the numbers are the name.
  const whole = b < 0 && name.length < 2 * PART && /^[\x20-\x7e]*$/.test(name);
  return { first: a, second: b < 0 ? -b - 1 : b, whole };
}

/** Radix of the load's sort: 16-bit digits, four to a number (< 2^53). */
const RADIX = 65536;
/** Digit `d` (0: lowest) of a name number, complemented: the lists run from the largest name. */
function digitOf(key: number, d: number): number {
  const word = d < 2 ? key >>> 0 : Math.floor(key / 4294967296);
  return RADIX - 1 - ((d & 1 ? word >>> 16 : word) & (RADIX - 1));
}

export class OrderColumns {
  stopTrans = new Float64Array(0);
  private nameKey = new Float64Array(0);
  private nameKey2 = new Float64Array(0);
  /** 1: the keys are the whole name (nameKeys). */
  private nameWhole = new Uint8Array(0);
  private readonly names = new ByteArena();

  /** `tie`: the order of rows with equal keys (the store's SPECIALID order, as v2 lists keep it). */
  constructor(private readonly tie: SlotCompare) {}

  /** A record's ORIGINALNAME and STOPTRANS; a record without them (a partial one a test stores) as the empty name and 0. */
  write(slot: number, name: string | undefined, stop: number | undefined): void {
    const text = typeof name === 'string' ? name : '';
    this.names.set(slot, text);
    const keys = nameKeys(text);
    this.nameKey[slot] = keys.first;
    this.nameKey2[slot] = keys.second;
    this.nameWhole[slot] = keys.whole ? 1 : 0;
    this.stopTrans[slot] = typeof stop === 'number' && !Number.isNaN(stop) ? stop : 0;
  }

  release(slot: number): void {
    this.names.delete(slot);
  }

  clear(): void {
    this.names.clear();
  }

  /** Room for `slots` slots, the first `used` of them kept (TransferColumns.resize). */
  resize(slots: number, used: number): void {
    const grow = <A extends Float64Array | Uint8Array>(old: A, make: (n: number) => A): A => {
      const next = make(slots);
      next.set(old.subarray(0, Math.min(used, slots)));
      return next;
    };
    this.stopTrans = grow(this.stopTrans, (n) => new Float64Array(n));
    this.nameKey = grow(this.nameKey, (n) => new Float64Array(n));
    this.nameKey2 = grow(this.nameKey2, (n) => new Float64Array(n));
    this.nameWhole = grow(this.nameWhole, (n) => new Uint8Array(n));
    this.names.fit(slots);
  }

  /** ORIGINALNAME descending (as the store's other lists run: an ascending order walks it backwards), then `tie`. */
  readonly byName = (a: number, b: number): number => (a === b ? 0 : this.byNameOnly(a, b) || this.tie(a, b));

  /** ORIGINALNAME descending alone: a stable sort of rows already in `tie` order (a load) needs no more. */
  readonly byNameOnly = (a: number, b: number): number =>
    (this.nameKey[b] as number) - (this.nameKey[a] as number) ||
    (this.nameKey2[b] as number) - (this.nameKey2[a] as number) ||
    ((this.nameWhole[a] as number) & (this.nameWhole[b] as number) ? 0 : this.names.compare(b, a));

  /**
   * `slots`, in `tie` order, sorted as `byName` sorts them, for a load: a stable radix sort on the
   * two numbers, then each run of equal numbers that are not whole names sorted on the bytes
   * (sorting a million generated names with `byName` took about 1 s, most of it in its calls).
   */
  sortByName(slots: readonly number[]): number[] {
    let from = Int32Array.from(slots);
    let to = new Int32Array(from.length);
    const counts = new Uint32Array(RADIX);
    // Least significant digit first: the second number's four, then the first's.
    for (const key of [this.nameKey2, this.nameKey]) {
      for (let d = 0; d < 4; d++) {
        counts.fill(0);
        for (let i = 0; i < from.length; i++) (counts[digitOf(key[from[i] as number] as number, d)] as number)++;
        // One digit for every row (the high ones, mostly): nothing would move.
        if (from.length === 0 || counts[digitOf(key[from[0] as number] as number, d)] === from.length) continue;
        for (let v = 0, sum = 0; v < RADIX; v++) {
          const c = counts[v] as number;
          counts[v] = sum;
          sum += c;
        }
        for (let i = 0; i < from.length; i++) {
          const s = from[i] as number;
          to[(counts[digitOf(key[s] as number, d)] as number)++] = s;
        }
        [from, to] = [to, from];
      }
    }
    const out = Array.from(from);
    for (let i = 0; i < out.length; ) {
      const s = out[i] as number;
      let j = i + 1;
      let whole = this.nameWhole[s] as number;
      for (; j < out.length && this.nameKey[out[j] as number] === this.nameKey[s] && this.nameKey2[out[j] as number] === this.nameKey2[s]; j++) whole &= this.nameWhole[out[j] as number] as number;
      if (j - i > 1 && !whole) {
        // Copied back one by one: a run may be most of the rows (names sharing sixteen characters), too many to spread.
        const run = out.slice(i, j).sort(this.byNameOnly);
        for (let k = 0; k < run.length; k++) out[i + k] = run[k] as number;
      }
      i = j;
    }
    return out;
  }

  /** The key of `byName` (SlotKey). */
  readonly nameOrderKey = (s: number): number => -(this.nameKey[s] as number);

  /** STOPTRANS descending, then `tie`. */
  readonly byStop = (a: number, b: number): number => (a === b ? 0 : this.byStopOnly(a, b) || this.tie(a, b));

  /** STOPTRANS descending alone (see `byNameOnly`). */
  readonly byStopOnly = (a: number, b: number): number => (this.stopTrans[b] as number) - (this.stopTrans[a] as number);

  /** The key of `byStop`. */
  readonly stopOrderKey = (s: number): number => -(this.stopTrans[s] as number);
}
