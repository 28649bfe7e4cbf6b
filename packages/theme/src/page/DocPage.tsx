import type { DocPageData } from '../types';
import { Body } from '../content/Body';
import { useStrings } from '../i18n/useStrings';
import { Link } from '../router/Link';

export function DocPage({ page }: { page: DocPageData }) {
  const t = useStrings();
  return (
    <div className="voce-doc">
      <article className="voce-doc__article">
        <h1>{page.h1}</h1>
        <div className="voce-markdown">
          <Body nodes={page.body} />
        </div>
        <nav className="voce-pager" aria-label={t('theme.docs.paginator.navAriaLabel', 'Docs pages')}>
          {page.prev ? <Link href={page.prev.href}>{t('theme.docs.paginator.previous', 'Previous')}: {page.prev.label}</Link> : <span />}
          {page.next ? <Link href={page.next.href}>{t('theme.docs.paginator.next', 'Next')}: {page.next.label}</Link> : <span />}
        </nav>
      </article>
      {!page.hideTableOfContents && page.toc.length > 0 ? (
        <nav className="voce-toc" aria-label={t('theme.toc.title', 'On this page')}>
          <div className="voce-toc__title">{t('theme.toc.title', 'On this page')}</div>
          <ul>
            {page.toc.map((e) => (
              <li key={e.id} className={`voce-toc__item voce-toc__item--${e.level}`}>
                <a href={`#${e.id}`}>{e.text}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
