import { Link, useStrings } from '@vocedocs/theme';
import type { ApiOperationLink } from '../types';
import { MethodBadge } from './MethodBadge';

/** Previous / next operation, in document order. */
export function OperationPager({ prev, next, base }: { prev: ApiOperationLink | null; next: ApiOperationLink | null; base: string }) {
  const t = useStrings();
  if (!prev && !next) return null;
  return (
    <nav className="voce-pager voce-api-pager" aria-label={t('api.pager.label', 'Operations')}>
      {prev ? (
        <Link className="voce-pager__link voce-pager__link--prev" href={`${base}/${prev.slug}`} rel="prev">
          <span className="voce-pager__sub">{t('api.pager.previous', 'Previous')}</span>
          <span className="voce-pager__label">
            <MethodBadge method={prev.method} size="sm" /> {prev.summary}
          </span>
        </Link>
      ) : null}
      {next ? (
        <Link className="voce-pager__link voce-pager__link--next" href={`${base}/${next.slug}`} rel="next">
          <span className="voce-pager__sub">{t('api.pager.next', 'Next')}</span>
          <span className="voce-pager__label">
            <MethodBadge method={next.method} size="sm" /> {next.summary}
          </span>
        </Link>
      ) : null}
    </nav>
  );
}
