// report.json: the RunResult as is (secrets blanked), nothing added. Its shape is versioned
// (REPORT_VERSION) and documented field by field in reports/README.md.
import type { RunResult } from '../conformance/index.ts';
import { redactResult } from './redact.ts';

/**
 * `report.json`: the run's result as is, secrets redacted, pretty-printed with a final newline. Its
 * shape is the versioned {@link RunResult} (`version` is `REPORT_VERSION`), documented in
 * `docs/report-format.md`.
 *
 * @example
 * writeFileSync('report.json', renderJson(await runConformance()));
 */
export function renderJson(result: RunResult): string {
  return `${JSON.stringify(redactResult(result), null, 2)}\n`;
}
