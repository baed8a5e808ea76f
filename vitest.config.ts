import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    setupFiles: ['tests/setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 240_000,
    // Two cores: keep the pool small so the HTTP and browser suites are not starved.
    maxWorkers: 2,
    reporters: ['default'],
  },
});
