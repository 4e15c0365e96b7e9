// The README and the docs/ pages document every command and option of the command line from its
// one definition (cli/program.ts): the README links each command to docs/cli.md and every docs/
// page, each command's guide page names each of its options and shows the same options table as
// docs/cli.md, and every link between the documents, and every README section the command line's
// texts name, leads to a heading that exists.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildProgram } from '../../cli/program.ts';
import { beginMarker, END_MARKER, pageOf } from './option-tables.ts';
import { headings, readmeReferences } from './readme-refs.ts';

const ROOT = join(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
/** Every Markdown document the package ships: README.md and docs/*.md, paths from the root. */
const DOCUMENTS = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
const readme = read('README.md');
const cliDoc = read('docs/cli.md');
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

describe('the documents and the command line', () => {
  for (const command of program.commands) {
    const name = command.name();
    it(`the README links tmkit ${name} to its options in docs/cli.md and to its guide page`, () => {
      expect(readme).toContain(`](docs/cli.md#tmkit-${name})`);
      expect(readme).toContain(`](${pageOf(name)})`);
    });

    it(`the guide page of tmkit ${name} has a section naming each of its options`, () => {
      const page = read(pageOf(name));
      const start = page.indexOf(`## \`tmkit ${name}\``);
      expect(start, `${pageOf(name)}: section "## \`tmkit ${name}\`"`).toBeGreaterThan(-1);
      const next = page.indexOf('\n## ', start + 1);
      const section = page.slice(start, next === -1 ? undefined : next);
      const missing = command.options.map((o) => o.long as string).filter((flag) => !new RegExp(`\`${flag}(?![\\w-])`).test(section));
      expect(missing).toEqual([]);
    });

    it(`the guide page shows the options of tmkit ${name} as docs/cli.md does, row for row`, () => {
      const page = read(pageOf(name));
      const inPage = page.indexOf(beginMarker(name));
      const inCliDoc = cliDoc.indexOf(`## \`tmkit ${name}\``);
      expect(inPage).toBeGreaterThan(-1);
      expect(inCliDoc).toBeGreaterThan(-1);
      const rows = tableAfter(page, inPage);
      expect(page.slice(inPage).split('\n')[rows.length + 1]).toBe(END_MARKER);
      expect(rows.length).toBe(command.options.length + 2);
      expect(rows).toEqual(tableAfter(cliDoc, inCliDoc));
    });
  }

  it('the README links every page of docs/', () => {
    expect(DOCUMENTS.filter((f) => f !== 'README.md' && !readme.includes(`](${f})`))).toEqual([]);
  });
});

describe('links and references', () => {
  const anchors = new Map(DOCUMENTS.map((f) => [f, new Set(headings(read(f)).map((h) => h.anchor))]));
  /** Every link of a document to a file of the repository: the file from the root, and the anchor if any. */
  const linksOf = (file: string) =>
    [...read(file).matchAll(/\]\(([^)#\s]*)(?:#([^)\s]*))?\)/g)]
      .filter((m) => !/^[a-z]+:/.test(m[1] as string))
      .map((m) => ({ target: m[1] === '' ? file : join(dirname(file), m[1] as string), anchor: m[2], text: m[0] }));

  it('every link to a file in README.md and docs/*.md finds it', () => {
    const dead = DOCUMENTS.flatMap((f) => linksOf(f).filter((l) => !existsSync(join(ROOT, l.target))).map((l) => `${f}: ${l.text}`));
    expect(dead).toEqual([]);
  });

  it('every link to a heading in README.md and docs/*.md finds it', () => {
    const dead = DOCUMENTS.flatMap((f) =>
      linksOf(f)
        .filter((l) => l.anchor !== undefined && anchors.has(l.target) && !anchors.get(l.target)?.has(l.anchor))
        .map((l) => `${f}: ${l.text}`),
    );
    expect(dead).toEqual([]);
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
