import type { PageHit } from './toPageHit';

/** Hits per page of the search page; the next page loads as the list's end scrolls into view. */
export const PAGE_SIZE = 20;

export interface SearchPageState {
  query: string;
  status: 'empty' | 'loading' | 'done' | 'error';
  hits: PageHit[];
  nbHits: number;
  /** Pages loaded so far (0 = none). */
  pagesLoaded: number;
  nbPages: number;
  /** The page being fetched, or null. */
  loadingPage: number | null;
  /** Bumps on every new query, so late answers to an old one are dropped. */
  generation: number;
}

export type SearchPageAction =
  | { type: 'query'; query: string }
  | { type: 'request'; page: number; generation: number }
  | { type: 'results'; generation: number; page: number; hits: PageHit[]; nbHits: number; nbPages: number }
  | { type: 'error'; generation: number; page: number }
  | { type: 'retry' };

export const initialSearchPageState: SearchPageState = {
  query: '',
  status: 'empty',
  hits: [],
  nbHits: 0,
  pagesLoaded: 0,
  nbPages: 0,
  loadingPage: null,
  generation: 0,
};

/** The page to fetch next: 0 for a fresh query, the one after the last loaded, or null when nothing is left or a fetch runs. */
export function nextPage(s: SearchPageState): number | null {
  if (!s.query.trim() || s.loadingPage !== null || s.status === 'error') return null;
  if (s.pagesLoaded === 0) return 0;
  return s.pagesLoaded < s.nbPages ? s.pagesLoaded : null;
}

/** Whether more hits exist beyond those shown. */
export function hasMore(s: SearchPageState): boolean {
  return s.status === 'done' && s.pagesLoaded < s.nbPages;
}

export function searchPageReducer(s: SearchPageState, a: SearchPageAction): SearchPageState {
  switch (a.type) {
    case 'query': {
      if (a.query === s.query) return s;
      const empty = !a.query.trim();
      return { ...initialSearchPageState, query: a.query, status: empty ? 'empty' : 'loading', generation: s.generation + 1 };
    }
    case 'request':
      if (a.generation !== s.generation || a.page !== nextPage(s)) return s;
      return { ...s, loadingPage: a.page, status: a.page === 0 ? 'loading' : s.status };
    case 'results': {
      if (a.generation !== s.generation || a.page !== s.loadingPage) return s;
      const seen = new Set(s.hits.map((h) => h.id));
      const fresh = a.hits.filter((h) => !seen.has(h.id));
      return {
        ...s,
        status: 'done',
        hits: a.page === 0 ? a.hits : [...s.hits, ...fresh],
        nbHits: a.nbHits,
        nbPages: a.nbPages,
        pagesLoaded: a.page + 1,
        loadingPage: null,
      };
    }
    case 'error':
      if (a.generation !== s.generation || a.page !== s.loadingPage) return s;
      return { ...s, status: 'error', loadingPage: null };
    case 'retry':
      if (s.status !== 'error') return s;
      return { ...s, status: s.pagesLoaded === 0 ? 'loading' : 'done' };
  }
}
