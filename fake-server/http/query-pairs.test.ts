// queryPairs reads every query as URLSearchParams does: plain ones split by hand, all others by it.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { queryPairs } from './query-pairs.ts';

const urlSearchParams = (q: string) => [...new URLSearchParams(q)];

it('gives the pairs URLSearchParams gives, for any query text', () => {
  const piece = fc.constantFrom('&', '=', '&&', '==', 'LIMIT', '100', '%20', '%zz', '+', '*', 'é', '\ud800', ';', '?', '#', '');
  const query = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.array(piece, { maxLength: 12 }).map((p) => p.join('')));
  fc.assert(
    fc.property(query, (q) => {
      expect(queryPairs(q)).toEqual(urlSearchParams(q));
    }),
    { numRuns: 2000, seed: 18 },
  );
});

it('splits the plain queries of the interface', () => {
  expect(queryPairs('LIMIT=100&OWNERREQ=*')).toEqual([['LIMIT', '100'], ['OWNERREQ', '*']]);
  expect(queryPairs('a&b=&=c&&d=e=f&')).toEqual([['a', ''], ['b', ''], ['', 'c'], ['d', 'e=f']]);
  expect(queryPairs('')).toEqual([]);
});
