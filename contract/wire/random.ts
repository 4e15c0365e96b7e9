// The one seeded random source of the toolkit (DESIGN §7): sfc32 seeded through splitmix32. The
// generators draw per record from it (faker is far too slow to call per field at a million
// records, so each factory draws its vocabulary from its own seeded faker instance once, then per
// record from one of these seeded from that instance); the fake's seeded data and the suite's
// per-check sources use it too, so the same seed gives the same draws on both sides.

/** A fast seeded random source (sfc32): the same seed gives the same draws. */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** A uniform unsigned 32-bit integer. */
  uint32(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** One of `items`, uniformly; throws on an empty list. */
  pick<T>(items: readonly T[]): T;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** A standard normal deviate (Box-Muller), for sizes and durations that look real. */
  normal(): number;
}

function splitmix32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** sfc32 as a class: fields on one hidden class are faster than captured variables, and this runs tens of millions of times. */
class Sfc32 implements Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    const init = splitmix32(seed);
    this.a = init();
    this.b = init();
    this.c = init();
    this.d = init();
    for (let i = 0; i < 12; i++) this.uint32();
  }

  uint32(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = (((this.c << 21) | (this.c >>> 11)) + t) >>> 0;
    return t;
  }

  next(): number {
    return this.uint32() / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  normal(): number {
    return Math.sqrt(-2 * Math.log(1 - this.next())) * Math.cos(2 * Math.PI * this.next());
  }
}

/** A {@link Random} seeded with `seed` (sfc32 seeded through splitmix32): fast enough to draw per field of a million records. */
export const createRandom = (seed: number): Random => new Sfc32(seed);
