import { CodeBlock, useStrings } from '@vocedocs/theme';
import type { ApiMediaContent } from '../types';
import { exampleText } from '../request/exampleText';
import { bodyKind } from '../request/bodyKind';

/** The example of a media type, pretty-printed, with a copy button. */
export function ExampleBlock({ content }: { content: ApiMediaContent }) {
  const t = useStrings();
  if (content.example === undefined) return null;
  const kind = bodyKind(content);
  const code = kind === 'binary' ? String(content.example) : kind === 'multipart' || kind === 'urlencoded' ? JSON.stringify(content.example, null, 2) : exampleText(content);
  return (
    <div className="voce-api-example">
      <div className="voce-api-example__title">{t('api.example', 'Example')}</div>
      <CodeBlock lang={kind === 'text' ? 'text' : 'json'} code={code} />
    </div>
  );
}
