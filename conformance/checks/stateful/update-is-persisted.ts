// update_is_persisted: PUT /<collection>/:id stores the fields it was given, keeps the others,
// sets UPDATEDINFO to 3 whatever the body says (reference §3.1), and a later GET shows exactly that.
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { expectStatus } from '../scenarios/helpers.ts';
import { readOne, requireWrites, runNames, Tracker, updateOne } from './calls.ts';
import { expectRecord } from './expect.ts';
import { RESOURCES, type RecordKey, type RunNames, type StatefulResource } from './resources/index.ts';

async function updateThenRead(ctx: CheckContext, tracker: Tracker, r: StatefulResource, key: RecordKey, names: RunNames): Promise<void> {
  const { rich, update } = r.samples;
  if (!expectStatus(ctx, await tracker.create(r, key, rich, names), 200, `POST /${r.collection}`)) return;
  const predicted = r.updated(r.created(key, rich, names), update);
  const put = await updateOne(ctx, r, key, update);
  expectRecord(ctx, put, r, names, predicted, { lead: 'the answer to PUT', request: update, subject: 'reads', read: false });
  if (put.response?.status !== 200) return;
  expectRecord(ctx, await readOne(ctx, r, key), r, names, predicted, { lead: 'after PUT', request: update, subject: 'the record reads', read: true });
}

export const updateIsPersisted: ScenarioCheck = {
  id: 'update_is_persisted',
  kind: 'scenario',
  severity: 'critical',
  rule: 'PUT /<collection>/:id stores the given fields, keeps the others and sets UPDATEDINFO 3; a later GET shows the updated record.',
  failsWhen: 'after PUT /<collection>/:id, a later GET shows a given field not stored, another field changed, or UPDATEDINFO other than 3.',
  needs: { writes: true },
  async run(ctx) {
    requireWrites(ctx);
    const names = await runNames(ctx, 'up');
    const tracker = new Tracker(ctx);
    for (const r of RESOURCES) {
      const key = r.keys(names)[0] as RecordKey;
      await tracker.sweep(r, [key]);
      await updateThenRead(ctx, tracker, r, key, names);
    }
  },
};
