// The real server's sanity filter (reference §2.6), for values of any shape: the rule on strings
// lives in the contract, shared with the fake and the suite.
import { isSaneString, SANITY_FORBIDDEN } from '../contract/index.ts';

export { isSaneString };
/** The markup fragments the server's sanity filter refuses (the contract's `SANITY_FORBIDDEN`), for making values that must be refused. */
export const SANITY_FRAGMENTS = SANITY_FORBIDDEN;

/** Whether every string of a value (keys included, at any depth) passes the filter. */
export function isSaneValue(v: unknown): boolean {
  if (typeof v === 'string') return isSaneString(v);
  if (Array.isArray(v)) return v.every(isSaneValue);
  if (v !== null && typeof v === 'object') return Object.entries(v).every(([k, x]) => isSaneString(k) && isSaneValue(x));
  return true;
}
