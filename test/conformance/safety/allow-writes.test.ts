// DESIGN §6 over real HTTP: a run with --allow-writes (and one with every --allow-* option) leaves
// the target's data as it found it: the records it creates carry its prefix and are removed at the
// end, limits and bandwidth are put back, nothing it did not create is changed. The whole suite
// runs against the fake served on loopback; the data is read through the interface before and
// after and compared: the four collections, the limits record, the bandwidth limits, the block flag
// (all of it exactly, but for the UPDATEDINFO of the server's own limits row: see below).
import { afterEach, describe, expect, it } from 'vitest';
import type { Permissions } from '../../../conformance/index.ts';
import { dataOf, runOverHttp, servedFake, updatedInfoOf, withoutUpdatedInfoOf, type ServedFake } from './support.ts';

let served: ServedFake | undefined;
afterEach(async () => {
  await served?.close();
  served = undefined;
});

const RUNS: readonly (readonly [string, Permissions])[] = [
  ['--allow-writes', { writes: true, purge: false, shutdown: false }],
  ['--allow-writes --allow-purge --allow-shutdown', { writes: true, purge: true, shutdown: true }],
];

describe('a run that may write, against the fake served over HTTP', () => {
  it.each(RUNS)('%s leaves the data as it found it', { timeout: 120_000 }, async (_options, permissions) => {
    served = await servedFake({ seed: 2 });
    const before = await dataOf(served.url);
    const start = served.received.length;
    const result = await runOverHttp(served, permissions, 2);
    const sent = served.received.slice(start);

    // It did write (so the comparison means something), and found nothing wrong with the fake.
    expect(sent.some((r) => r.method === 'POST' || r.method === 'PUT' || r.method === 'DELETE')).toBe(true);
    expect(result.deviations.map((d) => `${d.check} ${d.operation}: ${d.title}`)).toEqual([]);
    const after = await dataOf(served.url);
    // One field cannot be put back: limits_lifecycle and v2_error_body delete the server's own
    // limits row and create it again, and every write through the interface sets UPDATEDINFO 3
    // (TOSUBMIT, reference §3.1). Its values are restored; that field alone may differ.
    const host = served.fake.config.hostId;
    expect(updatedInfoOf(after, host)).toBeOneOf([updatedInfoOf(before, host), 3]);
    expect(withoutUpdatedInfoOf(after, host)).toEqual(withoutUpdatedInfoOf(before, host));
    if (!permissions.shutdown) expect(sent.filter((r) => r.method === 'PUT' && r.path === '/server')).toEqual([]);
    if (!permissions.purge) expect(result.checks.find((c) => c.id === 'log_purge_removes_exported')?.status).toBe('skipped');
  });
});
