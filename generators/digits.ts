// Integers as decimal text, for the million-record writers.
//
// toFixed(0) is faster than String() and, unlike it, does not go through V8's number-to-string
// cache: strings held by that cache outlive the young generation, so a million distinct
// timestamps written through it become promoted garbage (about 100 MB more peak RSS here).

export const digits = (n: number): string => (Number.isSafeInteger(n) ? n.toFixed(0) : String(n));
