import { Fragment } from 'react';
import { useStrings } from '@vocedocs/theme';
import type { ApiSecurityRequirement, ApiSecurityScheme } from '../types';
import { Chips } from './SchemaTree';

/** How a security scheme is sent, in words: "API key in the X-API-Key header". */
export function schemeHow(s: ApiSecurityScheme, t: ReturnType<typeof useStrings>): string {
  switch (s.type) {
    case 'apiKey': {
      const name = s.paramName ?? s.name;
      if (s.in === 'query') return t('api.auth.apiKeyQuery', 'API key in the {name} query parameter', { name });
      if (s.in === 'cookie') return t('api.auth.apiKeyCookie', 'API key in the {name} cookie', { name });
      return t('api.auth.apiKeyHeader', 'API key in the {name} header', { name });
    }
    case 'http':
      if (s.scheme?.toLowerCase() === 'basic') return t('api.auth.basic', 'HTTP Basic authentication (Authorization header)');
      return t('api.auth.bearer', 'Bearer token in the Authorization header{format}', { format: s.bearerFormat ? ` (${s.bearerFormat})` : '' });
    case 'oauth2':
      return t('api.auth.oauth2', 'OAuth 2.0 access token');
    case 'openIdConnect':
      return t('api.auth.openIdConnect', 'OpenID Connect');
    case 'mutualTLS':
      return t('api.auth.mutualTLS', 'Mutual TLS client certificate');
  }
}

/** The security requirements of an operation: alternatives joined by "or", schemes of one requirement by "and". */
export function SecurityInfo({ security }: { security: ApiSecurityRequirement[] }) {
  const t = useStrings();
  if (security.length === 0) return <p className="voce-api-security__none">{t('api.auth.none', 'No authorization needed.')}</p>;
  return (
    <ul className="voce-api-security">
      {security.map((req, i) => (
        <li key={i}>
          {i > 0 ? <span className="voce-api-security__or">{t('api.auth.or', 'or')} </span> : null}
          {req.schemes.length === 0 ? (
            <span>{t('api.auth.optional', 'No credentials (authorization is optional)')}</span>
          ) : (
            req.schemes.map((s, j) => (
              <Fragment key={s.name}>
                {j > 0 ? <span className="voce-api-security__and"> {t('api.auth.and', 'and')} </span> : null}
                <span className="voce-api-security__scheme">
                  <strong>{s.name}</strong>: {schemeHow(s, t)}
                  {s.scopes.length ? (
                    <>
                      {' '}
                      ({t('api.auth.scopes', 'scopes')}: <Chips values={s.scopes} />)
                    </>
                  ) : null}
                </span>
              </Fragment>
            ))
          )}
        </li>
      ))}
    </ul>
  );
}
