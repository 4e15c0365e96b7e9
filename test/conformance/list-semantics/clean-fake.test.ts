// Every list-semantics check against the clean embedded fake: no false positive on several seeds,
// with and without permission to write, and a read-only run sends nothing but reads.
import { describe, expect, it } from 'vitest';
import { list_semantics_CHECKS } from '../../../conformance/checks/list-semantics/index.ts';
import { ALL, fakeTarget, found, NONE, recording, runChecks, SEEDS, statusOf } from './support.ts';

describe('list-semantics checks against the clean fake', () => {
  for (const check of list_semantics_CHECKS) {
    it.each(SEEDS)(`${check.id} reports nothing (seed %i)`, async (seed) => {
      const target = fakeTarget({ seed });
      const result = await runChecks(target, [check], { seed, permissions: ALL });
      expect(found(result)).toEqual([]);
      expect(statusOf(result, check.id)).toBe('passed');
    });
  }

  it('a read-only run sends only GET and OPTIONS, reports nothing and passes every check', async () => {
    const { target, sent } = recording(fakeTarget({ seed: 4 }));
    const result = await runChecks(target, list_semantics_CHECKS, { seed: 4, permissions: NONE });
    expect(sent.filter((s) => !/^(GET|OPTIONS) /.test(s))).toEqual([]);
    expect(found(result)).toEqual([]);
    for (const check of list_semantics_CHECKS) expect(statusOf(result, check.id), check.id).toBe('passed');
  });

  it('the checks leave the data as they found it, also where they created transfers', async () => {
    const target = fakeTarget({ seed: 5 });
    const before = target.fake.store.transfers.size;
    const { target: recorded, sent } = recording(target);
    await runChecks(recorded, list_semantics_CHECKS, { seed: 5, permissions: ALL });
    // ids and start times never disagree in the seeded data: the order check creates a transfer.
    expect(sent.filter((s) => s.startsWith('POST /transfers')).length).toBeGreaterThan(0);
    expect(sent.filter((s) => s.startsWith('DELETE /transfers/')).length).toBe(sent.filter((s) => s.startsWith('POST /transfers')).length);
    expect(target.fake.store.transfers.size).toBe(before);
  });

  it('an empty server is no deviation either', async () => {
    for (const permissions of [NONE, ALL]) {
      const target = fakeTarget({ seed: 1, dataset: 'empty' });
      const result = await runChecks(target, list_semantics_CHECKS, { seed: 1, permissions });
      expect(found(result)).toEqual([]);
      expect(target.fake.store.transfers.size).toBe(0);
    }
  });
});
