// Every generated document: where it is written (relative to the repository root) and what renders
// it. write-docs.ts writes them all and docs.test.ts checks that the committed files are current;
// a new document is one more entry here.
import { renderChecksDoc } from './checks-doc.ts';
import { renderCliDoc } from './cli-doc.ts';
import { renderReportFormatDoc } from './report-format-doc.ts';
import { renderReadme } from './readme-options.ts';

export interface GeneratedDoc {
  /** Path from the repository root, `/`-separated. */
  readonly file: string;
  readonly render: () => string | Promise<string>;
}

export const DOCS: readonly GeneratedDoc[] = [
  { file: 'docs/checks.md', render: renderChecksDoc },
  { file: 'docs/report-format.md', render: renderReportFormatDoc },
  { file: 'docs/cli.md', render: renderCliDoc },
  // Only its option tables are generated (readme-options.ts); the rest is written by hand.
  { file: 'README.md', render: () => renderReadme() },
];
