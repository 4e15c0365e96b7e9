// 3.6.2's `checkSanity` on the query parameters of a v2 handler (AbstractRestDbHandler): a value
// the sanity filter refuses (markup, scripts: reference §2.6) fails the whole request with one
// error, ILLEGAL_FIELD_VALUE('argument', 'Content Not Allowed'), before any other check.
import { isSaneString } from '../../http/sanity.ts';
import type { V2Query } from '../query.ts';
import { v2Errors, type V2Error } from '../v2-errors.ts';

/** The error when one of `names` holds a value the sanity filter refuses; undefined when all pass. */
export function insaneParameters(q: V2Query, names: readonly string[]): V2Error | undefined {
  return names.some((n) => !isSaneString(q.text(n))) ? v2Errors.illegalFieldValue('argument', 'Content Not Allowed') : undefined;
}
