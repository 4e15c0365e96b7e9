// Slots by identity (SPECIALID, REQUESTER, REQUESTED, OWNERREQ): a hash table with linear probing
// in one Int32Array, 5 to 16 bytes a row, where a Map keyed by an identity text costs over 100.
// The caller hashes and compares identities (it owns the columns); the table only holds slots.

const EMPTY = 0;
const DELETED = -1;

export class IdentityIndex {
  /** slot + 1, EMPTY or DELETED; the length is a power of two. */
  private table = new Int32Array(16);
  private filled = 0;
  private live = 0;

  constructor(private readonly hashOfSlot: (slot: number) => number) {}

  /** The slot whose identity `matches`, among those stored under `hash`; -1 if none. */
  find(hash: number, matches: (slot: number) => boolean): number {
    const mask = this.table.length - 1;
    for (let i = hash & mask; ; i = (i + 1) & mask) {
      const e = this.table[i] as number;
      if (e === EMPTY) return -1;
      if (e !== DELETED && matches(e - 1)) return e - 1;
    }
  }

  /** Adds a slot whose identity is not stored yet. */
  add(hash: number, slot: number): void {
    // Up to three quarters full (linear probing stays short), then about half full again.
    if ((this.filled + 1) * 4 > this.table.length * 3) this.resize(Math.max(16, (this.live + 1) * 2));
    const mask = this.table.length - 1;
    let i = hash & mask;
    while ((this.table[i] as number) > 0) i = (i + 1) & mask;
    if (this.table[i] === EMPTY) this.filled++;
    this.table[i] = slot + 1;
    this.live++;
  }

  delete(hash: number, slot: number): void {
    const mask = this.table.length - 1;
    for (let i = hash & mask; this.table[i] !== EMPTY; i = (i + 1) & mask) {
      if (this.table[i] === slot + 1) {
        this.table[i] = DELETED;
        this.live--;
        return;
      }
    }
  }

  clear(): void {
    this.table = new Int32Array(16);
    this.filled = 0;
    this.live = 0;
  }

  /** A table of at least `size` entries holding the live slots again (deleted marks dropped). */
  private resize(size: number): void {
    const old = this.table;
    this.table = new Int32Array(2 ** Math.ceil(Math.log2(size)));
    this.filled = 0;
    this.live = 0;
    for (const e of old) if (e > 0) this.add(this.hashOfSlot(e - 1), e - 1);
  }
}
