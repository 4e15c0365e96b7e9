// The option tables of the guide pages: the same tables docs/cli.md shows, read off the command
// line's definition (cli-doc.ts), written between markers in the page that explains each command
// (the README links there), so the two cannot disagree. The prose around each table stays the
// page's own.
import { readFileSync } from 'node:fs';
import { buildProgram } from '../../cli/program.ts';
import { fromDocs, optionTable } from './cli-doc.ts';

/** The guide page of each command (path from the repository root): a new command needs one. */
const COMMAND_PAGES: Readonly<Record<string, string>> = {
  check: 'docs/conformance.md',
  serve: 'docs/fake.md',
  generate: 'docs/generators.md',
  openapi: 'docs/commands.md',
  snapshot: 'docs/snapshot-diff.md',
  diff: 'docs/snapshot-diff.md',
};

/** The page that explains `command` and shows its options table. */
export function pageOf(command: string): string {
  const page = COMMAND_PAGES[command];
  if (page === undefined) throw new Error(`tmkit ${command} has no guide page: add it to COMMAND_PAGES in docs/generate/option-tables.ts`);
  return page;
}

/** Every page that holds an options table. */
export const OPTION_PAGES: readonly string[] = [...new Set(Object.values(COMMAND_PAGES))];

/** The marker before a command's generated table. */
export const beginMarker = (command: string) => `<!-- options of tmkit ${command}: generated from cli/program.ts by npm run docs -->`;
export const END_MARKER = '<!-- end of generated options -->';

const ROOT = new URL('../../', import.meta.url);

/** `file` (a page of OPTION_PAGES) with the options table of each of its commands rendered again from the definition. */
export function renderOptionTables(file: string, text = readFileSync(new URL(file, ROOT), 'utf8')): string {
  let out = text;
  for (const command of buildProgram({ code: 0 }).commands.filter((c) => pageOf(c.name()) === file)) {
    const begin = beginMarker(command.name());
    const start = out.indexOf(begin);
    if (start === -1) throw new Error(`${file} has no "${begin}" marker for the options of tmkit ${command.name()}`);
    const end = out.indexOf(END_MARKER, start);
    if (end === -1) throw new Error(`${file}: the options of tmkit ${command.name()} have no "${END_MARKER}"`);
    // The pages sit in docs/, as docs/cli.md does: README references lead to ../README.md.
    const table = optionTable(command, fromDocs);
    out = `${out.slice(0, start)}${[begin, ...table, END_MARKER].join('\n')}${out.slice(end + END_MARKER.length)}`;
  }
  return out;
}
