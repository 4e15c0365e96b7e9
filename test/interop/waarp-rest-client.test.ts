// Issue 27, item 5: Waarp's own REST v1 test client (HttpTestRestR66Client of 3.6.2, compiled from
// Waarp's sources with the recipe's class path: interop/waarp-rest-client/) runs its scenario
// against the fake, through a recording proxy, and gets, call by call, the answers a real 3.6.2
// gave it (docs/captures/waarp-rest-client/real-3.6.2-h2.json), the fake holding the real
// server's data (dataset-real-3.6.2-h2.json). Needs java, javac, the Waarp sources and the
// recipe's compiled server; without them it is skipped, saying which is missing (CI: no Java).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareTranscripts } from '../../interop/waarp-rest-client/compare.ts';
import { clientPaths, missingPrerequisites } from '../../interop/waarp-rest-client/java-client.ts';
import { normaliseTranscript } from '../../interop/waarp-rest-client/normalise.ts';
import { loadInstantOf } from '../../interop/waarp-rest-client/load-instant.ts';
import { recordRun, type RecordedRun } from '../../interop/waarp-rest-client/record-run.ts';
import { sideBySideMarkdown } from '../../interop/waarp-rest-client/side-by-side-table.ts';
import { readTranscript } from '../../interop/waarp-rest-client/transcript-file.ts';
import { startServe, type ServeProcess } from '../support/serve-process.ts';

const CAPTURES = join(import.meta.dirname, '../../docs/captures/waarp-rest-client');
const PATHS = clientPaths();
const MISSING = missingPrerequisites(PATHS);
const REASON = `skipped: cannot run Waarp's REST client here: ${MISSING.join('; ')}`;

/** The real server's runs: its database, the capture of its answers and the dataset of the same load. */
const RUNS = [
  { db: 'H2', capture: 'real-3.6.2-h2.json', dataset: 'dataset-real-3.6.2-h2.json' },
  { db: 'PostgreSQL', capture: 'real-3.6.2-pg.json', dataset: 'dataset-real-3.6.2-pg.json' },
] as const;

describe.skipIf(MISSING.length > 0).each(RUNS)("Waarp's own REST v1 test client against the fake, as against a real 3.6.2 on $db", ({ capture, dataset }) => {
  let fake: ServeProcess | undefined;
  let run: RecordedRun;

  beforeAll(async () => {
    // Frozen at the load's instant, not the system clock: GET /server counts the transfers of the
    // last 24 hours, and the capture was made on the day of its load, not on the day the test runs.
    const data = join(CAPTURES, dataset);
    fake = await startServe(['--dataset', data, '--class-prefix', 'org.waarp.openr66.', '--clock', `frozen:${loadInstantOf(data)}`]);
    const port = Number(new URL(fake.url).port);
    run = await recordRun(PATHS, '127.0.0.1', port, 90_000);
  }, 180_000);

  // The scenario ends with a shutdown packet, which stops the fake; stop() also covers a run that
  // ended earlier. The JVM is gone already: runClient waits for its exit (killed at its timeout).
  afterAll(async () => {
    await fake?.stop();
  });

  it('runs to its end (every assertion of the scenario holds)', () => {
    expect(run.client.timedOut).toBe(false);
    expect(run.client.stdout).toContain('TMKIT-CLIENT: scenario ended');
    expect(run.client.exitCode).toBe(0);
  });

  it('gets, call by call, the answers the real 3.6.2 gave it (known differences aside)', () => {
    const real = readTranscript(readFileSync(join(CAPTURES, capture), 'utf8'));
    const fakeRun = normaliseTranscript({ about: 'fake', proxyPort: run.proxyPort, exchanges: run.exchanges });
    const rows = compareTranscripts(real, fakeRun);
    const table = sideBySideMarkdown(rows);
    expect(rows.filter((r) => r.verdict === 'differs').map((r) => r.n), table).toEqual([]);
  });
});

describe.skipIf(MISSING.length === 0)("Waarp's own REST v1 test client against the fake", () => {
  it.skip(REASON, () => {});
});
