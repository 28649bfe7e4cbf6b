import type { useStrings } from '@vocedocs/theme';
import type { ApiSecurityScheme } from '../types';

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
