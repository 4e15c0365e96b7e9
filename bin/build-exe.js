#!/usr/bin/env node
// The single executable (`npm run build:exe`): the CLI bundled into one CommonJS script by esbuild,
// then injected into a copy of this node binary with Node's single-executable-application support
// (a SEA blob, postject). Output: dist/exe/tmkit-<platform>-<arch>, nothing read from node_modules.
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'dist', 'exe');
/** The data files the code opens next to its sources (bin/build.js copies the same into dist/). */
const ASSETS = [
  { dir: 'conformance/baselines', ext: /\.json$/ },
  { dir: 'conformance/diff/known', ext: /\.json$/ },
  { dir: 'fixtures', ext: /\.(json|ndjson)$/ },
];
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

const names = ASSETS.flatMap(({ dir, ext }) => readdirSync(join(root, dir)).filter((n) => ext.test(n)).map((n) => `${dir}/${n}`));
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
