// The server bundle's entry (vite build --ssr): scripts/prerender.mjs calls prerender.
export { prerender, type PrerenderOptions } from './prerender';
