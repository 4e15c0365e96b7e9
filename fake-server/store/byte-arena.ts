// Texts by slot, as bytes in a few large Buffers outside the JS heap. A million row texts kept as
// JS strings cost a 16-byte header and an 8-byte pointer each, and every garbage collection walks
// them (loading a million rows spent more time copying them between generations than packing
// them); here a row costs 8 bytes of position, and the collector sees a handful of Buffers. A
// text whose characters all fit in one byte (every v1 JSON text: it is ASCII) is stored as
// latin1, any other as UTF-16, so every text comes back exactly. Space left by replaced or
// deleted texts is reclaimed by copying the live ones to fresh chunks once it outweighs them.

const CHUNK_BITS = 22;
const CHUNK = 1 << CHUNK_BITS;
/** `lengths` entry of a slot that holds nothing. */
const FREE = 0xffffffff;
/** Set in a length: the text is stored as UTF-16 (the rest of the value counts bytes). */
const WIDE = 0x80000000;
/** A character beyond one byte (negated: V8 answers it at once for a one-byte string). */
const WIDE_CHAR = /[^\u0000-\u00ff]/;
/** Dead bytes tolerated before a compaction, at least. */
const SLACK = 16 * 1024 * 1024;

/**
 * Node's own latin1 reader (undocumented, untyped, stable since Node 0.x): a flat one-byte string
 * straight from the bytes, without the encoding lookup and range checks of `toString`, which cost
 * more than the copy for a short text read on every row of an answer.
 */
interface Latin1Reader {
  latin1Slice(start: number, end: number): string;
  /** Its writing counterpart (same standing): the bytes of a one-byte text, without `write`'s encoding lookup. */
  latin1Write(text: string, offset: number, length: number): number;
}

export class ByteArena {
  private chunks: Buffer[] = [];
  /** Bytes used in the last chunk. */
  private used = CHUNK;
  private liveBytes = 0;
  private deadBytes = 0;
  /** Start of each slot's bytes: chunk number × CHUNK + offset. */
  private starts = new Uint32Array(0);
  private lengths = new Uint32Array(0).fill(FREE);
  /** Where joinNarrow assembles its text before it is copied out as a string (kept: lists come one after another). */
  private scratch = Buffer.allocUnsafe(0);

  set(slot: number, text: string): void {
    if (slot >= this.starts.length) this.resize(Math.max(1024, slot + 1, Math.ceil(this.starts.length * 1.5)));
    this.delete(slot);
    const wide = WIDE_CHAR.test(text);
    const bytes = wide ? text.length * 2 : text.length;
    if (bytes >= WIDE) throw new RangeError(`a stored text of ${bytes} bytes is too large`);
    const [chunk, offset] = this.room(bytes);
    if (wide) chunk.write(text, offset, 'utf16le');
    else (chunk as unknown as Latin1Reader).latin1Write(text, offset, bytes);
    this.starts[slot] = (this.chunks.length - 1) * CHUNK + offset;
    this.lengths[slot] = wide ? bytes | WIDE : bytes;
    this.liveBytes += bytes;
  }

  get(slot: number): string | undefined {
    const length = this.lengths[slot];
    if (length === undefined || length === FREE) return undefined;
    const bytes = length & ~WIDE;
    const start = this.starts[slot] as number;
    // Shifts, not division: read on every row of every answer (starts stay below 2^32).
    const chunk = this.chunks[start >>> CHUNK_BITS] as Buffer;
    const offset = start & (CHUNK - 1);
    if (length & WIDE) return chunk.toString('utf16le', offset, offset + bytes);
    return (chunk as unknown as Latin1Reader).latin1Slice(offset, offset + bytes);
  }

  /**
   * Bytes of the texts of `slots` joined by commas; -1 when a text is stored as UTF-16 or a slot
   * holds nothing (then only the texts themselves can be joined).
   */
  joinedLength(slots: readonly number[]): number {
    let total = Math.max(0, slots.length - 1);
    for (const slot of slots) {
      const length = this.lengths[slot];
      if (length === undefined || length === FREE || length & WIDE) return -1;
      total += length;
    }
    return total;
  }

  /**
   * The texts of `slots` joined by commas, as one flat string copied byte for byte from the
   * chunks: a list answer made without a string per row (bench `http`: half the cost of joining
   * a hundred row strings). Undefined when a text is stored as UTF-16 or a slot holds nothing.
   * A string, not a Buffer: a fresh 60 KB Buffer per answer is memory outside the heap, and at
   * thousands a second it set off full collections (the answer cost a third more).
   */
  joinNarrow(slots: readonly number[]): string | undefined {
    const total = this.joinedLength(slots);
    if (total < 0) return undefined;
    if (this.scratch.length < total) this.scratch = Buffer.allocUnsafe(Math.max(total, this.scratch.length * 2));
    this.copyJoined(slots, this.scratch, 0);
    return (this.scratch as unknown as Latin1Reader).latin1Slice(0, total);
  }

  /** Copies the texts of `slots` joined by commas into `target` from `at` (`joinedLength` must not be -1). */
  copyJoined(slots: readonly number[], target: Buffer, at: number): void {
    for (let i = 0; i < slots.length; i++) {
      const slot = slots[i] as number;
      if (i > 0) target[at++] = 0x2c; // ','
      const start = this.starts[slot] as number;
      const offset = start & (CHUNK - 1);
      const bytes = this.lengths[slot] as number;
      (this.chunks[start >>> CHUNK_BITS] as Buffer).copy(target, at, offset, offset + bytes);
      at += bytes;
    }
  }

  /**
   * The texts of slots `a` and `b` compared as JS compares strings (by UTF-16 code unit): -1, 0
   * or 1; a slot holding nothing as the empty text. Two one-byte texts are compared on their
   * bytes where they lie, without making either string (a sorted index compares on every write).
   */
  compare(a: number, b: number): number {
    const la = this.lengths[a] ?? FREE;
    const lb = this.lengths[b] ?? FREE;
    if (la === FREE || lb === FREE || la & WIDE || lb & WIDE) {
      const x = this.get(a) ?? '';
      const y = this.get(b) ?? '';
      return x < y ? -1 : x > y ? 1 : 0;
    }
    const sa = this.starts[a] as number;
    const sb = this.starts[b] as number;
    const ca = this.chunks[sa >>> CHUNK_BITS] as Buffer;
    const cb = this.chunks[sb >>> CHUNK_BITS] as Buffer;
    const oa = sa & (CHUNK - 1);
    const ob = sb & (CHUNK - 1);
    const n = Math.min(la, lb);
    for (let i = 0; i < n; i++) {
      const d = (ca[oa + i] as number) - (cb[ob + i] as number);
      if (d !== 0) return d < 0 ? -1 : 1;
    }
    return la < lb ? -1 : la > lb ? 1 : 0;
  }

  /** Bytes the text of `slot` takes (its length for a one-byte text); -1 when the slot holds nothing. */
  byteLength(slot: number): number {
    const length = this.lengths[slot];
    return length === undefined || length === FREE ? -1 : length & ~WIDE;
  }

  has(slot: number): boolean {
    const length = this.lengths[slot];
    return length !== undefined && length !== FREE;
  }

  delete(slot: number): void {
    if (!this.has(slot)) return;
    const bytes = (this.lengths[slot] as number) & ~WIDE;
    this.lengths[slot] = FREE;
    this.liveBytes -= bytes;
    this.deadBytes += bytes;
    if (this.deadBytes > Math.max(SLACK, this.liveBytes)) this.compact();
  }

  clear(): void {
    this.chunks = [];
    this.used = CHUNK;
    this.liveBytes = 0;
    this.deadBytes = 0;
    this.lengths.fill(FREE);
  }

  /** Keeps position room for `slots` slots only (after a load). */
  fit(slots: number): void {
    this.resize(slots);
  }

  /** Where `bytes` more bytes go: the last chunk if they fit, else a new one (a text never spans two). */
  private room(bytes: number): [Buffer, number] {
    if (this.chunks.length === 0 || this.used + bytes > CHUNK) {
      if ((this.chunks.length + 1) * CHUNK > 0xffffffff) this.compact();
      if ((this.chunks.length + 1) * CHUNK > 0xffffffff) throw new RangeError('stored texts exceed 4 GB');
      this.chunks.push(Buffer.allocUnsafe(Math.max(CHUNK, bytes)));
      this.used = 0;
    }
    const offset = this.used;
    this.used += bytes;
    return [this.chunks[this.chunks.length - 1] as Buffer, offset];
  }

  /** Copies every live text to fresh chunks, in slot order. */
  private compact(): void {
    const old = { chunks: this.chunks, starts: this.starts.slice() };
    this.chunks = [];
    this.used = CHUNK;
    this.deadBytes = 0;
    for (let slot = 0; slot < this.lengths.length; slot++) {
      const length = this.lengths[slot] as number;
      if (length === FREE) continue;
      const bytes = length & ~WIDE;
      const start = old.starts[slot] as number;
      const from = old.chunks[Math.floor(start / CHUNK)] as Buffer;
      const [chunk, offset] = this.room(bytes);
      from.copy(chunk, offset, start % CHUNK, (start % CHUNK) + bytes);
      this.starts[slot] = (this.chunks.length - 1) * CHUNK + offset;
    }
  }

  private resize(slots: number): void {
    const starts = new Uint32Array(slots);
    const lengths = new Uint32Array(slots).fill(FREE);
    starts.set(this.starts.subarray(0, slots));
    lengths.set(this.lengths.subarray(0, slots));
    this.starts = starts;
    this.lengths = lengths;
  }
}
