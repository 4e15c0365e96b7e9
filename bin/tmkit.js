#!/usr/bin/env node
// The `tmkit` command. In a checkout it runs the TypeScript sources through tsx (a dev
// dependency), so an edit needs no build; an installed package has only the compiled dist/.
import { existsSync } from 'node:fs';

// A reader that goes away (`tmkit check | head`) closes the pipe: output has nowhere to go, but
// the run still ends as it would (reports written, the verdict's exit code), without a stack trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (e) => {
    if (e.code !== 'EPIPE') throw e;
  });
}

const sources = new URL('../cli/main.ts', import.meta.url);
let main;
if (existsSync(sources)) {
  const { register } = await import('tsx/esm/api');
  register();
  ({ main } = await import(sources.href));
} else {
  ({ main } = await import('../dist/cli/main.js'));
}
process.exitCode = await main(process.argv.slice(2));
