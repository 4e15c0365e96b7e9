// The data files the code reads at run time (shipped baselines, known-differences lists,
// committed fixtures), found one way wherever the code runs: this module sits at the root of the
// tree the folders below hang from, in the repository (beside index.ts), in the package (dist/,
// where bin/build.js copies them) and in the single executable (bin/build-exe.js embeds them and
// cli/exe/embedded-files.ts writes them out under the root its `import.meta.url` is rewritten to).
// Both builds read DATA_FOLDERS, so a folder listed here ships everywhere.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Every folder of data files, from the root, with the names of the files in it that ship. */
export const DATA_FOLDERS = {
  baselines: { dir: 'conformance/baselines', files: /\.json$/ },
  knownDifferences: { dir: 'conformance/diff/known', files: /\.json$/ },
  fixtures: { dir: 'fixtures', files: /\.(json|ndjson)$/ },
} as const satisfies Record<string, { readonly dir: string; readonly files: RegExp }>;

export type DataFolder = keyof typeof DATA_FOLDERS;

const ROOT = dirname(fileURLToPath(import.meta.url));

/** The folder `folder` on this disk. */
export const dataFolder = (folder: DataFolder): string => join(ROOT, DATA_FOLDERS[folder].dir);

/** A data file of `folder` by its file name. */
export const dataFile = (folder: DataFolder, name: string): string => join(dataFolder(folder), name);

/** The names of the data files of `folder` under `root`; none where the folder is missing. */
function filesOf(folder: DataFolder, root: string): string[] {
  const { dir, files } = DATA_FOLDERS[folder];
  return existsSync(join(root, dir)) ? readdirSync(join(root, dir)).filter((name) => files.test(name)).sort() : [];
}

/** Every data file under `root` (this tree by default), as `/`-separated paths from it: what the builds copy or embed. */
export const dataFilePaths = (root = ROOT): string[] =>
  (Object.keys(DATA_FOLDERS) as DataFolder[]).flatMap((folder) => filesOf(folder, root).map((name) => `${DATA_FOLDERS[folder].dir}/${name}`));

/** The names (without extension) of the files `folder` holds here, for a message that says what exists. */
export const shippedNames = (folder: DataFolder): string[] => filesOf(folder, ROOT).map((name) => name.replace(/\.[^.]+$/, ''));
