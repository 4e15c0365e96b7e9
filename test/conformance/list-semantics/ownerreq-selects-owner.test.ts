// ownerreq_selects_owner against servers that get the default owner, `*` or a named owner wrong.
import { describe, expect, it } from 'vitest';
import { ownerreqSelectsOwner } from '../../../conformance/checks/list-semantics/ownerreq-selects-owner.ts';
import { fakeTarget, isList, ofCheck, param, planted, runChecks, setParam, statusOf, type Plant } from './support.ts';

const ID = 'ownerreq_selects_owner';

async function run(plant: Plant, seed = 1) {
  const result = await runChecks(planted(fakeTarget({ seed }), plant), [ownerreqSelectsOwner], { seed });
  return { result, found: ofCheck(result, ID) };
}

describe('ownerreq_selects_owner detects', () => {
  it('every owner listed when OWNERREQ is absent', async () => {
    const { result, found } = await run({ request: (r) => isList(r, 'transfers') && param(r, 'OWNERREQ') === undefined && setParam(r, 'OWNERREQ', '*') });
    expect(found).toHaveLength(1);
    expect(found[0]!.title).toMatch(/^no OWNERREQ: \d+ unexpected/);
    expect(found[0]!.expected).toMatch(/owned by this server \(server1, the HostID of GET \/server\)/);
    expect(found[0]!.received).toMatch(/unexpected: \d+ \(OWNERREQ (?!server1)[\w-]+\)/);
    expect(statusOf(result, ID)).toBe('failed');
  });

  it('a named owner ignored (every owner listed)', async () => {
    const { found } = await run({
      request: (r) => {
        const o = param(r, 'OWNERREQ');
        if (isList(r, 'transfers') && o !== undefined && o !== '' && o !== '*' && r.query.get('limit') !== '120') setParam(r, 'OWNERREQ', '*');
      },
    });
    expect(found[0]!.received).toMatch(/unexpected: \d+ \(OWNERREQ [\w-]+\)/);
  });

  it('`*` in a JSON body read as an owner name', async () => {
    // The check's wide requests carry OWNERREQ=* in the query; only a filter in the body is changed.
    const { found } = await run({ request: (r) => isList(r, 'transfers') && r.body?.['OWNERREQ'] === '*' && setParam(r, 'OWNERREQ', 'nobody') });
    expect(found).toHaveLength(1);
    expect(found[0]!.title).toMatch(/^OWNERREQ="\*" \(in the JSON body\): \d+ missing/);
    expect(found[0]!.expected).toMatch(/of every owner/);
  });
});
