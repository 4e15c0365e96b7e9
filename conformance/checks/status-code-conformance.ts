// status_code_conformance: the status of an answer is one the operation documents.
import type { ResponseCheck } from './check.ts';

export const statusCodeConformance: ResponseCheck = {
  id: 'status_code_conformance',
  kind: 'response',
  severity: 'major',
  rule: 'Every answer has a status the operation documents.',
  failsWhen: 'an answer has a status its operation does not document.',
  inspect(ex) {
    if (!ex.operation || !ex.response) return undefined;
    const documented = [...new Set(ex.operation.responses.map((r) => r.status))];
    if (documented.includes(ex.response.status)) return [];
    return [{ title: `undocumented status ${ex.response.status}`, expected: `Documented: ${documented.join(', ')}`, received: `Received: ${ex.response.status}` }];
  },
};
