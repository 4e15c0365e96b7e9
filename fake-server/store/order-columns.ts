// The columns of the two REST v2 list orders v1 has no use for, ORIGINALNAME and STOPTRANS
// (`ascFile` … `descStop`), and their comparisons for the sorted lists of transfer-indexes.ts.
// The names are kept as bytes outside the JS heap (byte-arena.ts), as the row texts are: a million
// short strings on the heap would cost the collector on every load. Beside each name a number made
// of its first eight characters decides most comparisons without reading the bytes.
import { ByteArena } from './byte-arena.ts';
import type { SlotCompare } from './slot-list.ts';

/** Characters in a name's number: 97 digits each (end or control character, the 95 printable ASCII, beyond), 97^8 < 2^53. */
const PREFIX = 8;
const DIGITS = 97;

/**
 * A number that orders as `name` does where it differs: the first eight characters as base-97
 * digits. A character outside printable ASCII shares its digit with others, so the digits after it
 * would lie: they are left at 0, and names equal so far compare on their bytes.
 */
export function namePrefix(name: string): number {
  let key = 0;
  let i = 0;
  while (i < PREFIX) {
    const u = i < name.length ? name.charCodeAt(i) : -1;
    const exact = u >= 32 && u <= 126;
    key = key * DIGITS + (exact ? u - 31 : u > 126 ? DIGITS - 1 : 0);
    i++;
    if (!exact) break;
  }
  for (; i < PREFIX; i++) key *= DIGITS;
  return key;
}

export class OrderColumns {
  stopTrans = new Float64Array(0);
  private nameKey = new Float64Array(0);
  private readonly names = new ByteArena();

  /** `tie`: the order of rows with equal keys (the store's SPECIALID order, as v2 lists keep it). */
  constructor(private readonly tie: SlotCompare) {}

  /** A record's ORIGINALNAME and STOPTRANS; a record without them (a partial one a test stores) as the empty name and 0. */
  write(slot: number, name: string | undefined, stop: number | undefined): void {
    const text = typeof name === 'string' ? name : '';
    this.names.set(slot, text);
    this.nameKey[slot] = namePrefix(text);
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
    const grow = (old: Float64Array) => {
      const next = new Float64Array(slots);
      next.set(old.subarray(0, Math.min(used, slots)));
      return next;
    };
    this.stopTrans = grow(this.stopTrans);
    this.nameKey = grow(this.nameKey);
    this.names.fit(slots);
  }

  /** ORIGINALNAME descending (as the store's other lists run: an ascending order walks it backwards), then `tie`. */
  readonly byName = (a: number, b: number): number => (a === b ? 0 : this.byNameOnly(a, b) || this.tie(a, b));

  /** ORIGINALNAME descending alone: a stable sort of rows already in `tie` order (a load) needs no more. */
  readonly byNameOnly = (a: number, b: number): number => (this.nameKey[b] as number) - (this.nameKey[a] as number) || this.names.compare(b, a);

  /** The key of `byName` (SlotKey). */
  readonly nameOrderKey = (s: number): number => -(this.nameKey[s] as number);

  /** STOPTRANS descending, then `tie`. */
  readonly byStop = (a: number, b: number): number => (a === b ? 0 : this.byStopOnly(a, b) || this.tie(a, b));

  /** STOPTRANS descending alone (see `byNameOnly`). */
  readonly byStopOnly = (a: number, b: number): number => (this.stopTrans[b] as number) - (this.stopTrans[a] as number);

  /** The key of `byStop`. */
  readonly stopOrderKey = (s: number): number => -(this.stopTrans[s] as number);
}
