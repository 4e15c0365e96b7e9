import { defineConfig } from 'vitest/config';

// Tests sit beside their code (x.test.ts) and in test/ for cross-area integration.
export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**', 'bench/peers/**'],
    pool: 'threads',
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 30_000,
  },
});
