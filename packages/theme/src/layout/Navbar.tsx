import { Link } from '../router/Link';
import { useRouter } from '../router/Router';
import { localeOf, localizePath, switchLocale } from '../router/paths';
import { useStrings } from '../i18n/useStrings';

export function Navbar() {
  const { site, location } = useRouter();
  const t = useStrings();
  const locale = localeOf(location.path, site.locales);
  return (
    <header className="voce-navbar">
      <Link className="voce-navbar__brand" href={localizePath('/', locale)}>
        {site.logo ? <img src={site.logo} alt="" width={28} height={28} /> : null}
        <span>{site.title}</span>
      </Link>
      <nav className="voce-navbar__items" aria-label={t('theme.navbar.label', 'Main')}>
        {site.locales.map((l) => (
          <Link key={l.code} href={switchLocale(location.path, l, site.locales) + location.search + location.hash} lang={l.htmlLang}>
            {l.label}
          </Link>
        ))}
        <Link href={localizePath(site.api.routeBase, locale)}>{t('theme.navbar.apis', 'APIs')}</Link>
        <a href={site.navbar.source.href} aria-label={t('theme.navbar.source', 'Source code on {name}', { name: site.navbar.source.label })}>
          {site.navbar.source.label}
        </a>
      </nav>
    </header>
  );
}
