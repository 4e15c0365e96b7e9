// The shipped baseline loads, names only checks and operations that exist, and suppresses what it names.
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../contract/index.ts';
import { CHECKS } from '../checks/registry.ts';
import { loadBaseline, matchBaseline } from './baseline.ts';

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

  it('matches by check and operation, and by title fragment where one is given', () => {
    const d = { check: 'host_filters', operation: 'GET /hosts', title: 'anything', expected: '', received: '', severity: 'major', seed: 1, occurrences: 1 } as const;
    expect(matchBaseline(baseline, d)?.reason).toMatch(/ISSSL/);
    expect(matchBaseline(baseline, { ...d, operation: 'GET /hostconfigs' })).toBeUndefined();
    const upsert = { ...d, check: 'create_is_upsert', operation: 'POST /transfers' };
    expect(matchBaseline(baseline, { ...upsert, title: 'TRANSFERINFO differs' })).toBeDefined();
    expect(matchBaseline(baseline, { ...upsert, title: 'RANK differs' })).toBeUndefined();
  });

  it('refuses a file that is not a baseline', () => {
    expect(() => loadBaseline('/nonexistent/file.json')).toThrow(/cannot read baseline/);
  });
});
