import type { ReactNode } from 'react';
import type { NavLink } from '../types';
import { Link } from '../router/Link';
import { useStrings } from '../i18n/useStrings';

/** One card of a pager: the previous or next page, with a small line above its label. */
export function PagerLink({ rel, href, sub, children }: { rel: 'prev' | 'next'; href: string; sub: string; children: ReactNode }) {
  return (
    <Link className={`voce-pager__link voce-pager__link--${rel}`} href={href} rel={rel}>
      <span className="voce-pager__sub">{sub}</span>
      <span className="voce-pager__label">{children}</span>
    </Link>
  );
}

/** Previous / next cards at the foot of a doc page. */
export function Pager({ prev, next }: { prev: NavLink | null; next: NavLink | null }) {
  const t = useStrings();
  if (!prev && !next) return null;
  return (
    <nav className="voce-pager" aria-label={t('theme.docs.paginator.navAriaLabel', 'Docs pages')}>
      {prev ? <PagerLink rel="prev" href={prev.href} sub={t('theme.docs.paginator.previous', 'Previous')}>« {prev.label}</PagerLink> : null}
      {next ? <PagerLink rel="next" href={next.href} sub={t('theme.docs.paginator.next', 'Next')}>{next.label} »</PagerLink> : null}
    </nav>
  );
}
