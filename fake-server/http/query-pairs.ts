// The query arguments of a request target, in order, as `new URLSearchParams(query)` gives them
// (WHATWG urlencoded parsing). Almost every query the interface receives is plain ASCII with no
// escape (`LIMIT=100&OWNERREQ=*`): for those the pairs are the text between `&` and `=` as it is,
// split here without building URLSearchParams and its iterator (a tenth of a list request's own
// work in the fake). Anything else takes URLSearchParams itself, so the answer never differs.

/** A `%` escape, a `+` (a space), or a character that is not ASCII: then only the full parser says what the text means. */
const NEEDS_DECODING = /[%+\u0080-\uffff]/;

export function queryPairs(query: string): [string, string][] {
  // URLSearchParams also drops one leading `?` (the target `/hosts??a=1`).
  if (NEEDS_DECODING.test(query) || query.charCodeAt(0) === 0x3f) return [...new URLSearchParams(query)];
  const pairs: [string, string][] = [];
  let start = 0;
  while (start <= query.length) {
    let end = query.indexOf('&', start);
    if (end < 0) end = query.length;
    if (end > start) {
      const eq = query.indexOf('=', start);
      pairs.push(eq < 0 || eq > end ? [query.slice(start, end), ''] : [query.slice(start, eq), query.slice(eq + 1, end)]);
    }
    start = end + 1;
  }
  return pairs;
}
