// Every record the stateful checks create carries the run prefix and is gone when they end, also
// when a check found deviations; the target's own records are left exactly as they were.
import { describe, expect, it } from 'vitest';
import { runSuite } from '../../../conformance/index.ts';
import type { EmbeddedTarget } from '../../../composition/index.ts';
import { checkById, editBody, is, misbehaving } from './misbehaving-target.ts';

const IDS = ['ensure_resource_availability', 'use_after_free', 'update_is_persisted', 'create_is_upsert', 'lists_reflect_writes', 'model_based_crud', 'ownerreq_in_transfer_identity', 'transfer_write_stores_times', 'host_key_replaced_by_update'];

function snapshot(target: EmbeddedTarget): string {
  const { store } = target.fake;
  const rows = (it: Iterable<{ json: string }>) => [...it].map((r) => r.json).sort();
  return JSON.stringify([rows(store.transfers.values()), rows(store.hosts.values()), rows(store.hostconfigs.values()), rows(store.configurations.values())]);
}

async function runAll(target: EmbeddedTarget, seed: number) {
  return runSuite({
    target,
    checks: IDS.map(checkById),
    seed,
    runs: 25,
    classPrefix: 'org.vendor.openproto.',
    permissions: { writes: true, purge: true, shutdown: true },
    credentials: { mode: 'none' },
    now: () => target.fake.clock.now(),
  });
}

describe('stateful checks clean up', () => {
  it('leave the clean fake exactly as they found it, having written only records with the run prefix', async () => {
    const target = misbehaving(4);
    const before = snapshot(target);
    const written: string[] = [];
    const recording = { ...target, send: async (req: Parameters<typeof target.send>[0]) => {
      if (req.method !== 'GET' && req.method !== 'OPTIONS') written.push(`${req.method} ${req.url} ${req.body}`);
      return target.send(req);
    } };
    const result = await runAll(recording, 4);
    expect(result.deviations).toEqual([]);
    expect(snapshot(target)).toBe(before);
    expect(written.length).toBeGreaterThan(0);
    for (const w of written) expect(w).toContain('tmkit4-');
  });

  it('also after deviations', async () => {
    const target = misbehaving(5, { request: (req) => (is(req, 'PUT', /^\/hosts\//) ? editBody(req, (b) => delete b['PORT']) : req) });
    const before = snapshot(target);
    const result = await runAll(target, 5);
    expect(result.deviations.length).toBeGreaterThan(0);
    expect(snapshot(target)).toBe(before);
  });
});
