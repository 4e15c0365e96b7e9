// DESIGN §6 over real HTTP: a run with --allow-writes leaves the target's data exactly as it found
// it: the records it creates carry its prefix and are removed at the end, and the server's own
// limits (PUT /bandwidth, POST/PUT/DELETE /v2/limits) are not touched without --allow-limits. A run
// with every --allow-* option puts the limits back too. The whole suite runs against the fake
// served on loopback; the data is read through the interface before and after and compared: the
// four collections, the limits record, the bandwidth limits, the block flag.
import { afterEach, describe, expect, it } from 'vitest';
import type { Permissions, RunResult } from '../../../conformance/index.ts';
import { dataOf, runOverHttp, servedFake, updatedInfoOf, withoutUpdatedInfoOf, type Received, type ServedFake } from './support.ts';

let served: ServedFake | undefined;
afterEach(async () => {
  await served?.close();
  served = undefined;
});

/** Checks that change the server's limits and need --allow-limits to run at all. */
const LIMITS_CHECKS = ['limits_lifecycle', 'bandwidth_set_then_get'];

const changesLimits = (r: Received) => (r.method === 'PUT' && r.path === '/bandwidth') || (['POST', 'PUT', 'DELETE'].includes(r.method) && r.path === '/v2/limits');

/** One run over HTTP with `permissions`: the data before and after, what the fake received, the result. */
async function runWith(permissions: Permissions) {
  served = await servedFake({ seed: 2 });
  const before = await dataOf(served.url);
  const start = served.received.length;
  const result: RunResult = await runOverHttp(served, permissions, 2);
  const sent = served.received.slice(start);
  const after = await dataOf(served.url);
  // It did write (so the comparison means something), and found nothing wrong with the fake.
  expect(sent.some((r) => r.method === 'POST' || r.method === 'PUT' || r.method === 'DELETE')).toBe(true);
  expect(result.deviations.map((d) => `${d.check} ${d.operation}: ${d.title}`)).toEqual([]);
  return { before, after, sent, result, host: served.fake.config.hostId };
}

describe('a run that may write, against the fake served over HTTP', () => {
  it('--allow-writes leaves the data exactly as it found it, the server limits untouched', { timeout: 120_000 }, async () => {
    const { before, after, sent, result } = await runWith({ writes: true, purge: false, shutdown: false });
    // Exactly: the own limits row keeps its UPDATEDINFO too, since nothing wrote it.
    expect(after).toEqual(before);
    expect(sent.filter(changesLimits), 'requests that change the server limits').toEqual([]);
    expect(sent.filter((r) => r.method === 'PUT' && r.path === '/server')).toEqual([]);
    for (const id of LIMITS_CHECKS) expect(result.checks.find((c) => c.id === id)?.reason, id).toBe('needs --allow-limits');
    expect(result.checks.find((c) => c.id === 'log_purge_removes_exported')?.status).toBe('skipped');
  });

  it('--allow-writes --allow-purge --allow-shutdown --allow-limits puts the limits back', { timeout: 120_000 }, async () => {
    const { before, after, sent, result, host } = await runWith({ writes: true, purge: true, shutdown: true, limits: true });
    expect(sent.some(changesLimits), 'the limits checks ran').toBe(true);
    for (const id of LIMITS_CHECKS) expect(result.checks.find((c) => c.id === id)?.status, id).toBe('passed');
    // One field cannot be put back: limits_lifecycle and v2_error_body delete the server's own
    // limits row and create it again, and every write through the interface sets UPDATEDINFO 3
    // (TOSUBMIT, reference §3.1). Its values are restored; that field alone may differ.
    expect(updatedInfoOf(after, host)).toBeOneOf([updatedInfoOf(before, host), 3]);
    expect(withoutUpdatedInfoOf(after, host)).toEqual(withoutUpdatedInfoOf(before, host));
  });
});
