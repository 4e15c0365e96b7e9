// lists_reflect_writes: GET /<collection> shows what the writes did: a created record is listed
// with its fields, an updated one with its new fields (and no longer under a filter it left), a
// deleted one not at all. Lists are narrowed to the check's own record, so they stay small on a
// real server (hosts name ISSSL and ISACTIVE, which the real server always filters on, §3.3).
import type { Exchange } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { expectStatus } from '../scenarios/helpers.ts';
import { list, listed, requireWrites, runNames, Tracker, updateOne } from './calls.ts';
import { describe, differences } from './compare.ts';
import { RESOURCES, type Fields, type RecordKey, type RunNames, type StatefulResource } from './resources/index.ts';

const queryText = (q: Readonly<Record<string, string>>) => new URLSearchParams(q as Record<string, string>).toString();

/** Lists with `query`: reports unless the record of `key` is listed once as `predicted` (or not at all when undefined). */
async function expectListed(ctx: CheckContext, r: StatefulResource, key: RecordKey, names: RunNames, query: Readonly<Record<string, string>>, predicted: Fields | undefined, lead: string, request?: Fields): Promise<Exchange> {
  const answer = await list(ctx, r, query);
  if (!expectStatus(ctx, answer, 200, `${lead}: GET /${r.collection}`)) return answer;
  const rows = listed(answer, key);
  const where = `GET /${r.collection}?${queryText(query)}`;
  if (predicted === undefined) {
    if (rows.length > 0) ctx.report({ title: `${lead}, ${where} still lists the record`, expected: `Expected: no record ${key.id}`, received: `Received: ${rows.length} record(s) ${key.id}` }, answer);
    return answer;
  }
  if (rows.length !== 1) {
    ctx.report({ title: `${lead}, ${where} lists the record ${rows.length} times`, expected: `Expected: the record ${key.id} once`, received: `Received: ${rows.length}` }, answer);
    return answer;
  }
  const diffs = differences(predicted, rows[0], { ignore: r.unpredictable, alternatives: r.readAlternatives(names) });
  if (diffs.length > 0) ctx.report(describe(lead, request, `${where} lists`, diffs), answer);
  return answer;
}

async function writeAndList(ctx: CheckContext, tracker: Tracker, r: StatefulResource, key: RecordKey, names: RunNames): Promise<void> {
  const { rich, update } = r.samples;
  const created = r.created(key, rich, names);
  const before = r.listFor(key, created);
  await expectListed(ctx, r, key, names, before, undefined, 'before POST');
  if (!expectStatus(ctx, await tracker.create(r, key, rich, names), 200, `POST /${r.collection}`)) return;
  await expectListed(ctx, r, key, names, before, created, 'after POST', rich);

  const updated = r.updated(created, update);
  if (!expectStatus(ctx, await updateOne(ctx, r, key, update), 200, `PUT /${r.collection}/:id`)) return;
  const after = r.listFor(key, updated);
  await expectListed(ctx, r, key, names, after, updated, 'after PUT', update);
  // A filter the record no longer matches must no longer list it.
  if (queryText(after) !== queryText(before)) await expectListed(ctx, r, key, names, before, undefined, 'after PUT');

  if (!expectStatus(ctx, await tracker.remove(r, key), 200, `DELETE /${r.collection}/:id`)) return;
  await expectListed(ctx, r, key, names, after, undefined, 'after DELETE');
}

export const listsReflectWrites: ScenarioCheck = {
  id: 'lists_reflect_writes',
  kind: 'scenario',
  severity: 'major',
  rule: 'GET /<collection> lists a created record with its fields, an updated one with its new fields, and a deleted one no more.',
  failsWhen: 'GET /<collection>, narrowed to the check\'s own record, does not list a created record with its fields, lists an updated one with its old fields or under a filter it left, or still lists a deleted one.',
  needs: { writes: true },
  async run(ctx) {
    requireWrites(ctx);
    const names = await runNames(ctx, 'lw');
    const tracker = new Tracker(ctx);
    for (const r of RESOURCES) {
      const key = r.keys(names)[0] as RecordKey;
      await tracker.sweep(r, [key]);
      await writeAndList(ctx, tracker, r, key, names);
    }
  },
};
