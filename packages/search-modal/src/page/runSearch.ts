import { retryableImport, type SiteConfig } from '@vocedocs/theme';
import { facetFiltersFor } from '../facetFilters';
import { usesAlgolia } from '../client/credentials';
import { HIGHLIGHT_POST, HIGHLIGHT_PRE } from './Highlight';
import { toPageHit, type PageHit, type RawHit } from './toPageHit';

/** Hits per page of the search page; the next page loads as the list's end scrolls into view. */
const PAGE_SIZE = 20;

export interface PageResults {
  hits: PageHit[];
  nbHits: number;
  nbPages: number;
}

// The search client comes in a chunk of its own at the first search; a
// failed fetch of it is tried anew on "Try again" (see retryableImport).
const loadClient = retryableImport(() => import('../client/getSearchClient'));

/** Fetches one page of results (a request in Algolia's v5 inline parameters). */
export async function runSearch(site: Pick<SiteConfig, 'search' | 'baseUrl'>, locale: string, query: string, page: number): Promise<PageResults> {
  const { getSearchClient } = await loadClient();
  const client = getSearchClient(site);
  const request = {
    indexName: site.search.indexName,
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
    clickAnalytics: usesAlgolia(site.search),
    // One row per page in the static index; Algolia's index is distinct by URL already.
    distinct: true,
  };
  const { results } = await client.search({ requests: [request] });
  const { hits, nbHits, nbPages } = results[0] as unknown as { hits: RawHit[]; nbHits: number; nbPages: number };
  return { hits: hits.map(toPageHit), nbHits, nbPages };
}
