import type { ApiMediaContent, JsonValue } from '../types';

/** A parameter's example as the text of its input: strings bare, the rest as JSON. */
export function valueText(v: JsonValue | undefined): string {
  if (v === undefined || v === null) return '';
  return typeof v === 'string' ? v : JSON.stringify(v);
}

/** The example of a media type as text: a string as written (unless the body is JSON), anything else as pretty JSON. */
export function exampleText(content: ApiMediaContent | undefined): string {
  if (content?.example === undefined) return '';
  const ex = content.example;
  return typeof ex === 'string' && content.kind !== 'json' ? ex : JSON.stringify(ex, null, 2);
}
