import type { ReactNode } from 'react';
import { Admonition, PagerLink, useStrings } from '@vocedocs/theme';
import type { ApiOperation } from '../types';
import { Description } from '../components/Description';
import { MediaContents } from '../components/MediaContents';
import { MethodBadge } from '../components/MethodBadge';
import { OperationConsole } from '../components/OperationConsole';
import { LOCATIONS, ParameterTable } from '../components/ParameterTable';
import { PathTemplate } from '../components/PathTemplate';
import { ResponseList } from '../components/ResponseList';
import { SecurityInfo } from '../components/SecurityInfo';
import { useApiBase } from '../lib/useApiBase';
import { useRequestInputs } from '../request/useRequestInputs';

export interface ApiOperationPageProps {
  operation: ApiOperation;
  /** Controls at the right of the header's first row, such as the theme's <CopyPage />. */
  actions?: ReactNode;
}

function OperationBody({ operation: op, actions }: ApiOperationPageProps) {
  const t = useStrings();
  const state = useRequestInputs(op);
  const hasParams = LOCATIONS.some((l) => op.parameters[l].length > 0);
  const body = op.requestBody;
  const base = useApiBase();
  return (
    <div className="voce-api">
      <div className="voce-api-op">
        <div className="voce-api-op__main">
          <header className="voce-api-op__header">
            <div className="voce-api-bar">
              {op.tags.length ? <p className="voce-api-eyebrow">{op.tags.join(' · ')}</p> : null}
              {actions}
            </div>
            <h1 className={op.deprecated ? 'voce-api-op__title voce-api-op__title--deprecated' : 'voce-api-op__title'}>{op.summary}</h1>
            <div className="voce-api-op__endpoint">
              <MethodBadge method={op.method} />
              <PathTemplate path={op.path} />
            </div>
          </header>

          {op.deprecated ? (
            <div className="voce-api-op__deprecated">
              <Admonition kind="warning" title={t('api.deprecated.title', 'Deprecated')}>
                <p>{t('api.deprecated.notice', 'This operation is deprecated and may be removed in a future version of the server.')}</p>
              </Admonition>
            </div>
          ) : null}

          <Description text={op.description} className="voce-api-op__desc" />

          <section className="voce-api-section voce-api-op__security" aria-labelledby="api-authorization">
            <h2 id="api-authorization">{t('api.auth.heading', 'Authorization')}</h2>
            <SecurityInfo security={op.security} />
          </section>

          {hasParams ? (
            <section className="voce-api-section voce-api-op__params" aria-labelledby="api-parameters">
              <h2 id="api-parameters">{t('api.parameters', 'Parameters')}</h2>
              {LOCATIONS.map((l) => (
                <ParameterTable key={l} location={l} params={op.parameters[l]} />
              ))}
            </section>
          ) : null}

          {body ? (
            <section className="voce-api-section voce-api-op__body" aria-labelledby="api-request-body">
              <h2 id="api-request-body">
                {t('api.requestBody', 'Request body')}{' '}
                {body.required ? <span className="voce-api-required">{t('api.required', 'required')}</span> : <span className="voce-api-optional">{t('api.optional', 'optional')}</span>}
              </h2>
              <Description text={body.description} />
              <MediaContents content={body.content} />
            </section>
          ) : null}
        </div>
        {/* Between the request and the responses in the document, where a
            phone shows it: HTML that arrives in pieces then only ever adds
            below what is painted. Wide screens move it to a column. */}
        <OperationConsole op={op} state={state} />
        <div className="voce-api-op__more">
          <section className="voce-api-section voce-api-op__responses" aria-labelledby="api-responses">
            <h2 id="api-responses">{t('api.responses', 'Responses')}</h2>
            <ResponseList responses={op.responses} />
          </section>

          {op.prev || op.next ? (
            <nav className="voce-pager voce-api-pager" aria-label={t('api.pager.label', 'Operations')}>
              {op.prev ? <PagerLink rel="prev" href={`${base}/${op.prev.slug}`} sub={t('api.pager.previous', 'Previous')}><MethodBadge method={op.prev.method} size="sm" /> {op.prev.summary}</PagerLink> : null}
              {op.next ? <PagerLink rel="next" href={`${base}/${op.next.slug}`} sub={t('api.pager.next', 'Next')}><MethodBadge method={op.next.method} size="sm" /> {op.next.summary}</PagerLink> : null}
            </nav>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/**
 * One operation: method and path, summary, description, deprecation,
 * authorization, parameter tables, request body and responses with schema
 * trees and examples, the previous and next operations, and the request column (code samples,
 * try-it panel).
 */
export function ApiOperationPage({ operation, actions }: ApiOperationPageProps) {
  // A new operation starts from its own examples.
  return <OperationBody key={operation.slug} operation={operation} actions={actions} />;
}
