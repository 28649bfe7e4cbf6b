import type { SiteConfig } from '@vocedocs/theme';
import { facetFiltersFor } from '../facetFilters';
import { usesAlgolia } from '../client/resolveHosts';
import { HIGHLIGHT_POST, HIGHLIGHT_PRE } from './highlight';
import { PAGE_SIZE } from './searchPageState';
import { toPageHit, type PageHit, type RawHit } from './toPageHit';

export interface PageResults {
  hits: PageHit[];
  nbHits: number;
  nbPages: number;
}

/** The search request of one page of the search page (Algolia's v5 inline parameters). */
export function pageRequest(indexName: string, locale: string, query: string, page: number, clickAnalytics: boolean) {
  return {
    indexName,
    query,
    page,
    hitsPerPage: PAGE_SIZE,
    facetFilters: facetFiltersFor(locale),
    attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
    attributesToHighlight: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content'],
    attributesToSnippet: ['content:30'],
    snippetEllipsisText: '…',
    highlightPreTag: HIGHLIGHT_PRE,
    highlightPostTag: HIGHLIGHT_POST,
    clickAnalytics,
    // One row per page in the static index; Algolia's index is distinct by URL already.
    distinct: true,
  };
}

/**
 * Fetches one page of results. The client (algoliasearch) is imported on
 * first use, so the search page's own code stays small.
 */
export async function runSearch(site: Pick<SiteConfig, 'search' | 'baseUrl'>, locale: string, query: string, page: number): Promise<PageResults> {
  const { getSearchClient } = await import('../client/getSearchClient');
  const client = getSearchClient(site);
  const { results } = await client.search({ requests: [pageRequest(site.search.indexName, locale, query, page, usesAlgolia(site.search))] });
  const r = results[0] as unknown as { hits?: RawHit[]; nbHits?: number; nbPages?: number };
  const hits = (r.hits ?? []).map(toPageHit);
  const nbHits = r.nbHits ?? hits.length;
  return { hits, nbHits, nbPages: r.nbPages ?? Math.ceil(nbHits / PAGE_SIZE) };
}
