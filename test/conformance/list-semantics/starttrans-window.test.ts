// starttrans_window against servers that ignore the interface's STOPSTRANS, use exclusive bounds,
// or drop the offset of an ISO 8601 date.
import { describe, expect, it } from 'vitest';
import { starttransWindow } from '../../../conformance/checks/list-semantics/starttrans-window.ts';
import { parseIsoDate } from '../../../contract/index.ts';
import { fakeTarget, isList, ofCheck, param, planted, runChecks, setParam, statusOf, type Plant } from './support.ts';

const ID = 'starttrans_window';

async function run(plant: Plant, seed = 1) {
  const result = await runChecks(planted(fakeTarget({ seed }), plant), [starttransWindow], { seed });
  return { result, found: ofCheck(result, ID) };
}

const msOf = (v: string) => (/^-?\d+$/.test(v) ? Number(v) : parseIsoDate(v));

describe('starttrans_window detects', () => {
  it('STOPSTRANS ignored (as the real server does)', async () => {
    const { result, found } = await run({ request: (r) => isList(r, 'transfers') && setParam(r, 'STOPSTRANS', undefined) });
    expect(found).toHaveLength(1);
    expect(found[0]!.operation).toBe('GET /transfers');
    expect(found[0]!.title).toMatch(/STOPSTRANS=/);
    expect(found[0]!.received).toMatch(/unexpected: \d+ \(STARTTRANS \d+ \(\d{4}-[^)]*\) is outside /);
    expect(statusOf(result, ID)).toBe('failed');
  });

  it('STOPTRANS ignored', async () => {
    const { found } = await run({ request: (r) => isList(r, 'transfers') && setParam(r, 'STOPTRANS', undefined) });
    expect(found).toHaveLength(1);
  });

  it('an exclusive lower bound', async () => {
    const { found } = await run({
      request: (r) => {
        const v = param(r, 'STARTTRANS');
        const ms = v === undefined ? undefined : msOf(v);
        if (isList(r, 'transfers') && ms !== undefined) setParam(r, 'STARTTRANS', String(ms + 1));
      },
    });
    expect(found[0]!.received).toMatch(/missing: \d+ \(STARTTRANS .* equals the lower bound\)/);
  });

  it('the offset of an ISO 8601 date ignored', async () => {
    const { found } = await run({
      request: (r) => {
        for (const n of ['STARTTRANS', 'STOPTRANS', 'STOPSTRANS']) {
          const v = param(r, n);
          if (isList(r, 'transfers') && v !== undefined && /[+-]\d\d:\d\d$/.test(v)) setParam(r, n, `${v.slice(0, -6)}Z`);
        }
      },
    });
    expect(found).toHaveLength(1);
    expect(found[0]!.title).toMatch(/[+-]\d\d:\d\d/);
  });
});
