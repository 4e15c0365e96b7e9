// Buffers for answers assembled as bytes (a list of transfers, copied from the store), given back
// by the transport once it has written them and handed out again. A fresh 60 KB Buffer per answer
// is memory outside the JS heap, and thousands a second of them set off full collections (a list
// cost a third more than as a string); a few reused ones cost nothing. An answer whose bytes are
// never given back (a reply a fault or mishap rewrote, a connection closed before the write ended)
// is simply left to the garbage collector.

/** Buffers kept for reuse at most: about one per connection in flight. */
const KEPT = 32;
const MIN_BYTES = 64 * 1024;
/**
 * Room left before an answer's bytes, for the head of an HTTP answer: the direct path writes the
 * head there and sends both in one buffer (withHeadBefore), not in two pieces gathered by writev.
 */
const HEAD_ROOM = 1024;
const free: ArrayBuffer[] = [];
/** The ArrayBuffers handed out by takeAnswerBuffer: only those come back to the pool. */
const ours = new WeakSet<ArrayBuffer>();

/** A Buffer of exactly `size` bytes, reused when one is free (its content is garbage: write all of it). */
export function takeAnswerBuffer(size: number): Buffer {
  for (let i = free.length - 1; i >= 0; i--) {
    const ab = free[i] as ArrayBuffer;
    if (ab.byteLength < HEAD_ROOM + size) continue;
    free.splice(i, 1);
    return Buffer.from(ab, HEAD_ROOM, size);
  }
  const ab = new ArrayBuffer(Math.max(MIN_BYTES, 2 ** Math.ceil(Math.log2(HEAD_ROOM + size))));
  ours.add(ab);
  return Buffer.from(ab, HEAD_ROOM, size);
}

/**
 * `head` (Latin-1) written in the room just before `bytes` (from takeAnswerBuffer), and the two as
 * one Buffer over the same memory; undefined when `bytes` are not a pooled answer's or the head is
 * longer than the room. Give back the result, as the bytes, once written.
 */
export function withHeadBefore(head: string, bytes: Buffer): Buffer | undefined {
  const at = bytes.byteOffset - head.length;
  if (at < 0 || !ours.has(bytes.buffer as ArrayBuffer)) return undefined;
  const whole = Buffer.from(bytes.buffer, at, head.length + bytes.length);
  whole.write(head, 0, 'latin1');
  return whole;
}

/** Gives back the buffer of a written answer: nothing may read it afterwards. */
export function giveBackAnswerBuffer(bytes: Buffer): void {
  const ab = bytes.buffer as ArrayBuffer;
  if (ours.has(ab) && free.length < KEPT && !free.includes(ab)) free.push(ab);
}
