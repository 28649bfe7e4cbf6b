/**
 * The build and test setup every @vocedocs package shares. Library build:
 * an ES module and one CSS file; React and the sibling packages stay
 * external, so the site bundles a single copy of each. (This file has no
 * imports: it sits outside every package, where 'vite' does not resolve.)
 */
export function libraryConfig(name: string, clientConditions: readonly string[]) {
  return {
    // Sibling packages from their sources (as the site and tsc read them), not their last build.
    resolve: { conditions: ['source', ...clientConditions] },
    build: {
      lib: { entry: 'src/index.ts', formats: ['es'], fileName: () => 'index.js', cssFileName: 'style' },
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      rollupOptions: { external: (id: string) => /^(react|react-dom|react\/|@vocedocs\/|@docsearch\/|prismjs|algoliasearch|search-insights)/.test(id) },
    },
    test: {
      environment: 'happy-dom',
      // Room for a busy 2-core machine (the code-sample tests also run
      // bash and python3); a test fails on what it asserts, not on time.
      testTimeout: 30_000,
      // mage test collects one JSON report per package to count the tests.
      reporters: process.env.VOCE_VITEST_JSON_DIR ? ['default', ['json', { outputFile: `${process.env.VOCE_VITEST_JSON_DIR}/vitest-${name}.json` }]] : ['default'],
    },
  };
}
