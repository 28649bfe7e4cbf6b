import type { ReactNode } from 'react';
import type { DocPageData } from '../types';
import { Body } from '../content/Body';
import { useStrings } from '../i18n/useStrings';
import { useRouter } from '../router/Router';
import { Icon } from '../icons';
import { Breadcrumbs } from './Breadcrumbs';
import { formatDate } from './formatDate';
import { Pager } from './Pager';
import { Toc, TocCollapsible } from './Toc';

export interface DocPageProps {
  page: DocPageData;
  /** Controls at the right of the breadcrumbs' row, such as <CopyPage />. */
  actions?: ReactNode;
}

/** A doc page: breadcrumbs, title, content, edit link and date, previous/next, and its table of contents. */
export function DocPage({ page, actions }: DocPageProps) {
  const t = useStrings();
  const { site } = useRouter();
  const lang = site.locales.find((l) => l.code === page.locale)?.htmlLang ?? page.locale;
  const toc = !page.hideTableOfContents && page.toc.length > 0 ? page.toc : null;
  // The home page of a locale needs no trail back home.
  const home = page.route === '/' || site.locales.some((l) => page.route === `/${l.code}`);
  const breadcrumbs = home ? null : <Breadcrumbs items={page.breadcrumbs} />;
  return (
    <div className={toc ? 'voce-doc voce-doc--toc' : 'voce-doc'}>
      <div className="voce-doc__main">
        <article className="voce-doc__article">
          {actions ? (
            <div className="voce-doc__bar">
              {breadcrumbs}
              {actions}
            </div>
          ) : (
            breadcrumbs
          )}
          <h1 className="voce-doc__title">{page.h1}</h1>
          {toc ? <TocCollapsible toc={toc} /> : null}
          <div className="voce-markdown">
            <Body nodes={page.body} />
          </div>
          {page.editUrl || page.lastUpdated ? (
            <footer className="voce-doc__meta">
              {page.editUrl ? (
                <a className="voce-doc__edit" href={page.editUrl} target="_blank" rel="noopener noreferrer">
                  <Icon name="edit" size={16} />
                  {t('theme.common.editThisPage', 'Edit this page')}
                </a>
              ) : null}
              {page.lastUpdated ? (
                <span className="voce-doc__updated">
                  {t('theme.lastUpdated.atDate', 'Last updated on {date}', { date: '\u0000' })
                    .split('\u0000')
                    .flatMap((part, i) => (i === 0 ? [part] : [<time key={i} dateTime={page.lastUpdated}>{formatDate(page.lastUpdated!, lang)}</time>, part]))}
                </span>
              ) : null}
            </footer>
          ) : null}
        </article>
        <Pager prev={page.prev} next={page.next} />
      </div>
      {toc ? <Toc toc={toc} /> : null}
    </div>
  );
}
