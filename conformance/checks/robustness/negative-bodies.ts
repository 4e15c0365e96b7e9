// Invalid create, update and delete bodies of the four collections get 400 (404 for an update or
// delete whose body fails the sanity filter, and for a read of one record with such a body) and
// change nothing: after each one the fixture's snapshot is read again and compared, and a fresh
// identity the body named must still be unknown. Deletes come last: a server that wrongly carries
// one out removes the anchor, which the later cases then miss. A snapshot that could not be read
// (a list that timed out) compares with nothing: it is no evidence of a change. Whatever a rejected
// create stored is removed at once and again at the end, under the identity the body named (the
// case's fresh one, or the flawed one itself: 3.5.2 stores a HOSTID with control characters); what
// is still there after that, or cannot be named by a request, the run says it left behind.
import type { CheckContext } from '../../runner/context.ts';
import type { Exchange } from '../../client/client.ts';
import { createFixtures, type Fixture, type Found, type Snapshot } from './fixtures.ts';
import { checkCases, differences, shownJson, statusFailure, type CaseFailure } from './support.ts';
import { bodyOf, expectedStatus, writeCaseArbs, type WriteCase, type WriteOp } from './write-cases.ts';

/** A live server changes UPDATEDINFO on its own (reference §18); the fake never does. */
const ignoredWhenLive = new Set(['UPDATEDINFO']);

const METHOD = { create: 'POST', update: 'PUT', read: 'GET', delete: 'DELETE' } as const;

/**
 * A record a rejected create stored under `id`: removed at once, and at the end again, then looked
 * up; one still there is said to be left behind.
 */
async function removeStored(ctx: CheckContext, fixture: Fixture, id: string, found: Found): Promise<void> {
  ctx.onCleanup(async () => {
    const left = await fixture.stored(id);
    if (left.found.length === 0) return;
    await fixture.removeStored(id, left.found);
    if ((await fixture.stored(id)).found.length > 0) ctx.leftBehind(`DELETE /${fixture.collection}/${encodeURIComponent(id)} (what a rejected create stored under ${JSON.stringify(id)} is still there after its DELETE)`);
  });
  // Removed at once, so a later case that names the same identity is judged on its own (a server
  // that accepted this body must not be blamed again for the next one).
  await fixture.removeStored(id, found.found);
}

const accepted = (ex: Exchange): boolean => (ex.response?.status ?? 0) >= 200 && (ex.response?.status ?? 0) < 300;

async function runCase(ctx: CheckContext, fixture: Fixture, before: { current: Snapshot }, wc: WriteCase): Promise<CaseFailure | undefined> {
  const c = fixture.collection;
  const request = wc.op === 'create' ? { method: 'POST', path: `/${c}` } : { method: METHOD[wc.op], ...fixture.update };
  const body = bodyOf(fixture, wc);
  // A create whose flaw is in the identity names another record than the case's own: a record that
  // was there before under that identity is not the run's, and is never removed.
  const named = wc.op === 'create' ? fixture.namedIdentity(body) : undefined;
  const stray = named !== undefined && named !== fixture.identityOf(wc.target) ? named : undefined;
  const strayHeld = stray ? (await fixture.stored(stray)).found.length > 0 : true;
  const ex = await ctx.call({ ...request, body });
  const what = `${request.method} /${c}${wc.op === 'create' ? '' : '/:id'} with ${wc.flaw}${wc.field ? ` ${wc.field}` : ''}`;
  let failure = statusFailure(ex, expectedStatus(wc, c), what);
  const storedRecord = (found: Found): CaseFailure => ({
    title: `${what}: a rejected create stored a record`,
    expected: 'Expected: no record with the identity of the rejected body',
    received: `Received: ${found.exchange.request.method} ${found.exchange.path} shows ${shownJson(found.found as never)}`,
    exchange: ex,
  });

  const fresh = typeof wc.target === 'number' ? fixture.identityOf(wc.target) : undefined;
  for (const id of [fresh, stray === '' ? undefined : stray]) {
    if (id === undefined || (id === stray && strayHeld)) continue;
    const found = await fixture.stored(id);
    if (found.found.length === 0) continue;
    await removeStored(ctx, fixture, id, found);
    failure ??= storedRecord(found);
  }
  // No request names a record of an empty identity: whether one was stored cannot be told.
  if (stray === '' && accepted(ex)) ctx.leftBehind(`POST /${c} (answered ${ex.response?.status} to a body of empty identity: a record stored under "" cannot be looked up or removed through the interface)`);
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
