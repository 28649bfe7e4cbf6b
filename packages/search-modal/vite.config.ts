import { defaultClientConditions, defineConfig } from 'vite';

// Library build: ES module + one CSS file; React and sibling packages stay
// external so the site bundles a single copy of each.
export default defineConfig({
  // Sibling packages from their sources (as the site and tsc read them), not their last build.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: () => 'index.js', cssFileName: 'style' },
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: { external: (id) => /^(react|react-dom|react\/|@vocedocs\/|@docsearch\/|algoliasearch|search-insights)/.test(id) },
  },
  test: {
    environment: 'happy-dom',
    // mage test collects one JSON report per package to count the tests.
    reporters: process.env.VOCE_VITEST_JSON_DIR
      ? ['default', ['json', { outputFile: `${process.env.VOCE_VITEST_JSON_DIR}/vitest-search-modal.json` }]]
      : ['default'],
  },
});
