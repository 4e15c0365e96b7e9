// Equivalent variants are never reported over real HTTP, where header case and connection handling
// exist (issue "A suite that is never fooled", item 2): against a served fake with each variant,
// the whole suite, every --allow-* given, reports nothing. The runs in process are in
// equivalent-variants.test.ts, so the two files run side by side.
import { afterEach, describe, expect, it } from 'vitest';
import { EQUIVALENT_VARIANTS } from '../../../fake-server/index.ts';
import { runOverHttp, servedFake, type ServedFake } from '../safety/support.ts';
import { found } from './equivalent-found.ts';

let served: ServedFake | undefined;
afterEach(async () => {
  await served?.close();
  served = undefined;
});

const ALL = { writes: true, purge: true, shutdown: true, limits: true };

describe('equivalent variants over HTTP', () => {
  it.for(EQUIVALENT_VARIANTS.map((v) => v.name))('%s: zero deviations from the whole suite over HTTP, every --allow-* given', { timeout: 120_000 }, async (name) => {
    served = await servedFake({ seed: 2, faults: [name] });
    const result = await runOverHttp(served, ALL, 2);
    expect(found(result)).toEqual([]);
    expect(result.aborted).toBeUndefined();
  });
});
