// report.json: the RunResult as is (secrets blanked), versioned, nothing added.
import { describe, expect, it } from 'vitest';
import { REPORT_VERSION, type RunResult } from '../../conformance/index.ts';
import { renderJson } from '../../reports/index.ts';
import { baselinedResult, failingResult, passingResult } from './fixtures.ts';

describe('report.json', () => {
  it('round-trips a result without secrets unchanged', () => {
    for (const r of [passingResult(), baselinedResult()]) expect(JSON.parse(renderJson(r))).toEqual(r);
  });

  it('carries the version and adds no field', () => {
    const parsed = JSON.parse(renderJson(failingResult())) as RunResult;
    expect(parsed.version).toBe(REPORT_VERSION);
    expect(Object.keys(parsed).sort()).toEqual(Object.keys(failingResult()).sort());
    expect(Object.keys(parsed.deviations[0]!).sort()).toEqual(Object.keys(failingResult().deviations[0]!).sort());
  });

  it('keeps every deviation, baselined ones marked', () => {
    const parsed = JSON.parse(renderJson(failingResult())) as RunResult;
    expect(parsed.deviations.map((d) => [d.check, d.operation, d.baselined ?? null])).toEqual([
      ['not_a_server_error', 'PUT /server', null],
      ['response_schema_conformance', 'POST /hosts', null],
      ['list_filters', 'GET /hosts', 'r66 3.6.2 applies an implicit ISSSL=false (§18)'],
    ]);
  });
});
