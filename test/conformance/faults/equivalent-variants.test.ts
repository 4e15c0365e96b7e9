// Equivalent variants are never reported (issue "A suite that is never fooled", item 2): against a
// fake whose answers a client cannot tell from the clean one's (JSON keys in another order, other
// whitespace, extra headers, header names in another case, Connection: close on every answer), the
// whole suite reports nothing, in process and over real HTTP, where header case and connection
// handling exist. The runs over HTTP are in equivalent-variants-http.test.ts, so the two files run side by side.
import { describe, expect, it } from 'vitest';
import { EQUIVALENT_VARIANTS } from '../../../fake-server/index.ts';
import { runSuiteAgainstFake } from '../../../bench/fault-detection/detection.ts';
import { found } from './equivalent-found.ts';

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
});
