// Issue 36, item 2: the report says which stored values the documented rules met in the target's
// data and which they could not, and why: against a fake with no data, only the states the run's
// own transfers take are met and the rest are named as lacking, in report.json, the console and
// the HTML; against the default data the states it holds are met.
import { describe, expect, it } from 'vitest';
import { runConformance } from '../../composition/index.ts';
import { STORED_VALUE_RULES } from '../../contract/index.ts';
import { consoleSummary, renderHtml } from '../../reports/index.ts';

describe('stored values the rules met', () => {
  it('names the values the data lacks, with why, where it holds no transfer of its own', async () => {
    const result = await runConformance({ only: ['status_flags_every_value'], seed: 4, fake: { dataset: 'empty' } });
    const rows = result.storedValues ?? [];
    expect(rows.map((r) => r.rule)).toEqual(STORED_VALUE_RULES.map((r) => r.id));
    for (const r of rows) {
      const rule = STORED_VALUE_RULES.find((x) => x.id === r.rule);
      // The check's own transfers (TOSUBMIT, as a POST makes them) are met; the states only a server's work makes are not.
      expect([...r.met, ...r.missing].sort()).toEqual([...(rule?.values ?? [])].sort());
      expect(r.missing.length).toBeGreaterThan(0);
      expect(r.why).toBe(rule?.notMade);
    }
    const state = rows.find((r) => r.rule === 'transfer-state');
    expect(state?.missing).toContain('DONE/ALLDONETASK');
    expect(consoleSummary(result, { color: false })).toMatch(new RegExp(`^stored values met \\(the rest the data lacks, docs/conformance\\.md\\): transfer-state ${state?.met.length}/42, step-status \\d+/\\d+, transfer-mode \\d+/9$`, 'm'));
    expect(renderHtml(result).match(/data-testid="stored-value-row"/g)).toHaveLength(STORED_VALUE_RULES.length);
  });

  it('counts the states, letters and modes of the transfers the run read', async () => {
    const result = await runConformance({ only: ['status_flags_every_value'], seed: 4 });
    const state = result.storedValues?.find((r) => r.rule === 'transfer-state');
    expect(state?.met).toContain('DONE/ALLDONETASK');
    expect([...(state?.met ?? []), ...(state?.missing ?? [])].sort()).toEqual([...(STORED_VALUE_RULES[0]?.values ?? [])].sort());
  });
});
