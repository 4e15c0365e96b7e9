// update_is_persisted: silent on the clean fake; names the field when a PUT drops it, when its
// answer is right but nothing was stored, and when UPDATEDINFO is taken from the body.
import { describe, expect, it } from 'vitest';
import { editAnswer, editBody, found, is, misbehaving, runCheck, SEEDS, statusOf } from './misbehaving-target.ts';

const ID = 'update_is_persisted';

describe(ID, () => {
  it.each(SEEDS)('reports nothing against the clean fake (seed %i)', async (seed) => {
    const result = await runCheck(ID, misbehaving(seed), seed);
    expect(found(result, ID)).toEqual([]);
    expect(statusOf(result, ID)).toBe('passed');
  });

  it('names RANK when PUT /transfers/:id drops it', async () => {
    const target = misbehaving(1, { request: (req) => (is(req, 'PUT', /^\/transfers\//) ? editBody(req, (b) => delete b['RANK']) : req) });
    const result = await runCheck(ID, target, 1);
    expect(found(result, ID)).toEqual([
      expect.objectContaining({ operation: 'PUT /transfers/:id', title: 'the answer to PUT RANK=3 reads RANK 7' }),
      expect.objectContaining({ operation: 'GET /transfers/:id', title: 'after PUT RANK=3 the record reads RANK 7' }),
    ]);
    expect(statusOf(result, ID)).toBe('failed');
  });

  it('reports a PUT whose answer shows the change but which stored nothing', async () => {
    let sentBody = '';
    const target = misbehaving(2, {
      request: (req) => {
        if (!is(req, 'PUT', /^\/configurations\//)) return req;
        sentBody = req.body;
        return { ...req, method: 'GET', body: '' };
      },
      response: (req, res) =>
        is(req, 'GET', /^\/configurations\//) && sentBody !== ''
          ? editAnswer(res, (b) => {
              Object.assign(b['answer'] as object, JSON.parse(sentBody), { UPDATEDINFO: 3 });
              b['command'] = 'UPDATE';
              sentBody = '';
            })
          : res,
    });
    const result = await runCheck(ID, target, 2);
    expect(found(result, ID)).toEqual([
      expect.objectContaining({ operation: 'GET /configurations/:id', title: 'after PUT READGLOBALLIMIT=5000 the record reads READGLOBALLIMIT 1000 (and 4 more fields)' }),
    ]);
  });

  it('reports UPDATEDINFO taken from the body instead of 3', async () => {
    const target = misbehaving(3, {
      response: (req, res) => (is(req, 'PUT', /^\/hosts\//) && res.status === 200 ? editAnswer(res, (b) => void ((b['answer'] as Record<string, unknown>)['UPDATEDINFO'] = 5)) : res),
    });
    const result = await runCheck(ID, target, 3);
    expect(found(result, ID)).toEqual([expect.objectContaining({ operation: 'PUT /hosts/:id', title: 'the answer to PUT UPDATEDINFO=5 reads UPDATEDINFO 5, expected 3' })]);
  });
});
