// update_keeps_unnamed_fields: PUT /<collection>/:id naming one field leaves every other field as it
// was (reference §3.1: "load item, apply body fields, save"; a real 3.6.2 server does, seen on
// 2026-11-26), except what every write sets: UPDATEDINFO 3 (§3.1) and, on a real server, STOPTRANS
// (§18; transfer_write_stores_times checks it). The record is read back whole before and after the
// PUT, so the check compares with what the target itself showed, not with a model of the create.
// The field and its value are drawn by fast-check (seed printed). Each case first puts the record
// back to a rich one (a POST upsert replaces it whole, §18), so that every field holds a value other
// than its default and a write that resets a field it was not sent shows. HOSTKEY is shown
// encrypted: it must read the same after a PUT that does not name it (a real 3.6.2 server encrypts
// the stored key once more, §3.3, §18: baseline); that is reported apart, so that the other fields
// are still checked on such a server.
import fc from 'fast-check';
import type { Collection, JsonValue } from '../../../contract/index.ts';
import type { Exchange } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import type { ScenarioCheck } from '../check.ts';
import { checkProperty } from '../list-semantics/property.ts';
import type { Failure } from '../list-semantics/row-diff.ts';
import { answerOf, readOne, requireWrites, runNames, Tracker, updateOne } from './calls.ts';
import { describe, differences, sameValue, show, showFields } from './compare.ts';
import { operationText } from './expect.ts';
import { RESOURCES, type Fields, type RecordKey, type RunNames, type StatefulResource } from './resources/index.ts';

/** Fields the samples' rich record leaves at their default: set too, so that a reset of them shows. */
const ALSO_SET: Partial<Record<Collection, Fields>> = { transfers: { TRANSFERINFO: '{"tmkit":"kept"}' } };

/** One field a PUT may change, with a value, drawn from the collection's update arbitrary. */
const oneField = (r: StatefulResource): fc.Arbitrary<Fields> =>
  r.updateArbitrary()
    .filter((f) => Object.keys(f).length > 0)
    .chain((f) => fc.constantFrom(...Object.keys(f)).map((k): Fields => ({ [k]: f[k] as JsonValue })));

const notAnswered = (ex: Exchange, what: string, want: string): Failure => ({
  finding: { title: `${what}: status ${ex.response?.status ?? 'none'}`, expected: `Expected: ${want}`, received: `Received: ${ex.response?.status ?? ex.error?.message ?? 'no answer'}` },
  exchange: ex,
});

/** The first change of a kept-as-read field (HOSTKEY) a PUT that did not name it made. */
interface KeyChange {
  readonly field: string;
  readonly sent: Fields;
  readonly before: JsonValue | undefined;
  readonly after: JsonValue | undefined;
  readonly exchange: Exchange;
}

interface Case {
  readonly ctx: CheckContext;
  readonly tracker: Tracker;
  readonly r: StatefulResource;
  readonly key: RecordKey;
  readonly names: RunNames;
  /** Where a change of a kept-as-read field is noted (reported once, after the property). */
  changes: KeyChange[];
}

async function putOneField(c: Case, sent: Fields): Promise<Failure | undefined> {
  const { ctx, r, key, names } = c;
  const created = await c.tracker.create(r, key, { ...r.samples.rich, ...ALSO_SET[r.collection] }, names);
  if (created.response?.status !== 200) return notAnswered(created, `POST /${r.collection} of the record to update`, '200');
  const before = await readOne(ctx, r, key);
  const shown = answerOf(before);
  if (before.response?.status !== 200 || !shown) return notAnswered(before, `${operationText(before)} before PUT`, '200 with the record');
  const put = await updateOne(ctx, r, key, sent);
  if (put.response?.status !== 200) return notAnswered(put, `PUT /${r.collection}/:id with ${showFields(sent)}`, '200');
  const after = await readOne(ctx, r, key);
  const read = answerOf(after);
  if (after.response?.status !== 200 || !read) return notAnswered(after, `${operationText(after)} after PUT`, '200 with the record');
  for (const field of r.keptAsRead ?? []) {
    if (!(field in sent) && !sameValue(shown[field], read[field])) c.changes.push({ field, sent, before: shown[field], after: read[field], exchange: put });
  }
  const diffs = differences(r.updated(shown, sent), read, { ignore: r.unpredictable, alternatives: r.readAlternatives(names) });
  if (diffs.length === 0) return undefined;
  // The lead names what was sent, so a field it left out reads as such: "after PUT ISACTIVE=true the record reads PORT 0, expected 6666".
  return { finding: describe(`after PUT ${showFields(sent)}`, undefined, 'the record reads', diffs), exchange: after };
}

function reportKeyChange(ctx: CheckContext, r: StatefulResource, change: KeyChange): void {
  ctx.report({
    title: `PUT /${r.collection}/:id without ${change.field} changed ${change.field}`,
    expected: `Expected: ${change.field} ${show(change.before)}, as the record read before PUT ${showFields(change.sent)}`,
    received: `Received: ${change.field} ${show(change.after)}`,
  }, change.exchange);
}

export const updateKeepsUnnamedFields: ScenarioCheck = {
  id: 'update_keeps_unnamed_fields',
  kind: 'scenario',
  severity: 'major',
  rule: 'PUT /<collection>/:id naming one field leaves every other field as it was (but UPDATEDINFO, set to 3): the record read back whole shows it.',
  failsWhen:
    'after PUT /<collection>/:id naming one field (drawn by fast-check), the record read back whole shows another field changed (reset to its default or otherwise), the named field not stored, or UPDATEDINFO other than 3; or HOSTKEY changed by a PUT that did not name it.',
  needs: { writes: true },
  async run(ctx) {
    requireWrites(ctx);
    const names = await runNames(ctx, 'uk');
    const tracker = new Tracker(ctx);
    for (const r of RESOURCES) {
      const key = r.keys(names)[0] as RecordKey;
      await tracker.sweep(r, [key]);
      const c: Case = { ctx, tracker, r, key, names, changes: [] };
      await checkProperty(ctx, oneField(r), (sent) => putOneField(c, sent));
      const change = c.changes[0];
      if (change) reportKeyChange(ctx, r, change);
      await tracker.remove(r, key);
    }
  },
};
