import { CodeBlock, useStrings } from '@vocedocs/theme';
import type { ApiMediaContent } from '../types';
import { exampleText } from '../request/exampleText';

/** The example of a media type, pretty-printed, with a copy button. */
export function ExampleBlock({ content }: { content: ApiMediaContent }) {
  const t = useStrings();
  if (content.example === undefined) return null;
  return (
    <div className="voce-api-example">
      <div className="voce-api-example__title">{t('api.example', 'Example')}</div>
      <CodeBlock lang={content.kind === 'text' ? 'text' : 'json'} code={exampleText(content)} />
    </div>
  );
}
