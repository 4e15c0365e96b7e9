// lists_reflect_writes: silent on the clean fake; reports a list served from a stale cache, a list
// that shows old values after PUT, and a DELETE that leaves the record listed.
import { describe, expect, it } from 'vitest';
import type { WireResponse } from '../../../conformance/index.ts';
import { editAnswer, found, is, misbehaving, runCheck, SEEDS, statusOf, type Json } from './misbehaving-target.ts';

const ID = 'lists_reflect_writes';

describe(ID, () => {
  it.each(SEEDS)('reports nothing against the clean fake (seed %i)', async (seed) => {
    const result = await runCheck(ID, misbehaving(seed), seed);
    expect(found(result, ID)).toEqual([]);
    expect(statusOf(result, ID)).toBe('passed');
  });

  it('reports a list of hosts served from a stale cache', async () => {
    const cache = new Map<string, WireResponse>();
    const target = misbehaving(1, {
      request: (req) => (is(req, 'GET', /^\/hosts$/) && cache.has(req.url) ? (cache.get(req.url) as WireResponse) : req),
      response: (req, res) => {
        if (is(req, 'GET', /^\/hosts$/)) cache.set(req.url, res);
        return res;
      },
    });
    const result = await runCheck(ID, target, 1);
    expect(found(result, ID)).toEqual([expect.objectContaining({ operation: 'GET /hosts', title: expect.stringMatching(/^after POST, GET \/hosts\?HOSTID=tmkit1-lw-h0&ISSSL=true&ISACTIVE=false lists the record 0 times$/) })]);
    expect(statusOf(result, ID)).toBe('failed');
  });

  it('names the field a list shows with its value from before the PUT', async () => {
    let before: Json | undefined;
    const target = misbehaving(2, {
      response: (req, res) => {
        if (!is(req, 'GET', /^\/transfers$/) || !req.url.includes('PARTNER=tmkit')) return res;
        return editAnswer(res, (b) => {
          const row = ((b['answer'] as Record<string, Json[]>)['results'] ?? [])[0] as Record<string, Json> | undefined;
          if (row && before === undefined) before = row['RANK'];
          else if (row) row['RANK'] = before ?? 0;
        });
      },
    });
    const result = await runCheck(ID, target, 2);
    expect(found(result, ID)).toEqual([expect.objectContaining({ operation: 'GET /transfers', title: expect.stringMatching(/^after PUT RANK=3 GET \/transfers\?PARTNER=tmkit2-lw-pa&limit=1000 lists RANK 7$/) })]);
  });

  it('reports a DELETE /configurations/:id that only zeroes the limits', async () => {
    const target = misbehaving(3, {
      request: (req) =>
        is(req, 'DELETE', /^\/configurations\/tmkit/)
          ? { ...req, method: 'PUT', body: '{"READGLOBALLIMIT":0,"WRITEGLOBALLIMIT":0,"READSESSIONLIMIT":0,"WRITESESSIONLIMIT":0,"DELAYLIMIT":0}', headers: { ...req.headers, 'Content-Type': 'application/json' } }
          : req,
    });
    const result = await runCheck(ID, target, 3);
    expect(found(result, ID)).toEqual([expect.objectContaining({ operation: 'GET /configurations', title: 'after DELETE, GET /configurations?HOSTID=tmkit3-lw-h0 still lists the record' })]);
  });
});
