// create_is_upsert: POST on an identity that exists answers 200 (not 201, not 409) and replaces the
// whole record: fields the second POST leaves out go back to their defaults (reference §3.1, §18);
// the collection then holds one record with that identity, not two.
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { expectStatus } from '../scenarios/helpers.ts';
import { list, listed, readOne, requireWrites, runNames, Tracker } from './calls.ts';
import { expectRecord } from './expect.ts';
import { RESOURCES, type RecordKey, type RunNames, type StatefulResource } from './resources/index.ts';

async function createTwice(ctx: CheckContext, tracker: Tracker, r: StatefulResource, key: RecordKey, names: RunNames): Promise<void> {
  const { rich, minimal } = r.samples;
  if (!expectStatus(ctx, await tracker.create(r, key, rich, names), 200, `POST /${r.collection}`)) return;
  const again = await tracker.create(r, key, minimal, names);
  if (!expectStatus(ctx, again, 200, `POST /${r.collection} on an identity that exists`)) return;
  const replaced = r.created(key, minimal, names);
  expectRecord(ctx, again, r, names, replaced, { lead: 'the answer to the second POST', request: minimal, subject: 'reads', read: false });
  expectRecord(ctx, await readOne(ctx, r, key), r, names, replaced, { lead: 'after a second POST', request: minimal, subject: 'the record reads', read: true });
  const answer = await list(ctx, r, r.listFor(key, replaced));
  const rows = listed(answer, key);
  // Not listed at all is lists_reflect_writes' finding (or follows from the fields reported above).
  if (answer.response?.status === 200 && rows.length > 1) {
    ctx.report({ title: `after two POSTs of one identity, GET /${r.collection} lists it ${rows.length} times`, expected: 'Expected: 1 record', received: `Received: ${rows.length}` }, answer);
  }
}

export const createIsUpsert: ScenarioCheck = {
  id: 'create_is_upsert',
  kind: 'scenario',
  severity: 'major',
  rule: 'POST on an identity that exists answers 200 and replaces the whole record, leaving one record with that identity.',
  failsWhen: 'a POST on an identity that exists answers other than 200, does not replace the whole record (fields it leaves out keep their old values instead of going back to their defaults), or leaves two records with that identity.',
  needs: { writes: true },
  async run(ctx) {
    requireWrites(ctx);
    const names = await runNames(ctx, 'ci');
    const tracker = new Tracker(ctx);
    for (const r of RESOURCES) {
      const key = r.keys(names)[0] as RecordKey;
      await tracker.sweep(r, [key]);
      await createTwice(ctx, tracker, r, key, names);
    }
  },
};
