// The fake of every release passes the whole suite with that release's own baseline, chosen by
// the release the fake says it runs (`--baseline r66`): the baselines, the fake's release facts and
// the release read agree. A reproduction of an embedded run names the release it serves.
import { describe, expect, it } from 'vitest';
import { runConformance } from '../../composition/index.ts';
import { counted } from '../../conformance/index.ts';
import { RELEASES } from '../../contract/index.ts';

describe.each(RELEASES)('the fake serving release %s', (release) => {
  it('passes the suite with --baseline r66, which picks that release\'s baseline', { timeout: 120_000 }, async () => {
    const result = await runConformance({ fake: { release, classPrefix: 'org.waarp.openr66.' }, baseline: 'r66', runs: 10 });
    expect(result.release).toEqual({ served: release, release, source: `GET /v2/hostconfig versionBin "WaarpR66.${release}"` });
    expect(result.baseline?.name).toBe(`r66-${release}`);
    expect(counted(result).map((d) => `${d.check} ${d.operation}: ${d.title}`)).toEqual([]);
    expect(result.aborted).toBeUndefined();
    // What is expected of the release shows on its fake (3.5.2's own behaviours); the 3.6.x fakes copy no defect.
    const expected = result.deviations.length;
    if (release === '3.5.2') expect(expected).toBeGreaterThan(20);
    else expect(expected).toBe(0);
  });
});
