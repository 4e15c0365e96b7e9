// ensure_resource_availability: silent on the clean fake; reports a created record that GET cannot
// find, an id beyond 2^53 stored rounded, and a field stored otherwise than given.
import { describe, expect, it } from 'vitest';
import { editAnswer, editBody, found, is, misbehaving, runCheck, SEEDS, statusOf } from './misbehaving-target.ts';

const ID = 'ensure_resource_availability';

describe(ID, () => {
  it.each(SEEDS)('reports nothing against the clean fake (seed %i)', async (seed) => {
    const result = await runCheck(ID, misbehaving(seed), seed);
    expect(found(result, ID)).toEqual([]);
    expect(statusOf(result, ID)).toBe('passed');
  });

  it('reports a created host that GET /hosts/:id does not find', async () => {
    const target = misbehaving(1, {
      request: (req) => (is(req, 'GET', /^\/hosts\/tmkit/) ? { ...req, url: req.url.replace(/^\/hosts\/([^?]+)/, '/hosts/$1-elsewhere') } : req),
    });
    const result = await runCheck(ID, target, 1);
    expect(found(result, ID)).toEqual([expect.objectContaining({ operation: 'GET /hosts/:id', title: expect.stringContaining('cannot be read') })]);
    expect(statusOf(result, ID)).toBe('failed');
  });

  it('reports a SPECIALID beyond 2^53 that the server rounds to a double', async () => {
    const target = misbehaving(1, {
      request: (req) =>
        is(req, 'POST', /^\/transfers$/)
          ? editBody(req, (b) => {
              if (typeof b['SPECIALID'] === 'bigint') b['SPECIALID'] = BigInt(Number(b['SPECIALID']));
            })
          : req,
    });
    const result = await runCheck(ID, target, 1);
    expect(found(result, ID)).toContainEqual(expect.objectContaining({ operation: 'GET /transfers/:id', title: expect.stringContaining('POST /transfers created cannot be read') }));
  });

  it('names the field a read shows otherwise than it was created', async () => {
    const target = misbehaving(2, {
      response: (req, res) => (is(req, 'GET', /^\/hostconfigs\/tmkit/) && res.status === 200 ? editAnswer(res, (b) => void ((b['answer'] as Record<string, unknown>)['ROLES'] = '<roles></roles>')) : res),
    });
    const result = await runCheck(ID, target, 2);
    expect(found(result, ID)).toEqual([
      expect.objectContaining({ operation: 'GET /hostconfigs/:id', title: 'after POST ROLES="<roles><role><roleid>alpha</roleid><roleset>FULLADMIN</roleset></role></roles>" the record reads ROLES "<roles></roles>"' }),
    ]);
  });

  it('reports a transfer created without SPECIALID that cannot be read under the id its answer gives', async () => {
    const target = misbehaving(3, {
      // The answer shows an id one higher than the one stored.
      response: (req, res) =>
        is(req, 'POST', /^\/transfers$/) && !req.body.includes('SPECIALID')
          ? editAnswer(res, (b) => {
              const a = b['answer'] as Record<string, bigint | number>;
              a['SPECIALID'] = BigInt(a['SPECIALID'] as number) + 1n;
            })
          : res,
    });
    const result = await runCheck(ID, target, 3);
    expect(found(result, ID)).toEqual([expect.objectContaining({ operation: 'GET /transfers/:id', title: expect.stringContaining('created without SPECIALID cannot be read') })]);
  });
});
