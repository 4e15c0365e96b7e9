// Issue 35 item 5, the part that needs no real server: Waarp's own REST v1 test client (a client no
// one here wrote) runs its scenario against `tmkit serve --journal-out`, serving the data of a real
// 3.6.2's load; `tmkit diff --script` then replays that journal. The journal holds every call, in
// order, to the shutdown that ends the scenario; without --allow-shutdown the replay refuses before
// sending anything; two fresh fakes of the data answer every call alike; a planted fault on one
// is named by the call it changes. The same replay against a real 3.6.2: docs/real-server-3.6.2.md.
// Needs java, javac, the Waarp sources and the recipe's build (skipped without, as its sibling).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientPaths, missingPrerequisites, runClient, type ClientRun } from '../../interop/waarp-rest-client/java-client.ts';
import { loadInstantOf } from '../../interop/waarp-rest-client/load-instant.ts';
import { createFakeServer, FrozenClock, listen, type FaultName, type RunningServer } from '../../fake-server/index.ts';
import type { ScriptFile } from '../../contract/index.ts';
import { startServe } from '../support/serve-process.ts';
import { removeCheckReportDirs, tmkitReporting } from '../support/check-cli.ts';

const DATASET = join(import.meta.dirname, '../../docs/captures/waarp-rest-client/dataset-real-3.6.2-h2.json');
const PATHS = clientPaths();
const MISSING = missingPrerequisites(PATHS);
const dir = mkdtempSync(join(tmpdir(), 'tmkit-waarp-replay-'));
const journal = join(dir, 'waarp-client.json');
const servers: RunningServer[] = [];

/** A fresh fake of the scenario's data, in process; a shutdown packet is answered and the fake goes on. */
async function freshFake(faults: readonly FaultName[] = []): Promise<string> {
  const fake = createFakeServer({ dataset: DATASET, classPrefix: 'org.waarp.openr66.', clock: new FrozenClock(Date.parse(loadInstantOf(DATASET))), faults });
  const running = await listen(fake);
  servers.push(running);
  return running.url;
}

afterAll(async () => {
  for (const s of servers) await s.close();
  removeCheckReportDirs();
  rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(MISSING.length > 0)(`Waarp's REST client's journal, replayed by tmkit diff --script${MISSING.length > 0 ? ` (skipped: ${MISSING.join('; ')})` : ''}`, () => {
  let client: ClientRun;
  let script: ScriptFile;

  beforeAll(async () => {
    const fake = await startServe(['--dataset', DATASET, '--class-prefix', 'org.waarp.openr66.', '--clock', `frozen:${loadInstantOf(DATASET)}`, '--journal-out', journal]);
    client = await runClient(PATHS, Number(new URL(fake.url).port), 90_000);
    // The scenario's shutdown packet stops the fake, which writes its journal as it stops.
    await fake.stop();
    script = JSON.parse(readFileSync(journal, 'utf8')) as ScriptFile;
  }, 180_000);

  const replay = (target: string, against: string, allow: readonly string[]) =>
    tmkitReporting('diff', ['--target', target, '--against', against, '--script', journal, ...allow, '--format', 'json', '--max-rps', '0']);

  it('the journal holds every call of the scenario, in order, to its shutdown', () => {
    expect(client.stdout).toContain('TMKIT-CLIENT: scenario ended');
    expect(script.requests).toHaveLength(59);
    expect(script.requests.slice(0, 2).map((r) => `${r.method} ${r.url}`)).toEqual(['OPTIONS /', 'OPTIONS /server']);
    expect(script.requests.at(-1)?.method).toBe('PUT');
    expect(script.requests.at(-1)?.url).toBe('/server');
  });

  it('without --allow-shutdown the replay stops before sending anything, naming the shutdown', async () => {
    const [a, b] = [await freshFake(), await freshFake()];
    const run = await replay(a, b, ['--allow-writes']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`tmkit diff: --script ${journal}: request 59 of 59 (PUT /server): PUT /server (it stops, restarts or blocks the server) needs --allow-shutdown; nothing was sent`);
  });

  it('two fresh fakes of the data answer every call alike: exit 0', async () => {
    const run = await replay(await freshFake(), await freshFake(), ['--allow-writes', '--allow-shutdown']);
    expect(run.report?.deviations).toEqual([]);
    expect(run.code).toBe(0);
    // Each fake: the probe, its release (GET /v2/hostconfig), the 59 requests.
    expect(run.report?.requests).toBe(2 * (1 + 1 + 59));
  });

  it('a planted fault is named by the calls it changes, each by its request: exit 1', async () => {
    const run = await replay(await freshFake(), await freshFake(['hosts-create-answers-201']), ['--allow-writes', '--allow-shutdown']);
    expect(run.code).toBe(1);
    // The scenario's two host creates (hosta2, then hosta3), and nothing else.
    expect(run.report?.deviations.map((d) => `${d.check} ${d.exchange?.method} ${d.exchange?.url} ${/"HOSTID":"(\w+)"/.exec(d.exchange?.body ?? '')?.[1]} ${d.title}`)).toEqual([
      'diff_status POST /hosts hosta2 status differs: A 200, B 201',
      'diff_status POST /hosts hosta3 status differs: A 200, B 201',
    ]);
  });
});
