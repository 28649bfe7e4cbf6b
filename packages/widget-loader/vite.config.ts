import { defaultClientConditions, defineConfig, mergeConfig } from 'vite';
import { libraryConfig } from '../vite.lib.ts';

export default defineConfig(
  mergeConfig(libraryConfig('widget-loader', defaultClientConditions), {
    test: {
      // Scripts are never fetched (the chat widget's host is unreachable in tests).
      environmentOptions: { happyDOM: { settings: { disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: true } } },
    },
  }),
);
