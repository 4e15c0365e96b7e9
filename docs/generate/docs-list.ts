// Every generated document: where it is written (relative to the repository root) and what renders
// it. write-docs.ts writes them all and docs.test.ts checks that the committed files are current;
// a new document is one more entry here.
import { renderChecksDoc } from './checks-doc.ts';
import { renderCliDoc } from './cli-doc.ts';
import { renderReportFormatDoc } from './report-format-doc.ts';
import { OPTION_PAGES, renderOptionTables } from './option-tables.ts';

export interface GeneratedDoc {
  /** Path from the repository root, `/`-separated. */
  readonly file: string;
  readonly render: () => string | Promise<string>;
}

export const DOCS: readonly GeneratedDoc[] = [
  { file: 'docs/checks.md', render: renderChecksDoc },
  { file: 'docs/report-format.md', render: renderReportFormatDoc },
  { file: 'docs/cli.md', render: renderCliDoc },
  // Only their option tables are generated (option-tables.ts); the rest is written by hand.
  ...OPTION_PAGES.map((file) => ({ file, render: () => renderOptionTables(file) })),
];
