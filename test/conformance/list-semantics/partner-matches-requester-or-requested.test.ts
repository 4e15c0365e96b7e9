// partner_matches_requester_or_requested against servers that match one side only or ignore PARTNER.
import { describe, expect, it } from 'vitest';
import { partnerMatchesRequesterOrRequested } from '../../../conformance/checks/list-semantics/partner-matches-requester-or-requested.ts';
import { fakeTarget, isList, ofCheck, param, planted, resultsOf, runChecks, setParam, statusOf, withRows, type Plant } from './support.ts';

const ID = 'partner_matches_requester_or_requested';

async function run(plant: Plant, seed = 2) {
  const result = await runChecks(planted(fakeTarget({ seed }), plant), [partnerMatchesRequesterOrRequested], { seed });
  return { result, found: ofCheck(result, ID) };
}

describe('partner_matches_requester_or_requested detects', () => {
  it('PARTNER matched against REQUESTER only', async () => {
    const { result, found } = await run({
      answer: (r, json) => {
        const p = param(r, 'PARTNER');
        if (!isList(r, 'transfers') || p === undefined) return;
        return { json: withRows(json, resultsOf(json).filter((t) => t['REQUESTER'] === p)) };
      },
    });
    expect(found).toHaveLength(1);
    expect(found[0]!.operation).toBe('GET /transfers');
    expect(found[0]!.received).toMatch(/missing: \d+ \(matches PARTNER=[\w-]+ as REQUESTED\)/);
    // A generated case: the finding carries the seed and the fast-check path that replay it.
    expect(found[0]!.seed).toBe(2);
    expect(found[0]!.path).toMatch(/^\d+(:\d+)*$/);
    expect(statusOf(result, ID)).toBe('failed');
  });

  it('PARTNER matched against REQUESTED only', async () => {
    const { found } = await run({
      answer: (r, json) => {
        const p = param(r, 'PARTNER');
        if (!isList(r, 'transfers') || p === undefined) return;
        return { json: withRows(json, resultsOf(json).filter((t) => t['REQUESTED'] === p)) };
      },
    });
    expect(found[0]!.received).toMatch(/as REQUESTER\)/);
  });

  it('PARTNER ignored', async () => {
    const { found } = await run({ request: (r) => isList(r, 'transfers') && setParam(r, 'PARTNER', undefined) });
    expect(found[0]!.received).toMatch(/unexpected: \d+ \(REQUESTER [\w-]+, REQUESTED [\w-]+\)/);
  });
});
