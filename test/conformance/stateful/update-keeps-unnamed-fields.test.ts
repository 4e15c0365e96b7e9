// update_keeps_unnamed_fields: silent on the clean fake; names the field a PUT naming another one
// reset, and reports a HOSTKEY changed by a PUT without it apart, the other host fields still checked.
import { describe, expect, it } from 'vitest';
import { editBody, found, is, misbehaving, runCheck, SEEDS, statusOf } from './misbehaving-target.ts';

const ID = 'update_keeps_unnamed_fields';

describe(ID, () => {
  it.each(SEEDS)('reports nothing against the clean fake (seed %i)', async (seed) => {
    const result = await runCheck(ID, misbehaving(seed), seed);
    expect(found(result, ID)).toEqual([]);
    expect(statusOf(result, ID)).toBe('passed');
  });

  it('names DELAYLIMIT when a PUT /configurations/:id without it stores 0', async () => {
    const target = misbehaving(1, { request: (req) => (is(req, 'PUT', /^\/configurations\//) ? editBody(req, (b) => void (b['DELAYLIMIT'] ??= 0)) : req) });
    const result = await runCheck(ID, target, 1);
    expect(found(result, ID)).toEqual([
      expect.objectContaining({ operation: 'GET /configurations/:id', title: expect.stringMatching(/^after PUT (?!DELAYLIMIT)\w+=\S+ the record reads DELAYLIMIT 0, expected 50$/) }),
    ]);
    expect(statusOf(result, ID)).toBe('failed');
  });

  it('reports a HOSTKEY changed by a PUT without it apart, and nothing else of the hosts', async () => {
    const target = misbehaving(2, { request: (req) => (is(req, 'PUT', /^\/hosts\//) ? editBody(req, (b) => void (b['HOSTKEY'] ??= 'another key')) : req) });
    const result = await runCheck(ID, target, 2);
    expect(found(result, ID)).toEqual([expect.objectContaining({ operation: 'PUT /hosts/:id', title: 'PUT /hosts/:id without HOSTKEY changed HOSTKEY' })]);
  });
});
