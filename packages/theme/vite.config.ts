import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

/**
 * dist/style.css: src/style.css with its local @imports inlined. The
 * stylesheet is its own export (the JS never imports it), so the library
 * build would not emit it by itself.
 */
function stylesheet(): Plugin {
  const inline = (file: string): string =>
    readFileSync(file, 'utf8').replace(/@import '(\.[^']+)';\n?/g, (_, rel: string) => inline(resolve(dirname(file), rel)));
  return {
    name: 'voce-theme-stylesheet',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'style.css', source: inline(resolve(import.meta.dirname, 'src/style.css')) });
    },
  };
}

// Library build: ES module + one CSS file; React and sibling packages stay
// external so the site bundles a single copy of each.
export default defineConfig({
  plugins: [stylesheet()],
  // Tests import sibling packages from their sources, as the site does.
  resolve: { conditions: ['source', ...defaultClientConditions] },
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
      ? ['default', ['json', { outputFile: `${process.env.VOCE_VITEST_JSON_DIR}/vitest-theme.json` }]]
      : ['default'],
  },
});
