// host_filters against servers that ignore ADDRESS, read `TRUE` as true, match HOSTID as a
// substring, or ignore a text filter of /hostconfigs.
import { describe, expect, it } from 'vitest';
import { hostFilters } from '../../../conformance/checks/list-semantics/host-filters.ts';
import { fakeTarget, isList, ofCheck, param, planted, resultsOf, runChecks, setParam, statusOf, withRows, type Plant, type Seen } from './support.ts';

const ID = 'host_filters';

async function run(plant: Plant, seed = 1) {
  const result = await runChecks(planted(fakeTarget({ seed }), plant), [hostFilters], { seed });
  return { result, found: ofCheck(result, ID) };
}

/** HOSTID matched like SQL `LIKE %x%` on `collection`. */
function hostIdAsSubstring(collection: string): Plant {
  const asked = new WeakMap<Seen, string>();
  return {
    request: (r) => {
      const v = param(r, 'HOSTID');
      if (!isList(r, collection) || v === undefined) return;
      asked.set(r, v);
      setParam(r, 'HOSTID', undefined);
    },
    answer: (r, json) => {
      const v = asked.get(r);
      if (v === undefined) return;
      return { json: withRows(json, resultsOf(json).filter((h) => String(h['HOSTID']).includes(v))) };
    },
  };
}

describe('host_filters detects', () => {
  it('ADDRESS ignored on /hosts', async () => {
    const { result, found } = await run({ request: (r) => isList(r, 'hosts') && setParam(r, 'ADDRESS', undefined) });
    expect(found.map((d) => d.operation)).toEqual(['GET /hosts']);
    expect(found[0]!.received).toMatch(/unexpected: [\w-]+ \(ADDRESS [\d.]+, not [\d.]+\)/);
    expect(statusOf(result, ID)).toBe('failed');
  });

  it('ISACTIVE=TRUE or ISSSL=TRUE read as true', async () => {
    const { found } = await run({ request: (r) => { for (const n of ['ISSSL', 'ISACTIVE']) if (isList(r, 'hosts') && r.query.get(n) === 'TRUE') r.query.set(n, 'true'); } });
    expect(found).toHaveLength(1);
    expect(found[0]!.received).toMatch(/is not the exact text true/);
  });

  it('HOSTID of /hosts matched as a substring', async () => {
    const { found } = await run(hostIdAsSubstring('hosts'));
    expect(found.map((d) => d.operation)).toEqual(['GET /hosts']);
    expect(found[0]!.received).toMatch(/HOSTID [\w-]+, not [\w-]+/);
  });

  it('HOSTID of /hostconfigs matched as a substring', async () => {
    const { found } = await run(hostIdAsSubstring('hostconfigs'));
    expect(found.map((d) => d.operation)).toEqual(['GET /hostconfigs']);
  });

  it('the text filters of /hostconfigs ignored', async () => {
    const { found } = await run({ request: (r) => { if (isList(r, 'hostconfigs')) for (const n of ['BUSINESS', 'ROLES', 'ALIASES', 'OTHERS']) setParam(r, n, undefined); } });
    expect(found.map((d) => d.operation)).toEqual(['GET /hostconfigs']);
    expect(found[0]!.received).toMatch(/(BUSINESS|ROLES|ALIASES|OTHERS) does not contain "/);
  });
});
