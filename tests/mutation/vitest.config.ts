// Vitest config of the mutation runner (tests/mutation/run.ts), run by Stryker once per mutated file.
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vitest/config';

/**
 * MUTATION_REGISTRY=vat,cagr: the engine registry holds only these engines. Every test imports the
 * registry, and a test process evaluates it again for each mutant, so loading 130 engines to test
 * one cost seconds per mutant. The runner retries with the whole registry when a test needs more.
 */
function narrowRegistry(ids: string[]): Plugin {
  return {
    name: 'mutation-narrow-registry',
    transform(code, id) {
      if (!id.endsWith('/engines/registry.generated.ts')) return undefined;
      const kept = new Set<string>();
      const lines = code.split('\n').filter((line) => {
        const imported = /^import \{ engine as (\w+) \} from '\.\/\w+\/([\w-]+)\.ts';$/.exec(line);
        if (!imported) return true;
        if (ids.includes(imported[2])) kept.add(imported[1]);
        return ids.includes(imported[2]);
      });
      return lines.filter((line) => !/^ {2}\w+,$/.test(line) || kept.has(line.trim().slice(0, -1))).join('\n');
    },
  };
}

const registryIds = process.env.MUTATION_REGISTRY?.split(',').filter(Boolean);

export default defineConfig({
  root: resolve(import.meta.dirname, '../..'),
  plugins: registryIds ? [narrowRegistry(registryIds)] : [],
  test: {
    setupFiles: ['tests/setup.ts'],
    // The runner names the unit's test files here rather than in Stryker's `testFiles`: with `testFiles`,
    // Stryker 10.1 activates module-level mutants only after the modules loaded (stryker-js #6144), so
    // they all survived. MUTATION_TESTS is a comma-separated list of test files.
    include: process.env.MUTATION_TESTS?.split(',') ?? ['tests/{engines,pictures,site,api,contract,lib}/**/*.test.ts'],
    // Every test file in a fresh module graph: a mutant in module-level code (a preset table, a synonym
    // map, the declaration itself) is only active when the module is evaluated again (the `unit`
    // project's `isolate: false` kept it cached, so such mutants survived whatever the tests checked).
    isolate: true,
    testTimeout: 20_000,
    reporters: ['default'],
  },
});
