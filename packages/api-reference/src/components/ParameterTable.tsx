import type { ReactNode } from 'react';
import { useStrings } from '@vocedocs/theme';
import type { ApiParameter, ParameterLocation, SchemaNode } from '../types';
import { Description } from './Description';
import { Chips, Fact, SchemaFacts, SchemaType } from './SchemaTree';

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

/** A cell that becomes a labelled line of a card below 600 px; empty without content. */
function Cell({ label, children }: { label: string; children: ReactNode }) {
  return <td data-label={label}>{children ? <div className="voce-api-cell">{children}</div> : null}</td>;
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
  const columns = [col.name, col.type, col.required, hasDefault && col.def, hasEnum && col.enumValues, col.desc];
  return (
    <div className="voce-api-params" data-location={location}>
      <h3 className="voce-api-params__title">{locationTitle(location, t)}</h3>
      <div className="voce-api-table-wrap">
        <table className="voce-api-table">
          <thead>
            <tr>{columns.map((c) => (c ? <th key={c} scope="col">{c}</th> : null))}</tr>
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
                  <Cell label={col.type}>
                    <SchemaType s={s} />
                  </Cell>
                  <Cell label={col.required}>
                    {p.required ? <span className="voce-api-required">{t('api.required', 'required')}</span> : <span className="voce-api-optional">{t('api.optional', 'optional')}</span>}
                  </Cell>
                  {hasDefault ? <Cell label={col.def}>{s.default !== undefined ? <code className="voce-api-chip">{JSON.stringify(s.default)}</code> : null}</Cell> : null}
                  {hasEnum ? <Cell label={col.enumValues}>{values?.length ? <Chips values={values} /> : null}</Cell> : null}
                  <Cell label={col.desc}>
                    <Description text={p.description} />
                    {/* The schema's own words, unless they repeat the parameter's. */}
                    {JSON.stringify(s.description) !== JSON.stringify(p.description) ? <Description text={s.description} /> : null}
                    <SchemaFacts s={{ ...s, description: undefined, default: undefined, enum: undefined, example: undefined }} />
                    {p.example !== undefined ? <Fact label={t('api.example', 'Example')}><Chips values={[p.example]} /></Fact> : null}
                  </Cell>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
