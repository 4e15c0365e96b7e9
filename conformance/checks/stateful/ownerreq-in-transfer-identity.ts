// Fails when: GET, PUT or DELETE /transfers/:id naming another OWNERREQ reaches the server's own
// transfer of the same SPECIALID, REQUESTER and REQUESTED, or POST /transfers with an OWNERREQ
// does not create a transfer of that owner (beside the own one, which it must leave as it was).
//
// ownerreq_in_transfer_identity: one transfer is SPECIALID + REQUESTER + REQUESTED + OWNERREQ
// (interface "the identity of a transfer"; OWNERREQ defaults to the server's host id, DESIGN §2.4).
// A real 3.6.2 server looks one transfer up with its own host id whatever OWNERREQ says (reference
// §18): the baseline names it. Such a server could not delete a transfer of another owner again,
// so the check creates one only after GET, PUT and DELETE were seen to take OWNERREQ in.
import type { Exchange } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { expectStatus } from '../scenarios/helpers.ts';
import { answerOf, deleteOne, readOne, requireWrites, runNames, Tracker, updateOne } from './calls.ts';
import { transfersResource as transfers } from './resources/transfers.ts';
import type { RecordKey, RunNames } from './resources/index.ts';

const OWN_FILE = '/data/out/owned.dat';
const FOREIGN_FILE = '/data/out/foreign.dat';

/** The same SPECIALID, REQUESTER and REQUESTED as `key`, owned by `owner`. */
const ownedBy = (key: RecordKey, owner: string): RecordKey => ({
  label: `${key.label}-owner`,
  id: key.id,
  query: { ...key.query, OWNERREQ: owner },
  identity: { ...key.identity, OWNERREQ: owner },
});

const fieldOf = (ex: Exchange, field: string): unknown => answerOf(ex)?.[field];

/** GET, PUT and DELETE with the other owner must all miss (404) and leave the own transfer as it was; answers whether they did. */
async function otherOwnerMisses(ctx: CheckContext, own: RecordKey, other: RecordKey): Promise<boolean> {
  const owner = String(other.query['OWNERREQ']);
  const calls: [string, () => Promise<Exchange>][] = [
    ['GET', () => readOne(ctx, transfers, other)],
    ['PUT', () => updateOne(ctx, transfers, other, { FILENAME: FOREIGN_FILE })],
    ['DELETE', () => deleteOne(ctx, transfers, other)],
  ];
  let missed = true;
  for (const [method, send] of calls) {
    const ex = await send();
    if (ex.response?.status === 404) continue;
    missed = false;
    ctx.report({
      title: `${method} /transfers/:id with another OWNERREQ reached the server's own transfer`,
      expected: `Expected: 404, no transfer ${own.id} of ${own.query['REQUESTER']} to ${own.query['REQUESTED']} is owned by ${owner}`,
      received: `Received: ${ex.response?.status ?? ex.error?.message ?? 'no answer'}${fieldOf(ex, 'OWNERREQ') === undefined ? '' : ` with OWNERREQ ${JSON.stringify(fieldOf(ex, 'OWNERREQ'))}`}`,
    }, ex);
  }
  const after = await readOne(ctx, transfers, own);
  if (after.response?.status !== 200 || fieldOf(after, 'FILENAME') !== OWN_FILE) {
    missed = false;
    ctx.report({
      title: "PUT or DELETE /transfers/:id with another OWNERREQ changed the server's own transfer",
      expected: `Expected: the own transfer ${own.id} still reads with FILENAME ${OWN_FILE}`,
      received: `Received: ${after.response?.status ?? 'no answer'}${after.response?.status === 200 ? ` with FILENAME ${JSON.stringify(fieldOf(after, 'FILENAME'))}` : ''}`,
    }, after);
  }
  return missed;
}

/** POST with the other owner creates that owner's transfer, which reads back, and leaves the own one alone. */
async function otherOwnerCreated(ctx: CheckContext, tracker: Tracker, own: RecordKey, other: RecordKey, names: RunNames): Promise<void> {
  const owner = String(other.query['OWNERREQ']);
  const created = await tracker.create(transfers, other, { FILENAME: FOREIGN_FILE, OWNERREQ: owner }, names);
  if (!expectStatus(ctx, created, 200, 'POST /transfers with another OWNERREQ')) return;
  if (fieldOf(created, 'OWNERREQ') !== owner) {
    ctx.report({ title: 'POST /transfers did not create the transfer of the OWNERREQ it names', expected: `Expected: OWNERREQ ${owner}`, received: `Received: OWNERREQ ${JSON.stringify(fieldOf(created, 'OWNERREQ'))}` }, created);
    return;
  }
  const read = await readOne(ctx, transfers, other);
  if (read.response?.status !== 200 || fieldOf(read, 'FILENAME') !== FOREIGN_FILE || fieldOf(read, 'OWNERREQ') !== owner) {
    ctx.report({ title: "the transfer of another owner does not read back with its OWNERREQ", expected: `Expected: 200, OWNERREQ ${owner}, FILENAME ${FOREIGN_FILE}`, received: `Received: ${read.response?.status ?? 'no answer'} OWNERREQ ${JSON.stringify(fieldOf(read, 'OWNERREQ'))} FILENAME ${JSON.stringify(fieldOf(read, 'FILENAME'))}` }, read);
  }
  const mine = await readOne(ctx, transfers, own);
  if (mine.response?.status !== 200 || fieldOf(mine, 'FILENAME') !== OWN_FILE) {
    ctx.report({ title: "POST /transfers with another OWNERREQ replaced the server's own transfer", expected: `Expected: the own transfer ${own.id} still reads with FILENAME ${OWN_FILE}`, received: `Received: ${mine.response?.status ?? 'no answer'} FILENAME ${JSON.stringify(fieldOf(mine, 'FILENAME'))}` }, mine);
  }
}

export const ownerreqInTransferIdentity: ScenarioCheck = {
  id: 'ownerreq_in_transfer_identity',
  kind: 'scenario',
  severity: 'major',
  rule: 'OWNERREQ is part of a transfer\'s identity: GET, PUT and DELETE /transfers/:id with another owner miss the own transfer (404), and POST with an OWNERREQ creates that owner\'s transfer.',
  failsWhen:
    "GET, PUT or DELETE /transfers/:id naming another OWNERREQ reaches the server's own transfer of the same SPECIALID, REQUESTER and REQUESTED, or POST /transfers with an OWNERREQ does not create a transfer of that owner (beside the own one, which it must leave as it was).",
  needs: { writes: true },
  async run(ctx) {
    requireWrites(ctx);
    const names = await runNames(ctx, 'ow');
    const tracker = new Tracker(ctx);
    const own = transfers.keys(names)[0] as RecordKey;
    const other = ownedBy(own, `${names.prefix}-owner`);
    await tracker.sweep(transfers, [own, other]);
    if (!expectStatus(ctx, await tracker.create(transfers, own, { FILENAME: OWN_FILE }, names), 200, 'POST /transfers')) return;
    if (!(await otherOwnerMisses(ctx, own, other))) return;
    await otherOwnerCreated(ctx, tracker, own, other, names);
  },
};
