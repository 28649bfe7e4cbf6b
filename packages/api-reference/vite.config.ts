import { defaultClientConditions, defineConfig, mergeConfig } from 'vite';
import { libraryConfig } from '../vite.lib.ts';

// The try-it panel is a lazy chunk of its own.
export default defineConfig(
  mergeConfig(libraryConfig('api-reference', defaultClientConditions), {
    build: { rollupOptions: { output: { chunkFileNames: 'chunks/[name]-[hash].js' } } },
    test: {
      setupFiles: ['src/__tests__/setup.ts'],
    },
  }),
);
