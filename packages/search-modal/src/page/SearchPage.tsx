import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { retryableImport, useStrings } from '@vocedocs/theme';
import type { SearchPageLiveProps } from './SearchPageLive';
import type { Searcher } from './useSearchPage';
import { SearchError } from './SearchError';
import { SearchForm } from './SearchForm';

export interface SearchPageProps {
  /** Replaces the network search (tests, stories). */
  searcher?: Searcher;
}

// A failed chunk import is retried under a new URL on "Try again" (see retryableImport).
const loadLive = retryableImport(() => import('./SearchPageLive'));

/**
 * The search page (/search?q=, /zh-cn/search?q=). What ships with every
 * page is this shell: the heading, the box and the empty state, which is
 * also what the pre-render writes. After hydration it fetches the working
 * page (state, highlighting, infinite scroll) and hands over, keeping what
 * the visitor typed meanwhile and the focus.
 */
export function SearchPage({ searcher }: SearchPageProps) {
  const t = useStrings();
  const inputId = useId();
  const shellBox = useRef<HTMLInputElement>(null);
  const [Live, setLive] = useState<ComponentType<SearchPageLiveProps> | null>(null);
  // Counts load attempts; a failed one shows the error with a retry button,
  // since the box cannot search without the live code.
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let on = true;
    setFailed(false);
    loadLive().then(
      (m) => on && setLive(() => m.SearchPageLive),
      (err) => {
        console.warn('[voce] could not load the search page', err);
        if (on) setFailed(true);
      },
    );
    return () => {
      on = false;
    };
  }, [attempt]);

  if (Live) {
    const el = shellBox.current;
    const typed = el && el.value !== el.defaultValue ? el.value : null;
    return <Live searcher={searcher} typed={typed} focused={!!el && el === document.activeElement} />;
  }
  return (
    <div className="voce-search-page">
      <SearchForm inputId={inputId} inputRef={shellBox} input={{ defaultValue: '' }} />
      <div className="voce-search-page__status" aria-live="polite">
        {failed ? null : <p className="voce-search-page__empty">{t('search.page.empty', 'Type a word or two to search the documentation.')}</p>}
      </div>
      {failed ? (
        <SearchError onRetry={() => setAttempt((n) => n + 1)} />
      ) : null}
    </div>
  );
}
