// The README's option tables: the same tables docs/cli.md shows, read off the command line's
// definition (cli-doc.ts), written between markers in README.md, so the two cannot disagree. The
// prose around each table stays the README's own.
import { readFileSync } from 'node:fs';
import { buildProgram } from '../../cli/program.ts';
import { optionTable } from './cli-doc.ts';
import { linkReadmeReferences } from './readme-refs.ts';

const README = new URL('../../README.md', import.meta.url);

/** The marker before a command's generated table. */
export const beginMarker = (command: string) => `<!-- options of tmkit ${command}: generated from cli/program.ts by npm run docs -->`;
export const END_MARKER = '<!-- end of generated options -->';

/** README.md with every command's options table rendered again from the definition. */
export function renderReadme(text = readFileSync(README, 'utf8')): string {
  let out = text;
  for (const command of buildProgram({ code: 0 }).commands) {
    const begin = beginMarker(command.name());
    const start = out.indexOf(begin);
    if (start === -1) throw new Error(`README.md has no "${begin}" marker for the options of tmkit ${command.name()}`);
    const end = out.indexOf(END_MARKER, start);
    if (end === -1) throw new Error(`README.md: the options of tmkit ${command.name()} have no "${END_MARKER}"`);
    // Inside the README its references are links to its own headings.
    const table = optionTable(command, (t) => linkReadmeReferences(t, '', text));
    out = `${out.slice(0, start)}${[begin, ...table, END_MARKER].join('\n')}${out.slice(end + END_MARKER.length)}`;
  }
  return out;
}
