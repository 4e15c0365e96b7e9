// create_is_upsert: silent on the clean fake; reports a second POST answered 409, a second POST
// that merges instead of replacing, and an identity listed twice.
import { describe, expect, it } from 'vitest';
import { editAnswer, editBody, found, is, misbehaving, runCheck, SEEDS, statusOf, type Json } from './misbehaving-target.ts';
import { parseJson } from '../../../contract/index.ts';
import type { WireRequest, WireResponse } from '../../../conformance/index.ts';

const ID = 'create_is_upsert';

const hostIdOf = (body: string) => String((parseJson(body) as Record<string, Json>)['HOSTID']);

/** A request hook that lets the first POST /hosts of each HOSTID through and answers the second with `second`. */
function onSecondHostPost(second: (req: WireRequest, id: string) => WireRequest | WireResponse): (req: WireRequest) => WireRequest | WireResponse {
  const seen = new Set<string>();
  return (req) => {
    if (!is(req, 'POST', /^\/hosts$/)) return req;
    const id = hostIdOf(req.body);
    if (seen.has(id)) return second(req, id);
    seen.add(id);
    return req;
  };
}

describe(ID, () => {
  it.each(SEEDS)('reports nothing against the clean fake (seed %i)', async (seed) => {
    const result = await runCheck(ID, misbehaving(seed), seed);
    expect(found(result, ID)).toEqual([]);
    expect(statusOf(result, ID)).toBe('passed');
  });

  it('reports a second POST /hosts that answers 409', async () => {
    const target = misbehaving(1, {
      request: onSecondHostPost(() => ({ status: 409, headers: { 'content-type': 'application/json' }, body: '{"message":"Conflict","code":409}', truncated: false })),
    });
    const result = await runCheck(ID, target, 1);
    expect(found(result, ID)).toEqual([expect.objectContaining({ operation: 'POST /hosts', title: 'POST /hosts on an identity that exists: status 409' })]);
    expect(statusOf(result, ID)).toBe('failed');
  });

  it('reports a second POST /hosts that keeps the fields it leaves out', async () => {
    const target = misbehaving(2, {
      // The server updates an existing host instead of replacing it.
      request: onSecondHostPost((req, id) => editBody({ ...req, method: 'PUT', url: `/hosts/${id}` }, (b) => delete b['HOSTID'])),
    });
    const result = await runCheck(ID, target, 2);
    const titles = found(result, ID).map((d) => d.title);
    expect(titles).toContain('the answer to the second POST reads PORT 6666, expected 0 (and 5 more fields)');
    expect(titles).toContain('after a second POST the record reads PORT 6666, expected 0 (and 5 more fields)');
  });

  it('reports an identity that the list shows twice', async () => {
    const target = misbehaving(3, {
      response: (req, res) =>
        is(req, 'GET', /^\/transfers$/) && req.url.includes('PARTNER=tmkit')
          ? editAnswer(res, (b) => {
              const answer = b['answer'] as Record<string, Json[]>;
              const rows = answer['results'] ?? [];
              answer['results'] = [...rows, ...rows];
            })
          : res,
    });
    const result = await runCheck(ID, target, 3);
    expect(found(result, ID)).toEqual([expect.objectContaining({ operation: 'GET /transfers', title: 'after two POSTs of one identity, GET /transfers lists it 2 times' })]);
  });
});
