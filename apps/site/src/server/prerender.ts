import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { normalizePath, routeDataUrl, type LocaleData, type RouteData, type SiteConfig } from '@vocedocs/theme';
import type { InitialState } from '../shared/App';
import { API_SIDEBAR_URL, isApiKind, loadApiParts, publishedRouteData } from '../shared/apiChunk';
import { apiAssetTags } from './assets';
import { DataSource } from './data';
import { writeNew } from './files';
import { RenderCache, type CacheEntry } from './renderCache';
import { page } from './render';
import { shellOf, type Shell } from './headOrder';

export interface PrerenderOptions {
  dataDir: string; // build/data
  outDir: string; // the client build, written in place
  /** The last build (build/site) and its manifest: unchanged routes are copied from there, not rendered. */
  prevDir?: string;
  cacheFile?: string;
  /** The SSR bundle's folder: part of every route's key. */
  ssrDir?: string;
  /** Threads that render; by default one per core for large sites, else none beside the main one. */
  workers?: number;
}

interface Shard {
  index: number;
  count: number;
}

interface ShardResult {
  entries: Record<string, CacheEntry>;
  reused: number;
  pages: number;
}

/** What every renderer (the main thread or a worker) reads once. */
interface Context {
  o: PrerenderOptions;
  src: DataSource;
  site: SiteConfig;
  apiTags: string;
  shell: Shell;
  cache: RenderCache;
  locales: Map<string, LocaleData>;
  write: (rel: string, content: string) => void;
}

// A worker costs ~0.3 s to start (it loads the bundle and the data); below
// this many routes per worker the main thread alone is faster.
const ROUTES_PER_WORKER = 500;

/** What the main thread reads from the client build before any page is written, and hands to the workers. */
interface BuildFiles {
  // index.html: read once, up front, because rendering "/" overwrites it.
  template: string;
  manifest: string;
}

function context(o: PrerenderOptions, { template, manifest }: BuildFiles): Context {
  const src = new DataSource(o.dataDir);
  const apiTags = apiAssetTags(JSON.parse(manifest) as Record<string, unknown>, template);
  const cache = new RenderCache({ dataDir: o.dataDir, prevDir: o.prevDir, cacheFile: o.cacheFile, ssrDir: o.ssrDir, template: template + manifest });
  const locales = new Map(src.site.locales.map((l) => [l.code, src.locale(l.code)] as const));
  return { o, src, site: src.site, apiTags, shell: shellOf(template, apiTags), cache, locales, write: writer(o.outDir) };
}

/** Renders every count-th route from index on (interleaved, so each shard gets a like mix of pages). */
function renderShard(ctx: Context, shard: Shard): ShardResult {
  const { src, site, shell, cache, locales, o, write } = ctx;
  let pages = 0;
  for (let i = shard.index; i < src.routes.length; i += shard.count) {
    const r = src.routes[i];
    const htmlRel = r.kind === 'notfound' ? `${r.path}.html`.slice(1) : r.path === '/' ? 'index.html' : `${r.path.slice(1)}/index.html`;
    const dataRel = r.kind === 'notfound' ? null : routeDataUrl(r.path).slice(1);
    pages++;
    if (cache.reuse(r, htmlRel, dataRel, o.outDir)) continue;
    const data = src.route(r.path) as RouteData;
    const path = r.kind === 'notfound' ? r.path : normalizePath(r.path);
    const initial: InitialState = { site, location: { path, search: '', hash: '' }, data, localeData: locales.get(r.locale)! };
    const html = page(shell, initial, r.path);
    write(htmlRel, html);
    const json = dataRel ? JSON.stringify(publishedRouteData(data)) : null;
    if (dataRel && json) write(dataRel, json);
    cache.rendered(r, html, json);
  }
  return { entries: cache.entries(), reused: cache.reused, pages };
}

function workerCount(o: PrerenderOptions, routes: number): number {
  const env = Number(process.env.VOCE_PRERENDER_WORKERS);
  const wanted = o.workers ?? (env > 0 ? env : Math.min(availableParallelism(), Math.floor(routes / ROUTES_PER_WORKER)));
  return Math.max(1, Math.min(wanted, routes));
}

function runWorker(o: PrerenderOptions, files: BuildFiles, shard: Shard): Promise<ShardResult> {
  return new Promise((resolve, reject) => {
    const w = new Worker(new URL(import.meta.url), { workerData: { voceShard: { o, files, shard } } });
    let done = false;
    w.once('message', (r: ShardResult) => {
      done = true;
      resolve(r);
    });
    w.once('error', reject);
    w.once('exit', (code) => {
      if (!done) reject(new Error(`pre-render worker ${shard.index + 1} of ${shard.count} exited with code ${code}`));
    });
  });
}

// In a worker thread: render one shard and report back.
const job = (workerData as { voceShard?: { o: PrerenderOptions; files: BuildFiles; shard: Shard } } | null)?.voceShard;
if (!isMainThread && job) {
  void loadApiParts().then(() => parentPort!.postMessage(renderShard(context(job.o, job.files), job.shard)));
}

/** Writes every route's HTML and data file, the 404 pages, sitemap and robots.txt. */
export async function prerender(o: PrerenderOptions): Promise<{ pages: number; ms: number; reused: number; workers: number }> {
  const t0 = performance.now();
  // API pages render synchronously: the chunk must be there first.
  await loadApiParts();
  // Vite's manifest names the API chunk's files, which API pages link in
  // their head; it is read here and not published.
  const manifestFile = join(o.outDir, '.vite', 'manifest.json');
  const files: BuildFiles = {
    template: readFileSync(join(o.outDir, 'index.html'), 'utf8'),
    manifest: existsSync(manifestFile) ? readFileSync(manifestFile, 'utf8') : '{}',
  };
  rmSync(join(o.outDir, '.vite'), { recursive: true, force: true });
  const ctx = context(o, files);
  const { src, site, cache, write } = ctx;
  const outDir = o.outDir;
  if (!ctx.apiTags && src.routes.some((r) => isApiKind(r.kind))) {
    throw new Error(`${manifestFile}: no entry for the API reference chunk; the client build must run with build.manifest (apps/site/vite.config.ts)`);
  }
  for (const [code, ld] of ctx.locales) write(`_data/locale/${code}.json`, JSON.stringify(ld));
  write('_data/site.json', JSON.stringify(site));
  if (src.routes.some((r) => r.kind === 'api-operation')) write(API_SIDEBAR_URL.slice(1), JSON.stringify(src.apiSidebar()));

  const count = workerCount(o, src.routes.length);
  const results =
    count > 1
      ? await Promise.all(Array.from({ length: count }, (_, index) => runWorker({ ...o, workers: 1 }, files, { index, count })))
      : [renderShard(ctx, { index: 0, count: 1 })];
  let pages = 0;
  let reused = 0;
  for (const r of results) {
    cache.adopt(r.entries);
    pages += r.pages;
    reused += r.reused;
  }

  for (const spec of ['openapi.yaml', 'openapi.yml', 'openapi.json']) {
    if (existsSync(join(o.dataDir, spec))) writeNew(join(outDir, spec), readFileSync(join(o.dataDir, spec)));
  }
  write('sitemap.xml', sitemap(site, src.routes.filter((r) => r.kind !== 'notfound').map((r) => r.path)));
  write('robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${site.url}/sitemap.xml\n`);
  cache.save();
  return { pages, ms: Math.round(performance.now() - t0), reused, workers: count };
}

/**
 * Writes files under outDir, making each folder once (a recursive mkdir per
 * file was a tenth of the pre-render's time). One per run and thread, so no
 * folder is taken as made from an earlier run.
 */
function writer(outDir: string): (rel: string, content: string) => void {
  const made = new Set<string>();
  return (rel, content) => {
    const p = join(outDir, rel);
    const dir = dirname(p);
    if (!made.has(dir)) {
      mkdirSync(dir, { recursive: true });
      made.add(dir);
    }
    writeNew(p, content);
  };
}

function sitemap(site: SiteConfig, paths: string[]): string {
  const urls = paths.map((p) => `  <url><loc>${site.url}${p === '/' ? '/' : p}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
