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

// Tests sit beside their code (x.test.ts) and in test/ for cross-area integration.
export default defineConfig({
  resolve: { alias },
  test: {
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**', 'bench/peers/**', 'dist/**'],
    pool: 'threads',
    // One worker per core (vitest's default leaves one core to the main thread, which here mostly
    // waits): the detection tests, a whole suite run per fault, are CPU-bound and keep both busy.
    maxWorkers: availableParallelism(),
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 30_000,
  },
});
