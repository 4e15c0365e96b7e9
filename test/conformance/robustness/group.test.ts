// The robustness group as a whole: its ids and order in the registry, a default-sized run on the
// clean fake together with the generic response checks (its own requests must not trip them), and
// a read-only run that sends no write at all.
import { describe, expect, it } from 'vitest';
import { robustness_CHECKS } from '../../../conformance/checks/robustness/index.ts';
import { CHECKS } from '../../../conformance/index.ts';
import { fakeTarget, found, NONE, recording, runChecks, writesIn } from './support.ts';

const IDS = ['negative_data_rejection', 'options_self_description', 'unsupported_method', 'keep_alive_after_v2'];
const generic = CHECKS.filter((c) => c.kind === 'response');

describe('the robustness group', () => {
  it('has its checks in a stable order, all in the registry', () => {
    expect(robustness_CHECKS.map((c) => c.id)).toEqual(IDS);
    const registry = CHECKS.map((c) => c.id);
    expect(IDS.map((id) => registry.indexOf(id))).toEqual([...IDS.map((id) => registry.indexOf(id))].sort((a, b) => a - b));
    for (const c of robustness_CHECKS) expect(c.id).toMatch(/^[a-z]+(_[a-z0-9]+)*$/);
  });

  it.each([1, 2])('passes on the clean fake with the generic response checks at 25 runs (seed %i)', async (seed) => {
    const result = await runChecks(fakeTarget({ seed }), [...generic, ...robustness_CHECKS], { seed, runs: 25 });
    expect(found(result)).toEqual([]);
    // keep_alive_after_v2 needs connections, which the in-process fake has not.
    expect(result.checks.filter((c) => IDS.includes(c.id)).map((c) => c.status)).toEqual(['passed', 'passed', 'passed', 'skipped']);
  });

  it('sends no write in a read-only run, and its read-only parts still pass', async () => {
    const { target, sent } = recording(fakeTarget());
    const result = await runChecks(target, [...generic, ...robustness_CHECKS], { permissions: NONE });
    expect(writesIn(sent)).toEqual([]);
    expect(found(result)).toEqual([]);
    expect(result.checks.filter((c) => IDS.includes(c.id)).map((c) => c.status)).toEqual(['passed', 'passed', 'passed', 'skipped']);
  });
});
