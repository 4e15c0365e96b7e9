// startid_stopid_bounds_inclusive against servers with exclusive bounds, a reversed range that
// lists rows, and ids read as doubles.
import { describe, expect, it } from 'vitest';
import { startidStopidBoundsInclusive } from '../../../conformance/checks/list-semantics/startid-stopid-bounds-inclusive.ts';
import { fakeTarget, found as all, isList, ofCheck, param, planted, runChecks, setParam, statusOf, type Plant } from './support.ts';
import type { EmbeddedTarget } from '../../../composition/index.ts';
import { DEFAULT_DATASET } from '../../support/dataset.ts';
const { rule: RULE } = DEFAULT_DATASET;

const ID = 'startid_stopid_bounds_inclusive';

async function run(plant: Plant, target: EmbeddedTarget = fakeTarget({ seed: 1 })) {
  const result = await runChecks(planted(target, plant), [startidStopidBoundsInclusive], { seed: 1 });
  return { result, found: ofCheck(result, ID) };
}

const shift = (name: string, by: bigint): Plant => ({
  request: (r) => {
    const v = param(r, name);
    if (isList(r, 'transfers') && v !== undefined && /^-?\d+$/.test(v)) setParam(r, name, String(BigInt(v) + by));
  },
});

describe('startid_stopid_bounds_inclusive detects', () => {
  it('an exclusive STOPID', async () => {
    const { result, found } = await run(shift('STOPID', -1n));
    expect(found).toHaveLength(1);
    expect(found[0]!.operation).toBe('GET /transfers');
    expect(found[0]!.received).toMatch(/missing: \d+ \(equals (STARTID and )?STOPID: the bound is inclusive\)/);
    expect(statusOf(result, ID)).toBe('failed');
  });

  it('an exclusive STARTID', async () => {
    const { found } = await run(shift('STARTID', 1n));
    expect(found[0]!.received).toMatch(/equals STARTID( and STOPID)?: the bound is inclusive/);
  });

  it('bounds one too wide', async () => {
    const { found } = await run(shift('STOPID', 5n));
    expect(found[0]!.received).toMatch(/unexpected: \d+ \(SPECIALID \d+ is outside /);
  });

  it('a reversed range read as its swapped bounds', async () => {
    const { found } = await run({
      request: (r) => {
        const a = param(r, 'STARTID');
        const b = param(r, 'STOPID');
        if (isList(r, 'transfers') && a !== undefined && b !== undefined && BigInt(a) > BigInt(b)) {
          setParam(r, 'STARTID', b);
          setParam(r, 'STOPID', a);
        }
      },
    });
    expect(found[0]!.received).toMatch(/the range \d+\.\.\d+ is empty/);
  });

  it('ids beyond 2^53 read as doubles (bounds are compared exactly)', async () => {
    const target = fakeTarget({ seed: 1 });
    for (let i = 1n; i <= 9n; i += 2n) {
      const body = `{"SPECIALID":${2n ** 53n + i},"FILENAME":"big.txt","IDRULE":"${RULE}","REQUESTER":"server1","REQUESTED":"big-partner"}`;
      expect(target.fake.handle({ method: 'POST', url: '/transfers', headers: { 'content-type': 'application/json' }, body }).status).toBe(200);
    }
    const clean = await runChecks(target, [startidStopidBoundsInclusive], { seed: 1 });
    expect(all(clean)).toEqual([]);
    const { found } = await run(
      { request: (r) => { for (const n of ['STARTID', 'STOPID']) { const v = param(r, n); if (isList(r, 'transfers') && v !== undefined) setParam(r, n, BigInt(Number(v)).toString()); } } },
      target,
    );
    expect(found).toHaveLength(1);
    expect(found[0]!.received).toMatch(/9007199254741001|900719925474099[3579]/);
  });
});
