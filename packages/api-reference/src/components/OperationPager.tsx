import { Link, useStrings } from '@vocedocs/theme';
import type { ApiOperationLink } from '../types';
import { useApiBase } from '../lib/useApiBase';
import { MethodBadge } from './MethodBadge';

/** Previous / next operation, in document order. */
export function OperationPager({ prev, next }: { prev: ApiOperationLink | null; next: ApiOperationLink | null }) {
  const t = useStrings();
  const base = useApiBase();
  if (!prev && !next) return null;
  const link = (op: ApiOperationLink | null, rel: 'prev' | 'next', sub: string) =>
    op ? (
      <Link className={`voce-pager__link voce-pager__link--${rel}`} href={`${base}/${op.slug}`} rel={rel}>
        <span className="voce-pager__sub">{sub}</span>
        <span className="voce-pager__label">
          <MethodBadge method={op.method} size="sm" /> {op.summary}
        </span>
      </Link>
    ) : null;
  return (
    <nav className="voce-pager voce-api-pager" aria-label={t('api.pager.label', 'Operations')}>
      {link(prev, 'prev', t('api.pager.previous', 'Previous'))}
      {link(next, 'next', t('api.pager.next', 'Next'))}
    </nav>
  );
}
