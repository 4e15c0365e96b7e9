// Every generated document: where it is written (relative to the repository root) and what renders
// it. write-docs.ts writes them all and docs.test.ts checks that the committed files are current;
// a new document is one more entry here.
import { renderChecksDoc } from './checks-doc.ts';
import { renderCliDoc } from './cli-doc.ts';
import { renderReportFormatDoc } from './report-format-doc.ts';
import { OPTION_PAGES, renderOptionTables } from './option-tables.ts';
import { recordingFileSchema, scriptFileSchema } from '../../contract/index.ts';

/** A JSON Schema of the contract as a file a user's editor or validator reads: the kit's own file formats (docs/replay.md). */
const schemaFile = (schema: { readonly $id: string }, file: string) => ({
  file: `docs/schemas/${file}`,
  render: () => `${JSON.stringify({ $schema: 'http://json-schema.org/draft-07/schema#', ...schema }, null, 2)}\n`,
});

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
  schemaFile(scriptFileSchema, 'tmkit-script-1.schema.json'),
  schemaFile(recordingFileSchema, 'tmkit-recording-1.schema.json'),
];
