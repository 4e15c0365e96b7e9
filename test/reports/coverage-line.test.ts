// The coverage line counts REST v1 and REST v2 apart (operations, documented statuses, parameters,
// undocumented statuses), by each row's `view`, and the input space once for the whole run.
import { describe, expect, it } from 'vitest';
import type { OperationCoverage } from '../../conformance/index.ts';
import { coverageLine } from '../../reports/coverage.ts';
import { COVERAGE } from './fixtures.ts';

const V2: OperationCoverage[] = [
  { operation: 'GET /v2/hosts', id: 'listHostsV2', view: 'v2', calls: 3, documentedStatuses: [200, 400], seenStatuses: [200, 501], parameters: ['limit', 'offset'], parametersUsed: ['limit'], valueClasses: [] },
  { operation: 'PUT /v2/server/shutdown', id: 'shutdownServerV2', view: 'v2', calls: 0, documentedStatuses: [204, 401], seenStatuses: [], parameters: [], parametersUsed: [], valueClasses: [] },
];

describe('the coverage line', () => {
  it('gives v1 and v2 apart, then the value classes', () => {
    expect(coverageLine([...COVERAGE, ...V2])).toBe(
      'v1: operations 2/3, documented statuses 4/9, parameters 2/3, 1 undocumented statuses seen · v2: operations 1/2, documented statuses 1/4, parameters 1/2, 1 undocumented statuses seen · value classes 1/3 (1 for the embedded fake only)',
    );
  });

  it('leaves out an API no row belongs to, and value classes when there are none', () => {
    expect(coverageLine(V2)).toBe('v2: operations 1/2, documented statuses 1/4, parameters 1/2, 1 undocumented statuses seen');
    expect(coverageLine([])).toBe('');
  });
});
