import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { defaultClientConditions, defineConfig, mergeConfig, type Plugin } from 'vite';
import { libraryConfig } from '../vite.lib.ts';

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

export default defineConfig(
  mergeConfig(libraryConfig('theme', defaultClientConditions), {
    plugins: [stylesheet()],
    test: {
      // Scripts are never fetched (the chat widget's host is unreachable in tests).
      environmentOptions: { happyDOM: { settings: { disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: true } } },
    },
  }),
);
