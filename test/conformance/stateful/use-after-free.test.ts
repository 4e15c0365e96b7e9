// use_after_free: silent on the clean fake; reports a DELETE that deletes nothing, a PUT that
// answers 200 on a deleted record, and a /configurations read of a deleted id that answers 404
// (the interface's server answers a missing id with zero limits).
import { describe, expect, it } from 'vitest';
import { found, is, misbehaving, runCheck, SEEDS, statusOf } from './misbehaving-target.ts';

const ID = 'use_after_free';

describe(ID, () => {
  it.each(SEEDS)('reports nothing against the clean fake (seed %i)', async (seed) => {
    const result = await runCheck(ID, misbehaving(seed), seed);
    expect(found(result, ID)).toEqual([]);
    expect(statusOf(result, ID)).toBe('passed');
  });

  it('reports a DELETE /hosts/:id that answers 200 and deletes nothing', async () => {
    // The server reads the host instead of deleting it.
    const target = misbehaving(1, { request: (req) => (is(req, 'DELETE', /^\/hosts\/tmkit/) ? { ...req, method: 'GET' } : req) });
    const result = await runCheck(ID, target, 1);
    expect(found(result, ID)).toContainEqual(expect.objectContaining({ operation: 'GET /hosts/:id', title: 'after DELETE: GET /hosts/:id: status 200' }));
    expect(statusOf(result, ID)).toBe('failed');
  });

  it('reports a PUT on a deleted transfer that answers 200', async () => {
    const target = misbehaving(2, {
      response: (req, res) => (is(req, 'PUT', /^\/transfers\//) && res.status === 404 ? { ...res, status: 200 } : res),
    });
    const result = await runCheck(ID, target, 2);
    expect(found(result, ID)).toEqual([expect.objectContaining({ operation: 'PUT /transfers/:id', title: 'after DELETE, PUT /transfers/:id: status 200' })]);
  });

  it('reports a deleted /configurations id that reads as 404 instead of zero limits', async () => {
    const target = misbehaving(3, {
      response: (req, res) =>
        is(req, 'GET', /^\/configurations\/tmkit/) && res.body.includes('"UPDATEDINFO":0')
          ? { ...res, status: 404, body: '{"message":"Not Found","code":404,"detail":"Issue while reading from database"}' }
          : res,
    });
    const result = await runCheck(ID, target, 3);
    expect(found(result, ID)).toContainEqual(expect.objectContaining({ operation: 'GET /configurations/:id', title: 'after DELETE: GET /configurations/:id: status 404' }));
  });
});
