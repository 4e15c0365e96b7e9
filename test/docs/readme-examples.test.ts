// The README's TypeScript examples are copy-paste material: each ```ts block is type-checked as a
// module of its own, importing the package by its name as a user does (the "source" condition
// resolves it to this checkout). In memory: no file is written.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repositoryCompilerOptions } from '../support/compiler-options.ts';

const ROOT = join(import.meta.dirname, '../..');
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const blocks = [...readme.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((m) => m[1] as string);

function diagnosticsOf(sources: readonly string[]): string[] {
  const options = repositoryCompilerOptions();
  // Inside the repository, so that the package's own name resolves (self-reference).
  const files = new Map(sources.map((text, i) => [join(ROOT, 'test', 'docs', `readme-example-${i + 1}.ts`), `${text}\nexport {};\n`]));
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version, onError) => (files.has(name) ? ts.createSourceFile(name, files.get(name) as string, version) : getSourceFile(name, version, onError));
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => files.has(name) || fileExists(name);
  const program = ts.createProgram({ rootNames: [...files.keys()], options: { ...options, noEmit: true }, host });
  return [...files.keys()].flatMap((name) =>
    ts.getPreEmitDiagnostics(program, program.getSourceFile(name)).map((d) => `${name.slice(ROOT.length + 1)}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`),
  );
}

describe('README examples', () => {
  it('has TypeScript examples for the fake, msw, vitest, the suite and the generators', () => {
    const all = blocks.join('\n');
    for (const door of ["'transfer-monitor-kit'", "'transfer-monitor-kit/msw'", "'transfer-monitor-kit/vitest'", "'transfer-monitor-kit/generators'", "'transfer-monitor-kit/contract'"]) expect(all).toContain(door);
  });

  it('every ```ts block type-checks as written', () => {
    expect(diagnosticsOf(blocks)).toEqual([]);
  }, 120_000);
});
