// House rule (STYLE, issue 17): no function outside tests is over 80 lines. Every function-like
// node of every source file of the shipped areas is measured from its first to its last line, a
// nested function counting inside its parent too; test files (x.test.ts, test/) are not measured.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const MAX_LINES = 80;
/** The shipped areas: every folder of code but test/, and the package's entry file. */
const AREAS = ['contract', 'fake-server', 'generators', 'fixtures', 'composition', 'bench', 'conformance', 'reports', 'cli', 'docs/generate', 'interop', 'index.ts'];

function sourceFiles(path: string): string[] {
  if (statSync(path).isDirectory()) return readdirSync(path).flatMap((e) => (e === 'node_modules' ? [] : sourceFiles(join(path, e))));
  return path.endsWith('.ts') && !path.endsWith('.test.ts') && !path.endsWith('.d.ts') ? [path] : [];
}

/** `file:line name (N lines)` for each function of `file` longer than MAX_LINES. */
function longFunctions(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const line = (pos: number) => source.getLineAndCharacterOfPosition(pos).line + 1;
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body !== undefined) {
      const first = line(node.getStart(source));
      const lines = line(node.getEnd()) - first + 1;
      const name = node.name !== undefined && ts.isIdentifier(node.name) ? node.name.text : '(anonymous)';
      if (lines > MAX_LINES) found.push(`${relative(ROOT, file)}:${first} ${name} (${lines} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe(`no function outside tests is over ${MAX_LINES} lines`, () => {
  it.for(AREAS)('%s', (area) => {
    expect(sourceFiles(join(ROOT, area)).flatMap(longFunctions)).toEqual([]);
  });
});
