import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    setupFiles: ['tests/setup.ts'],
    testTimeout: 20_000,
    // A browser's first calculation loads the worker and the engine chunk while the service
    // worker precaches; with the other suites on the same two cores that can take over the
    // default 1 s, so polls wait up to 10 s (a passing poll returns at once).
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 240_000,
    // Two cores: keep the pool small so the HTTP and browser suites are not starved.
    maxWorkers: 2,
    reporters: ['default'],
  },
});
