// The console summary: counts per severity and per endpoint, coverage in one line, then each
// deviation with check, operation, expected, received, seed/path and curl; colour only if asked.
import { describe, expect, it } from 'vitest';
import { consoleSummary } from '../../reports/index.ts';
import { baselinedResult, failingResult, passingResult } from './fixtures.ts';

describe('console summary', () => {
  const text = consoleSummary(failingResult(), { color: false });

  it('gives the verdict and the counts', () => {
    const lines = text.split('\n');
    expect(lines[0]).toBe('tmkit check: http://10.0.0.1:8066 · seed 42 · 25 runs · 99 requests · 1.2 s');
    expect(lines[1]).toBe('FAIL (exit 1): 2 deviations beyond the baseline');
    expect(lines[2]).toBe('deviations: 2 (critical 1, major 1, minor 0) · 1 expected by baseline r66-3.6.2');
    expect(lines.slice(3, 5)).toEqual(['  POST /hosts: 1', '  PUT /server: 1']);
    expect(lines[5]).toBe('checks: 2 passed, 2 failed, 1 skipped, 1 broken');
    expect(lines[6]).toBe('coverage: v1: operations 2/3, documented statuses 4/9, parameters 2/3, 1 undocumented statuses seen · value classes 1/3 (1 for the embedded fake only)');
  });

  it('shows each counted deviation in full, baselined ones not', () => {
    expect(text).toContain('✗ [critical] not_a_server_error · PUT /server · server error 500 (×2)');
    expect(text).toContain('    expected Documented: 200, 400, 401');
    expect(text).toContain('    received Received: 500 for key <redacted>');
    expect(text).toContain('    seed     42 · path 3:1:0');
    expect(text).toContain("    curl     curl -i -X PUT 'http://10.0.0.1:8066/server'");
    expect(text).toContain('✗ [major] response_schema_conformance · POST /hosts');
    expect(text).not.toContain('ISSSL defaults to false');
    expect(text).toContain('! v2_limits: the check itself failed: TypeError: boom');
    expect(text).not.toContain('limits.ts:3:1');
    expect(text).toContain('skipped (needs --allow-shutdown): shutdown_requires_key');
  });

  it('colours only when asked, and never lets the run drive the terminal', () => {
    expect(text).not.toContain('\u001b');
    expect(text).toContain('\\u0001');
    const coloured = consoleSummary(failingResult(), { color: true });
    expect(coloured).toContain('\u001b[31;1mFAIL (exit 1)');
    expect(consoleSummary({ ...passingResult(), aborted: 'budget of 10 requests spent \u001b[2J' }, { color: false })).toContain('STOPPED (exit 2): the run stopped early: budget of 10 requests spent \\u001b[2J');
  });

  it('says PASS when every deviation is baselined', () => {
    expect(consoleSummary(baselinedResult(), { color: false }).split('\n')[1]).toBe('PASS (exit 0): no deviation beyond the baseline (1 expected by baseline r66-3.6.2)');
  });
});
