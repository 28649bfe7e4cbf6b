import { defineConfig, defaultClientConditions } from 'vite';

// Library build: ES module (plus the lazy chunk of the try-it panel) and one
// CSS file; React and sibling packages stay external, so the site bundles a
// single copy of each.
export default defineConfig({
  // Tests read sibling packages from their sources, as the site does.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: () => 'index.js', cssFileName: 'style' },
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      external: (id) => /^(react|react-dom|react\/|@vocedocs\/|@docsearch\/|prismjs)/.test(id),
      output: { chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
  test: {
    environment: 'happy-dom',
    // The code-sample tests run the samples in bash and python3: give the
    // child processes room on a busy machine.
    testTimeout: 30_000,
    setupFiles: ['src/__tests__/setup.ts'],
    // mage test collects one JSON report per package to count the tests.
    reporters: process.env.VOCE_VITEST_JSON_DIR
      ? ['default', ['json', { outputFile: `${process.env.VOCE_VITEST_JSON_DIR}/vitest-api-reference.json` }]]
      : ['default'],
  },
});
