import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { normalizePath, routeDataUrl, type RouteData } from '@vocedocs/theme';
import type { InitialState } from '../shared/App';
import { API_SIDEBAR_URL, isApiKind, loadApiParts } from '../shared/apiChunk';
import { apiAssetTags } from './assets';
import { DataSource, publishedRouteData } from './data';
import { writeNew } from './files';
import { page } from './render';
import { takeAssetTags, type Shell } from './headOrder';

export interface PrerenderOptions {
  dataDir: string; // build/data
  outDir: string; // the client build, written in place
}

/** Writes every route's HTML and data file, the 404 pages, sitemap and robots.txt. */
export async function prerender(o: PrerenderOptions): Promise<{ pages: number; ms: number }> {
  const t0 = performance.now();
  // API pages render synchronously: the chunk must be there first.
  await loadApiParts();
  // index.html is read up front, because rendering "/" overwrites it.
  // Vite's manifest names the API chunk's files, which API pages link in
  // their head; it is read here and not published.
  const manifestFile = join(o.outDir, '.vite', 'manifest.json');
  const template = readFileSync(join(o.outDir, 'index.html'), 'utf8');
  const manifest = existsSync(manifestFile) ? readFileSync(manifestFile, 'utf8') : '{}';
  rmSync(join(o.outDir, '.vite'), { recursive: true, force: true });
  const src = new DataSource(o.dataDir);
  const site = src.site;
  const apiTags = apiAssetTags(JSON.parse(manifest) as Record<string, unknown>, template);
  if (!apiTags && src.routes.some((r) => isApiKind(r.kind))) {
    throw new Error(`${manifestFile}: no entry for the API reference chunk; the client build must run with build.manifest (apps/site/vite.config.ts)`);
  }
  const { rest, ...main } = takeAssetTags(template);
  const shell: Shell = { html: rest, main, api: apiTags ?? { styles: [], scripts: [] } };
  const locales = new Map(site.locales.map((l) => [l.code, src.locale(l.code)] as const));
  const write = (rel: string, content: string) => {
    const p = join(o.outDir, rel);
    mkdirSync(dirname(p), { recursive: true });
    writeNew(p, content);
  };
  for (const [code, ld] of locales) write(`_data/locale/${code}.json`, JSON.stringify(ld));
  write('_data/site.json', JSON.stringify(site));
  if (src.routes.some((r) => r.kind === 'api-operation')) write(API_SIDEBAR_URL.slice(1), JSON.stringify(src.api().sidebar));

  for (const r of src.routes) {
    const htmlRel = r.kind === 'notfound' ? `${r.path}.html`.slice(1) : r.path === '/' ? 'index.html' : `${r.path.slice(1)}/index.html`;
    const data = src.route(r.path) as RouteData;
    const path = r.kind === 'notfound' ? r.path : normalizePath(r.path);
    const initial: InitialState = { site, location: { path, search: '', hash: '' }, data, localeData: locales.get(r.locale)! };
    write(htmlRel, page(shell, initial, r.path));
    if (r.kind !== 'notfound') write(routeDataUrl(r.path).slice(1), JSON.stringify(publishedRouteData(data)));
  }

  for (const spec of ['openapi.yaml', 'openapi.yml', 'openapi.json']) {
    if (existsSync(join(o.dataDir, spec))) writeNew(join(o.outDir, spec), readFileSync(join(o.dataDir, spec)));
  }
  const urls = src.routes.filter((r) => r.kind !== 'notfound').map((r) => `  <url><loc>${site.url}${r.path}</loc></url>`);
  write('sitemap.xml', `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`);
  write('robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${site.url}/sitemap.xml\n`);
  return { pages: src.routes.length, ms: Math.round(performance.now() - t0) };
}
