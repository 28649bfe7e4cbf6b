import type { NavLink } from '../types';
import { Link } from '../router/Link';
import { useStrings } from '../i18n/useStrings';

/** Previous / next cards at the foot of a doc page. */
export function Pager({ prev, next }: { prev: NavLink | null; next: NavLink | null }) {
  const t = useStrings();
  if (!prev && !next) return null;
  return (
    <nav className="voce-pager" aria-label={t('theme.docs.paginator.navAriaLabel', 'Docs pages')}>
      {prev ? (
        <Link className="voce-pager__link voce-pager__link--prev" href={prev.href} rel="prev">
          <span className="voce-pager__sub">{t('theme.docs.paginator.previous', 'Previous')}</span>
          <span className="voce-pager__label">« {prev.label}</span>
        </Link>
      ) : null}
      {next ? (
        <Link className="voce-pager__link voce-pager__link--next" href={next.href} rel="next">
          <span className="voce-pager__sub">{t('theme.docs.paginator.next', 'Next')}</span>
          <span className="voce-pager__label">{next.label} »</span>
        </Link>
      ) : null}
    </nav>
  );
}
