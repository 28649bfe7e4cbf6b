import { useStrings } from '../i18n/useStrings';

export function NotFound() {
  const t = useStrings();
  return (
    <div className="voce-notfound">
      <h1>{t('theme.NotFound.title', 'Page Not Found')}</h1>
      <p>{t('theme.NotFound.p1', 'We could not find what you were looking for.')}</p>
      <p>{t('theme.NotFound.p2', 'Please contact the owner of the site that linked you to the original URL and let them know their link is broken.')}</p>
    </div>
  );
}
