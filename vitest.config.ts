import { defineConfig } from 'vitest/config';

/** Test files that must have the machine to themselves (the 'alone' project). */
const ALONE = ['tests/http/hostile-load.test.ts'];

export default defineConfig({
  test: {
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
    projects: [
      {
        // Pure code (engines, pictures, in-process API handlers, contracts): no test changes global
        // state, so the modules are evaluated once per worker, not once per file (most of the time
        // went to importing the engine registry again for every file).
        extends: true,
        test: { name: 'unit', include: ['tests/{engines,pictures,site,api,contract,lib,derive}/**/*.test.ts'], isolate: false },
      },
      {
        // Servers, browsers and stores. These files change no shared module state either (ci-services
        // restores the CI variable it sets; servers are separate processes or in-process instances of
        // their own), so they share modules per worker too: the registry and the API were imported again
        // for every file. The page and browser suites share one service (tests/helpers/shared-server.setup.ts).
        extends: true,
        test: { name: 'servers', include: ['tests/{http,mcp,e2e}/**/*.test.ts'], exclude: [...ALONE], isolate: false, globalSetup: ['tests/helpers/shared-server.setup.ts'] },
      },
      {
        // Suites that judge the service by wall-clock waits (a /healthz answer under a hostile load within
        // 200 ms): run after the others, alone, so the waits measure the service and not the browsers and
        // servers of other suites on the same two cores.
        extends: true,
        test: { name: 'alone', include: [...ALONE], sequence: { groupOrder: 1 } },
      },
    ],
  },
});
