import type { ParameterLocation } from '../types';

/**
 * Header or query parameters that carry the same key as the API key field
 * (VoceChat's bot operations take theirs as an x-api-key header parameter
 * rather than a security scheme): left empty, they get the API key.
 */
export function isKeyParam(loc: ParameterLocation, name: string): boolean {
  return (loc === 'header' || loc === 'query') && /^(x-)?api-key$/i.test(name);
}
