// use_after_free (after Schemathesis): once DELETE answered 200, the record is gone: GET, PUT and
// DELETE of it answer 404. /configurations answers a missing id with a record of zero limits and
// UPDATEDINFO 0, and PUT and DELETE of it with 200 that store nothing (reference §3.5, §18).
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { expectStatus } from '../scenarios/helpers.ts';
import { readOne, requireWrites, runNames, Tracker, updateOne } from './calls.ts';
import { expectAbsent, expectRecord } from './expect.ts';
import { RESOURCES, type RecordKey, type RunNames, type StatefulResource } from './resources/index.ts';

async function deleteThenUse(ctx: CheckContext, tracker: Tracker, r: StatefulResource, key: RecordKey, names: RunNames): Promise<void> {
  const fields = r.samples.rich;
  if (!expectStatus(ctx, await tracker.create(r, key, fields, names), 200, `POST /${r.collection}`)) return;
  const deleted = await tracker.remove(r, key);
  // The answer to DELETE is the deleted record (interface: "Responses of POST, PUT and DELETE return the affected record").
  if (!expectRecord(ctx, deleted, r, names, r.created(key, fields, names), { lead: 'the answer to DELETE', subject: 'reads', read: true })) return;

  const absent = r.absentRead(key);
  expectAbsent(ctx, await readOne(ctx, r, key), r, names, absent, 'after DELETE');
  // A PUT must not bring the record back; track it in case it does.
  tracker.track(r, key);
  const put = await updateOne(ctx, r, key, r.samples.update);
  expectStatus(ctx, put, absent === undefined ? 404 : 200, `after DELETE, PUT /${r.collection}/:id`);
  expectAbsent(ctx, await readOne(ctx, r, key), r, names, absent, 'after DELETE and PUT');
  expectStatus(ctx, await tracker.remove(r, key), absent === undefined ? 404 : 200, `after DELETE, DELETE /${r.collection}/:id again`);
}

export const useAfterFree: ScenarioCheck = {
  id: 'use_after_free',
  kind: 'scenario',
  severity: 'critical',
  rule: 'A deleted record cannot be read, updated or deleted again (404; /configurations reads it as zero limits and stores nothing).',
  failsWhen: 'a record DELETE removed (200) can still be read, updated or deleted (an answer other than 404), or, on /configurations, reads as anything but zero limits with UPDATEDINFO 0, or a PUT or DELETE of it stores something.',
  needs: { writes: true },
  async run(ctx) {
    requireWrites(ctx);
    const names = await runNames(ctx, 'uf');
    const tracker = new Tracker(ctx);
    for (const r of RESOURCES) {
      const key = r.keys(names)[0] as RecordKey;
      await tracker.sweep(r, [key]);
      await deleteThenUse(ctx, tracker, r, key, names);
    }
  },
};
