// The single executable's start (bin/build-exe.js bundles from here): bin/tmkit.js without tsx,
// dist/ or top-level await, which a CommonJS bundle cannot hold. The embedded files first: the
// modules main.ts pulls in compute their data folders as they load.
import './embedded-files.ts';
import { main } from '../main.ts';

// As bin/tmkit.js: a reader that goes away (`tmkit check | head`) ends output, not the run.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code !== 'EPIPE') throw e;
  });
}

// In a single executable argv is [executable, executable, ...words], as under node.
main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    console.error(e);
    process.exitCode = 1;
  },
);
