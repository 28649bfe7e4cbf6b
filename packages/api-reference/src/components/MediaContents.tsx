import { useStrings } from '@vocedocs/theme';
import type { ApiMediaContent } from '../types';
import { ExampleBlock } from './ExampleBlock';
import { SchemaTree } from './SchemaTree';
import { Tabs } from './Tabs';

/** The media types of a body: one tab each, with the schema tree and the example. */
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
          <ExampleBlock content={content[i]} />
        </>
      )}
    </Tabs>
  );
}
