import { useStrings } from '@vocedocs/theme';

/** The search page's error: results (or the page's own code) could not be fetched. */
export function SearchError({ onRetry }: { onRetry(): void }) {
  const t = useStrings();
  return (
    <div className="voce-search-page__error" role="alert">
      <p className="voce-search-page__error-title">{t('search.page.error', 'Unable to fetch results')}</p>
      <p>{t('search.page.errorHelp', 'You might want to check your network connection.')}</p>
      <button type="button" className="voce-search-page__retry" onClick={onRetry}>
        {t('search.page.retry', 'Try again')}
      </button>
    </div>
  );
}
