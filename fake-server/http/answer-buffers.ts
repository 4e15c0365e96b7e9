// Buffers for answers assembled as bytes (a list of transfers, copied from the store), given back
// by the transport once it has written them and handed out again. A fresh 60 KB Buffer per answer
// is memory outside the JS heap, and thousands a second of them set off full collections (a list
// cost a third more than as a string); a few reused ones cost nothing. An answer whose bytes are
// never given back (a reply a fault or mishap rewrote, a connection closed before the write ended)
// is simply left to the garbage collector.

/** Buffers kept for reuse at most: about one per connection in flight. */
const KEPT = 32;
const MIN_BYTES = 64 * 1024;
const free: ArrayBuffer[] = [];
/** The ArrayBuffers handed out by takeAnswerBuffer: only those come back to the pool. */
const ours = new WeakSet<ArrayBuffer>();

/** A Buffer of exactly `size` bytes, reused when one is free (its content is garbage: write all of it). */
export function takeAnswerBuffer(size: number): Buffer {
  for (let i = free.length - 1; i >= 0; i--) {
    const ab = free[i] as ArrayBuffer;
    if (ab.byteLength < size) continue;
    free.splice(i, 1);
    return Buffer.from(ab, 0, size);
  }
  const ab = new ArrayBuffer(Math.max(MIN_BYTES, 2 ** Math.ceil(Math.log2(size))));
  ours.add(ab);
  return Buffer.from(ab, 0, size);
}

/** Gives back the buffer of a written answer: nothing may read it afterwards. */
export function giveBackAnswerBuffer(bytes: Buffer): void {
  const ab = bytes.buffer as ArrayBuffer;
  if (ours.has(ab) && free.length < KEPT && !free.includes(ab)) free.push(ab);
}
