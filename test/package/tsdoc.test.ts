// Every name a door of the exports map offers has TSDoc: a `/** ... */` comment with text, on its
// declaration in its source file (a re-export line does not count: editors and API docs show the
// declaration's comment). A namespace export (`export * as atoms`) is documented by its module's
// own `/** ... @module */` comment, since TypeScript attaches no comment to a module symbol.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { repositoryCompilerOptions } from '../support/compiler-options.ts';

const ROOT = join(import.meta.dirname, '../..');

/** The doors of the exports map: subpath (`.`, `./msw`, ...) and the source file behind it. */
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { exports: Record<string, string | { source?: string }> };
const DOORS = Object.entries(pkg.exports).flatMap(([door, target]) =>
  typeof target === 'object' && target.source ? [{ door, file: join(ROOT, target.source) }] : [],
);

let checker: ts.TypeChecker;
let program: ts.Program;

/** The text of a module's `@module` (or `@packageDocumentation`) comment, '' when it has none. */
function moduleDoc(file: ts.SourceFile): string {
  const first = file.statements[0];
  if (!first) return '';
  const tag = ts.getJSDocTags(first).find((t) => t.tagName.text === 'module' || t.tagName.text === 'packageDocumentation');
  return tag && ts.isJSDoc(tag.parent) ? (ts.getTextOfJSDocComment(tag.parent.comment) ?? '') : '';
}

/** The TSDoc text of what `symbol` (an export of a door) names. */
function docOf(symbol: ts.Symbol): string {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const declaration = target.declarations?.[0];
  if (declaration && ts.isSourceFile(declaration)) return moduleDoc(declaration);
  return ts.displayPartsToString(target.getDocumentationComment(checker));
}

/** Every name `door` exports (types included) whose declaration has no TSDoc text. */
function undocumented(file: string): string[] {
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`${relative(ROOT, file)} is not part of the program`);
  const module = checker.getSymbolAtLocation(source);
  if (!module) throw new Error(`${relative(ROOT, file)} is not a module`);
  return checker.getExportsOfModule(module).filter((s) => docOf(s).trim() === '').map((s) => s.name).sort();
}

beforeAll(() => {
  // One program for every door, with the repository's compiler options (the `source` condition).
  program = ts.createProgram({ rootNames: DOORS.map((d) => d.file), options: repositoryCompilerOptions() });
  checker = program.getTypeChecker();
}, 60_000);

describe('TSDoc on every exported name', () => {
  it('finds the five doors of the exports map', () => {
    expect(DOORS.map((d) => d.door)).toEqual(['.', './msw', './vitest', './contract', './generators']);
  });

  it.each(DOORS)('every name of $door has a TSDoc comment', ({ door, file }) => {
    const missing = undocumented(file);
    expect(missing, `${door} (${relative(ROOT, file)}): exported without a /** ... */ comment on the declaration`).toEqual([]);
  }, 60_000);

});
