// A default `tmkit check` run against the embedded fake, as `npm start` makes it: seed 1, 25 runs
// per property, the frozen clock, every check, everything allowed (the embedded fake is the run's own).
import { CHECKS, embeddedTarget, runSuite, type RunResult } from '../../conformance/index.ts';
import { DEFAULT_CONFIG, parseClockSpec } from '../../fake-server/index.ts';

export async function defaultEmbeddedRun(): Promise<RunResult> {
  const target = embeddedTarget({ seed: 1, clock: parseClockSpec('frozen'), classPrefix: DEFAULT_CONFIG.classPrefix, archiveDir: process.env['TMKIT_TEST_ARCHIVE'] });
  try {
    return await runSuite({
      target,
      checks: CHECKS,
      seed: 1,
      runs: 25,
      classPrefix: DEFAULT_CONFIG.classPrefix,
      permissions: { writes: true, purge: true, shutdown: true, limits: true },
      credentials: { mode: 'none' },
      now: () => target.fake.clock.now(),
    });
  } finally {
    await target.close();
  }
}
