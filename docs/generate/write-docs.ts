// Writes every generated document (docs-list.ts) into the repository:
//   node bin/run-ts.js docs/generate/write-docs.ts          write them
//   node bin/run-ts.js docs/generate/write-docs.ts --check  write nothing; exit 1 if one is stale
// Also a module: `writeDocs()` and `staleDocs()` do the same for a caller.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DOCS, type GeneratedDoc } from './docs-list.ts';

/** The repository root (this file is docs/generate/write-docs.ts). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

const read = (path: string): string | undefined => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};

/** Renders every document and writes the ones whose text changed; answers the files written. */
export async function writeDocs(docs: readonly GeneratedDoc[] = DOCS, root = REPO_ROOT): Promise<string[]> {
  const written: string[] = [];
  for (const doc of docs) {
    const path = resolve(root, doc.file);
    const text = await doc.render();
    if (read(path) === text) continue;
    writeFileSync(path, text);
    written.push(doc.file);
  }
  return written;
}

/** The documents whose committed text differs from what their generator renders now. */
export async function staleDocs(docs: readonly GeneratedDoc[] = DOCS, root = REPO_ROOT): Promise<string[]> {
  const stale: string[] = [];
  for (const doc of docs) if (read(resolve(root, doc.file)) !== (await doc.render())) stale.push(doc.file);
  return stale;
}

async function main(args: readonly string[]): Promise<number> {
  if (args.includes('--check')) {
    const stale = await staleDocs();
    for (const file of stale) console.error(`${file} is stale: run npm run docs`);
    return stale.length === 0 ? 0 : 1;
  }
  const written = await writeDocs();
  console.log(written.length === 0 ? 'docs: every document is up to date' : written.map((f) => `docs: wrote ${f}`).join('\n'));
  return 0;
}

// Run as a script (not when imported).
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = await main(process.argv.slice(2));
}
