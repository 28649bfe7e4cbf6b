import { Fragment } from 'react';
import { useStrings } from '@vocedocs/theme';
import type { ApiSecurityRequirement } from '../types';
import { schemeHow } from './schemeHow';

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
                      ({t('api.auth.scopes', 'scopes')}:{' '}
                      {s.scopes.map((sc) => (
                        <code key={sc} className="voce-api-chip">
                          {sc}
                        </code>
                      ))}
                      )
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
