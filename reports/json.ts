// report.json: the RunResult as is (secrets blanked), nothing added. Its shape is versioned
// (REPORT_VERSION) and documented field by field in reports/README.md.
import type { RunResult } from '../conformance/index.ts';
import { redactResult } from './redact.ts';

export function renderJson(result: RunResult): string {
  return `${JSON.stringify(redactResult(result), null, 2)}\n`;
}
