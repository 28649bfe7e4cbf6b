import { Link } from '../router/Link';
import { useRouter } from '../router/Router';
import { localeOf, localizePath } from '../router/paths';
import { useStrings } from '../i18n/useStrings';
import { Icon } from '../icons';

/** Home icon, then the page's categories, then the page itself. */
export function Breadcrumbs({ items }: { items: { label: string; href?: string }[] }) {
  const { site, location } = useRouter();
  const t = useStrings();
  if (items.length === 0) return null;
  const home = localizePath('/', localeOf(location.path, site.locales));
  return (
    <nav className="voce-breadcrumbs" aria-label={t('theme.docs.breadcrumbs.navAriaLabel', 'Breadcrumbs')}>
      <ol>
        <li>
          <Link href={home} className="voce-breadcrumbs__home" aria-label={t('theme.docs.breadcrumbs.home', 'Home page')}>
            <Icon name="home" size={16} />
          </Link>
        </li>
        {items.map((c, i) => {
          const last = i === items.length - 1;
          return (
            <li key={i}>
              {c.href && !last ? (
                <Link href={c.href} className="voce-breadcrumbs__link">
                  {c.label}
                </Link>
              ) : (
                <span className="voce-breadcrumbs__link" aria-current={last ? 'page' : undefined}>
                  {c.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
