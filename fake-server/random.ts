// Seeded randomness (DESIGN §7). One generator for the whole toolkit: the generators' sfc32
// (a leaf module, no faker); the fake's seeded data and the suite's per-check sources use it too.
export { createRandom, type Random } from '../generators/random.ts';
