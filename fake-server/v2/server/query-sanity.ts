// 3.6.2's `checkSanity` on the query parameters of a v2 handler (AbstractRestDbHandler): a value
// the sanity filter refuses (markup, scripts: reference §2.6) fails the whole request with one
// error, ILLEGAL_FIELD_VALUE('argument', 'Content Not Allowed'), before any other check. 3.5.2
// has no such check (release-facts.ts v2SanityFilter): its values are read as sent.
import { isSaneString } from '../../http/sanity.ts';
import type { V2Query } from '../query.ts';
import { v2Errors, type V2Error } from '../v2-errors.ts';
import type { ReleaseFacts } from '../../../contract/index.ts';

/** 3.6.x's refusal of a value that fails the filter. */
export const CONTENT_NOT_ALLOWED: V2Error = v2Errors.illegalFieldValue('argument', 'Content Not Allowed');

/** Whether the release refuses one of `values` (path ids, query values) for the sanity filter. */
export const refusesValues = (facts: ReleaseFacts, ...values: readonly string[]): boolean => facts.v2SanityFilter && values.some((v) => !isSaneString(v));

/** The error when one of `names` holds a value the sanity filter refuses; undefined when all pass. */
export function insaneParameters(q: V2Query, names: readonly string[], facts: ReleaseFacts): V2Error | undefined {
  return refusesValues(facts, ...names.map((n) => q.text(n))) ? CONTENT_NOT_ALLOWED : undefined;
}
