// SPECIALID sources for the two identifier modes (reference §3.2, §15, §18).
// sequence: a database sequence that starts at an instant taken from the clock and grows by one
//           per transfer, so ids grow with time as on a real server.
// guid:     random signed 64-bit ids, most of them beyond 2^53 and of both signs, as a server in
//           "transfer GUID" mode hands out. They come from a keyed permutation of the counter
//           (a Feistel network), so they are unique by construction without remembering any.

/**
 * How SPECIALIDs are made: `sequence`, a database sequence starting from the clock and growing by
 * one per transfer; `guid`, random signed 64-bit ids, most beyond 2^53 (reference §3.2, §15).
 */
export type IdMode = 'sequence' | 'guid';
/** Every {@link IdMode}: `--id-mode` and the `idMode` options take these. */
export const ID_MODES: readonly IdMode[] = ['sequence', 'guid'];

/** The same shape as the fake's id allocator, so the fake can continue a generated dataset's ids. */
export interface SpecialIdSource {
  /** The next free SPECIALID. */
  next(): bigint;
  /** Makes sure later ids do not repeat `id` (after a client chose its own id). */
  observe(id: bigint): void;
}

function fmix32(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

const ROUNDS = 6;

/** A bijection of the 64-bit space, keyed by `seed`: distinct counters give distinct ids. */
export function guidOf(seed: number, counter: number): bigint {
  let left = Math.floor(counter / 4294967296) >>> 0;
  let right = counter >>> 0;
  for (let round = 0; round < ROUNDS; round++) {
    const f = fmix32((right ^ fmix32((seed ^ Math.imul(round + 1, 0x9e3779b9)) >>> 0)) >>> 0);
    const next = (left ^ f) >>> 0;
    left = right;
    right = next;
  }
  return BigInt.asIntN(64, (BigInt(left) << 32n) | BigInt(right));
}

/** Options of {@link createSpecialIds}. */
export interface IdSourceOptions {
  readonly mode: IdMode;
  readonly seed: number;
  /** sequence: the first id; guid: unused. */
  readonly start: bigint;
  /** How many ids were already handed out (to continue after a dataset). */
  readonly skip?: number;
}

/**
 * A source of SPECIALIDs in the given mode. `sequence`: `start`, `start + 1`, ... (after `skip`
 * ids); `guid`: a keyed permutation of a counter, so ids are unique without being remembered.
 * Ids a client chose are passed to `observe` so that later ids do not repeat them.
 */
export function createSpecialIds(options: IdSourceOptions): SpecialIdSource {
  if (options.mode === 'sequence') {
    let next = options.start + BigInt(options.skip ?? 0);
    return {
      next: () => next++,
      // Like a database sequence bumped past a client's id; a far-away id does not move it.
      observe: (id) => {
        if (id >= next && id - next < 1_000_000_000n) next = id + 1n;
      },
    };
  }
  let counter = options.skip ?? 0;
  const taken = new Set<bigint>();
  return {
    next: () => {
      for (;;) {
        const id = guidOf(options.seed, counter++);
        if (!taken.delete(id)) return id;
      }
    },
    // A client's own id could meet a future permutation value; remember it so it is skipped.
    observe: (id) => {
      taken.add(id);
    },
  };
}
