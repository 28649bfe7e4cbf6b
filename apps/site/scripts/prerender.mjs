// Runs the pre-renderer from the SSR build: node scripts/prerender.mjs
// Reads VOCE_DATA_DIR (build/data) and VOCE_OUT_DIR (the client build).
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '../../..');
const dataDir = process.env.VOCE_DATA_DIR ?? resolve(root, 'build/data');
const outDir = process.env.VOCE_OUT_DIR ?? resolve(root, 'build/.site-new');
const ssrDir = process.env.VOCE_SSR_DIR ?? resolve(root, 'build/.ssr');
const { prerender } = await import(pathToFileURL(resolve(ssrDir, 'entry.mjs')).href);
const { pages, ms } = await prerender({ dataDir, outDir });
console.log(`pre-render: ${pages} pages in ${ms} ms`);
