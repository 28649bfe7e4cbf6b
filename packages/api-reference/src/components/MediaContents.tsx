import { CodeBlock, useStrings } from '@vocedocs/theme';
import type { ApiMediaContent } from '../types';
import { exampleText } from '../request/useRequestInputs';
import { SchemaTree } from './SchemaTree';
import { Tabs } from './Tabs';

/** The media types of a body: one tab each, with the schema tree and the example (pretty-printed, with a copy button). */
export function MediaContents({ content }: { content: ApiMediaContent[] }) {
  const t = useStrings();
  if (content.length === 0) return null;
  return (
    <Tabs
      className="voce-api-media"
      label={t('api.mediaType', 'Media type')}
      labels={content.map((c) => (
        <code key={c.mediaType} className="voce-api-media__type">
          {c.mediaType}
        </code>
      ))}
    >
      {(i) => (
        <>
          {content[i].schema ? <SchemaTree schema={content[i].schema!} /> : null}
          {content[i].example !== undefined ? (
            <div className="voce-api-example">
              <div className="voce-api-example__title">{t('api.example', 'Example')}</div>
              <CodeBlock lang={content[i].kind === 'text' ? 'text' : 'json'} code={exampleText(content[i])} />
            </div>
          ) : null}
        </>
      )}
    </Tabs>
  );
}
