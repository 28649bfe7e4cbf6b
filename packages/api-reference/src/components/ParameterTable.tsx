import { useStrings } from '@vocedocs/theme';
import type { ApiParameter, ParameterLocation, SchemaNode } from '../types';
import { Description } from './Description';
import { formatValue } from '../lib/formatValue';
import { SchemaFacts, SchemaType } from './SchemaTree';

/** The parameter locations, in the order the pages show them. */
export const LOCATIONS: ParameterLocation[] = ['path', 'query', 'header', 'cookie'];

export function locationTitle(loc: ParameterLocation, t: ReturnType<typeof useStrings>): string {
  const titles: Record<ParameterLocation, string> = {
    path: t('api.params.path', 'Path parameters'),
    query: t('api.params.query', 'Query parameters'),
    header: t('api.params.header', 'Header parameters'),
    cookie: t('api.params.cookie', 'Cookie parameters'),
  };
  return titles[loc];
}

/**
 * The parameters of one location as a table: name, type, required,
 * default, allowed values and description. The default and enum columns
 * appear when a parameter has one. Below 600 px each row becomes a card.
 */
export function ParameterTable({ params, location }: { params: ApiParameter[]; location: ParameterLocation }) {
  const t = useStrings();
  if (params.length === 0) return null;
  const schemas = params.map((p): SchemaNode => p.schema ?? { label: 'any' });
  const hasDefault = schemas.some((s) => s.default !== undefined);
  const hasEnum = schemas.some((s) => s.enum?.length || s.items?.enum?.length);
  const col = {
    name: t('api.param.name', 'Name'),
    type: t('api.param.type', 'Type'),
    required: t('api.param.required', 'Required'),
    def: t('api.param.default', 'Default'),
    enumValues: t('api.param.enum', 'Allowed values'),
    desc: t('api.param.description', 'Description'),
  };
  return (
    <div className="voce-api-params" data-location={location}>
      <h3 className="voce-api-params__title">{locationTitle(location, t)}</h3>
      <div className="voce-api-table-wrap">
        <table className="voce-api-table">
          <thead>
            <tr>
              <th scope="col">{col.name}</th>
              <th scope="col">{col.type}</th>
              <th scope="col">{col.required}</th>
              {hasDefault ? <th scope="col">{col.def}</th> : null}
              {hasEnum ? <th scope="col">{col.enumValues}</th> : null}
              <th scope="col">{col.desc}</th>
            </tr>
          </thead>
          <tbody>
            {params.map((p, i) => {
              const s = schemas[i];
              const values = s.enum ?? s.items?.enum;
              return (
                <tr key={p.name} className={p.deprecated ? 'voce-api-param--deprecated' : undefined}>
                  <th scope="row" data-label={col.name}>
                    <div className="voce-api-cell">
                      <code className="voce-api-param__name">{p.name}</code>
                      {p.deprecated ? <span className="voce-api-flag voce-api-flag--deprecated">{t('api.deprecated', 'deprecated')}</span> : null}
                    </div>
                  </th>
                  <td data-label={col.type}>
                    <div className="voce-api-cell"><SchemaType s={s} /></div>
                  </td>
                  <td data-label={col.required}>
                    <div className="voce-api-cell">
                      {p.required ? <span className="voce-api-required">{t('api.required', 'required')}</span> : <span className="voce-api-optional">{t('api.optional', 'optional')}</span>}
                    </div>
                  </td>
                  {hasDefault ? <td data-label={col.def}>{s.default !== undefined ? <div className="voce-api-cell"><code className="voce-api-chip">{JSON.stringify(s.default)}</code></div> : null}</td> : null}
                  {hasEnum ? (
                    <td data-label={col.enumValues}>
                      {values?.length ? (
                        <div className="voce-api-cell">
                          {values.map((v, j) => (
                            <code key={j} className="voce-api-chip">
                              {formatValue(v)}
                            </code>
                          ))}
                        </div>
                      ) : null}
                    </td>
                  ) : null}
                  <td data-label={col.desc}>
                    <div className="voce-api-cell">
                      <Description text={p.description} />
                      {/* The schema's own words, unless they repeat the parameter's. */}
                      {JSON.stringify(s.description) !== JSON.stringify(p.description) ? <Description text={s.description} /> : null}
                      <SchemaFacts s={{ ...s, description: undefined, default: undefined, enum: undefined, example: undefined }} />
                      {p.example !== undefined ? (
                        <div className="voce-api-schema__fact">
                          <span className="voce-api-schema__key">{t('api.example', 'Example')}:</span> <code className="voce-api-chip">{formatValue(p.example)}</code>
                        </div>
                      ) : null}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

