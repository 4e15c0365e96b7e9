// The README's examples run as shown, one after the other (issue 14 item 4): from the serve line
// the README shows (on a port the test picks), every shell command exits 0 and prints what the
// README claims (`# → ` lines), and every TypeScript example runs with node to exit 0 against
// the same fake. All TypeScript examples of the README and docs/*.md are also type-checked as
// modules of their own, importing the package by its name as a user does (the "source"
// condition resolves it to this checkout), in memory.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { repositoryCompilerOptions } from '../support/compiler-options.ts';
import { ExampleSession } from './example-session.ts';
import { commandsOf, fencedBlocks, type Block } from './markdown-blocks.ts';

const ROOT = join(import.meta.dirname, '../..');
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const DOCUMENTS = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
const tsBlocks = DOCUMENTS.flatMap((file) => fencedBlocks(readFileSync(join(ROOT, file), 'utf8')).filter((b) => b.lang === 'ts').map((b) => ({ file, ...b })));

/** README shell commands a test cannot run, each with the reason; each must still be in the README. */
const NOT_RUN: readonly { readonly command: string; readonly why: string }[] = [
  // The test runs inside a checkout whose dependencies are installed; npm start is `tmkit check`
  // on the embedded fake, which the section "2. Check a server" runs as `npx tmkit check`.
  { command: 'npm ci && npm start', why: 'installs the dependencies again' },
  { command: 'npm test', why: 'runs every test, this one included' },
  { command: 'npx tmkit check --target http://127.0.0.1:28088', why: 'needs a real Waarp R66 3.6.2 (test/real-server runs the suite against one)' },
  { command: 'npx tmkit snapshot --target http://127.0.0.1:28088', why: 'copies a real Waarp R66 3.6.2 (test/snapshot/ snapshots fakes, serves the copy and compares the answers)' },
  { command: 'npx tmkit serve --dataset site.json', why: 'serves the snapshot of the real server above (test/snapshot/ serves snapshots of fakes)' },
  { command: 'npx tmkit diff --target http://127.0.0.1:28088', why: 'diffs a real Waarp R66 3.6.2 against the fake (test/snapshot/diff.test.ts diffs fakes set apart)' },
];

/**
 * A TypeScript example written as a test file for the reader's own runner (it imports vitest's
 * hooks) is not a script node can run: it is type-checked below, not run.
 */
const isTestFile = (block: Block) => /from 'vitest'/.test(block.text);

/** The type errors of each example, named by its document and line. */
function diagnosticsOf(examples: readonly { readonly file: string; readonly line: number; readonly text: string }[]): string[] {
  const options = repositoryCompilerOptions();
  // Inside the repository, so that the package's own name resolves (self-reference).
  const files = new Map(examples.map((b) => [join(ROOT, 'test', 'docs', `${b.file.replace(/\W/g, '-')}-${b.line}.ts`), `${b.text}\nexport {};\n`]));
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

const session = new ExampleSession();
afterAll(() => session.close());

describe("the README's examples", () => {
  it('run as shown, one after the other, from the serve line they show', { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    const notRun = new Set<string>();
    for (const block of fencedBlocks(readme)) {
      if (block.lang === 'ts') {
        if (isTestFile(block)) continue;
        const failure = await session.typescript(block.text);
        if (failure) failures.push(`README.md:${block.line} (TypeScript): ${failure}`);
      }
      if (block.lang !== 'sh') continue;
      for (const command of commandsOf(block)) {
        const excluded = NOT_RUN.find((n) => command.text.startsWith(n.command));
        if (excluded) {
          notRun.add(excluded.command);
          continue;
        }
        const failure = await session.shell(command);
        if (failure) failures.push(`README.md:${command.line} ${command.text}\n  ${failure}`);
      }
    }
    expect(session.server, 'the README shows a tmkit serve line').toBeDefined();
    expect(NOT_RUN.filter((n) => !notRun.has(n.command)).map((n) => n.command), 'NOT_RUN entries the README no longer has').toEqual([]);
    expect(failures).toEqual([]);
  });

  it('start `npx tmkit` as this checkout has it (the session runs the same bin without npx)', { timeout: 60_000 }, () => {
    const version = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
    expect(execFileSync('npx', ['tmkit', '--version'], { cwd: ROOT, encoding: 'utf8' }).trim()).toBe(version);
  });
});

describe('the TypeScript examples of README.md and docs/*.md', () => {
  it('show the fake, msw, vitest, the suite and the generators', () => {
    const all = tsBlocks.map((b) => b.text).join('\n');
    for (const door of ["'transfer-monitor-kit'", "'transfer-monitor-kit/msw'", "'transfer-monitor-kit/vitest'", "'transfer-monitor-kit/generators'", "'transfer-monitor-kit/contract'"]) expect(all).toContain(door);
  });

  it('type-check as written', () => {
    expect(diagnosticsOf(tsBlocks)).toEqual([]);
  }, 120_000);
});
