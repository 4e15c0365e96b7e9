// limits_keep_unnamed_fields: silent on the clean fake (the limits and the row as they were
// afterwards); names the limit a PUT /bandwidth or PUT /v2/limits reset although it was not sent.
import { describe, expect, it } from 'vitest';
import { limitsKeepUnnamedFields } from '../../../conformance/checks/actions/limits-keep-unnamed-fields.ts';
import type { EmbeddedTarget } from '../../../composition/index.ts';
import { editJson, fakeTarget, found, misbehaving, pathOf, runOne, SEEDS, statusOf } from './support.ts';

const ID = 'limits_keep_unnamed_fields';
type Body = Record<string, unknown>;

/** The own limits row as the fake holds it (undefined when there is none). */
const limitsRow = (t: EmbeddedTarget) => t.fake.store.configurations.get(t.fake.config.hostId)?.record;

/** A fake whose PUT on `path` stores 0 for `field` when the body does not carry it. */
const resetting = (path: string, field: string) =>
  misbehaving(fakeTarget(), {
    request: (r) => (r.method === 'PUT' && pathOf(r) === path && r.body !== '' ? { ...r, body: editJson<Body>(r.body, (b) => void (b[field] ??= 0)) } : r),
  });

describe(ID, () => {
  it.each(SEEDS)('finds nothing on the clean fake and puts the limits back (seed %i)', async (seed) => {
    const target = fakeTarget({ seed });
    const before = limitsRow(target);
    const r = await runOne(target, limitsKeepUnnamedFields, { seed, runs: 25 });
    expect(found(r)).toEqual([]);
    expect(statusOf(r, ID)).toBe('passed');
    expect(limitsRow(target)).toMatchObject({ ...before, UPDATEDINFO: expect.any(Number) });
  });

  it('sees a PUT /bandwidth that resets readsession when it is not sent', async () => {
    const r = await runOne(resetting('/bandwidth', 'readsession'), limitsKeepUnnamedFields, { runs: 25 });
    expect(found(r)).toEqual([expect.stringMatching(/^limits_keep_unnamed_fields PUT \/bandwidth: PUT \/bandwidth \{"(?!readsession)\w+":-?\d+\} on .* did not answer the limits it was not sent kept$/)]);
    expect(r.deviations[0]?.received).toContain('readsession 0');
  });

  it('sees a PUT /v2/limits {} that resets delayLimit', async () => {
    const r = await runOne(resetting('/v2/limits', 'delayLimit'), limitsKeepUnnamedFields, { runs: 5 });
    expect(found(r)).toEqual([expect.stringMatching(/^limits_keep_unnamed_fields PUT \/v2\/limits: PUT \/v2\/limits \{\} on .* did not answer 201 with the limits it was not sent kept$/)]);
    expect(r.deviations[0]?.received).toContain('delayLimit 0');
  });
});
