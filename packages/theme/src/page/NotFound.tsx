import { Link } from '../router/Link';
import { useRouter } from '../router/Router';
import { localeOf, localizePath } from '../router/paths';
import { useStrings } from '../i18n/useStrings';

/** The page of unknown paths. */
export function NotFound() {
  const t = useStrings();
  const { site, location } = useRouter();
  return (
    <div className="voce-status voce-status--notfound">
      <p className="voce-status__code" aria-hidden="true">404</p>
      <h1 className="voce-status__title">{t('theme.NotFound.title', 'Page Not Found')}</h1>
      <p>{t('theme.NotFound.p1', 'We could not find what you were looking for.')}</p>
      <p>{t('theme.NotFound.p2', 'Please contact the owner of the site that linked you to the original URL and let them know their link is broken.')}</p>
      <Link className="voce-button" href={localizePath('/', localeOf(location.path, site.locales))}>
        {t('theme.NotFound.home', 'Back to the home page')}
      </Link>
    </div>
  );
}
