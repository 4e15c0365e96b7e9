// Not a benchmark: runs the conformance suite against the embedded fake once per planted fault
// and prints the detection table for the README (`node bin/run-ts.js bench/detection.ts`).
// Also runs the clean fake (seeds 1, 2, 3, and with auth hmac) and prints what it reported, which
// must be nothing. Options: `--seed N` (default 1), `--runs N` (default 5), `--only NAME,...`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { FAULTS } from '../fake-server/index.ts';
import { CLEAN_CONFIGURATIONS, cleanRun, DETECTION_RUNS, detectFaults, hitsOf } from './fault-detection/detection.ts';
import { detectionTable } from './fault-detection/detection-table.ts';

const { values } = parseArgs({ options: { seed: { type: 'string' }, runs: { type: 'string' }, only: { type: 'string' } } });
const seed = Number(values.seed ?? 1);
const runs = Number(values.runs ?? DETECTION_RUNS);
const only = values.only?.split(',').map((s) => s.trim());
const faults = only ? FAULTS.filter((f) => only.includes(f.name)) : FAULTS;

const archiveDir = mkdtempSync(join(tmpdir(), 'tmkit-detection-'));
try {
  const t0 = performance.now();
  for (const clean of CLEAN_CONFIGURATIONS) {
    const result = await cleanRun({ ...clean, runs, archiveDir });
    const hits = hitsOf(result);
    console.error(`clean fake, seed ${clean.seed}, auth ${clean.auth}: ${hits.length === 0 ? 'no deviation' : `FALSE POSITIVES ${hits.map((h) => `${h.check} (${h.operations.join(', ')})`).join('; ')}`}`);
  }
  const results = await detectFaults(faults, { seed, runs, archiveDir });
  process.stdout.write(detectionTable(results));
  console.error(`\n${results.length} faults, seed ${seed}, runs ${runs}, ${((performance.now() - t0) / 1000).toFixed(1)} s`);
} finally {
  rmSync(archiveDir, { recursive: true, force: true });
}
