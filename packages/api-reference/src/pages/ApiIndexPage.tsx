import type { ReactNode } from 'react';
import { Link, useStrings } from '@vocedocs/theme';
import type { ApiIndex } from '../types';
import { Description } from '../components/Description';
import { MethodBadge } from '../components/MethodBadge';
import { PathTemplate } from '../components/PathTemplate';
import { schemeHow } from '../components/SecurityInfo';
import { useApiBase } from '../lib/useApiBase';

export interface ApiIndexPageProps {
  index: ApiIndex;
  /** Controls at the right of the header's first row, such as the theme's <CopyPage />. */
  actions?: ReactNode;
}

/** An id for a tag's section: letters and digits kept (CJK too), the rest dashes. */
function tagId(name: string): string {
  return `tag-${name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '')}`;
}

/**
 * The API landing page: title and version, description, servers, how to
 * authenticate, the OpenAPI download, and every tag with its operations.
 */
export function ApiIndexPage({ index, actions }: ApiIndexPageProps) {
  const t = useStrings();
  const base = useApiBase();
  const count = index.tags.reduce((n, tag) => n + tag.operations.length, 0);
  return (
    <div className="voce-api voce-api-index">
      <header className="voce-api-index__header">
        <div className="voce-api-bar">
          <p className="voce-api-eyebrow">{t('api.reference', 'API reference')}</p>
          {actions}
        </div>
        <h1>{index.title}</h1>
        <p className="voce-api-index__meta">
          <span className="voce-api-badge">
            {t('api.version', 'Version')} {index.version}
          </span>
          <span className="voce-api-badge voce-api-badge--muted">OpenAPI {index.openapi}</span>
          <span className="voce-api-index__count">{t('api.index.count', '{n} operations', { n: count })}</span>
          <a className="voce-api-download" href={index.specUrl || '/openapi.yaml'} download>
            {t('api.downloadSpec', 'Download OpenAPI document')}
          </a>
        </p>
      </header>

      <Description text={index.description} className="voce-api-index__desc" />

      <section className="voce-api-section" aria-labelledby="api-servers">
        <h2 id="api-servers">{t('api.servers', 'Servers')}</h2>
        <ul className="voce-api-servers">
          {index.servers.map((s) => (
            <li key={s.url}>
              <code>{s.url}</code>
              {s.description ? <span className="voce-api-servers__desc"> — {s.description}</span> : null}
            </li>
          ))}
        </ul>
        <p className="voce-api-note">{t('api.servers.own', 'For your own VoceChat server, use https://<your-domain>/api: every path below is relative to that base.')}</p>
      </section>

      <section className="voce-api-section" aria-labelledby="api-auth">
        <h2 id="api-auth">{t('api.auth.title', 'Authentication schemes')}</h2>
        <p>{t('api.auth.intro', 'Operations that need authorization say so on their page. Get an access token with POST /token/login, then send it in one of these ways:')}</p>
        {index.securitySchemes.length ? (
          <dl className="voce-api-schemes">
            {index.securitySchemes.map((s) => (
              <div key={s.name} className="voce-api-schemes__item">
                <dt>
                  <strong>{s.name}</strong>
                  {s.type === 'apiKey' && s.paramName ? <code className="voce-api-chip">{s.paramName}</code> : null}
                </dt>
                <dd>
                  <p>{schemeHow(s, t)}</p>
                  <Description text={s.description} />
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <p>{t('api.auth.none', 'No authorization needed.')}</p>
        )}
        <p className="voce-api-note">{t('api.auth.tryIt', 'Each operation page has a try-it panel: enter your server and key there, and the code samples fill them in.')}</p>
      </section>

      <section className="voce-api-section" aria-labelledby="api-ops">
        <h2 id="api-ops">{t('api.operations', 'Operations')}</h2>
        <nav className="voce-api-toc" aria-label={t('api.tags', 'Tags')}>
          {index.tags.map((tag) => (
            <a key={tag.name} href={`#${tagId(tag.name)}`} className="voce-api-chip voce-api-toc__tag">
              {tag.label} <span className="voce-api-toc__n">{tag.operations.length}</span>
            </a>
          ))}
        </nav>
        {index.tags.map((tag) => (
          <section key={tag.name} className="voce-api-tag" aria-labelledby={tagId(tag.name)}>
            <h3 id={tagId(tag.name)}>{tag.label}</h3>
            <Description text={tag.description} />
            <ul className="voce-api-oplist">
              {tag.operations.map((op) => (
                <li key={op.slug} className={op.deprecated ? 'voce-api-oplist__item voce-api-oplist__item--deprecated' : 'voce-api-oplist__item'}>
                  <Link href={`${base}/${op.slug}`} className="voce-api-oplist__link">
                    <MethodBadge method={op.method} />
                    <span className="voce-api-oplist__summary">{op.summary}</span>
                    <PathTemplate path={op.path} />
                    {op.deprecated ? <span className="voce-api-flag voce-api-flag--deprecated">{t('api.deprecated', 'deprecated')}</span> : null}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </section>
    </div>
  );
}
