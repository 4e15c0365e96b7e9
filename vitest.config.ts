import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Tests import the package by its own name, as a user does; inside the repository each entry of
// package.json "exports" resolves to its sources (the "source" condition; tsc reads it too).
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { name: string; exports: Record<string, string | { source?: string }> };
const alias = Object.entries(pkg.exports).flatMap(([entry, target]) =>
  typeof target === 'object' && target.source
    ? [{ find: new RegExp(`^${pkg.name}${entry.slice(1).replace(/[/.]/g, '\\$&')}$`), replacement: new URL(target.source, import.meta.url).pathname }]
    : [],
);

const EXCLUDE = ['node_modules/**', 'bench/peers/**', 'dist/**'];
/** The fault-detection tests (docs/detection.md): hundreds of suite runs against planted faults. */
const DETECTION = 'test/conformance/faults/**/*.test.ts';

// Tests sit beside their code (x.test.ts) and in test/ for cross-area integration.
export default defineConfig({
  resolve: { alias },
  test: {
    pool: 'threads',
    // One worker per core (vitest's default leaves one core to the main thread, which here mostly
    // waits): the detection tests, a whole suite run per fault, are CPU-bound and keep both busy.
    maxWorkers: availableParallelism(),
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 30_000,
    projects: [
      { extends: true, test: { name: 'kit', include: ['**/*.test.ts'], exclude: [...EXCLUDE, DETECTION] } },
      // The detection files share one module graph per worker (no isolation): each file would
      // otherwise load the whole kit again and run its own clean suite runs, which every fault is
      // compared with (bench/fault-detection/detection.ts caches them per process). They keep no
      // state but those caches, and each fake they make is their own.
      { extends: true, test: { name: 'detection', include: [DETECTION], exclude: EXCLUDE, isolate: false } },
    ],
  },
});
