import type { ApiMediaContent } from '../types';
import type { BodyKind } from './types';

/** Media types whose content is not text. */
export const BINARY_MEDIA = /^(image|audio|video|font)\/|^application\/(octet-stream|pdf|zip|gzip|x-tar|wasm)\b/i;

/** Whether a media type carries JSON: application/json, …+json, …/json. */
export function isJsonMedia(mediaType: string): boolean {
  return /^[\w.+-]+\/(?:[\w.-]+\+)?json(?:\s*;|$)/i.test(mediaType.trim());
}

/** How a body of this media type is edited and sent. */
export function bodyKind(content: ApiMediaContent): BodyKind {
  const mt = content.mediaType.trim().toLowerCase();
  if (mt.startsWith('multipart/')) return 'multipart';
  if (mt.startsWith('application/x-www-form-urlencoded')) return 'urlencoded';
  if (isJsonMedia(mt)) return 'json';
  const s = content.schema;
  if (BINARY_MEDIA.test(mt) || (s?.type === 'string' && (s.format === 'binary' || s.format === 'byte'))) return 'binary';
  const ex = content.example;
  if ((ex !== null && typeof ex === 'object') || s?.type === 'object' || s?.type === 'array') return 'json';
  return 'text';
}
