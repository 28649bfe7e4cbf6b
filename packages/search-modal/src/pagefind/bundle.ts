/// <reference types="vite/client" />
import { loadOnce } from '@vocedocs/theme';

/** The parts of Pagefind's browser API (pagefind.js, 1.6) the adapter uses. */
export interface PagefindAPI {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  destroy(): Promise<void>;
  search(query: string): Promise<{ results: PagefindResult[] }>;
}

export interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<PagefindPage>;
}

export interface PagefindAnchor {
  element: string;
  id: string;
  text: string;
  location: number;
}

export interface PagefindSection {
  title: string;
  url: string;
  anchor?: PagefindAnchor;
  locations: number[];
  weighted_locations: { weight: number; balanced_score: number; location: number }[];
}

/** One page of the index, as bin/write-index.mjs made it from the records of one URL. */
export interface PagefindPage {
  url: string;
  /**
   * The text as indexed: words separated by white space or, between Chinese
   * words, zero-width spaces; '<' and '>' escaped. Match locations count
   * its words.
   */
  raw_content: string;
  meta: Record<string, string | undefined>;
  anchors: PagefindAnchor[];
  locations: number[];
  sub_results: PagefindSection[];
}

/** The URL of a locale's index folder, for the site served under baseUrl. */
export const bundleUrl = (baseUrl: string, locale: string) => `${baseUrl.replace(/\/?$/, '/')}pagefind/${locale}/`;

const bundles = new Map<string, Promise<PagefindAPI>>();
const entries = new Map<string, string>();

/**
 * Loads a locale's Pagefind bundle once per page. A failed load is forgotten,
 * so the next search tries again. Under `mage dev` the index is rewritten
 * as pages are saved: each search first checks whether it changed.
 */
export async function loadBundle(dir: string): Promise<PagefindAPI> {
  if (import.meta.env.DEV) await dropIfRewritten(dir);
  return reachable(loadOnce(bundles, dir, async () => {
    const pf = (await import(/* @vite-ignore */ `${dir}pagefind.js`)) as PagefindAPI;
    // Before init: Pagefind reads noWorker only then. The site's index is
    // small enough to search on the page's own thread in milliseconds,
    // and the first search then skips the worker's script.
    await pf.options({ noWorker: true });
    await pf.init();
    // How pages rank. Pagefind's default favours short pages (pageLength
    // 0.75): here that put one-paragraph API stubs and the install hub above
    // the guides that answer the query, and a guide is long because it is
    // thorough. Term saturation still keeps repetition from winning.
    await pf.options({ ranking: { pageLength: 0 } });
    return pf;
  }));
}

async function dropIfRewritten(dir: string) {
  const entry = await fetch(`${dir}pagefind-entry.json`, { cache: 'no-store' }).then((r) => (r.ok ? r.text() : ''), () => '');
  const last = entries.get(dir);
  entries.set(dir, entry);
  if (last === undefined || last === entry) return;
  const old = bundles.get(dir);
  bundles.delete(dir);
  vocabularies.delete(dir);
  await old?.then((pf) => pf.destroy(), () => {});
}

const vocabularies = new Map<string, Promise<string[]>>();

/** The locale's vocabulary (words.json beside the bundle), fetched the first time a word misses. */
export function loadVocabulary(dir: string): Promise<string[]> {
  return reachable(loadOnce(vocabularies, dir, async () => {
    const r = await fetch(`${dir}words.json`);
    if (!r.ok) throw new Error(`${dir}words.json: HTTP ${r.status}`);
    return r.json() as Promise<string[]>;
  }));
}

/**
 * p, with a failure made one DocSearch shows as its error screen ("Unable
 * to fetch results"), as it does for unreachable hosts. The message leaves
 * the cause out: the theme reloads the page on an unhandled "dynamically
 * imported module" error, which is for the site's own chunks, not for the
 * index.
 */
function reachable<T>(p: Promise<T>): Promise<T> {
  return p.catch((cause) => {
    const err = new Error('The search index could not be loaded.', { cause });
    err.name = 'RetryError';
    throw err;
  });
}
