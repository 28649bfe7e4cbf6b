import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { SiteConfig } from '@vocedocs/theme';
import { initialSearchPageState, nextPage, searchPageReducer, type SearchPageState } from './searchPageState';
import { runSearch, type PageResults } from './runSearch';

/** Wait after the last keystroke before the first page is fetched. */
const DEBOUNCE_MS = 150;

export type Searcher = (query: string, page: number) => Promise<PageResults>;

/**
 * The search page's state: the query, the hits loaded so far and the
 * status. setQuery starts a new search (debounced); loadMore fetches the
 * next page when there is one and no fetch runs.
 */
export function useSearchPage(site: Pick<SiteConfig, 'search' | 'baseUrl'>, locale: string, searcher?: Searcher) {
  const [state, dispatch] = useReducer(searchPageReducer, initialSearchPageState);
  const ref = useRef<SearchPageState>(state);
  ref.current = state;
  const inflight = useRef<string | null>(null);
  const run: Searcher = searcher ?? ((q, p) => runSearch(site, locale, q, p));
  const runRef = useRef(run);
  runRef.current = run;

  const fetchNext = useCallback(() => {
    const s = ref.current;
    const page = nextPage(s);
    if (page === null) return;
    const key = `${s.generation}:${page}`;
    if (inflight.current === key) return;
    inflight.current = key;
    const generation = s.generation;
    dispatch({ type: 'request', page, generation });
    runRef.current(s.query, page).then(
      (r) => dispatch({ type: 'results', generation, page, ...r }),
      () => dispatch({ type: 'error', generation, page }),
    ).finally(() => {
      if (inflight.current === key) inflight.current = null;
    });
  }, []);

  // A new query (or a retry of the first page): fetch page 0 once typing pauses.
  useEffect(() => {
    if (state.status !== 'loading' || state.loadingPage !== null) return;
    const timer = setTimeout(fetchNext, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [state.status, state.loadingPage, state.generation, fetchNext]);

  // The locale changed under the page: search again.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const q = ref.current.query;
    dispatch({ type: 'query', query: '' });
    dispatch({ type: 'query', query: q });
  }, [locale, site.search.indexName]);

  return {
    state,
    setQuery: useCallback((query: string) => dispatch({ type: 'query', query }), []),
    loadMore: fetchNext,
    retry: useCallback(() => dispatch({ type: 'retry' }), []),
  };
}
