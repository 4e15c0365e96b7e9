// The shipped baseline loads, names only checks and operations that exist, and suppresses what it names.
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../contract/index.ts';
import { CHECKS } from '../checks/registry.ts';
import { loadBaseline, matchBaseline } from './baseline.ts';
import { withholdingRule } from './withhold.ts';

describe('baseline r66-3.6.2', () => {
  const baseline = loadBaseline('r66-3.6.2');
  const operations = new Set(OPERATIONS.map((o) => `${o.method} ${o.path}`));
  const checks = new Set(CHECKS.map((c) => c.id));

  it('names existing checks and operations, each with a reason', () => {
    expect(baseline.entries.length).toBeGreaterThan(15);
    for (const e of baseline.entries) {
      expect(checks.has(e.check), e.check).toBe(true);
      expect(e.operation === '*' || operations.has(e.operation), e.operation).toBe(true);
      expect(e.reason.length).toBeGreaterThan(20);
    }
  });

  it('has no blanket entry: each one matches a pattern, and a defect says so in its reason', () => {
    for (const e of baseline.entries) {
      expect(e.match, `${e.check} ${e.operation}`).toBeTypeOf('string');
      if (e.defect) expect(e.reason).toMatch(/^Defect: /);
    }
  });

  it('matches by check, operation and pattern, the request included', () => {
    const d = { check: 'host_filters', operation: 'GET /hosts', title: 'GET /hosts without ISSSL and ISACTIVE leaves out hosts that a filtered list shows', expected: '', received: '', severity: 'major', seed: 1, occurrences: 1 } as const;
    expect(matchBaseline(baseline, d)?.reason).toMatch(/ISSSL/);
    expect(matchBaseline(baseline, { ...d, operation: 'GET /hostconfigs' })).toBeUndefined();
    expect(matchBaseline(baseline, { ...d, title: 'HOSTID=x: 2 unexpected' }), 'another finding of the same check').toBeUndefined();
    const upsert = { ...d, check: 'create_is_upsert', operation: 'POST /transfers', title: 'the answer to the second POST reads TRANSFERINFO "{} {}", expected "{}"' };
    expect(matchBaseline(baseline, upsert)).toBeDefined();
    expect(matchBaseline(baseline, { ...upsert, title: 'the answer to the second POST reads RANK 4, expected 3' })).toBeUndefined();
    const crash = { ...d, check: 'not_a_server_error', operation: 'POST /transfers', title: 'server error 500', received: '500: {}' };
    const exchange = (body: string) => ({ method: 'POST', url: '/transfers', headers: {}, body });
    expect(matchBaseline(baseline, { ...crash, exchange: exchange('{"GLOBALSTEP":9,"FILENAME":"x"}') })?.defect).toBe(true);
    expect(matchBaseline(baseline, { ...crash, exchange: exchange('{"FILENAME":"x"}') }), 'a 500 for another reason').toBeUndefined();
  });

  it('withholds exactly the /v2/limits bodies that loop 3.6.2', () => {
    const rules = baseline.withhold ?? [];
    expect(withholdingRule(rules, { method: 'PUT', path: '/v2/limits', body: { upGlobalLimit: 1 } })).toBeDefined();
    expect(withholdingRule(rules, { method: 'POST', path: '/v2/limits/', body: { raw: '{"x":1}' } })).toBeDefined();
    expect(withholdingRule(rules, { method: 'PUT', path: '/v2/limits', body: {} })).toBeUndefined();
    expect(withholdingRule(rules, { method: 'PUT', path: '/v2/limits', body: { raw: '{"upGlobalLimit": 1000,' } }), 'not JSON: refused before the loop').toBeUndefined();
    expect(withholdingRule(rules, { method: 'GET', path: '/v2/limits', body: { x: 1 } })).toBeUndefined();
  });

  it('refuses a file that is not a baseline', () => {
    expect(() => loadBaseline('/nonexistent/file.json')).toThrow(/cannot read baseline/);
  });
});
