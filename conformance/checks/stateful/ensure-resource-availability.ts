// ensure_resource_availability (after Schemathesis): a record that POST created can be read back
// with GET /<collection>/:id, with the fields it was given and the defaults of what it left out,
// in every collection, also when the server chose the transfer's SPECIALID.
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { expectStatus } from '../scenarios/helpers.ts';
import { answerOf, readOne, requireWrites, runNames, Tracker } from './calls.ts';
import { expectRecord } from './expect.ts';
import { RESOURCES, type RecordKey, type RunNames, type StatefulResource } from './resources/index.ts';

async function createAndRead(ctx: CheckContext, tracker: Tracker, r: StatefulResource, key: RecordKey, names: RunNames): Promise<void> {
  const fields = r.samples.rich;
  const created = await tracker.create(r, key, fields, names);
  if (!expectStatus(ctx, created, 200, `POST /${r.collection}`)) return;
  const read = await readOne(ctx, r, key);
  if (read.response?.status === 404) {
    ctx.report({ title: `a record POST /${r.collection} created cannot be read: GET /${r.collection}/:id answers 404`, expected: 'Expected: 200 with the created record', received: 'Received: 404' }, read);
    return;
  }
  expectRecord(ctx, read, r, names, r.created(key, fields, names), { lead: 'after POST', request: fields, subject: 'the record reads', read: true });
}

/** A transfer created without SPECIALID is found under the id the answer gives. */
async function createWithServerId(ctx: CheckContext, tracker: Tracker, r: StatefulResource, key: RecordKey, names: RunNames): Promise<void> {
  const { SPECIALID: _chosen, ...body } = r.createBody(key, r.samples.minimal, names);
  const created = await ctx.call({ method: 'POST', path: `/${r.collection}`, body });
  if (!expectStatus(ctx, created, 200, 'POST /transfers without SPECIALID')) return;
  const id = answerOf(created)?.['SPECIALID'];
  if (typeof id !== 'number' && typeof id !== 'bigint') {
    ctx.report({ title: 'POST /transfers without SPECIALID: the answer has no SPECIALID', expected: 'Expected: the SPECIALID the server chose', received: `Received: ${String(id)}` }, created);
    return;
  }
  const chosen: RecordKey = { ...key, label: `${key.label}*`, id: String(id), identity: { ...key.identity, SPECIALID: id } };
  tracker.track(r, chosen);
  const read = await readOne(ctx, r, chosen);
  if (read.response?.status === 404) {
    ctx.report({ title: `a transfer created without SPECIALID cannot be read under the id ${String(id)} its answer gave`, expected: 'Expected: 200 with the created record', received: 'Received: 404' }, read);
    return;
  }
  expectRecord(ctx, read, r, names, r.created(chosen, r.samples.minimal, names), { lead: 'after POST without SPECIALID', request: r.samples.minimal, subject: 'the record reads', read: true });
}

export const ensureResourceAvailability: ScenarioCheck = {
  id: 'ensure_resource_availability',
  kind: 'scenario',
  severity: 'critical',
  rule: 'A record that POST created can be read back with GET /<collection>/:id, showing the fields it was given.',
  failsWhen: 'GET /<collection>/:id of a record POST just created does not find it, or shows other values than the fields it was given and the defaults of those it left out.',
  needs: { writes: true },
  async run(ctx) {
    requireWrites(ctx);
    const names = await runNames(ctx, 'ra');
    const tracker = new Tracker(ctx);
    for (const r of RESOURCES) {
      const keys = r.keys(names);
      const key = keys[0] as RecordKey;
      await tracker.sweep(r, [key]);
      await createAndRead(ctx, tracker, r, key, names);
      // A second transfer under a different partner, with an id the server chooses.
      if (r.collection === 'transfers') await createWithServerId(ctx, tracker, r, keys[1] as RecordKey, names);
    }
  },
};
