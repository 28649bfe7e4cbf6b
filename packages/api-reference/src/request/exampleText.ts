import type { ApiMediaContent, JsonValue } from '../types';
import { bodyKind } from './bodyKind';

/** A parameter's example as the text of its input: strings bare, the rest as JSON. */
export function valueText(v: JsonValue | undefined): string {
  if (v === undefined || v === null) return '';
  return typeof v === 'string' ? v : JSON.stringify(v);
}

/** The example of a media type as an editable body: JSON pretty-printed, text as is. */
export function exampleText(content: ApiMediaContent | undefined): string {
  if (!content || content.example === undefined) return '';
  const kind = bodyKind(content);
  if (kind === 'binary') return '';
  if (kind === 'json') return JSON.stringify(content.example, null, 2);
  return valueText(content.example);
}
