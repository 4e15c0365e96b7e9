// Expectations the stateful checks share: an answer carries the predicted record, a read of a
// missing record answers as the collection does (404, or /configurations' zero record).
import type { Exchange } from '../../client/client.ts';
import type { CheckContext } from '../../runner/context.ts';
import { answerOf, expectStatus } from '../scenarios/helpers.ts';
import { describe, differences } from './compare.ts';
import type { Fields, RunNames, StatefulResource } from './resources/index.ts';

/** `GET /hosts/:id`: the operation of an exchange, as a person reads it. */
export const operationText = (ex: Exchange): string => `${ex.request.method} ${ex.operation?.path ?? ex.path}`;

export interface RecordExpectation {
  /** `after PUT`, `the answer to POST`. */
  readonly lead: string;
  /** The fields the request sent (named in the title when one of them differs). */
  readonly request?: Fields;
  /** `the record reads`, `reads`. */
  readonly subject: string;
  /** A read, not the answer to a write: allows what the target may change on its own. */
  readonly read: boolean;
}

/** Reports unless `ex` is a 200 whose answer is `predicted`; answers whether it was. */
export function expectRecord(ctx: CheckContext, ex: Exchange, r: StatefulResource, names: RunNames, predicted: Fields, e: RecordExpectation): boolean {
  if (!expectStatus(ctx, ex, 200, `${e.lead}: ${operationText(ex)}`)) return false;
  const diffs = differences(predicted, answerOf(ex), { ignore: r.unpredictable, alternatives: e.read ? r.readAlternatives(names) : {} });
  if (diffs.length === 0) return true;
  ctx.report(describe(e.lead, e.request, e.subject, diffs), ex);
  return false;
}

/** Reports unless a read of a record that is not there answers as the collection does. */
export function expectAbsent(ctx: CheckContext, ex: Exchange, r: StatefulResource, names: RunNames, absent: Fields | undefined, lead: string): boolean {
  if (absent === undefined) return expectStatus(ctx, ex, 404, `${lead}: ${operationText(ex)}`);
  return expectRecord(ctx, ex, r, names, absent, { lead, subject: 'the record reads', read: true });
}
