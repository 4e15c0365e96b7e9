// A read-only run (no --allow-writes) of the stateful checks sends no write at all: each check is
// skipped, saying it needs writes, before it sends anything.
import { describe, expect, it } from 'vitest';
import { misbehaving, runCheck, statusOf } from './misbehaving-target.ts';

const IDS = ['ensure_resource_availability', 'use_after_free', 'update_is_persisted', 'create_is_upsert', 'lists_reflect_writes', 'model_based_crud'];

describe('stateful checks in a read-only run', () => {
  it.each(IDS)('%s sends no write method and is skipped', async (id) => {
    const target = misbehaving(1);
    const result = await runCheck(id, target, 1, { writes: false });
    expect(target.sent.filter((s) => !s.startsWith('GET ') && !s.startsWith('OPTIONS '))).toEqual([]);
    expect(statusOf(result, id)).toBe('skipped');
    expect(result.checks.find((c) => c.id === id)?.reason).toContain('--allow-writes');
    expect(result.deviations).toEqual([]);
  });

  it('the checks are registered in this order, each needing writes', async () => {
    const { CHECKS } = await import('../../../conformance/index.ts');
    const stateful = CHECKS.filter((c) => IDS.includes(c.id));
    expect(stateful.map((c) => c.id)).toEqual(IDS);
    for (const c of stateful) expect(c.kind === 'scenario' && c.needs?.writes).toBe(true);
  });
});
