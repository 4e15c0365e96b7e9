// status_flags_select_by_mapping against servers that map a flag wrongly, let a flag beat
// ALLSTATUS, or read `TRUE` as true; and its write part on a server without rows to read.
import { describe, expect, it } from 'vitest';
import { statusFlagsSelectByMapping } from '../../../conformance/checks/list-semantics/status-flags-select-by-mapping.ts';
import type { Permissions } from '../../../conformance/index.ts';
import type { EmbeddedTarget } from '../../../composition/index.ts';
import { ALL, fakeTarget, isList, NONE, ofCheck, param, planted, recording, resultsOf, runChecks, setParam, statusOf, withRows, type Plant } from './support.ts';

const ID = 'status_flags_select_by_mapping';
const FLAGS = ['PENDING', 'INTRANSFER', 'INERROR', 'DONE'];

async function run(plant: Plant, o: { target?: EmbeddedTarget; permissions?: Permissions; seed?: number } = {}) {
  const seed = o.seed ?? 1;
  const result = await runChecks(planted(o.target ?? fakeTarget({ seed }), plant), [statusFlagsSelectByMapping], { seed, permissions: o.permissions ?? ALL });
  return { result, found: ofCheck(result, ID) };
}

/** A server whose `flag` drops the rows `lost` selects (when ALLSTATUS is not true). */
const losing = (flag: string, lost: (t: Record<string, unknown>) => boolean): Plant => ({
  answer: (r, json) => {
    if (!isList(r, 'transfers') || param(r, flag) !== 'true' || param(r, 'ALLSTATUS') === 'true') return;
    return { json: withRows(json, resultsOf(json).filter((t) => !lost(t))) };
  },
});

describe('status_flags_select_by_mapping detects', () => {
  it('INERROR without INTERRUPTED (UPDATEDINFO 2)', async () => {
    const { result, found } = await run(losing('INERROR', (t) => t['UPDATEDINFO'] === 2));
    expect(found).toHaveLength(1);
    expect(found[0]!.operation).toBe('GET /transfers');
    expect(found[0]!.received).toMatch(/missing: \d+ \(UPDATEDINFO 2, GLOBALSTEP \d: matches INERROR\)/);
    expect(found[0]!.expected).toMatch(/INERROR \(UPDATEDINFO 4 or 2, or GLOBALSTEP 5\)/);
    expect(statusOf(result, ID)).toBe('failed');
  });

  it('DONE without GLOBALSTEP 4 (finished rows not marked DONE)', async () => {
    const { found } = await run(losing('DONE', (t) => t['UPDATEDINFO'] !== 6));
    expect(found[0]!.received).toMatch(/GLOBALSTEP 4: matches DONE/);
  });

  it('flags that beat ALLSTATUS', async () => {
    const { found } = await run({ request: (r) => isList(r, 'transfers') && FLAGS.some((f) => param(r, f) === 'true') && setParam(r, 'ALLSTATUS', undefined) });
    expect(found).toHaveLength(1);
    expect(found[0]!.expected).toMatch(/of every status \(ALLSTATUS=true overrides the flags\)/);
  });

  it('a query flag `TRUE` read as true', async () => {
    const { found } = await run({ request: (r) => { for (const f of FLAGS) if (isList(r, 'transfers') && r.query.get(f) === 'TRUE') r.query.set(f, 'true'); } });
    expect(found).toHaveLength(1);
    expect(found[0]!.title).toMatch(/=TRUE/);
  });

  it('reads alone where every flag has rows: nothing is created', async () => {
    const { target, sent } = recording(fakeTarget({ seed: 1 }));
    await runChecks(target, [statusFlagsSelectByMapping], { seed: 1, permissions: ALL });
    expect(sent.filter((s) => !s.startsWith('GET '))).toEqual([]);
  });

  it('INERROR without GLOBALSTEP 5, on an empty server, thanks to the transfers it creates', async () => {
    const plant = losing('INERROR', (t) => t['UPDATEDINFO'] !== 4 && t['UPDATEDINFO'] !== 2);
    const target = fakeTarget({ seed: 1, dataset: 'empty' });
    const { found } = await run(plant, { target });
    expect(found).toHaveLength(1);
    expect(found[0]!.received).toMatch(/missing: \d+ \(UPDATEDINFO 3, GLOBALSTEP 5: matches INERROR\)/);
    // Created with the run prefix, and removed again.
    expect(target.fake.store.transfers.size).toBe(0);
    // Read only, an empty server has nothing to show.
    const readOnly = await run(plant, { target: fakeTarget({ seed: 1, dataset: 'empty' }), permissions: NONE });
    expect(readOnly.found).toEqual([]);
  });
});
