import { defineConfig, defaultClientConditions, defaultServerConditions, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve, sep } from 'node:path';
import { existsSync, readFileSync } from 'node:fs';

const root = resolve(import.meta.dirname, '../..');
const dataDir = process.env.VOCE_DATA_DIR ?? resolve(root, 'build/data');

/**
 * Development only: serves /_data/* from build/data the way the pre-renderer
 * publishes it and the static search index under /pagefind/, and tells the
 * open page when the Go watcher rewrote its data (or failed: the error
 * shows in Vite's overlay).
 */
function voceDev(): Plugin {
  return {
    name: 'voce-dev-data',
    apply: 'serve',
    configureServer(server) {
      server.watcher.add(dataDir);
      server.middlewares.use('/_data/', async (req, res, next) => {
        try {
          const { DataSource, publishedRouteData } = (await server.ssrLoadModule('/src/server/data.ts')) as typeof import('./src/server/data');
          const src = new DataSource(dataDir);
          const url = decodeURI((req.url ?? '/').split('?')[0]);
          let body: unknown = null;
          if (url === '/site.json') body = src.site;
          else if (url === '/api/sidebar.json') body = src.api().sidebar;
          else if (url.startsWith('/locale/')) body = src.locale(url.slice('/locale/'.length).replace(/\.json$/, ''));
          else if (url.startsWith('/route/')) {
            const p = url.slice('/route'.length).replace(/\.json$/, '');
            const data = src.route(p === '/index' ? '/' : p);
            body = data && publishedRouteData(data);
          }
          if (body == null) {
            res.statusCode = 404;
            res.end('{}');
            return;
          }
          res.setHeader('Content-Type', 'application/json');
          res.setHeader('Cache-Control', 'no-store');
          res.end(JSON.stringify(body));
        } catch (e) {
          next(e);
        }
      });
      // The pages' Markdown twins and llms.txt, where the build publishes
      // them (the Go stage writes them to build/data/llms; tools/llms).
      const twins = resolve(dataDir, 'llms');
      server.middlewares.use((req, res, next) => {
        const url = decodeURI((req.url ?? '/').split('?')[0]);
        const file = resolve(twins, `.${url}`);
        if (!/(\.md|\/llms(-full)?\.txt)$/.test(url) || !file.startsWith(twins + sep) || !existsSync(file)) return next();
        res.setHeader('Content-Type', `${url.endsWith('.md') ? 'text/markdown' : 'text/plain'}; charset=utf-8`);
        res.setHeader('Cache-Control', 'no-store');
        res.end(readFileSync(file));
      });
      // The static search index, which mage dev writes once the edits pause.
      const searchDir = process.env.VOCE_SEARCH_DIR ?? resolve(root, 'build/.search');
      server.middlewares.use('/pagefind/', (req, res) => {
        const file = resolve(searchDir, `.${decodeURI((req.url ?? '/').split('?')[0])}`);
        if (!file.startsWith(searchDir + sep) || !existsSync(file)) {
          res.statusCode = 404;
          res.end();
          return;
        }
        res.setHeader('Content-Type', file.endsWith('.js') ? 'text/javascript' : 'application/octet-stream');
        res.setHeader('Cache-Control', 'no-store');
        res.end(readFileSync(file));
      });
      const errorFile = resolve(dataDir, '.error.txt');
      const onChange = (file: string) => {
        if (!file.startsWith(dataDir)) return;
        if (file === errorFile) {
          if (existsSync(errorFile)) {
            const message = readFileSync(errorFile, 'utf8');
            if (message.trim()) server.ws.send({ type: 'error', err: { message, stack: '', plugin: 'content' } });
          }
          return;
        }
        const rel = file.slice(dataDir.length + 1);
        server.ws.send({ type: 'custom', event: 'voce:data', data: { file: rel } });
      };
      for (const event of ['change', 'add', 'unlink'] as const) server.watcher.on(event, onChange);
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  root: import.meta.dirname,
  // The server bundle inlines React (noExternal): without this it picks
  // React's development build at run time, which pre-renders ~3x slower.
  define: command === 'build' && isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  publicDir: process.env.VOCE_STATIC_DIR ?? resolve(root, 'content/static'),
  plugins: [react(), voceDev()],
  resolve: {
    conditions: ['source', ...defaultClientConditions],
  },
  ssr: {
    noExternal: true,
    resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] },
  },
  server: { host: '127.0.0.1', strictPort: true, hmr: { overlay: true } },
  build: isSsrBuild
    ? { outDir: process.env.VOCE_SSR_DIR ?? resolve(root, 'build/.ssr'), emptyOutDir: true, copyPublicDir: false, rollupOptions: { output: { entryFileNames: 'entry.mjs' } } }
    : {
        outDir: process.env.VOCE_OUT_DIR ?? resolve(root, 'build/.site-new'),
        emptyOutDir: true,
        assetsDir: '_assets',
        // Read by the pre-renderer (the API chunk's files), then removed.
        manifest: true,
        cssCodeSplit: true,
        modulePreload: { polyfill: false },
        target: 'es2022',
      },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    reporters: process.env.VOCE_VITEST_JSON_DIR
      ? ['default', ['json', { outputFile: `${process.env.VOCE_VITEST_JSON_DIR}/vitest-site.json` }]]
      : ['default'],
  },
}));
