// Issue 7.1: hostile requests to every endpoint through the fake's transport-free door (fast, so
// it takes the most runs). Every answer is below 500 and JSON answers parse, nothing throws, a
// rejected request changes nothing, no prototype gains a property, and the heap stays flat.
// A failure prints fast-check's seed and path; the run is deterministic from a fresh fake, so the
// seed replays it.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { fuzzFake } from './fuzz-fake.ts';
import { describeRequest, expectPrototypesIntact, expectSaneAnswer, expectStoredRecordsValid, StateGuard, watchUnhandled } from './invariants.ts';
import { settledHeap } from './memory.ts';
import { contextOf, hostileRequestArb } from './requests.ts';

const SEED = 7101;
const RUNS = 2000;
/**
 * Heap growth allowed over the run, after garbage collection: far more than the records the
 * accepted writes add (about 3 MB measured), far less than keeping what the requests sent (the
 * deep-nesting bodies alone are 500 KB each).
 */
const HEAP_SLACK = 64 * 1024 * 1024;

const { fake, archive, dispose } = fuzzFake();
afterAll(dispose);

describe('hostile requests through fake.handle', () => {
  it(`keep every invariant (seed ${SEED}, ${RUNS} runs)`, () => {
    const ctx = contextOf(fake);
    const guard = new StateGuard(fake, archive);
    const watch = watchUnhandled();
    const heapBefore = settledHeap();
    try {
      fc.assert(
        fc.property(hostileRequestArb(ctx), (r) => {
          const what = describeRequest(r);
          let reply;
          try {
            reply = fake.handle({ method: r.method, url: r.url, headers: r.headers, body: r.body });
          } catch (e) {
            expect.fail(`${what} threw ${(e as Error).stack}`);
          }
          expectSaneAnswer(what, reply);
          guard.check(what, reply.status);
          expectPrototypesIntact();
        }),
        { seed: SEED, numRuns: RUNS },
      );
    } finally {
      watch.stop();
    }
    expect(watch.errors).toEqual([]);
    // Both outcomes were exercised: the fuzz reached the handlers, not only the parser.
    expect(guard.accepted).toBeGreaterThan(RUNS / 20);
    expect(guard.rejected).toBeGreaterThan(RUNS / 4);

    // What was accepted left records the contract still accepts, with dates that are dates.
    expectStoredRecordsValid(fake);

    const heapAfter = settledHeap();
    if (heapBefore !== undefined && heapAfter !== undefined) expect(heapAfter - heapBefore).toBeLessThan(HEAP_SLACK);
  });
});
