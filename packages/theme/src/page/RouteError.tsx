import { useRouter } from '../router/Router';
import { useStrings } from '../i18n/useStrings';

/** Shown instead of the page when the data of the requested route could not load. */
export function RouteError() {
  const { error, retry, pending } = useRouter();
  const t = useStrings();
  if (!error) return null;
  return (
    <div className="voce-status" role="alert">
      <h1 className="voce-status__title">{t('theme.RouteError.title', 'This page could not be loaded.')}</h1>
      <p className="voce-status__detail">{error.message}</p>
      <button type="button" className="voce-button" onClick={retry} disabled={pending}>
        {t('theme.RouteError.retry', 'Retry')}
      </button>
    </div>
  );
}
