import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '../../..');

/** The Go stage's output the site under test was built from. */
const dataDir = () => process.env.VOCE_DATA_DIR ?? resolve(repoRoot, 'build/data');

/** One artifact of the build under test, by its path under build/data. */
export function readJSON<T>(rel: string): T {
  return JSON.parse(readFileSync(resolve(dataDir(), rel), 'utf8')) as T;
}

export interface RouteEntry {
  path: string;
  locale: string;
  kind: string;
  data?: string;
  title: string;
  /** Where the page's Markdown twin is served. */
  markdown?: string;
}

/** The routes of the build under test (build/data/routes.json). */
export function routes(): RouteEntry[] {
  return readJSON<{ routes: RouteEntry[] }>('routes.json').routes;
}

/** The operation slugs of the build's API index, each once, in the index's order. */
export function apiSlugs(): string[] {
  const index = readJSON<{ tags: { operations: { slug: string }[] }[] }>('api/index.json');
  return [...new Set(index.tags.flatMap((t) => t.operations.map((o) => o.slug)))];
}

export interface SiteData {
  title: string;
  url: string;
  locales: { code: string; htmlLang: string; default: boolean }[];
  widget: { host: string };
}

export const siteData = (): SiteData => readJSON<SiteData>('site.json');

export interface PageData {
  title: string;
  h1: string;
  description: string;
  alternates: Record<string, string>;
  toc: { id: string; text: string; level: number }[];
}

/** A doc route's page data (build/data/pages/…). */
export function pageData(r: RouteEntry): PageData {
  if (r.kind !== 'doc' || !r.data) throw new Error(`${r.path} is not a doc page`);
  return readJSON<PageData>(r.data);
}

export function routeAt(path: string): RouteEntry {
  const r = routes().find((x) => x.path === path);
  if (!r) throw new Error(`${path} is not a route of the build under test`);
  return r;
}

/** The heading a route's page shows, as the build data gives it. */
export function expectedH1(r: RouteEntry): string {
  switch (r.kind) {
    case 'doc':
      return pageData(r).h1;
    case 'search':
      return readJSON<Record<string, string>>(`strings/${r.locale}.json`)['search.page.title'];
    default:
      // API pages: the manifest's title is the operation's summary or the API's title.
      return r.title;
  }
}

const unescapeHTML = (s: string) =>
  s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&#39;/g, "'").replace(/&amp;/g, '&');

/** The text of the first h1 of raw HTML (tags dropped, entities decoded), or null. */
export function h1Text(html: string): string | null {
  const m = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return m ? unescapeHTML(m[1].replace(/<[^>]+>/g, '')).trim() : null;
}
