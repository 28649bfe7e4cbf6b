import { defineConfig } from 'vite';

// Library build: ES module + one CSS file; React and sibling packages stay
// external so the site bundles a single copy of each.
export default defineConfig({
  build: {
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: () => 'index.js', cssFileName: 'style' },
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: { external: (id) => /^(react|react-dom|react\/|@vocedocs\/|@docsearch\/|prismjs)/.test(id) },
  },
  test: {
    environment: 'happy-dom',
    // Scripts are never fetched (the chat widget's host is unreachable in tests).
    environmentOptions: { happyDOM: { settings: { disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: true } } },
    // mage test collects one JSON report per package to count the tests.
    reporters: process.env.VOCE_VITEST_JSON_DIR
      ? ['default', ['json', { outputFile: `${process.env.VOCE_VITEST_JSON_DIR}/vitest-widget-loader.json` }]]
      : ['default'],
  },
});
