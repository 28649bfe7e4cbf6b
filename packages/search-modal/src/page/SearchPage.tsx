import { useEffect, useId, useRef } from 'react';
import { Link, localeOf, useRouter, useStrings } from '@vocedocs/theme';
import { Highlight } from './Highlight';
import { MAX_QUERY_LENGTH, readQuery, syncQueryToUrl } from './queryParam';
import { useSearchPage, type Searcher } from './useSearchPage';

export interface SearchPageProps {
  /** Replaces the network search (tests, stories). */
  searcher?: Searcher;
}

/**
 * The search page (/search?q=, /zh-cn/search?q=). The pre-render writes it
 * empty: the heading, the box and the empty state. In the browser it reads
 * q, searches, and keeps q in the address bar as the visitor types
 * (replaceState). 20 hits a page; the next page loads when the end of the
 * list scrolls into view.
 */
export function SearchPage({ searcher }: SearchPageProps) {
  const { site, location } = useRouter();
  const t = useStrings();
  const locale = localeOf(location.path, site.locales);
  const { state, more, setQuery, loadMore, retry } = useSearchPage(site, locale.code, searcher);
  const inputId = useId();
  const sentinel = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLInputElement>(null);

  // The URL's q (on arrival, and after a navigation to this page with another q).
  useEffect(() => {
    let q = readQuery(location.search);
    // A box that differs from the query shown was typed into before the
    // script ran (hydration keeps its value): that wins over the URL.
    const typed = box.current?.value.slice(0, MAX_QUERY_LENGTH);
    if (typed && typed !== state.query && typed !== q) {
      q = typed;
      syncQueryToUrl(q);
    }
    setQuery(q);
    // A new location object is a navigation (even to the same URL): take its q.
  }, [location]);

  const onChange = (value: string) => {
    const q = value.slice(0, MAX_QUERY_LENGTH);
    setQuery(q);
    syncQueryToUrl(q);
  };

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !more || typeof IntersectionObserver !== 'function') return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) loadMore();
    }, { rootMargin: '0px 0px 200px 0px' });
    io.observe(el);
    return () => io.disconnect();
  }, [more, state.pagesLoaded, loadMore]);

  const plural = new Intl.PluralRules(locale.htmlLang).select(state.nbHits) === 'one' ? 'one' : 'other';
  const loadingMore = state.loadingPage !== null && state.loadingPage > 0;

  return (
    <div className="voce-search-page">
      <h1 className="voce-search-page__title">{t('search.page.title', 'Search the documentation')}</h1>
      <form className="voce-search-page__form" role="search" onSubmit={(e) => e.preventDefault()}>
        <label className="voce-search-page__label" htmlFor={inputId}>
          {t('search.page.inputLabel', 'Search')}
        </label>
        <input
          ref={box}
          id={inputId}
          className="voce-search-page__input"
          type="search"
          name="q"
          value={state.query}
          onChange={(e) => onChange(e.currentTarget.value)}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={t('search.page.placeholder', 'Type your search here')}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
        />
      </form>

      <div className="voce-search-page__status" aria-live="polite">
        {state.status === 'empty' ? <p className="voce-search-page__empty">{t('search.page.empty', 'Type a word or two to search the documentation.')}</p> : null}
        {state.status === 'loading' ? <p className="voce-search-page__loading">{t('search.page.loading', 'Searching…')}</p> : null}
        {state.status === 'done' && state.nbHits > 0 ? (
          <p className="voce-search-page__count">{t(`search.page.count.${plural}`, plural === 'one' ? '1 document found' : '{n} documents found', { n: state.nbHits })}</p>
        ) : null}
        {state.status === 'done' && state.nbHits === 0 ? (
          <p className="voce-search-page__none">{t('search.page.noResults', 'No results for “{query}”.', { query: state.query.trim() })}</p>
        ) : null}
      </div>

      {state.hits.length > 0 ? (
        <ol className="voce-search-page__results">
          {state.hits.map((hit) => (
            <li key={hit.id} className="voce-search-result">
              <h2 className="voce-search-result__title">
                <Link href={hit.url}>
                  <Highlight value={hit.title} />
                </Link>
              </h2>
              {hit.breadcrumbs.length > 0 ? (
                <nav className="voce-search-result__path" aria-label={t('search.page.breadcrumbs', 'Location in the docs')}>
                  <ol>
                    {hit.breadcrumbs.map((b, i) => (
                      <li key={i}>
                        <Highlight value={b} />
                      </li>
                    ))}
                  </ol>
                </nav>
              ) : null}
              {hit.snippet ? (
                <p className="voce-search-result__snippet">
                  <Highlight value={hit.snippet} />
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}

      {state.status === 'error' ? (
        <div className="voce-search-page__error" role="alert">
          <p className="voce-search-page__error-title">{t('search.page.error', 'Unable to fetch results')}</p>
          <p>{t('search.page.errorHelp', 'You might want to check your network connection.')}</p>
          <button type="button" className="voce-search-page__retry" onClick={retry}>
            {t('search.page.retry', 'Try again')}
          </button>
        </div>
      ) : null}

      <div ref={sentinel} className="voce-search-page__sentinel" aria-hidden="true" />
      {loadingMore ? <p className="voce-search-page__more">{t('search.page.loadingMore', 'Loading more results…')}</p> : null}
    </div>
  );
}
