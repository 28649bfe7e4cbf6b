import { defaultClientConditions, defineConfig, mergeConfig } from 'vite';
import { libraryConfig } from '../vite.lib.ts';

// The try-it panel is a lazy chunk of its own.
export default defineConfig(
  mergeConfig(libraryConfig('api-reference', defaultClientConditions), {
    build: { rollupOptions: { output: { chunkFileNames: 'chunks/[name]-[hash].js' } } },
    test: {
      // The code-sample tests run the samples in bash and python3: give the
      // child processes room on a busy machine.
      testTimeout: 30_000,
      setupFiles: ['src/__tests__/setup.ts'],
    },
  }),
);
