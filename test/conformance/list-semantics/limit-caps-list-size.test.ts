// limit_caps_list_size against servers that get LIMIT, limit, count or the limit echo wrong.
import { describe, expect, it } from 'vitest';
import { limitCapsListSize } from '../../../conformance/checks/list-semantics/limit-caps-list-size.ts';
import { fakeTarget, isList, ofCheck, planted, resultsOf, runChecks, setParam, statusOf, type JsonObject, type Plant } from './support.ts';

const ID = 'limit_caps_list_size';

async function detects(plant: Plant, operation = 'GET /transfers') {
  const result = await runChecks(planted(fakeTarget({ seed: 2 }), plant), [limitCapsListSize], { seed: 2 });
  const found = ofCheck(result, ID);
  expect(found.map((d) => d.operation)).toContain(operation);
  expect(statusOf(result, ID)).toBe('failed');
  return found.find((d) => d.operation === operation)!;
}

describe('limit_caps_list_size detects', () => {
  it('a server that ignores the upper-case LIMIT', async () => {
    const d = await detects({ request: (r) => isList(r, 'transfers') && setParam(r, 'LIMIT', undefined) });
    expect(d.received).toMatch(/more than the cap/);
  });

  it('a count that is not the number of rows', async () => {
    const d = await detects({
      answer: (r, json) => {
        if (!isList(r, 'transfers')) return;
        (json['answer'] as JsonObject)['count'] = resultsOf(json).length + 1;
        return { json };
      },
    });
    expect(d.received).toMatch(/count \d+ but \d+ rows in results/);
  });

  it('a limit echo that is not the lower-case limit', async () => {
    const d = await detects({
      answer: (r, json) => {
        if (!isList(r, 'transfers')) return;
        (json['answer'] as JsonObject)['limit'] = 100;
        return { json };
      },
    });
    expect(d.received).toMatch(/limit 100 instead of/);
  });

  it('no default cap of 100 rows', async () => {
    const d = await detects({ request: (r) => isList(r, 'transfers') && !r.query.has('limit') && void r.query.set('limit', '1000') });
    expect(d.title).toMatch(/^no limit: /);
    expect(d.received).toMatch(/200 rows, more than the cap 100/);
  });

  it('a capped answer that is not the first rows of the uncapped one', async () => {
    await detects({
      answer: (r, json) => {
        if (!isList(r, 'transfers') || !r.query.has('LIMIT')) return;
        const rows = resultsOf(json);
        if (rows.length < 2) return;
        (json['answer'] as JsonObject)['results'] = [...rows.slice(1), rows[0] as JsonObject];
        return { json };
      },
    });
  });

  it('a host list that ignores the lower-case limit', async () => {
    const d = await detects({ request: (r) => isList(r, 'hosts') && void r.query.delete('limit') }, 'GET /hosts');
    expect(d.received).toMatch(/more than the cap|limit 100 instead of/);
  });
});
