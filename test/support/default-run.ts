// A default `tmkit check` run against the embedded fake, as `npm start` makes it: seed 1, 25 runs
// per property, the frozen clock, every check, everything allowed (the embedded fake is the run's own).
import type { RunResult } from '../../conformance/index.ts';
import { runConformance } from '../../composition/index.ts';

export const defaultEmbeddedRun = (): Promise<RunResult> => {
  const archiveDir = process.env['TMKIT_TEST_ARCHIVE'];
  return runConformance({ seed: 1, runs: 25, ...(archiveDir ? { fake: { archiveDir } } : {}) });
};
