// Report writers: console, JSON, JUnit XML, HTML, Markdown (DESIGN §5). They render a run's
// result, which `tmkit check` folds from the run's events (conformance/runner/assembler.ts) as they
// come. Every writer renders the result through `redactResult`, so no format can leak a secret.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { RunResult } from '../conformance/index.ts';
import { consoleSummary } from './console.ts';
import { renderHtml } from './html.ts';
import { renderJson } from './json.ts';
import { renderJunit } from './junit.ts';
import { renderMarkdown } from './markdown.ts';

export { tlsHeadline } from './tls.ts';

/**
 * Every report format, as `--format` names them: `console` (the summary printed by the caller),
 * `json` (`report.json`), `junit` (`junit.xml`), `html` (`index.html`) and `md` (`summary.md`).
 */
export const REPORT_FORMATS = ['console', 'json', 'junit', 'html', 'md'] as const;
/** One report format: an element of {@link REPORT_FORMATS}. */
export type ReportFormat = (typeof REPORT_FORMATS)[number];
type FileFormat = Exclude<ReportFormat, 'console'>;

/** The file each format writes under `--report-dir`, and how it is rendered. */
export const REPORT_FILES: Readonly<Record<FileFormat, { readonly name: string; readonly render: (r: RunResult) => string }>> = {
  json: { name: 'report.json', render: renderJson },
  junit: { name: 'junit.xml', render: renderJunit },
  html: { name: 'index.html', render: renderHtml },
  md: { name: 'summary.md', render: renderMarkdown },
};

/** Writes the file reports into `dir`; answers the paths written. The console summary is printed by the caller. */
export function writeReports(result: RunResult, dir: string, formats: readonly ReportFormat[]): string[] {
  const files = [...new Set(formats)].filter((f): f is FileFormat => f !== 'console');
  if (files.length === 0) return [];
  mkdirSync(dir, { recursive: true });
  return files.map((f) => {
    const path = resolve(join(dir, REPORT_FILES[f].name));
    writeFileSync(path, REPORT_FILES[f].render(result));
    return path;
  });
}

export { consoleSummary, renderHtml, renderJson, renderJunit, renderMarkdown };
export { redactResult, redactText, REDACTED } from './redact.ts';
export { verdictOf, type Verdict } from './summary.ts';
