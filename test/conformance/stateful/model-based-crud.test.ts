// model_based_crud: silent on the clean fake over several seeds; against planted bugs it reports
// ONE finding that names the field or record that differs, with the seed and the fast-check path
// that replay it, and the same seed finds the same counterexample again.
import { describe, expect, it } from 'vitest';
import type { WireResponse } from '../../../conformance/index.ts';
import { editBody, found, is, misbehaving, runCheck, SEEDS, statusOf, type Misbehaviour } from './misbehaving-target.ts';

const ID = 'model_based_crud';

/** Every id of 16 digits or more read as a double, as a server that parses ids with JSON.parse does. */
const roundsIds: Misbehaviour = {
  request: (req) => {
    if (!pathIs(req.url, /^\/transfers/)) return req;
    const round = (text: string) => text.replace(/\d{16,}/g, (d) => BigInt(Number(d)).toString());
    return { ...req, url: round(req.url), body: round(req.body) };
  },
};
const pathIs = (url: string, re: RegExp) => re.test(url.split('?')[0] ?? '');

function staleHostLists(): Misbehaviour {
  const cache = new Map<string, WireResponse>();
  return {
    request: (req) => (is(req, 'GET', /^\/hosts$/) && cache.has(req.url) ? (cache.get(req.url) as WireResponse) : req),
    response: (req, res) => {
      if (is(req, 'GET', /^\/hosts$/)) cache.set(req.url, res);
      return res;
    },
  };
}

const cases: Array<[string, Misbehaviour, RegExp]> = [
  ['SPECIALIDs beyond 2^53 rounded to a double', roundsIds, /SPECIALID 9007199254740992/],
  ['PUT /configurations/:id ignores DELAYLIMIT', { request: (req) => (is(req, 'PUT', /^\/configurations\//) ? editBody(req, (b) => delete b['DELAYLIMIT']) : req) }, /DELAYLIMIT/],
  ['DELETE /hostconfigs/:id deletes nothing', { request: (req) => (is(req, 'DELETE', /^\/hostconfigs\//) ? { ...req, method: 'GET' } : req) }, /hostconfigs/],
  ['GET /hosts answers from a cache that writes do not refresh', staleHostLists(), /GET \/hosts\?ISSSL=(true|false)&ISACTIVE=(true|false) (does not list|lists) h\d/],
  [
    'POST /transfers merges into an existing transfer instead of replacing it',
    {
      async request(req, fake) {
        if (!is(req, 'POST', /^\/transfers$/)) return req;
        const body = JSON.parse(req.body.replace(/"SPECIALID":(\d+)/, '"SPECIALID":"$1"')) as Record<string, string>;
        const query = `REQUESTER=${encodeURIComponent(body['REQUESTER'] ?? '')}&REQUESTED=${encodeURIComponent(body['REQUESTED'] ?? '')}`;
        const existing = await fake.send({ method: 'GET', url: `/transfers/${body['SPECIALID']}?${query}`, headers: {}, body: '' });
        if (existing.status !== 200) return req;
        return editBody({ ...req, method: 'PUT', url: `/transfers/${body['SPECIALID']}?${query}` }, (b) => {
          for (const k of ['SPECIALID', 'IDRULE', 'REQUESTER', 'REQUESTED']) delete b[k];
        });
      },
    },
    /the answer to POST \/transfers\[t\d\]/,
  ],
];

describe(ID, () => {
  it.each([...SEEDS, 4, 5])('reports nothing against the clean fake (seed %i)', async (seed) => {
    const result = await runCheck(ID, misbehaving(seed), seed);
    expect(found(result, ID)).toEqual([]);
    expect(statusOf(result, ID)).toBe('passed');
  });

  it.each(cases)('reports %s, with seed and path', async (_name, bug, title) => {
    const result = await runCheck(ID, misbehaving(1, bug), 1);
    const deviations = found(result, ID);
    expect(deviations, JSON.stringify(deviations)).toHaveLength(1);
    const [d] = deviations;
    expect(d?.title).toMatch(title);
    expect(d?.seed).toBe(1);
    expect(d?.path).toMatch(/^\d+(:\d+)*$/);
    expect(statusOf(result, ID)).toBe('failed');
  });

  it('finds the same counterexample again with the same seed', async () => {
    const first = found(await runCheck(ID, misbehaving(7, roundsIds), 7), ID);
    const again = found(await runCheck(ID, misbehaving(7, roundsIds), 7), ID);
    expect(again).toEqual(first);
    expect(first).toHaveLength(1);
  });

  it('shows the shrunk sequence of calls in the finding', async () => {
    const result = await runCheck(ID, misbehaving(1, roundsIds), 1);
    const d = result.deviations.find((x) => x.check === ID);
    expect(d?.received).toMatch(/\nSequence: POST \/transfers\[t\d\] /);
    // Shrunk to the one call that shows the rounding.
    expect(d?.received.split('Sequence')[1]?.split(' POST ').length).toBe(2);
    expect(d?.curl).toContain('/transfers');
  });
});
