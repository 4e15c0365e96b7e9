// The README and docs/cli.md document every command and option of the command line from its one
// definition (cli/program.ts): the README names each option in its command's section, both show
// the same option tables, and every link between them, and every README section the command
// line's texts name, leads to a heading that exists.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildProgram } from '../../cli/program.ts';
import { beginMarker, END_MARKER } from './readme-options.ts';
import { headings, readmeReferences } from './readme-refs.ts';

const readme = readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8');
const cliDoc = readFileSync(join(import.meta.dirname, '../cli.md'), 'utf8');
const program = buildProgram({ code: 0 });

/** The rows of a Markdown table that starts after `from` in `text`, links reduced to their text. */
function tableAfter(text: string, from: number): string[] {
  const rows: string[] = [];
  for (const line of text.slice(text.indexOf('\n| Option |', from) + 1).split('\n')) {
    if (!line.startsWith('|')) break;
    rows.push(line.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1'));
  }
  return rows;
}

describe('README and the command line', () => {
  for (const command of program.commands) {
    it(`has a section for tmkit ${command.name()} naming each of its options`, () => {
      const start = readme.indexOf(`### \`tmkit ${command.name()}\``);
      expect(start, `README section "### \`tmkit ${command.name()}\`"`).toBeGreaterThan(-1);
      const next = readme.indexOf('\n### ', start + 1);
      const section = readme.slice(start, next === -1 ? undefined : next);
      const missing = command.options.map((o) => o.long as string).filter((flag) => !new RegExp(`\`${flag}(?![\\w-])`).test(section));
      expect(missing).toEqual([]);
    });

    it(`shows the options of tmkit ${command.name()} as docs/cli.md does, row for row`, () => {
      const inReadme = readme.indexOf(beginMarker(command.name()));
      const inCliDoc = cliDoc.indexOf(`## \`tmkit ${command.name()}\``);
      expect(inReadme).toBeGreaterThan(-1);
      expect(inCliDoc).toBeGreaterThan(-1);
      const rows = tableAfter(readme, inReadme);
      expect(readme.slice(inReadme).split('\n')[rows.length + 1]).toBe(END_MARKER);
      expect(rows.length).toBe(command.options.length + 2);
      expect(rows).toEqual(tableAfter(cliDoc, inCliDoc));
    });
  }
});

describe('links and references', () => {
  const anchors = (text: string) => new Set(headings(text).map((h) => h.anchor));
  const anchorsOf = { readme: anchors(readme), cliDoc: anchors(cliDoc) };

  it('every link to a heading in README.md and docs/cli.md finds it', () => {
    const dead = [
      ...[...readme.matchAll(/\]\(#([^)]+)\)/g)].filter((m) => !anchorsOf.readme.has(m[1] as string)).map((m) => `README.md: #${m[1]}`),
      ...[...cliDoc.matchAll(/\]\(#([^)]+)\)/g)].filter((m) => !anchorsOf.cliDoc.has(m[1] as string)).map((m) => `docs/cli.md: #${m[1]}`),
      ...[...cliDoc.matchAll(/\]\(\.\.\/README\.md#([^)]+)\)/g)].filter((m) => !anchorsOf.readme.has(m[1] as string)).map((m) => `docs/cli.md: ../README.md#${m[1]}`),
    ];
    expect(dead).toEqual([]);
  });

  it('every link to a file in README.md and docs/cli.md finds it', () => {
    const files = (text: string, folder: string) =>
      [...text.matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)].map((m) => m[1] as string).filter((f) => !/^[a-z]+:/.test(f)).map((f) => join(folder, f));
    const root = join(import.meta.dirname, '../..');
    expect([...files(readme, root), ...files(cliDoc, join(root, 'docs'))].filter((f) => !existsSync(f))).toEqual([]);
  });

  it("every README section the command line's texts name is a heading of the README", () => {
    const texts = [program, ...program.commands].flatMap((c) => [c.description(), ...c.options.map((o) => o.description)]);
    // Named only as README "Heading", so that each one is checked here and linked in the documents.
    expect(texts.filter((t) => /README(?! ")/.test(t))).toEqual([]);
    const known = new Set(headings(readme).map((h) => h.text));
    expect(texts.flatMap(readmeReferences).filter((h) => !known.has(h))).toEqual([]);
  });

  it('anchors are made as GitHub makes them', () => {
    const made = headings('# A `b` c: d 3.6.2\n```sh\n# not a heading\n```\n## Again\n## Again\n');
    expect(made.map((h) => h.anchor)).toEqual(['a-b-c-d-362', 'again', 'again-1']);
  });
});
