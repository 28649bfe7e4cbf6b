import { Body, useStrings } from '@vocedocs/theme';
import type { ApiResponse } from '../types';
import { Description } from './Description';
import { MediaContents } from './MediaContents';
import { PropertyRow } from './SchemaTree';

const CLASSES: Record<string, string> = { '2': 'success', '3': 'redirect', '4': 'client', '5': 'server' };

/** The colour class of a status by its first digit; other ("default") for the rest. */
export function statusClass(status: string): string {
  return CLASSES[status[0]] ?? 'other';
}

/** The responses of an operation, one foldable section per status; the first success opens. */
export function ResponseList({ responses }: { responses: ApiResponse[] }) {
  const t = useStrings();
  const open = responses.findIndex((r) => r.status.startsWith('2'));
  return (
    <div className="voce-api-responses">
      {responses.map((r, i) => (
        <details key={r.status} className="voce-api-response" open={i === (open < 0 ? 0 : open)}>
          <summary>
            <span className={`voce-api-status voce-api-status--${statusClass(r.status)}`}>{r.status === 'default' ? t('api.response.default', 'default') : r.status}</span>
            <span className="voce-api-response__desc">
              <Body nodes={r.summary} />
            </span>
          </summary>
          <div className="voce-api-response__body">
            <Description text={r.description} />
            {r.headers.length ? (
              <div className="voce-api-response__headers">
                <h4>{t('api.response.headers', 'Response headers')}</h4>
                <ul className="voce-api-props">
                  {r.headers.map((h) => (
                    <PropertyRow key={h.name} prop={{ name: h.name, required: h.required, schema: { label: 'any', ...h.schema, description: h.description } }} depth={0} />
                  ))}
                </ul>
              </div>
            ) : null}
            {r.content.length ? <MediaContents content={r.content} /> : <p className="voce-api-response__empty">{t('api.response.noBody', 'No response body.')}</p>}
          </div>
        </details>
      ))}
    </div>
  );
}
