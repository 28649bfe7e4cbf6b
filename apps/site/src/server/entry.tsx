import { renderToString } from 'react-dom/server';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { normalizePath, routeDataUrl, type Loaders, type LocaleData, type RouteData, type SiteConfig } from '@vocedocs/theme';
import { App, headOf, type InitialState } from '../shared/App';
import { API_SIDEBAR_URL, isApiKind, loadApiParts, publishedRouteData } from '../shared/apiChunk';
import { apiAssetTags } from './assets';
import { DataSource } from './data';
import { headTags } from './head';
import { RenderCache } from './renderCache';

const noLoaders: Loaders = {
  loadRoute: () => Promise.reject(new Error('no client loading during pre-render')),
  loadLocale: () => Promise.reject(new Error('no client loading during pre-render')),
};

/** Renders one route to the inner HTML of #voce-app. */
export function renderApp(initial: InitialState): string {
  return renderToString(<App initial={initial} loaders={noLoaders} />);
}

/** JSON inside <script>: no "</script>", no "<!--", no U+2028 surprises. */
export function embedJSON(v: unknown): string {
  return JSON.stringify(v).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export interface PrerenderOptions {
  dataDir: string; // build/data
  outDir: string; // the client build, written in place
  /** The last build (build/site) and its manifest: unchanged routes are copied from there, not rendered. */
  prevDir?: string;
  cacheFile?: string;
  /** The SSR bundle's folder: part of every route's key. */
  ssrDir?: string;
}

/** Writes every route's HTML and data file, the 404 pages, sitemap and robots.txt. */
export async function prerender({ dataDir, outDir, prevDir, cacheFile, ssrDir }: PrerenderOptions): Promise<{ pages: number; ms: number; reused: number }> {
  const t0 = performance.now();
  // API pages render synchronously: the chunk must be there first.
  await loadApiParts();
  const src = new DataSource(dataDir);
  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  // Vite's manifest names the API chunk's files, which API pages link in
  // their head; it is read here and not published.
  const manifestFile = join(outDir, '.vite', 'manifest.json');
  const manifest = existsSync(manifestFile) ? readFileSync(manifestFile, 'utf8') : '{}';
  rmSync(join(outDir, '.vite'), { recursive: true, force: true });
  const apiTags = apiAssetTags(JSON.parse(manifest) as Record<string, unknown>, template);
  if (!apiTags && src.routes.some((r) => isApiKind(r.kind))) {
    throw new Error(`${manifestFile}: no entry for the API reference chunk; the client build must run with build.manifest (apps/site/vite.config.ts)`);
  }
  const site: SiteConfig = src.site;
  const cache = new RenderCache({ dataDir, prevDir, cacheFile, ssrDir, template: template + manifest });
  const locales = new Map<string, LocaleData>();
  for (const l of site.locales) {
    const ld = src.locale(l.code);
    locales.set(l.code, ld);
    write(outDir, `_data/locale/${l.code}.json`, JSON.stringify(ld));
  }
  write(outDir, '_data/site.json', JSON.stringify(site));
  if (src.routes.some((r) => r.kind === 'api-operation')) write(outDir, API_SIDEBAR_URL.slice(1), JSON.stringify(src.apiSidebar()));
  let pages = 0;
  for (const r of src.routes) {
    const htmlRel = r.kind === 'notfound' ? `${r.path}.html`.slice(1) : r.path === '/' ? 'index.html' : `${r.path.slice(1)}/index.html`;
    const dataRel = r.kind === 'notfound' ? null : routeDataUrl(r.path).slice(1);
    pages++;
    if (cache.reuse(r, htmlRel, dataRel, outDir)) continue;
    const data = src.route(r.path) as RouteData;
    const localeData = locales.get(r.locale)!;
    const path = r.kind === 'notfound' ? r.path : normalizePath(r.path);
    const initial: InitialState = { site, location: { path, search: '', hash: '' }, data, localeData };
    const html = page(template, initial, r.path, apiTags);
    write(outDir, htmlRel, html);
    const json = dataRel ? JSON.stringify(publishedRouteData(data)) : null;
    if (dataRel && json) write(outDir, dataRel, json);
    cache.rendered(r, html, json);
  }
  for (const spec of ['openapi.yaml', 'openapi.yml', 'openapi.json']) {
    if (existsSync(join(dataDir, spec))) copyFileSync(join(dataDir, spec), join(outDir, spec));
  }
  write(outDir, 'sitemap.xml', sitemap(site, src.routes.filter((r) => r.kind !== 'notfound').map((r) => r.path)));
  write(outDir, 'robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${site.url}/sitemap.xml\n`);
  cache.save();
  return { pages, ms: Math.round(performance.now() - t0), reused: cache.reused };
}

function page(template: string, initial: InitialState, path: string, apiTags: string): string {
  const { title, description, lang } = headOf(initial.site, initial.data, initial.localeData);
  const app = renderApp(initial);
  // Page data is not embedded: it would double the HTML (the markup already
  // holds the text). The browser fetches the route's JSON file, preloaded
  // here so it downloads alongside the scripts, and hydrates with it.
  const big = initial.data.kind === 'doc' || initial.data.kind === 'api-index' || initial.data.kind === 'api-operation';
  const dataUrl = routeDataUrl(path);
  // The locale's sidebar and strings are one file shared by all its pages:
  // fetched (and cached) rather than repeated in every page.
  const localeUrl = `/_data/locale/${initial.localeData.locale}.json`;
  const embedded = { site: initial.site, location: initial.location, data: big ? null : initial.data, dataUrl: big ? dataUrl : undefined, localeUrl };
  const api = isApiKind(initial.data.kind);
  const preload =
    `\n    <link rel="preload" href="${localeUrl}" as="fetch" crossorigin="anonymous" />` +
    (big ? `\n    <link rel="preload" href="${dataUrl}" as="fetch" crossorigin="anonymous" />` : '') +
    (initial.data.kind === 'api-operation' ? `\n    <link rel="preload" href="${API_SIDEBAR_URL}" as="fetch" crossorigin="anonymous" />` : '');
  return template
    .replace('<html lang="en"', `<html lang="${lang}"`)
    .replace('<!--voce-head-->', headTags(initial.site, initial.data, path, title, description) + preload)
    // After the main stylesheet, as when the chunk's styles load at run time.
    .replace('</head>', () => (api ? `${apiTags}\n  </head>` : '</head>'))
    .replace('<!--voce-app-->', () => app)
    .replace('<!--voce-data-->', () => `<script id="__VOCE__" type="application/json">${embedJSON(embedded)}</script>`);
}

function write(outDir: string, rel: string, content: string) {
  const p = join(outDir, rel);
  mkdirSync(dirname(p), { recursive: true });
  writeFileSync(p, content);
}

function sitemap(site: SiteConfig, paths: string[]): string {
  const urls = paths.map((p) => `  <url><loc>${site.url}${p === '/' ? '/' : p}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
