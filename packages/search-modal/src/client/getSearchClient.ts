import type { SiteConfig } from '@vocedocs/theme';
import type { SearchRequest, SearchResult } from '../pagefind/client';
import { usesAlgolia } from './credentials';

/** What the modal and the search page call: Algolia's `search` with a list of requests. */
export interface SearchClient {
  search(params: { requests: SearchRequest[] }): Promise<{ results: SearchResult[] }>;
  /** Starts loading what a first search in locale needs (the modal calls it when it opens). */
  warm?(locale: string): void;
}

let cached: SearchClient | null = null;

/**
 * One client per page, shared by the modal and the search page: Algolia's
 * when the build names an Algolia application, otherwise the static index
 * the build wrote beside the pages. Each comes in its own chunk at the
 * first search, so a site fetches only the one it uses. A page's site
 * configuration does not change while it is open: the first call decides.
 */
export function getSearchClient(site: Pick<SiteConfig, 'search' | 'baseUrl'>): SearchClient {
  if (!cached) {
    const client: Promise<SearchClient> = usesAlgolia(site.search)
      ? import('./createSearchClient').then((m) => m.createSearchClient(site.search) as unknown as SearchClient)
      : import('../pagefind/client').then((m) => m.createPagefindClient(site.baseUrl));
    cached = {
      search: (params) => client.then((c) => c.search(params)),
      warm: (locale) => void client.then((c) => c.warm?.(locale), () => {}),
    };
  }
  return cached;
}
