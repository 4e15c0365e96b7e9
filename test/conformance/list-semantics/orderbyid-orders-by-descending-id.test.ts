// orderbyid_orders_by_descending_id against servers that sort wrongly or ignore ORDERBYID.
import { describe, expect, it } from 'vitest';
import { orderbyidOrdersByDescendingId } from '../../../conformance/checks/list-semantics/orderbyid-orders-by-descending-id.ts';
import { ALL, fakeTarget, isList, NONE, ofCheck, param, planted, recording, resultsOf, runChecks, setParam, statusOf, withRows, type Plant } from './support.ts';
import type { Permissions } from '../../../conformance/index.ts';

const ID = 'orderbyid_orders_by_descending_id';

async function run(plant: Plant, permissions: Permissions = ALL, seed = 3) {
  const result = await runChecks(planted(fakeTarget({ seed }), plant), [orderbyidOrdersByDescendingId], { seed, permissions });
  return { result, found: ofCheck(result, ID) };
}

describe('orderbyid_orders_by_descending_id detects', () => {
  it('ascending ids for ORDERBYID=true, also in a read-only run', async () => {
    const plant: Plant = {
      answer: (r, json) => {
        if (!isList(r, 'transfers') || param(r, 'ORDERBYID') !== 'true' || r.query.get('limit') === '120') return;
        return { json: withRows(json, resultsOf(json).reverse()) };
      },
    };
    for (const permissions of [ALL, NONE]) {
      const { result, found } = await run(plant, permissions);
      expect(found.map((d) => d.operation)).toEqual(['GET /transfers']);
      expect(found[0]!.title).toMatch(/not in descending SPECIALID order/);
      expect(found[0]!.received).toMatch(/^Received: row 1 is \d+, before row 2 \d+/);
      expect(statusOf(result, ID)).toBe('failed');
    }
  });

  it('a server that ignores ORDERBYID, thanks to the transfer it creates (ids and start times agree in the seeded data)', async () => {
    const plant: Plant = { request: (r) => isList(r, 'transfers') && setParam(r, 'ORDERBYID', undefined) };
    const withWrites = await run(plant, ALL);
    expect(withWrites.found).toHaveLength(1);
    expect(withWrites.found[0]!.title).toMatch(/ORDERBYID=true: not in descending SPECIALID order/);
    // Read only, the two orders cannot be told apart in this data: nothing to report.
    const readOnly = await run(plant, NONE);
    expect(readOnly.found).toEqual([]);
  });

  it('a server that always sorts by id (the default order is STARTTRANS descending)', async () => {
    const { found } = await run({ request: (r) => isList(r, 'transfers') && param(r, 'ORDERBYID') !== 'true' && setParam(r, 'ORDERBYID', 'true') });
    expect(found).toHaveLength(1);
    expect(found[0]!.title).toMatch(/no ORDERBYID: not in descending STARTTRANS order/);
    expect(found[0]!.received).toMatch(/at \d+ \(\d{4}-/);
  });

  it('a sorted answer that loses a row', async () => {
    const { found } = await run({
      answer: (r, json) => {
        if (!isList(r, 'transfers') || param(r, 'ORDERBYID') === 'true') return;
        return { json: withRows(json, resultsOf(json).slice(1)) };
      },
    });
    expect(found[0]!.title).toMatch(/1 missing/);
  });

  it('creates its transfer with the run prefix and deletes it again', async () => {
    const target = fakeTarget({ seed: 3 });
    const before = target.fake.store.transfers.size;
    const created: string[] = [];
    const { target: recorded, sent } = recording(planted(target, { request: (r) => void (r.method === 'POST' && created.push(`${param(r, 'REQUESTED')} ${param(r, 'FILENAME')}`)) }));
    const result = await runChecks(recorded, [orderbyidOrdersByDescendingId], { seed: 3, permissions: ALL });
    expect(statusOf(result, ID)).toBe('passed');
    expect(sent.filter((s) => !s.startsWith('GET '))).toEqual([expect.stringMatching(/^POST \/transfers$/), expect.stringMatching(/^DELETE \/transfers\/\d+$/)]);
    expect(created).toEqual([expect.stringMatching(/^tmkit3-partner tmkit3-list-semantics-0\.txt$/)]);
    expect(target.fake.store.transfers.size).toBe(before);
  });
});
