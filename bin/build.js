#!/usr/bin/env node
// The package build (`npm run build`; `npm pack` runs it): dist/ from nothing, the TypeScript
// compiled by tsc (tsconfig.build.json), then the data files the code reads at run time.
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Folders whose data files (not code) the compiled code opens next to itself. */
const ASSETS = [
  { dir: 'conformance/baselines', ext: /\.json$/ },
  { dir: 'fixtures', ext: /\.(json|ndjson)$/ },
];

rmSync(join(root, 'dist'), { recursive: true, force: true });
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const compiled = spawnSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json')], { stdio: 'inherit' });
if (compiled.status !== 0) process.exit(compiled.status ?? 1);
for (const { dir, ext } of ASSETS) {
  for (const name of readdirSync(join(root, dir))) if (ext.test(name)) cpSync(join(root, dir, name), join(root, 'dist', dir, name));
}
console.log('dist/ built');
