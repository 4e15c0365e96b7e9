// Invalid create, update and delete bodies of the four collections get 400 (404 for an update or
// delete whose body fails the sanity filter, and for a read of one record with such a body) and
// change nothing: after each one the fixture's snapshot is read again and compared, and a fresh
// identity the body named must still be unknown. Deletes come last: a server that wrongly carries
// one out removes the anchor, which the later cases then miss. A snapshot that could not be read
// (a list that timed out) compares with nothing: it is no evidence of a change.
import type { CheckContext } from '../../runner/context.ts';
import { createFixtures, type Fixture, type Snapshot } from './fixtures.ts';
import { checkCases, differences, shownJson, statusFailure, type CaseFailure } from './support.ts';
import { bodyOf, expectedStatus, writeCaseArbs, type WriteCase, type WriteOp } from './write-cases.ts';

/** A live server changes UPDATEDINFO on its own (reference §18); the fake never does. */
const ignoredWhenLive = new Set(['UPDATEDINFO']);

const METHOD = { create: 'POST', update: 'PUT', read: 'GET', delete: 'DELETE' } as const;

async function runCase(ctx: CheckContext, fixture: Fixture, before: { current: Snapshot }, wc: WriteCase): Promise<CaseFailure | undefined> {
  const c = fixture.collection;
  const request = wc.op === 'create' ? { method: 'POST', path: `/${c}` } : { method: METHOD[wc.op], ...fixture.update };
  const ex = await ctx.call({ ...request, body: bodyOf(fixture, wc) });
  const what = `${request.method} /${c}${wc.op === 'create' ? '' : '/:id'} with ${wc.flaw}${wc.field ? ` ${wc.field}` : ''}`;
  let failure = statusFailure(ex, expectedStatus(wc, c), what);

  if (typeof wc.target === 'number') {
    const fresh = await fixture.fresh(wc.target);
    if (fresh.found.length > 0) {
      const k = wc.target;
      // Removed at once, so a later case that names the same identity is judged on its own
      // (a server that accepted this body must not be blamed again for the next one).
      ctx.onCleanup(() => fixture.removeFresh(k, fresh.found));
      await fixture.removeFresh(k, fresh.found);
      failure ??= { title: `${what}: a rejected create stored a record`, expected: 'Expected: no record with the identity of the rejected body', received: `Received: ${fresh.exchange.request.method} ${fresh.exchange.path} shows ${shownJson(fresh.found as never)}`, exchange: ex };
    }
  }
  const after = await fixture.snapshot();
  // A snapshot that could not be read makes the comparison inconclusive (the failed read is
  // reported by the run); the next readable one is what later cases are compared with.
  if (!after.readable) return failure;
  if (!before.current.readable) {
    before.current = after;
    return failure;
  }
  const changes = differences(before.current.value, after.value, ctx.embedded ? new Set() : ignoredWhenLive);
  if (changes.length > 0) {
    failure ??= {
      title: `${what}: a rejected write changed the data`,
      expected: 'Expected: the records the request names unchanged, and nothing stored',
      received: `Received: ${changes.join('; ')}`,
      exchange: ex,
    };
    before.current = after;
  }
  return failure;
}

export async function negativeBodies(ctx: CheckContext): Promise<void> {
  const fixtures = await createFixtures(ctx);
  for (const fixture of fixtures) {
    // Reads and deletes share one round of cases: their few flaws need few runs.
    for (const ops of [['create'], ['update'], ['read', 'delete']] as WriteOp[][]) {
      const before = { current: await fixture.snapshot() };
      await checkCases(ctx, ops.flatMap((op) => writeCaseArbs(fixture.collection, op)), (wc) => runCase(ctx, fixture, before, wc));
    }
  }
}
