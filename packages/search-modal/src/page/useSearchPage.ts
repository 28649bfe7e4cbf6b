import { useCallback, useEffect, useRef, useState } from 'react';
import type { SiteConfig } from '@vocedocs/theme';
import { runSearch, type PageResults } from './runSearch';
import type { PageHit } from './toPageHit';

/** Wait after the last keystroke before the first page is fetched. */
const DEBOUNCE_MS = 150;

export type Searcher = (query: string, page: number) => Promise<PageResults>;

export interface SearchPageState {
  query: string;
  status: 'empty' | 'loading' | 'done' | 'error';
  hits: PageHit[];
  nbHits: number;
  nbPages: number;
  /** Pages loaded so far (0 = none). */
  pagesLoaded: number;
  /** The page being fetched, or null. */
  loadingPage: number | null;
}

const fresh = (query: string): SearchPageState => ({ query, status: query.trim() ? 'loading' : 'empty', hits: [], nbHits: 0, nbPages: 0, pagesLoaded: 0, loadingPage: null });

/**
 * The search page's state: the query, the hits loaded so far and the
 * status. setQuery starts a new search (debounced), also for the same query
 * in another locale; loadMore fetches the next page when there is one and
 * no fetch runs; retry fetches again the page that failed. Answers to an
 * older query (or locale) are dropped.
 */
export function useSearchPage(site: Pick<SiteConfig, 'search' | 'baseUrl'>, locale: string, searcher?: Searcher) {
  const [state, setState] = useState(() => fresh(''));
  const run: Searcher = searcher ?? ((q, p) => runSearch(site, locale, q, p));
  const latest = useRef({ state, run });
  latest.current = { state, run };
  // What was searched (query and locale), the search each answer belongs to, and the last page asked for in it.
  const searched = useRef({ query: '', locale });
  const generation = useRef(0);
  const asked = useRef(-1);

  const fetchPage = useCallback((page: number) => {
    const gen = generation.current;
    asked.current = page;
    setState((s) => ({ ...s, loadingPage: page, status: page === 0 ? 'loading' : 'done' }));
    latest.current.run(searched.current.query, page).then(
      (r) => {
        if (gen !== generation.current) return;
        setState((s) => {
          // The index may have shifted between pages: skip hits already shown.
          const shown = new Set(s.hits.map((h) => h.id));
          const hits = page === 0 ? r.hits : [...s.hits, ...r.hits.filter((h) => !shown.has(h.id))];
          return { ...s, status: 'done', hits, nbHits: r.nbHits, nbPages: r.nbPages, pagesLoaded: page + 1, loadingPage: null };
        });
      },
      () => {
        if (gen !== generation.current) return;
        setState((s) => ({ ...s, status: 'error', loadingPage: null }));
      },
    );
  }, []);

  // A new query: fetch page 0 once typing pauses.
  useEffect(() => {
    if (state.status !== 'loading' || state.loadingPage !== null) return;
    const timer = setTimeout(() => fetchPage(0), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [state, fetchPage]);

  return {
    state,
    /** Whether more hits exist beyond those shown. */
    more: state.status === 'done' && state.pagesLoaded < state.nbPages,
    setQuery: useCallback((q: string) => {
      if (q === searched.current.query && locale === searched.current.locale) return;
      searched.current = { query: q, locale };
      generation.current++;
      asked.current = -1;
      setState(fresh(q));
    }, [locale]),
    loadMore: useCallback(() => {
      const s = latest.current.state;
      if (s.status === 'done' && s.pagesLoaded > asked.current && s.pagesLoaded < s.nbPages) fetchPage(s.pagesLoaded);
    }, [fetchPage]),
    retry: useCallback(() => {
      const s = latest.current.state;
      if (s.status === 'error') fetchPage(s.pagesLoaded);
    }, [fetchPage]),
  };
}
