// A `tmkit diff` result for docs/report-format.md: two embedded fakes, B with a planted fault, one
// script request; its deviation carries `against` (B's exchange) beside `exchange` (A's).
import { Client, readScriptOrRecording, RecordedTarget, runDiff, stepsOfScript, type RunResult } from '../../conformance/index.ts';
import { RECORDING_FORMAT } from '../../contract/index.ts';
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

/** The recordings of the upgrade example: a real 3.5.2 and a real 3.6.2 answering the same four requests. */
export const UPGRADE_RECORDINGS = ['docs/captures/upgrade-3.5.2.recording.json', 'docs/captures/upgrade-3.6.2.recording.json'] as const;

/**
 * A diff between two releases, for the `upgrade` part of a report: the recordings of the recipe's
 * real 3.5.2 and 3.6.2 (AUTH=hmac, same load, 2026-11-29: `tmkit diff --script` of their four
 * requests with `--record`, the probe's answer left out), replayed, so the example is real and the
 * same bytes every time (docs/releases.md has the whole 3.5.2 → 3.6.2 report).
 */
export async function upgradeExample(): Promise<RunResult> {
  const [a, b] = UPGRADE_RECORDINGS.map((file) => {
    const recording = readScriptOrRecording(file, 'example');
    if (recording.format !== RECORDING_FORMAT.format) throw new Error(`${file}: not a recording`);
    return new Client(new RecordedTarget(recording, file), { mode: 'none' }, { writes: false, purge: false, shutdown: false }, () => 0);
  }) as [Client, Client];
  const script = stepsOfScript(readScriptOrRecording(UPGRADE_RECORDINGS[0], 'example').requests.filter((x, i, all) => all.findIndex((y) => y.url === x.url) === i));
  const result = await runDiff({ a, b, script, now: () => 0, names: UPGRADE_RECORDINGS });
  return { ...result, durationMs: 0, startedAt: new Date(0).toISOString() };
}
