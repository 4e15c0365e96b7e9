// The data files the code reads at run time (data-files.ts: shipped baselines, known-differences
// lists, committed fixtures). In the single executable there are no sources on disk: the build
// (bin/build-exe.js) carries these files as SEA assets and rewrites each `import.meta.url` to a
// path under `globalThis.__tmkitRoot`; this module, imported first, writes them out once, at their
// paths from that root, so that data-files.ts finds them there as it does in the repository and dist/.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getAsset, isSea } from 'node:sea';

/** The asset that lists the others (a JSON array of paths relative to the project root). */
export const ASSET_INDEX = 'tmkit-assets.json';

/**
 * Writes `text` to `file` unless the file already holds it (a file changed or cut short since is
 * written again); through a rename, so two launches at once never see half a file.
 */
function writeOnce(file: string, text: string): void {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, text);
  renameSync(partial, file);
}

/** The folder holding the embedded files, written on first use; named by user and content so a new build never reads an old copy nor another user's. */
export function extractEmbeddedFiles(): string {
  const names = JSON.parse(getAsset(ASSET_INDEX, 'utf8')) as string[];
  const texts = names.map((name) => getAsset(name, 'utf8'));
  const hash = createHash('sha256').update(JSON.stringify([names, texts])).digest('hex').slice(0, 16);
  const root = join(tmpdir(), `tmkit-exe-${userInfo().uid}-${hash}`);
  names.forEach((name, i) => writeOnce(join(root, name), texts[i] ?? ''));
  return root;
}

// Only inside the executable; the bundle run by plain node (a build check) has no assets.
if (isSea()) (globalThis as { __tmkitRoot?: string }).__tmkitRoot = pathToFileURL(extractEmbeddedFiles()).href;
