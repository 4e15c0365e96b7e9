// SPECIALID allocation. The real server's sequence starts at the database's creation time in
// epoch ms (reference §18); the fake starts at the clock's time when the store was seeded, so
// ids look real and stay deterministic.

export interface IdAllocator {
  /** The next free SPECIALID. */
  next(): bigint;
  /** Makes sure later ids are above `id` (after a client chose its own id). */
  observe(id: bigint): void;
}

export function createSequence(start: bigint): IdAllocator {
  let next = start;
  return {
    next: () => next++,
    observe: (id) => {
      if (id >= next && id - next < 1_000_000_000n) next = id + 1n;
    },
  };
}
