#!/usr/bin/env node
// The package build (`npm run build`; `npm pack` runs it): dist/ from nothing, the TypeScript
// compiled by tsc (tsconfig.build.json), the JavaScript without its comments (the declarations
// keep every TSDoc comment; the comments of the code are a third of the packed size), then the data
// files the code reads at run time: every file of data-files.ts's folders, at the same place under
// dist/ as in the repository, where the compiled data-files.js looks for them.
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { transformSync } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

rmSync(join(root, 'dist'), { recursive: true, force: true });
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const compiled = spawnSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json')], { stdio: 'inherit' });
if (compiled.status !== 0) process.exit(compiled.status ?? 1);
for (const path of readdirSync(join(root, 'dist'), { recursive: true, encoding: 'utf8' })) {
  if (!path.endsWith('.js')) continue;
  const file = join(root, 'dist', path);
  writeFileSync(file, transformSync(readFileSync(file, 'utf8'), { loader: 'js', format: 'esm', target: 'node20', legalComments: 'none' }).code);
}
const { dataFilePaths } = await import(pathToFileURL(join(root, 'dist', 'data-files.js')).href);
for (const path of dataFilePaths(root)) cpSync(join(root, path), join(root, 'dist', path));
// On stderr: `npm pack --json` prints its JSON on stdout after this script's output.
console.error('dist/ built');
