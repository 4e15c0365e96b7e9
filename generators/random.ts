// Weighted draws of the generators, over the toolkit's one seeded random source (contract/wire/random.ts).
import type { Random } from '../contract/index.ts';

/** Picks by weight; `weights` and `items` have the same length. Built once, drawn often (binary search). */
export function weighted<T>(items: readonly T[], weights: readonly number[]): (random: Random) => T {
  if (items.length === 0 || items.length !== weights.length) throw new Error('weighted: one weight per item, at least one item');
  const total = weights.reduce((s, w) => s + w, 0);
  let sum = 0;
  const cumulative = weights.map((w) => (sum += w / total));
  return (random) => {
    const r = random.next();
    let lo = 0, hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (r < (cumulative[mid] as number)) hi = mid;
      else lo = mid + 1;
    }
    return items[lo] as T;
  };
}
