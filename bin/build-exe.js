#!/usr/bin/env node
// The single executable (`npm run build:exe`): the CLI bundled into one CommonJS script by esbuild,
// then injected into a copy of this node binary with Node's single-executable-application support
// (a SEA blob, postject). Output: dist/exe/tmkit-<platform>-<arch>, nothing read from node_modules.
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'dist', 'exe');
/** Must match cli/exe/embedded-files.ts. */
const ASSET_INDEX = 'tmkit-assets.json';
const FUSE = 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2';

// A CommonJS bundle has no import.meta: each of our files gets its own path under the folder the
// executable writes the embedded files to (or under this checkout when the bundle runs on node).
const importMetaUrl = {
  name: 'import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (args.path.includes(`${sep}node_modules${sep}`) || !text.includes('import.meta.url')) return undefined;
      const rel = relative(root, args.path).split(sep).join('/');
      const url = `((globalThis.__tmkitRoot ?? ${JSON.stringify(pathToFileURL(root).href)}) + ${JSON.stringify(`/${rel}`)})`;
      return { contents: text.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const bundle = join(out, 'tmkit.cjs');
await build({
  entryPoints: [join(root, 'cli/exe/entry.ts')],
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  outfile: bundle,
  plugins: [importMetaUrl],
  logLevel: 'warning',
  legalComments: 'none',
});

// The data files the code reads at run time: data-files.ts lists them (bin/build.js copies the same
// into dist/); compiled on its own to be read here, as this script runs on plain node.
const locator = join(out, 'data-files.mjs');
await build({ entryPoints: [join(root, 'data-files.ts')], format: 'esm', platform: 'node', outfile: locator, logLevel: 'warning' });
const { dataFilePaths } = await import(pathToFileURL(locator).href);
const names = dataFilePaths(root);
writeFileSync(join(out, ASSET_INDEX), JSON.stringify(names));
const assets = Object.fromEntries([[ASSET_INDEX, join(out, ASSET_INDEX)], ...names.map((n) => [n, join(root, n)])]);
const blob = join(out, 'sea-prep.blob');
const config = join(out, 'sea-config.json');
writeFileSync(config, JSON.stringify({ main: bundle, output: blob, disableExperimentalSEAWarning: true, useCodeCache: true, assets }, null, 2));
const prepared = spawnSync(process.execPath, ['--experimental-sea-config', config], { stdio: 'inherit' });
if (prepared.status !== 0) process.exit(prepared.status ?? 1);

const exe = join(out, `tmkit-${process.platform}-${process.arch}${process.platform === 'win32' ? '.exe' : ''}`);
copyFileSync(process.execPath, exe);
chmodSync(exe, 0o755);
const { inject } = createRequire(import.meta.url)('postject');
await inject(exe, 'NODE_SEA_BLOB', readFileSync(blob), { sentinelFuse: FUSE, machoSegmentName: process.platform === 'darwin' ? 'NODE_SEA' : undefined });
console.log(`${relative(root, exe)} built`);
