// bandwidth_filter against servers that compare with >= instead of >, fail on BANDWIDTH=0 as the
// real server's SQL does, or read 0 as no filter.
import { describe, expect, it } from 'vitest';
import { bandwidthFilter } from '../../../conformance/checks/list-semantics/bandwidth-filter.ts';
import { fakeTarget, isList, ofCheck, param, planted, runChecks, setParam, statusOf, type Plant } from './support.ts';

const ID = 'bandwidth_filter';

async function run(plant: Plant, seed = 1) {
  const result = await runChecks(planted(fakeTarget({ seed }), plant), [bandwidthFilter], { seed });
  return { result, found: ofCheck(result, ID) };
}

describe('bandwidth_filter detects', () => {
  it('limits equal to BANDWIDTH counted as greater', async () => {
    const { result, found } = await run({
      request: (r) => {
        const v = param(r, 'BANDWIDTH');
        if (isList(r, 'configurations') && v !== undefined && Number(v) > 0) setParam(r, 'BANDWIDTH', String(Number(v) - 1));
      },
    });
    expect(found.map((d) => d.operation)).toEqual(['GET /configurations']);
    expect(found[0]!.received).toMatch(/unexpected: [\w-]+ \(READGLOBALLIMIT \d+, WRITEGLOBALLIMIT/);
    expect(found[0]!.expected).toMatch(/with a bandwidth limit greater than \d+/);
    expect(statusOf(result, ID)).toBe('failed');
  });

  it('BANDWIDTH=0 answered 400 (the real server\'s SQL)', async () => {
    const { found } = await run({ answer: (r, _json, res) => (isList(r, 'configurations') && param(r, 'BANDWIDTH') === '0' ? { status: 400, json: { message: 'Bad Request', code: 400 } } : void res) });
    expect(found[0]!.title).toMatch(/BANDWIDTH=0.*: no list answer/);
    expect(found[0]!.received).toMatch(/status 400/);
  });

  it('BANDWIDTH=0 read as no filter', async () => {
    const { found } = await run({ request: (r) => isList(r, 'configurations') && param(r, 'BANDWIDTH') === '0' && setParam(r, 'BANDWIDTH', '-1') });
    expect(found[0]!.expected).toMatch(/without bandwidth limit \(BANDWIDTH=0: all four limits 0\)/);
  });

  it('a negative BANDWIDTH read as a filter', async () => {
    const { found } = await run({ request: (r) => { const v = param(r, 'BANDWIDTH'); if (isList(r, 'configurations') && v !== undefined && Number(v) < 0) setParam(r, 'BANDWIDTH', '0'); } });
    expect(found[0]!.received).toMatch(/missing: /);
  });
});
