// A `tmkit diff` result for docs/report-format.md: two embedded fakes, B with a planted fault, one
// script request; its deviation carries `against` (B's exchange) beside `exchange` (A's).
import { Client, runDiff, stepsOfScript, type RunResult } from '../../conformance/index.ts';
import { embeddedTarget } from '../../composition/index.ts';
import { createFakeServer } from '../../fake-server/index.ts';
import { DOC_SEED } from './fake-run.ts';

export async function diffExample(): Promise<RunResult> {
  const client = (faults: readonly string[]) => {
    const fake = createFakeServer({ seed: DOC_SEED, faults: faults as never });
    return new Client(embeddedTarget(fake), { mode: 'none' }, { writes: false, purge: false, shutdown: false }, () => fake.clock.now());
  };
  const script = stepsOfScript([{ method: 'GET', url: '/v2/limits' }]);
  const result = await runDiff({ a: client([]), b: client(['limits-up-down-swapped']), script, now: () => 0 });
  return { ...result, durationMs: 0, startedAt: new Date(0).toISOString() };
}
