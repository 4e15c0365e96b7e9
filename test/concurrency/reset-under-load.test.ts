// Issue 7.3: a reset (POST /_fake/reset) during a load of concurrent mixed writes leaves a
// consistent store: every record valid against the contract, the indexes agreeing with a linear
// scan (filtered lists equal the filtered full listing), and the whole store what a serial replay
// of the commits (writes and resets, in the order the server applied them) gives.
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeServer, listen, type RunningServer } from '../../fake-server/index.ts';
import { expectStoredRecordsValid } from '../hostile/invariants.ts';
import { expectIndexesAgree } from './index-agreement.ts';
import { RESET, runConcurrently, tapCommits, type Step } from './load.ts';
import { mixedWrites, poolsOf } from './ops.ts';
import { fullListings, replay } from './replay.ts';

const SEED = 7302;
const COUNT = 500;
const RESETS = 4;

let running: RunningServer | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

describe(`resets during ${COUNT} concurrent mixed writes (seed ${SEED})`, () => {
  it(`leave a consistent store (${RESETS} resets among the writes, all in flight at once)`, async () => {
    const fake = createFakeServer({});
    const log = tapCommits(fake);
    running = await listen(fake, { port: 0 });
    const ops = mixedWrites(poolsOf(fake), SEED, COUNT);
    const byNumber = new Map(ops.map((o) => [o.n, o]));
    // A reset after every COUNT / (RESETS + 1) writes, sent with them.
    const steps: Step[] = ops.flatMap((o, i) => (i > 0 && i % Math.floor(COUNT / (RESETS + 1)) === 0 ? [{ reset: true } as const, o] : [o]));

    const out = await runConcurrently(running.url, steps, steps.length);

    expect(out.acks).toHaveLength(COUNT);
    expect(log.commits.filter((n) => n === RESET)).toHaveLength(RESETS);
    // The resets landed among the writes, not before or after all of them.
    expect(log.commits.indexOf(RESET)).toBeGreaterThan(0);
    expect(log.commits.lastIndexOf(RESET)).toBeLessThan(log.commits.length - 1);
    for (const o of ops) expect(out.answers.get(o.n)?.status, `${o.method} ${o.url}`).toBeLessThan(500);

    // Consistent: valid records, indexes that agree with a scan.
    expectStoredRecordsValid(fake);
    expectIndexesAgree(fake, SEED);

    // And exactly the serial replay of what was committed, resets included.
    const serial = createFakeServer({});
    const replies = replay(serial, byNumber, log.commits);
    for (const o of ops) expect(replies.get(o.n)?.body, `${o.method} ${o.url}`).toBe(out.answers.get(o.n)?.body);
    expect(fullListings(serial)).toEqual(fullListings(fake));
  });

  it('a fake that was never loaded passes the same consistency checks (the checks are not vacuous)', () => {
    const fake = createFakeServer({});
    expectStoredRecordsValid(fake);
    expectIndexesAgree(fake, SEED);
  });
});
