// Equivalent variants are never reported (issue "A suite that is never fooled", item 2): against a
// fake whose answers a client cannot tell from the clean one's (JSON keys in another order, other
// whitespace, extra headers, header names in another case, Connection: close on every answer), the
// whole suite reports nothing, in process and over real HTTP, where header case and connection
// handling exist.
import { afterEach, describe, expect, it } from 'vitest';
import { counted, type RunResult } from '../../../conformance/index.ts';
import { EQUIVALENT_VARIANTS } from '../../../fake-server/index.ts';
import { runOverHttp, servedFake, type ServedFake } from '../safety/support.ts';
import { runSuiteAgainstFake } from '../../../bench/fault-detection/detection.ts';

let served: ServedFake | undefined;
afterEach(async () => {
  await served?.close();
  served = undefined;
});

const found = (r: RunResult) => counted(r).map((d) => `${d.check} ${d.operation}: ${d.title} (${d.received.slice(0, 120)})`);
const ALL = { writes: true, purge: true, shutdown: true, limits: true };

describe('equivalent variants', () => {
  it('are eight, one per way a client cannot tell', () => {
    expect(EQUIVALENT_VARIANTS.map((v) => v.name)).toEqual([
      'equivalent-keys-reordered', 'equivalent-whitespace', 'equivalent-extra-headers', 'equivalent-header-case',
      'equivalent-charset-utf8', 'equivalent-trailing-newline', 'equivalent-unicode-escaped', 'equivalent-connection-close',
    ]);
  });

  it.for(EQUIVALENT_VARIANTS.map((v) => v.name))('%s: zero deviations from the whole suite in process', { timeout: 60_000 }, async (name) => {
    const result = await runSuiteAgainstFake({ seed: 1, faults: [name], archiveDir: process.env['TMKIT_TEST_ARCHIVE'] });
    expect(found(result)).toEqual([]);
    expect(result.aborted).toBeUndefined();
  });

  it.for(EQUIVALENT_VARIANTS.map((v) => v.name))('%s: zero deviations from the whole suite over HTTP, every --allow-* given', { timeout: 120_000 }, async (name) => {
    served = await servedFake({ seed: 2, faults: [name] });
    const result = await runOverHttp(served, ALL, 2);
    expect(found(result)).toEqual([]);
    expect(result.aborted).toBeUndefined();
  });
});
